// Payments, subscriptions and the exactly-once recovery helper of the partner adapter, in
// Chromium on the mock platform. Signed values are checked by the real verify endpoint that the
// mock platform mounts.
import type { Page } from '@playwright/test';
import { expect, logged, openFixture, run, test } from '../../support/mock-platform';

/** Verifies `token` with the verify endpoint on the mock platform's origin. */
function verify(page: Page, kind: string, token: string) {
  return page.evaluate(
    async ({ kind, token }) => (await fetch('/api/platform/partner/verify', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ kind, token }) })).json(),
    { kind, token },
  );
}

test('getCatalogAsync: priceAmount is a decimal such as 4.99', async ({ page, platform }) => {
  await openFixture(page, platform);
  const catalog = await page.evaluate(() => Sdk.iap.getCatalogAsync());
  const gems = catalog.find((p: { productId: string }) => p.productId === 'gems_500');
  expect(gems).toMatchObject({ priceAmount: 4.99, priceCurrencyCode: 'USD', price: '$4.99' });
});

test('purchaseAsync: a bought item is a sandbox purchase whose signedRequest verifies; developerPayload is not passed to the platform', async ({ page, platform }) => {
  await openFixture(page, platform);
  await platform.control.setOutcome('checkout', 'buy');
  const purchase = await page.evaluate(() => Sdk.iap.purchaseAsync({ productId: 'gems_100', developerPayload: 'order-42' }));
  expect(purchase).toMatchObject({ productId: 'gems_100', isSandbox: true });
  const verified = await verify(page, 'purchase', purchase.signedRequest);
  expect(verified).toMatchObject({ success: true, data: { kind: 'purchase', playerId: 'player-1' } });
  expect(JSON.stringify(verified.data.claims)).toContain(purchase.purchaseToken);
  const [entry] = await logged(platform, 'purchase');
  expect(entry!.args).toEqual({ productId: 'gems_100' });
  expect(JSON.stringify(await platform.control.getEvents())).not.toContain('order-42');
});

test('a closed checkout rejects IAP_PURCHASE_CANCELLED', async ({ page, platform }) => {
  await openFixture(page, platform);
  await platform.control.setOutcome('checkout', 'close');
  const outcome = await run(page, () => Sdk.iap.purchaseAsync({ productId: 'gems_100' }));
  expect(outcome).toMatchObject({ ok: false, code: 'IAP_PURCHASE_CANCELLED', context: 'iap.purchaseAsync' });
  expect(await platform.control.getPurchases()).toEqual([]);
});

test('the checkout waits for the player: the shell sees it pending and posts the choice', async ({ page, platform }) => {
  await openFixture(page, platform);
  const bought = page.evaluate(() => Sdk.iap.purchaseAsync({ productId: 'seeds_pack' }));
  await expect.poll(async () => (await platform.control.getPending()).map((p) => [p.kind, p.details.productId])).toEqual([['checkout', 'seeds_pack']]);
  await platform.control.answer((await platform.control.getPending())[0]!.id, 'buy');
  expect((await bought).productId).toBe('seeds_pack');
});

test('getPurchasesAsync returns at most 50; more appear only after consuming; consuming is safe to repeat', async ({ page, platform }) => {
  await platform.control.seedPurchases(60);
  await openFixture(page, platform);
  const result = await page.evaluate(async () => {
    const first = await Sdk.iap.getPurchasesAsync();
    for (const p of first.slice(0, 5)) await Sdk.iap.consumePurchaseAsync(p.purchaseToken);
    const oldest = first[0]!.purchaseToken;
    await Sdk.iap.consumePurchaseAsync(oldest);
    const second = await Sdk.iap.getPurchasesAsync();
    return { first: first.length, second: second.length, consumedGone: !second.some((p) => p.purchaseToken === oldest) };
  });
  expect(result).toEqual({ first: 50, second: 50, consumedGone: true });
  expect(await platform.control.getPurchases()).toHaveLength(55);
});

test('a failed consume rejects and leaves the purchase pending', async ({ page, platform }) => {
  await platform.control.seedPurchases(1);
  await platform.control.failNextConsume();
  await openFixture(page, platform);
  const outcome = await run(page, async () => Sdk.iap.consumePurchaseAsync((await Sdk.iap.getPurchasesAsync())[0]!.purchaseToken));
  expect(outcome).toMatchObject({ ok: false, code: 'OPERATION_FAILED' });
  expect(await platform.control.getPurchases()).toHaveLength(1);
});

test('recoverPurchasesAsync: 120 pending purchases are each claimed and granted exactly once, even when a consume fails midway', async ({ page, platform }) => {
  await platform.control.seedPurchases(120);
  await platform.control.failNextConsume(1, 60);
  await openFixture(page, platform);
  const recover = () =>
    page.evaluate(async () => {
      const save = () => JSON.parse(Sdk.data.getString('save') ?? '{"gems":0,"tokens":[]}');
      const claims: boolean[] = [];
      const report = await Sdk.iap.recoverPurchasesAsync({
        hasToken: (token: string) => save().tokens.includes(token),
        // The game's backend would make this call; the mock platform serves the claim endpoint.
        claim: async (purchase: { signedRequest: string; purchaseToken: string }) => {
          const response = await fetch('/api/platform/partner/purchases/claim', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ token: purchase.signedRequest, purchaseToken: purchase.purchaseToken }),
          });
          const body = await response.json();
          if (!body.success) throw new Error(body.code);
          claims.push(body.data.claimed);
        },
        grant: (purchase: { purchaseToken: string }) => {
          const next = save();
          next.gems += 100;
          next.tokens.push(purchase.purchaseToken);
          Sdk.data.setString('save', JSON.stringify(next));
        },
      });
      return { granted: report.granted.length, consumed: report.consumed.length, failed: report.failed.map((f: { step: string; error: { code: string } }) => [f.step, f.error.code]), rounds: report.rounds, claims, gems: save().gems };
    });

  const first = await recover();
  expect(first).toMatchObject({ granted: 120, consumed: 119, failed: [['consume', 'OPERATION_FAILED']], gems: 12_000 });
  expect(first.claims).toEqual(Array(120).fill(true));
  const left = await platform.control.getPurchases();
  expect(left).toHaveLength(1);
  const stored = JSON.parse((await platform.control.getPlayerData()).data.save as string);
  expect(stored.tokens).toContain(left[0]!.purchaseToken);
  expect(new Set(stored.tokens).size).toBe(120);

  // The next launch only consumes it: no second grant, no second claim.
  await page.reload();
  await page.evaluate(async () => {
    await Sdk.initializeAsync();
    await Sdk.startGameAsync();
  });
  const second = await recover();
  expect(second).toMatchObject({ granted: 0, consumed: 1, failed: [], gems: 12_000, claims: [] });
  expect(await platform.control.getPurchases()).toEqual([]);
  expect((await logged(platform, 'consume')).filter((e) => e.outcome === 'ok')).toHaveLength(120);
});

test('getSubscriptionsAsync is empty for a guest, and a guest cannot subscribe', async ({ page, platform }) => {
  await openFixture(page, platform);
  expect(await page.evaluate(() => Sdk.iap.getSubscriptionsAsync())).toEqual([]);
  expect(await run(page, () => Sdk.iap.subscribeAsync({ productId: 'club_monthly' }))).toMatchObject({ ok: false, code: 'PLAYER_NOT_AUTHENTICATED' });
});

test('subscriptions: a closed checkout returns status cancelled; a bought plan is active, signed, and cannot be bought again', async ({ page, platform }) => {
  await platform.control.setPlayer({ registered: true });
  await openFixture(page, platform);
  const [offer] = await page.evaluate(() => Sdk.iap.getSubscriptionsAsync());
  expect(offer).toMatchObject({ productId: 'club_monthly', isActive: false, trialEligible: true, status: 'inactive' });
  expect((await verify(page, 'subscription', offer!.signedRequest)).success).toBe(true);

  await platform.control.setOutcome('checkout', 'close');
  expect(await page.evaluate(() => Sdk.iap.subscribeAsync({ productId: 'club_monthly' }))).toMatchObject({ productId: 'club_monthly', status: 'cancelled', isActive: false });

  await platform.control.setOutcome('checkout', 'buy');
  const held = await page.evaluate(() => Sdk.iap.subscribeAsync({ productId: 'club_monthly' }));
  expect(held).toMatchObject({ productId: 'club_monthly', status: 'active', isActive: true });
  expect(await verify(page, 'subscription', held.signedRequest)).toMatchObject({ success: true, data: { kind: 'subscription' } });
  expect((await page.evaluate(() => Sdk.iap.getSubscriptionsAsync()))[0]).toMatchObject({ isActive: true, status: 'active', trialEligible: false });
  expect(await run(page, () => Sdk.iap.subscribeAsync({ productId: 'club_monthly' }))).toMatchObject({ ok: false, code: 'INVALID_OPERATION' });
});

test('recoverPurchasesAsync is single-flight: overlapping calls and a purchase bought during a recovery are each granted once', async ({ page, platform }) => {
  await platform.control.seedPurchases(3);
  await platform.control.setOutcome('checkout', 'buy');
  await openFixture(page, platform);
  await page.evaluate(() => {
    const save = () => JSON.parse(Sdk.data.getString('save') ?? '{"gems":0,"tokens":[]}');
    const w = window as unknown as { grants: string[]; recovery: unknown; save: typeof save };
    w.grants = [];
    w.save = save;
    w.recovery = {
      hasToken: (token: string) => save().tokens.includes(token),
      // A slow backend: 200 ms, then the real claim endpoint the mock platform serves.
      claim: async (purchase: { signedRequest: string; purchaseToken: string }) => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        const response = await fetch('/api/platform/partner/purchases/claim', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token: purchase.signedRequest, purchaseToken: purchase.purchaseToken }),
        });
        const body = await response.json();
        if (!body.success) throw new Error(body.code);
        return body.data;
      },
      grant: (purchase: { purchaseToken: string }) => {
        const next = save();
        next.gems += 100;
        next.tokens.push(purchase.purchaseToken);
        w.grants.push(purchase.purchaseToken);
        Sdk.data.setString('save', JSON.stringify(next));
      },
    };
  });
  // Two start-up paths, overlapping.
  const overlapping = await page.evaluate(async () => {
    const w = window as unknown as { grants: string[]; recovery: Parameters<typeof Sdk.iap.recoverPurchasesAsync>[0] };
    await Promise.all([Sdk.iap.recoverPurchasesAsync(w.recovery), Sdk.iap.recoverPurchasesAsync(w.recovery)]);
    return [...w.grants];
  });
  expect(overlapping).toHaveLength(3);
  expect(new Set(overlapping).size).toBe(3);

  // A purchase bought while a recovery claims two more, granted through the helper.
  await platform.control.seedPurchases(2);
  const live = await page.evaluate(async () => {
    const w = window as unknown as { grants: string[]; recovery: Parameters<typeof Sdk.iap.recoverPurchasesAsync>[0]; save: () => { gems: number } };
    const running = Sdk.iap.recoverPurchasesAsync(w.recovery);
    const bought = await Sdk.iap.purchaseAsync({ productId: 'gems_100' });
    await Promise.all([running, Sdk.iap.recoverPurchasesAsync(w.recovery)]);
    return { grants: w.grants, bought: bought.purchaseToken, gems: w.save().gems };
  });
  expect(live.grants).toHaveLength(6);
  expect(new Set(live.grants).size).toBe(6);
  expect(live.grants).toContain(live.bought);
  expect(live.gems).toBe(600);
  expect(await platform.control.getPurchases()).toEqual([]);
});
