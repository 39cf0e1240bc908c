// The client for game backends (@gamesdk/verify-client, its own package) against a real verify
// server, through the compatibility entry point @gamesdk/verify-server/client. Its retries are
// tested in verify-client/test; from a Web Worker in Chromium in test/e2e/verify.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as standalone from '@gamesdk/verify-client';
import { createSqliteLedger, developmentKeyStore } from '@gamesdk/verify-server';
import { createVerifyClient, VerifyClientError, type VerificationResult } from '@gamesdk/verify-server/client';
import { startServer, type RunningServer } from './support/server.js';
import { purchaseToken, sign } from './support/tokens.js';

describe('against a real verify server', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ keys: developmentKeyStore(), ledger: createSqliteLedger({ path: ':memory:' }) });
  });
  afterAll(() => server.close());

  it('verifies with a result typed by kind', async () => {
    const client = createVerifyClient({ baseUrl: server.url });
    const subscription: VerificationResult<'subscription'> = await client.verify({ kind: 'subscription', token: await sign('subscription') });
    expect(subscription.claims.status).toBe('active');
    expect(subscription.ledger).toBeNull();
    const any = await client.verify({ token: await sign('purchase') });
    expect(any.kind).toBe('purchase');
    if (any.kind === 'purchase') expect(any.ledger.claimed).toBe(false);
  });

  it('claims once', async () => {
    const client = createVerifyClient({ baseUrl: server.url });
    const token = await purchaseToken('client-1');
    const first = await client.claim({ token, purchaseToken: 'client-1' });
    const second = await client.claim({ token, purchaseToken: 'client-1' });
    expect(first.claimed).toBe(true);
    expect(second).toEqual({ claimed: false, claimedAt: first.claimedAt });
  });

  it('throws a typed error with the server code and status, without retrying', async () => {
    const client = createVerifyClient({ baseUrl: server.url, sleep: () => Promise.reject(new Error('must not wait')) });
    const error = await client.verify({ kind: 'player', token: await sign('player'), expectedPlayerId: 'other' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VerifyClientError);
    expect(error).toMatchObject({ code: 'subject_mismatch', status: 409, attempts: 1 });
    expect((error as Error).message).toBe('token is about another player than expectedPlayerId');
  });
});

it('@gamesdk/verify-server/client is @gamesdk/verify-client: the same functions and error class', async () => {
  const compat = await import('@gamesdk/verify-server/client');
  expect(compat.createVerifyClient).toBe(standalone.createVerifyClient);
  expect(compat.VerifyClientError).toBe(standalone.VerifyClientError);
  expect(compat.retryAfterMs).toBe(standalone.retryAfterMs);
});
