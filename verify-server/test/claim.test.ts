// POST /api/platform/partner/purchases/claim: first valid call claims, later calls answer the
// original time, and a claim is only for the purchase the signed token is about.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresLedger, createSqliteLedger, developmentKeyStore } from '@gamesdk/verify-server';
import { startServer, type RunningServer } from './support/server.js';
import { purchaseToken, sign } from './support/tokens.js';

const VERIFY = '/api/platform/partner/verify';
const CLAIM = '/api/platform/partner/purchases/claim';
let clock = new Date('2026-11-21T08:00:00.000Z');
// Tokens are signed at a fixed time before the frozen server clock, so the file passes on any day.
const ISSUED = new Date('2026-11-21T07:59:00.000Z');
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ keys: developmentKeyStore(), ledger: createSqliteLedger({ path: ':memory:' }), now: () => clock });
});
afterAll(() => server.close());

describe('claim', () => {
  it('answers claimed true first, then claimed false with the original claimedAt', async () => {
    const token = await purchaseToken('order-1', { issuedAt: ISSUED });
    const first = await server.post(CLAIM, { token, purchaseToken: 'order-1' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, data: { claimed: true, claimedAt: '2026-11-21T08:00:00.000Z' } });
    clock = new Date('2026-11-21T09:30:00.000Z');
    for (let i = 0; i < 3; i++) {
      const later = await server.post(CLAIM, { token, purchaseToken: 'order-1' });
      expect(later.body).toEqual({ success: true, data: { claimed: false, claimedAt: '2026-11-21T08:00:00.000Z' } });
    }
  });

  it('shows the claim in the ledger field of a later verify', async () => {
    const token = await purchaseToken('order-2', { issuedAt: ISSUED });
    await server.post(CLAIM, { token, purchaseToken: 'order-2' });
    const answer = await server.post(VERIFY, { kind: 'purchase', token });
    expect(answer.body.data.ledger).toEqual({ purchaseToken: 'order-2', claimed: true, claimedAt: clock.toISOString() });
  });

  it('counts a re-signed token for the same purchase as the same purchase', async () => {
    const first = await server.post(CLAIM, { token: await purchaseToken('order-3', { issuedAt: ISSUED }), purchaseToken: 'order-3' });
    const resigned = await purchaseToken('order-3', { issuedAt: new Date(clock.getTime() - 1000) });
    const again = await server.post(CLAIM, { token: resigned, purchaseToken: 'order-3' });
    expect(first.body.data.claimed).toBe(true);
    expect(again.body.data).toEqual({ claimed: false, claimedAt: first.body.data.claimedAt });
  });

  it('answers 409 purchase_token_mismatch when purchaseToken is another purchase, and claims nothing', async () => {
    const token = await purchaseToken('order-4', { issuedAt: ISSUED });
    const answer = await server.post(CLAIM, { token, purchaseToken: 'order-5' });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ success: false, code: 'purchase_token_mismatch' });
    expect((await server.post(CLAIM, { token, purchaseToken: 'order-4' })).body.data.claimed).toBe(true);
  });

  it('answers 422 kind_mismatch for a token of another kind', async () => {
    for (const kind of ['player', 'subscription', 'referrals'] as const) {
      const answer = await server.post(CLAIM, { token: await sign(kind, { issuedAt: ISSUED }), purchaseToken: 'pt-1' });
      expect(answer.status).toBe(422);
      expect(answer.body.code).toBe('kind_mismatch');
    }
  });

  it('answers 401 invalid_signature for a forged purchase and claims nothing', async () => {
    const token = await purchaseToken('order-6', { issuedAt: ISSUED });
    const [h, p] = token.split('.');
    const forged = await server.post(CLAIM, { token: `${h}.${p}.${'A'.repeat(86)}`, purchaseToken: 'order-6' });
    expect(forged.status).toBe(401);
    expect((await server.post(CLAIM, { token, purchaseToken: 'order-6' })).body.data.claimed).toBe(true);
  });
});

describe('ledger_unavailable', () => {
  it('answers 503 on claim and on purchase verify when the SQLite ledger is closed', async () => {
    const ledger = createSqliteLedger({ path: ':memory:' });
    const broken = await startServer({ keys: developmentKeyStore(), ledger });
    try {
      await ledger.close();
      const token = await purchaseToken('order-7');
      const claim = await broken.post(CLAIM, { token, purchaseToken: 'order-7' });
      expect(claim.status).toBe(503);
      expect(claim.body).toMatchObject({ success: false, code: 'ledger_unavailable' });
      const verify = await broken.post(VERIFY, { token });
      expect(verify.status).toBe(503);
      expect(verify.body.code).toBe('ledger_unavailable');
      expect((await broken.post(VERIFY, { token: await sign('player') })).status).toBe(200);
    } finally {
      await broken.close();
    }
  });

  it('answers 503 when PostgreSQL cannot be reached, within the connect bound', async () => {
    const ledger = createPostgresLedger({ connectionString: 'postgres://postgres@127.0.0.1:1/none', connectTimeoutMs: 2000 });
    const broken = await startServer({ keys: developmentKeyStore(), ledger });
    try {
      const answer = await broken.post(CLAIM, { token: await purchaseToken('order-8'), purchaseToken: 'order-8' });
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ success: false, code: 'ledger_unavailable', error: 'the claim ledger is unavailable; retry later' });
    } finally {
      await broken.close();
      await ledger.close();
    }
  });
});
