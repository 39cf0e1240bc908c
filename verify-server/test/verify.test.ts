// POST /api/platform/partner/verify: the success shape of every kind, and the caller's checks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSqliteLedger, developmentKeyStore, TOKEN_KINDS } from '@gamesdk/verify-server';
import { startServer, type RunningServer } from './support/server.js';
import { GAME, PLAYER, purchaseToken, sampleClaims, sign } from './support/tokens.js';

const VERIFY = '/api/platform/partner/verify';
const ISSUED = new Date('2026-11-21T07:00:00.000Z');
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ keys: developmentKeyStore(), ledger: createSqliteLedger({ path: ':memory:' }), now: () => new Date('2026-11-21T08:00:00.000Z') });
});
afterAll(() => server.close());

describe('success', () => {
  it.each(TOKEN_KINDS)('answers 200 with the verified %s token, whether kind is named or auto', async (kind) => {
    const token = await sign(kind, { issuedAt: ISSUED });
    for (const requested of [kind, 'auto', undefined]) {
      const answer = await server.post(VERIFY, { token, ...(requested ? { kind: requested } : {}) });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        success: true,
        data: {
          kind,
          platformGameId: GAME,
          playerId: PLAYER,
          issuedAt: '2026-11-21T07:00:00.000Z',
          claims: sampleClaims[kind],
          ledger: kind === 'purchase' ? { purchaseToken: 'pt-1', claimed: false, claimedAt: null } : null,
        },
      });
    }
  });

  it('reports the sandbox flag of purchases and subscriptions in claims', async () => {
    const sandbox = await server.post(VERIFY, { kind: 'purchase', token: await purchaseToken('sandbox-1', { issuedAt: ISSUED }) });
    expect(sandbox.body.data.claims.isSandbox).toBe(true);
    const real = await server.post(VERIFY, { kind: 'subscription', token: await sign('subscription', { claims: { isSandbox: false }, issuedAt: ISSUED }) });
    expect(real.body.data.claims.isSandbox).toBe(false);
  });

  it('reports a subscription status other than active as signed, with isActive false', async () => {
    const token = await sign('subscription', { claims: { status: 'cancelled', isActive: false }, issuedAt: ISSUED });
    const answer = await server.post(VERIFY, { kind: 'subscription', token });
    expect(answer.status).toBe(200);
    expect(answer.body.data.claims).toMatchObject({ status: 'cancelled', isActive: false });
  });

  it('accepts a matching expectedPlayerId', async () => {
    const answer = await server.post(VERIFY, { kind: 'player', token: await sign('player', { issuedAt: ISSUED }), expectedPlayerId: PLAYER });
    expect(answer.status).toBe(200);
  });
});

describe('failures', () => {
  it('answers 409 subject_mismatch when expectedPlayerId differs', async () => {
    const answer = await server.post(VERIFY, { kind: 'player', token: await sign('player', { issuedAt: ISSUED }), expectedPlayerId: 'player-2' });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ success: false, code: 'subject_mismatch', error: 'token is about another player than expectedPlayerId' });
  });

  it('answers 422 invalid_claims for an authentic token whose claims do not fit its kind', async () => {
    const token = await sign('purchase', { claims: { purchaseTime: 'yesterday' }, issuedAt: ISSUED });
    const answer = await server.post(VERIFY, { token });
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe('invalid_claims');
  });
});
