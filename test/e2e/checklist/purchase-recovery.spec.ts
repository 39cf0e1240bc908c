// The example game recovers 120 pending purchases at start-up, granting each exactly once even
// when a consume fails midway: the failed one is already in the save, so the next launch only
// consumes it. The checklist reports the purchase left pending, then nothing once it is recovered.
import { expect, openShell, statuses, test } from './farm';

test('120 pending purchases are granted exactly once across a failed consume and a relaunch; the monitor sees the one left pending', async ({ page, platform }) => {
  await platform.control.seedPurchases(120, 'seeds_pack');
  await platform.control.failNextConsume(1, 60); // the 61st consume fails
  const game = await openShell(page, platform);
  await expect(game.locator('[data-testid="message"]')).toHaveText('1 purchase will be restored on the next launch');
  await expect(game.locator('[data-testid="rare-seeds"]')).toHaveText('1200 rare seeds'); // all 120 granted, the failed one too
  expect(await platform.control.getPurchases()).toHaveLength(1);

  await page.locator('[data-control="exitRequested"]').click(); // ends start-up: the pending purchase is now a finding
  await expect.poll(async () => statuses(await platform.control.getChecklist())['purchases-recovered']).toBe('finding');
  const since = (await platform.control.getEvents()).length;

  await page.locator('[data-control="reload"]').click();
  await expect.poll(async () => (await platform.control.getPurchases()).length).toBe(0);
  await expect(game.locator('[data-testid="rare-seeds"]')).toHaveText('1200 rare seeds'); // consumed, not granted again
  const data = (await platform.control.getPlayerData()).data as { farm: string };
  expect(JSON.parse(data.farm)).toMatchObject({ rareSeeds: 1200 });
  expect(JSON.parse(data.farm).grantedTokens).toHaveLength(120);

  await page.locator('[data-control="exitRequested"]').click();
  await expect.poll(async () => statuses(await platform.control.getChecklist(since))['purchases-recovered']).toBe('pass');
});
