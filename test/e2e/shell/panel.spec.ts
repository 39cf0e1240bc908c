// The shell's panel and screens, driving the example game: each control reaches the game through
// the mock platform, and what the panel shows is the platform's state.
import { expect, openShell, test } from '../checklist/farm';

test('closing the checkout leaves nothing bought: the game says so and no purchase is pending', async ({ page, platform }) => {
  const game = await openShell(page, platform);
  await game.locator('[data-testid="buy"]').click();
  await expect(page.getByTestId('checkout-price')).toHaveText('$1.49');
  await page.getByTestId('checkout-close').click();
  await expect(game.locator('[data-testid="message"]')).toHaveText('Checkout closed');
  await expect(page.getByTestId('checkout')).toBeHidden();
  expect(await platform.control.getPurchases()).toEqual([]);
});

test('"Not now" closes the registration prompt: the player stays a guest with the farm saved, and may open it again later', async ({ page, platform }) => {
  const game = await openShell(page, platform);
  await game.locator('[data-testid="plot-0"]').click();
  await game.locator('[data-testid="register"]').click();
  await page.getByTestId('close-registration').click();
  await expect(game.locator('[data-testid="message"]')).toHaveText('Your farm is saved on this phone');
  await expect(page.getByTestId('registration-prompt')).toBeHidden();
  await game.locator('[data-testid="register"]').click();
  await expect(page.getByTestId('registration-prompt')).toBeVisible();
  const report = await platform.control.getChecklist();
  expect(report.items.find((item) => item.key === 'one-prompt')).toMatchObject({ status: 'pass', evidence: [expect.stringMatching(/reminders are off/), expect.stringMatching(/only one on screen/), expect.stringMatching(/only one on screen/)] });
  expect((await platform.control.getPlayer()).registered).toBe(false);
});

test('the share sheet shows the shared picture and text; sharing reaches the game', async ({ page, platform }) => {
  const game = await openShell(page, platform);
  await game.locator('[data-testid="share"]').click();
  const sheet = page.getByTestId('share-sheet');
  await expect(sheet).toContainText('My farm made 0 coins. Come and grow yours!');
  await expect(sheet.locator('img')).toHaveAttribute('src', /^data:image\/png;base64,/);
  await page.getByTestId('share-confirm').click();
  await expect(game.locator('[data-testid="message"]')).toHaveText('Thanks for sharing');
});

test('pause and resume buttons pause and resume the game', async ({ page, platform }) => {
  const game = await openShell(page, platform);
  await page.locator('[data-control="pause"]').click();
  await expect(game.locator('[data-testid="paused"]')).toBeVisible();
  await page.locator('[data-control="resume"]').click();
  await expect(game.locator('[data-testid="paused"]')).toBeHidden();
});

test('the entry payload editor sets what getEntryPointData returns on the next load, and refuses text that is not a JSON object', async ({ page, platform }) => {
  const game = await openShell(page, platform);
  const box = page.getByTestId('entry-payload');
  await box.fill('{"from": "reminder"');
  await page.locator('[data-control="set-payload"]').click();
  await expect(page.getByTestId('entry-payload-status')).toContainText('Not JSON');
  await box.fill('[1, 2]');
  await page.locator('[data-control="set-payload"]').click();
  await expect(page.getByTestId('entry-payload-status')).toHaveText('The entry payload must be a JSON object');
  expect((await platform.control.state()).entryPayload).toBeNull();

  await box.fill('{"from": "reminder", "day": 2}');
  await page.locator('[data-control="set-payload"]').click();
  await expect(page.getByTestId('entry-payload-status')).toHaveText('Set: the game gets it on its next load');
  await page.locator('[data-control="reload"]').click();
  await expect(game.locator('[data-testid="message"]')).toHaveText('Welcome back: day 2 on the farm');
});

test('switching the player: registered reloads the game as registered (reminders D1 to D7 appear), a new player starts as a guest', async ({ page, platform }) => {
  const game = await openShell(page, platform);
  await expect(page.getByTestId('player-mode')).toHaveText('guest');
  await expect(game.locator('[data-testid="register"]')).toBeVisible();
  await page.locator('[data-control="registered"]').click();
  await expect(page.getByTestId('player-mode')).toHaveText('registered');
  await expect(game.locator('[data-testid="register"]')).toBeHidden();
  await expect(page.locator('[data-testid="notifications"] li.filled')).toHaveCount(7);
  await expect(page.locator('[data-testid="notifications"] li[data-day="0"]')).toHaveClass('empty');
  await expect(page.getByTestId('notification-list')).toContainText('Your sprouts miss you');

  await page.locator('[data-control="new-player"]').click();
  await expect(page.getByTestId('player-mode')).toHaveText('guest');
  await expect(page.getByTestId('player-id')).toHaveText(/^player-[0-9a-f]{8}$/);
  await expect(game.locator('[data-testid="register"]')).toBeVisible();
});

test('the data usage shows the bytes the player stores against the 1 MB limit', async ({ page, platform }) => {
  const game = await openShell(page, platform);
  await game.locator('[data-testid="plot-0"]').click();
  await expect.poll(async () => (await platform.control.getPlayerData()).bytes).toBeGreaterThan(2);
  const { bytes } = await platform.control.getPlayerData();
  await expect(page.getByTestId('data-usage')).toContainText(`${bytes.toLocaleString('en-US')} of 1,000,000 bytes`);
});

test('the platform calls list shows what the game called and what the platform answered, newest first', async ({ page, platform }) => {
  const game = await openShell(page, platform);
  const log = page.getByTestId('event-log');
  await expect(log).toContainText('gameReady');
  await game.locator('[data-testid="buy"]').click();
  await page.getByTestId('checkout-close').click();
  await expect(log.locator('li').first()).toHaveText(/^purchase productId=seeds_pack → closed$/);
  await expect(log.locator('li').first()).toHaveClass('failed');
  const entries = await platform.control.getEvents();
  expect(await log.locator('li').first().getAttribute('value')).toBe(String(entries.findLast((entry) => entry.call === 'purchase')!.seq));
});

test('the shell refuses a ?game that is not a path on its own server', async ({ page, platform }) => {
  await page.goto(`${platform.url}/shell/?game=${encodeURIComponent('https://example.com/game.html')}`);
  await expect(page.getByTestId('shell-error')).toHaveText('?game must be a path on this server, such as /play/farm/index.html; got https://example.com/game.html');
  expect(await page.getByTestId('game-frame').getAttribute('src')).toBeNull();
  await page.goto(`${platform.url}/shell/`);
  await expect(page.getByTestId('shell-error')).toContainText('Give the game page as ?game=<path>');
});

test('"Start a fresh checklist" judges only what happens next, without a restart; an empty window is not shown green', async ({ page, platform }) => {
  await openShell(page, platform);
  const first = page.locator('[data-testid="checklist"] [data-key="first-load"]');
  await expect(first).toHaveAttribute('data-status', 'pass');
  await page.getByTestId('checklist-fresh').click();
  await expect(page.getByTestId('checklist-window')).toContainText('judging what happened after event #');
  await expect(first).toHaveAttribute('data-status', 'not-observed');
  await expect(first).toContainText('passes when a page session calls startGameAsync');
  await expect(page.getByTestId('checklist-summary')).not.toHaveClass(/good/);
  // The game played again is judged in the new window.
  await page.locator('[data-control="reload"]').click();
  await expect(first).toHaveAttribute('data-status', 'pass');
});
