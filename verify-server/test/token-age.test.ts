// Token age against a frozen clock: 24 hours exactly is accepted, one second more is too old, and
// iat may lie at most CLOCK_TOLERANCE_SECONDS in the future. Purchase tokens do not expire.
import { SignJWT, importJWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOCK_TOLERANCE_SECONDS, createSqliteLedger, developmentKeyStore, TOKEN_MAX_AGE_SECONDS, tokenType } from '@gamesdk/verify-server';
import { DEV_PLATFORM_PRIVATE_JWK } from '@gamesdk/verify-server/token';
import { startServer, type RunningServer } from './support/server.js';
import { GAME, PLAYER, sampleClaims, sign } from './support/tokens.js';

const VERIFY = '/api/platform/partner/verify';
const NOW = new Date('2026-11-21T12:00:00.000Z');
const secondsBefore = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ keys: developmentKeyStore(), ledger: createSqliteLedger({ path: ':memory:' }), now: () => NOW });
});
afterAll(() => server.close());

describe.each(['player', 'subscription', 'referrals'] as const)('%s token', (kind) => {
  it('is accepted at exactly 24 hours old', async () => {
    const answer = await server.post(VERIFY, { kind, token: await sign(kind, { issuedAt: secondsBefore(TOKEN_MAX_AGE_SECONDS) }) });
    expect(answer.status).toBe(200);
  });

  it('answers 422 token_too_old one second past 24 hours', async () => {
    const answer = await server.post(VERIFY, { kind, token: await sign(kind, { issuedAt: secondsBefore(TOKEN_MAX_AGE_SECONDS + 1) }) });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ success: false, code: 'token_too_old' });
  });
});

describe('iat in the future', () => {
  it(`is accepted up to ${CLOCK_TOLERANCE_SECONDS} s ahead (clock skew)`, async () => {
    const answer = await server.post(VERIFY, { token: await sign('player', { issuedAt: secondsBefore(-CLOCK_TOLERANCE_SECONDS) }) });
    expect(answer.status).toBe(200);
  });

  it('answers 422 token_issued_in_future beyond the tolerance, for every kind', async () => {
    for (const kind of ['player', 'purchase', 'subscription', 'referrals'] as const) {
      const answer = await server.post(VERIFY, { token: await sign(kind, { issuedAt: secondsBefore(-CLOCK_TOLERANCE_SECONDS - 1) }) });
      expect(answer.status).toBe(422);
      expect(answer.body.code).toBe('token_issued_in_future');
    }
  });
});

describe('purchase token lifetime', () => {
  it('accepts a purchase token a year old: pending purchases are recovered whenever the player returns', async () => {
    const answer = await server.post(VERIFY, { kind: 'purchase', token: await sign('purchase', { issuedAt: secondsBefore(365 * 86_400) }) });
    expect(answer.status).toBe(200);
  });

  it('answers 422 token_too_old when a token carries an exp that has passed', async () => {
    const key = await importJWK(DEV_PLATFORM_PRIVATE_JWK, 'ES256');
    const token = await new SignJWT({ kind: 'purchase', gid: GAME, purchase: sampleClaims.purchase })
      .setProtectedHeader({ alg: 'ES256', typ: tokenType('purchase') })
      .setIssuer('partner-platform')
      .setSubject(PLAYER)
      .setIssuedAt(Math.floor(secondsBefore(3600).getTime() / 1000))
      .setExpirationTime(Math.floor(secondsBefore(60).getTime() / 1000))
      .sign(key);
    const answer = await server.post(VERIFY, { token });
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe('token_too_old');
  });
});
