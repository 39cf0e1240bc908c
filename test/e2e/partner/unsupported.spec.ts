// What the partner platform does not offer, in Chromium on the mock platform: isSupported() false,
// FEATURE_NOT_SUPPORTED, ads that report no-fill at once, and no-ops that reach nothing.
import { expect, openFixture, run, test } from '../../support/mock-platform';

test('ads, banners, leaderboards, achievements, tournaments and stats answer isSupported() false', async ({ page, platform }) => {
  await openFixture(page, platform);
  const supported = await page.evaluate(() => ({
    ads: Sdk.ads.isSupported(),
    banners: Sdk.ads.isBannerSupported(),
    leaderboard: Sdk.leaderboard.isSupported(),
    achievements: Sdk.achievements.isSupported(),
    tournament: Sdk.tournament.isSupported(),
    stats: Sdk.stats.isSupported(),
    context: Sdk.context.isSupported(),
    haptics: Sdk.haptics.isSupported(),
    analytics: Sdk.analytics.isSupported(),
  }));
  expect(Object.values(supported).every((value) => value === false)).toBe(true);
  const offered = await page.evaluate(() => [Sdk.data, Sdk.player, Sdk.auth, Sdk.notifications, Sdk.iap, Sdk.session, Sdk.referrals].map((m) => m.isSupported()));
  expect(offered.every(Boolean)).toBe(true);
  expect(await page.evaluate(() => Sdk.iap.isSubscriptionSupported())).toBe(true);
});

test('calls of unsupported modules report FEATURE_NOT_SUPPORTED', async ({ page, platform }) => {
  await openFixture(page, platform);
  const codes = await page.evaluate(async () => {
    const attempts: Record<string, () => Promise<unknown>> = {
      banner: () => Sdk.ads.showBannerAsync(),
      leaderboard: () => Sdk.leaderboard.submitScoreAsync('weekly', 10),
      achievements: () => Sdk.achievements.unlockAsync('first-harvest'),
      tournament: () => Sdk.tournament.getAllAsync(),
      stats: () => Sdk.stats.getStatsAsync(['crops']),
      inviteLink: () => Sdk.game.inviteLink(),
    };
    const out: Record<string, string> = {};
    for (const [name, attempt] of Object.entries(attempts)) {
      try {
        await attempt();
        out[name] = 'resolved';
      } catch (error) {
        out[name] = (error as { code: string }).code;
      }
    }
    return out;
  });
  expect(Object.keys(codes)).toHaveLength(6);
  expect(Object.values(codes).every((code) => code === 'FEATURE_NOT_SUPPORTED')).toBe(true);
});

test('ad calls never show an ad: noFill then afterAd, at once', async ({ page, platform }) => {
  await openFixture(page, platform);
  const order = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const seen: string[] = [];
        Sdk.ads.showInterstitial({ beforeAd: () => seen.push('beforeAd'), noFill: () => seen.push('noFill'), afterAd: () => seen.push('afterAd') });
        Sdk.ads.showRewarded({ beforeAd: () => seen.push('beforeAd'), adViewed: () => seen.push('adViewed'), noFill: () => seen.push('noFill'), afterAd: () => (seen.push('afterAd'), resolve(seen)) });
      }),
  );
  expect(order).toEqual(['noFill', 'afterAd', 'noFill', 'afterAd']);
});

test('gameplay events, analytics and haptics do nothing and reach no platform call', async ({ page, platform }) => {
  await openFixture(page, platform);
  const before = (await platform.control.getEvents()).length;
  const outcome = await run(page, async () => {
    Sdk.game.gameplayStart();
    Sdk.game.gameplayStop();
    Sdk.analytics.logLevelStart(1);
    Sdk.analytics.logEvent('harvest', { crops: 3 });
    await Sdk.haptics.triggerAsync('heavy');
  });
  expect(outcome.ok).toBe(true);
  expect((await platform.control.getEvents()).slice(before)).toEqual([]);
});
