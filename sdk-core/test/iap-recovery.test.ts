import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { createSdk, type Purchase } from '../src/index.js';
import { profileAdapter, profileState } from './support/profile-adapter.js';

const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

/** A platform that lists at most 50 unconsumed purchases and can fail chosen consumes. */
function platformWithPurchases(count: number, failConsumeOf: Set<string> = new Set()) {
  const state = profileState();
  const pending: Purchase[] = Array.from({ length: count }, (_, i) => ({
    productId: 'gems_100',
    purchaseToken: `t${i}`,
    signedRequest: `signed-${i}`,
    isSandbox: true,
    purchaseTime: new Date(0).toISOString(),
  }));
  const listed: number[] = [];
  const base = profileAdapter(state);
  const adapter = {
    ...base,
    iap: {
      ...base.iap,
      getPurchases: async () => {
        listed.push(Math.min(50, pending.length));
        return pending.slice(0, 50);
      },
      consumePurchase: async (token: string) => {
        if (failConsumeOf.has(token)) {
          failConsumeOf.delete(token); // fails once, as the mock's failNextConsume does
          throw { code: 'OPERATION_FAILED', message: 'consume failed' };
        }
        const at = pending.findIndex((p) => p.purchaseToken === token);
        if (at >= 0) pending.splice(at, 1);
      },
    },
  };
  const sdk = createSdk({ platforms: [{ id: 'partner', create: () => adapter }], url: 'https://game.test/?sdk_platform=partner', logger });
  return { sdk, pending, listed, state };
}

/** The game's side: a save with a gem count and the granted tokens, written in one setString. */
function game(sdk: ReturnType<typeof createSdk>) {
  const save = () => JSON.parse(sdk.data.getString('save') ?? '{"gems":0,"tokens":[]}') as { gems: number; tokens: string[] };
  const grants: string[] = [];
  return {
    save,
    grants,
    hasToken: (token: string) => save().tokens.includes(token),
    grant: (purchase: Purchase) => {
      const next = save();
      next.gems += 100;
      next.tokens.push(purchase.purchaseToken);
      grants.push(purchase.purchaseToken);
      sdk.data.setString('save', JSON.stringify(next));
    },
  };
}

describe('iap.recoverPurchasesAsync', () => {
  it('grants and consumes 120 pending purchases exactly once, in rounds of at most 50', async () => {
    const { sdk, pending, listed } = platformWithPurchases(120);
    await sdk.initializeAsync();
    const g = game(sdk);
    const report = await sdk.iap.recoverPurchasesAsync({ hasToken: g.hasToken, grant: g.grant });
    expect(pending).toHaveLength(0);
    expect(new Set(g.grants).size).toBe(120);
    expect(g.grants).toHaveLength(120);
    expect(g.save().gems).toBe(12_000);
    expect(report.consumed).toHaveLength(120);
    expect(listed).toEqual([50, 50, 20, 0]);
    expect(report.rounds).toBe(4);
  });

  it('leaves a purchase whose consume failed pending, granted once, and only consumes it on the next launch', async () => {
    const { sdk, pending, state } = platformWithPurchases(120, new Set(['t60']));
    await sdk.initializeAsync();
    const g = game(sdk);
    const first = await sdk.iap.recoverPurchasesAsync({ hasToken: g.hasToken, grant: g.grant });
    expect(first.failed).toHaveLength(1);
    expect(first.failed[0]).toMatchObject({ step: 'consume', purchase: { purchaseToken: 't60' } });
    expect(first.failed[0]!.error.code).toBe('OPERATION_FAILED');
    expect(pending.map((p) => p.purchaseToken)).toEqual(['t60']);
    expect(g.grants).toHaveLength(120);
    // The save reached the platform before the consume was tried.
    expect(JSON.parse(state.stored.save as string).tokens).toContain('t60');

    const second = await sdk.iap.recoverPurchasesAsync({ hasToken: g.hasToken, grant: g.grant });
    expect(second.granted).toHaveLength(0);
    expect(second.consumed).toEqual(['t60']);
    expect(g.grants).toHaveLength(120);
    expect(pending).toHaveLength(0);
  });

  it('only consumes a purchase the save already has', async () => {
    const { sdk, pending } = platformWithPurchases(2);
    await sdk.initializeAsync();
    sdk.data.setString('save', JSON.stringify({ gems: 100, tokens: ['t0'] }));
    const g = game(sdk);
    const report = await sdk.iap.recoverPurchasesAsync({ hasToken: g.hasToken, grant: g.grant });
    expect(g.grants).toEqual(['t1']);
    expect(report.consumed).toEqual(['t0', 't1']);
    expect(g.save().gems).toBe(200);
    expect(pending).toHaveLength(0);
  });

  it('claims before granting, and a failed claim neither grants nor consumes', async () => {
    const { sdk, pending } = platformWithPurchases(3);
    await sdk.initializeAsync();
    const g = game(sdk);
    const order: string[] = [];
    const claim = async (purchase: Purchase) => {
      order.push(`claim:${purchase.purchaseToken}`);
      if (purchase.purchaseToken === 't1') throw new Error('invalid_signature');
      return { claimed: true };
    };
    const grant = (purchase: Purchase) => {
      order.push(`grant:${purchase.purchaseToken}`);
      g.grant(purchase);
    };
    const report = await sdk.iap.recoverPurchasesAsync({ hasToken: g.hasToken, claim, grant });
    expect(order).toEqual(['claim:t0', 'grant:t0', 'claim:t1', 'claim:t2', 'grant:t2']);
    expect(report.failed.map((f) => [f.purchase.purchaseToken, f.step])).toEqual([['t1', 'claim']]);
    expect(pending.map((p) => p.purchaseToken)).toEqual(['t1']);
  });

  it('does not consume when the save holding the grant was not stored', async () => {
    const { sdk, pending, state } = platformWithPurchases(1);
    await sdk.initializeAsync();
    const g = game(sdk);
    state.failNextSave = true;
    const report = await sdk.iap.recoverPurchasesAsync({ hasToken: g.hasToken, grant: g.grant });
    expect(report.failed.map((f) => f.step)).toEqual(['save']);
    expect(pending).toHaveLength(1);
  });

  it('rejects INVALID_PARAM naming a missing function', async () => {
    const { sdk } = platformWithPurchases(0);
    await sdk.initializeAsync();
    await expect(sdk.iap.recoverPurchasesAsync({ hasToken: () => false } as never)).rejects.toMatchObject({
      code: 'INVALID_PARAM',
      message: 'grant must be a function',
    });
    await expect(sdk.iap.recoverPurchasesAsync({ hasToken: () => false, grant: () => {}, claim: 'yes' } as never)).rejects.toMatchObject({
      code: 'INVALID_PARAM',
      message: 'claim must be a function when given',
    });
  });

  it('hands what claim resolved with to grant, so the game grants the verified product', async () => {
    const { sdk } = platformWithPurchases(2);
    await sdk.initializeAsync();
    const g = game(sdk);
    // The backend verified t0 as seeds_pack although the client reports gems_100.
    const verified: Record<string, string> = { t0: 'seeds_pack', t1: 'gems_100' };
    const granted: Array<[string, string]> = [];
    const report = await sdk.iap.recoverPurchasesAsync({
      hasToken: g.hasToken,
      claim: async (purchase) => ({ productId: verified[purchase.purchaseToken]!, claimed: true }),
      grant: (purchase, claimed) => {
        granted.push([purchase.purchaseToken, claimed.productId]);
        g.grant(purchase);
      },
    });
    expect(granted).toEqual([['t0', 'seeds_pack'], ['t1', 'gems_100']]);
    expect(report.consumed).toEqual(['t0', 't1']);
  });

  it('grant gets undefined as its claim when no claim is given', async () => {
    const { sdk } = platformWithPurchases(1);
    await sdk.initializeAsync();
    const g = game(sdk);
    const seen: unknown[] = [];
    await sdk.iap.recoverPurchasesAsync({ hasToken: g.hasToken, grant: (purchase, claimed) => (seen.push(claimed), g.grant(purchase)) });
    expect(seen).toEqual([undefined]);
  });
});

describe('iap.recoverPurchasesAsync where the platform has no purchases', () => {
  it('resolves with an empty report on the local fallback, calling nothing of the game', async () => {
    const sdk = createSdk({ url: 'https://game.test/', logger });
    await sdk.initializeAsync();
    await sdk.startGameAsync();
    const hasToken = vi.fn(() => false);
    const grant = vi.fn();
    await expect(sdk.iap.recoverPurchasesAsync({ hasToken, grant })).resolves.toEqual({ granted: [], consumed: [], failed: [], rounds: 0 });
    expect(hasToken).not.toHaveBeenCalled();
    expect(grant).not.toHaveBeenCalled();
  });

  it('still rejects NOT_INITIALIZED before initialisation and INVALID_PARAM for bad options', async () => {
    const sdk = createSdk({ url: 'https://game.test/', logger });
    await expect(sdk.iap.recoverPurchasesAsync({ hasToken: () => false, grant: () => {} })).rejects.toMatchObject({ code: 'NOT_INITIALIZED' });
    await sdk.initializeAsync();
    await expect(sdk.iap.recoverPurchasesAsync({ hasToken: () => false } as never)).rejects.toMatchObject({ code: 'INVALID_PARAM' });
  });
});

describe('iap.recoverPurchasesAsync is single-flight', () => {
  /** A claim that answers after `ms`, as a game backend does. */
  const slowClaim = (ms: number) => (purchase: Purchase) => new Promise<{ productId: string }>((resolve) => setTimeout(() => resolve({ productId: purchase.productId }), ms));

  it('two overlapping calls over 3 pending purchases with a slow claim grant each purchase once', async () => {
    const { sdk, pending } = platformWithPurchases(3);
    await sdk.initializeAsync();
    const g = game(sdk);
    const options = { hasToken: g.hasToken, claim: slowClaim(30), grant: g.grant };
    const [first, second] = await Promise.all([sdk.iap.recoverPurchasesAsync(options), sdk.iap.recoverPurchasesAsync(options)]);
    expect(g.grants.sort()).toEqual(['t0', 't1', 't2']);
    expect(g.save().gems).toBe(300);
    expect(first.granted.map((p) => p.purchaseToken)).toEqual(['t0', 't1', 't2']);
    // The second ran after the first, on the state it left: nothing left to grant.
    expect(second).toEqual({ granted: [], consumed: [], failed: [], rounds: 1 });
    expect(pending).toHaveLength(0);
  });

  it('a live purchase bought while a recovery runs, granted through the helper, is granted once', async () => {
    const { sdk, pending } = platformWithPurchases(3);
    await sdk.initializeAsync();
    await sdk.startGameAsync();
    const g = game(sdk);
    const options = { hasToken: g.hasToken, claim: slowClaim(30), grant: g.grant };
    const startUp = sdk.iap.recoverPurchasesAsync(options);
    // The player buys while the start-up recovery is claiming t0.
    await new Promise((resolve) => setTimeout(resolve, 10));
    const live: Purchase = { productId: 'gems_100', purchaseToken: 'live', signedRequest: 'signed-live', isSandbox: true, purchaseTime: new Date(0).toISOString() };
    pending.push(live);
    const afterPurchase = sdk.iap.recoverPurchasesAsync(options);
    const [a, b] = await Promise.all([startUp, afterPurchase]);
    expect(g.grants.sort()).toEqual(['live', 't0', 't1', 't2']);
    expect([...a.granted, ...b.granted].map((p) => p.purchaseToken).sort()).toEqual(['live', 't0', 't1', 't2']);
    expect(pending).toHaveLength(0);
  });

  it('a call after a failed one still runs, and argument errors reject at once without waiting', async () => {
    const { sdk, pending } = platformWithPurchases(1);
    await sdk.initializeAsync();
    const g = game(sdk);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = sdk.iap.recoverPurchasesAsync({ hasToken: g.hasToken, claim: () => held, grant: g.grant });
    await expect(sdk.iap.recoverPurchasesAsync({ hasToken: g.hasToken } as never)).rejects.toMatchObject({ code: 'INVALID_PARAM' });
    release();
    await first;
    expect(g.grants).toEqual(['t0']);
    expect(pending).toHaveLength(0);
  });
});
