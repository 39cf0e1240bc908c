// Every value the platform signs must verify: a referrals list is bounded so its token fits the
// verify server's limits, checked through HTTP with 1,000 and more referrals.
import { describe, expect, it } from 'vitest';
import { MAX_REFERRAL_ID_CHARS, MAX_SIGNED_REFERRALS } from '@gamesdk/verify-server';
import { mockSdk, platform } from './support.js';
import { HEAVY_TEST_MS } from '../heavy';

const longId = (i: number) => `${i}-`.padEnd(MAX_REFERRAL_ID_CHARS, 'x');

async function verify(url: string, token: string) {
  const response = await fetch(`${url}/api/platform/partner/verify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ kind: 'referrals', token }) });
  return { status: response.status, body: (await response.json()) as { success: boolean; data?: { claims: { referrals: Array<{ playerId: string }> } } } };
}

describe('referrals tokens', () => {
  it('a player with 1,100 referrals of the longest ids gets the 1,000 most recent, in a token that verifies', async () => {
    const server = await platform();
    for (let i = 0; i < MAX_SIGNED_REFERRALS + 100; i++) await server.control.addReferral(longId(i));
    const sdk = mockSdk(server);
    await sdk.init();
    const list = (await sdk.referrals()) as { referrals: Array<{ playerId: string }>; signedRequest: string };
    expect(list.referrals).toHaveLength(MAX_SIGNED_REFERRALS);
    expect(list.referrals[0]!.playerId).toBe(longId(100));
    expect(list.referrals.at(-1)!.playerId).toBe(longId(MAX_SIGNED_REFERRALS + 99));
    const verified = await verify(server.url, list.signedRequest);
    expect(verified.status).toBe(200);
    expect(verified.body.data!.claims.referrals).toEqual(list.referrals);
  }, HEAVY_TEST_MS); // 1,100 control requests one after another: their order is what is tested

  it('refuses a referral id the platform would not sign', async () => {
    const server = await platform();
    await expect(server.control.addReferral('x'.repeat(MAX_REFERRAL_ID_CHARS + 1))).rejects.toThrow(/playerId/);
  });
});
