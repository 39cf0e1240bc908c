// Acceptance: the example game follows the launch sequence, and the checklist monitor finds
// nothing over a scripted run through the shell (guest play, save, prompt, registration and
// reload, D1 to D7 reminders, purchase recovery and a purchase, a subscription, exit).
import { checklist, completeRegistration, expect, harvest, openShell, statuses, test } from './farm';

test('the example game gets zero findings over a full scripted run, every item observed and passing', async ({ page, platform }) => {
  await platform.control.seedPurchases(2, 'seeds_pack'); // left pending by an earlier session
  const game = await openShell(page, platform);
  await expect(game.locator('[data-testid="rare-seeds"]')).toHaveText('20 rare seeds'); // recovered at start-up
  await expect.poll(async () => (await platform.control.getPurchases()).length).toBe(0);

  await harvest(game, 3); // the third harvest, saved, invites the guest to register
  await completeRegistration(page, game);
  await expect(page.locator('[data-testid="notifications"] li.filled')).toHaveCount(7);
  const days = (await platform.control.getNotifications()).days;
  expect(Object.entries(days).filter(([, list]) => list.length > 0).map(([day]) => day)).toEqual(['1', '2', '3', '4', '5', '6', '7']);

  await game.locator('[data-testid="buy"]').click();
  await expect(page.getByTestId('checkout-product')).toHaveText('Seed pack');
  await page.getByTestId('checkout-buy').click();
  await expect(game.locator('[data-testid="rare-seeds"]')).toHaveText('30 rare seeds');

  await expect(game.locator('[data-testid="join-club"]')).toHaveText('Join Farm Club: 7-day free trial, then $2.99 a month');
  await game.locator('[data-testid="join-club"]').click();
  await page.getByTestId('checkout-buy').click();
  await expect(game.locator('[data-testid="club-perk"]')).toBeVisible();
  await expect(game.locator('[data-testid="join-club"]')).toBeHidden(); // a held plan is not offered again

  await page.locator('[data-control="exitRequested"]').click();
  await expect.poll(async () => statuses(await checklist(platform))['save-on-exit']).toBe('pass');

  const report = await checklist(platform);
  expect(report.findings).toBe(0);
  expect(report.items[0]!.evidence.join('\n')).toMatch(/startGameAsync \d+\.\d\d s after the platform began serving its page/); // timed from the moment the mock served the page
  expect(report.items.filter((item) => item.status !== 'pass').map((item) => `${item.key}: ${item.evidence.join('; ')}`)).toEqual([]);
  await expect(page.getByTestId('checklist-summary')).toHaveText('0 findings · 11 pass · 0 not observed');
});
