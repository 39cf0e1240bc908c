// The platform shell and the example game as players hold them: phone sizes with touch, in
// Chromium's device emulation (Playwright's device descriptors: viewport, touch, mobile meta
// viewport, device scale). Every step is a tap; the checkout, the registration prompt and the
// sent-home screen must lie wholly on screen, and the page must not scroll sideways.
import { fileURLToPath } from 'node:url';
import { devices, expect, test as base, type Locator, type Page } from '@playwright/test';
import { shellUrl, startMockPlatform, type RunningMockPlatform } from '@gamesdk/mock-platform';

const WEB_GAME = fileURLToPath(new URL('../../../examples/web-game/', import.meta.url));
const LOADER = fileURLToPath(new URL('../partner/fixtures/silent-loader/', import.meta.url));

const test = base.extend<{ platform: RunningMockPlatform }>({
  platform: async ({}, use) => {
    const platform = await startMockPlatform({ games: { farm: WEB_GAME, loader: LOADER }, loadingSilenceMs: 2_000 });
    await platform.control.setLoginReminders(false);
    await use(platform);
    await platform.close();
  },
});

/** Wholly inside the viewport: not cut at any edge, so a thumb can reach all of it. */
async function expectOnScreen(page: Page, locator: Locator): Promise<void> {
  await expect(locator).toBeVisible();
  const box = (await locator.boundingBox())!;
  const { width, height } = page.viewportSize()!;
  expect(box.x, 'left edge').toBeGreaterThanOrEqual(0);
  expect(box.y, 'top edge').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'right edge').toBeLessThanOrEqual(width + 0.5);
  expect(box.y + box.height, 'bottom edge').toBeLessThanOrEqual(height + 0.5);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

// A small phone and a large one; the iPhone's descriptor without its default browser (WebKit),
// since these run in Chromium. Its user agent stays Safari's, as a player's would be.
const inChromium = ({ defaultBrowserType: _engine, ...device }: (typeof devices)[string]) => device;
const phones = { 'iPhone SE (375 x 667)': inChromium(devices['iPhone SE']), 'Pixel 7 (412 x 839)': inChromium(devices['Pixel 7']) };

for (const [phone, device] of Object.entries(phones)) {
  test.describe(phone, () => {
    test.use(device);

    test('by touch: the checkout buys, the registration prompt registers, all on screen', async ({ page, platform }) => {
      await page.goto(shellUrl(platform.url, 'farm'));
      await expectNoSidewaysScroll(page);
      const game = page.frameLocator('[data-testid="game-frame"]');
      await expect(game.locator('[data-testid="plot-0"]')).toBeVisible();
      await expectOnScreen(page, page.getByTestId('game-frame'));

      // The checkout: opened and confirmed by taps.
      await game.locator('[data-testid="buy"]').tap();
      const checkout = page.getByTestId('checkout');
      await expectOnScreen(page, checkout);
      await expectOnScreen(page, page.getByTestId('checkout-buy'));
      await expectOnScreen(page, page.getByTestId('checkout-close'));
      await page.getByTestId('checkout-buy').tap();
      await expect(game.locator('[data-testid="message"]')).toHaveText('Rare seeds added');
      await expect(checkout).toBeHidden();

      // The registration prompt: a saved guest taps "Keep my farm", then completes registration.
      await game.locator('[data-testid="plot-0"]').tap();
      await game.locator('[data-testid="register"]').tap();
      const prompt = page.getByTestId('registration-prompt');
      await expectOnScreen(page, prompt);
      await expectOnScreen(page, page.getByTestId('registration-code'));
      await expectOnScreen(page, page.getByTestId('complete-registration'));
      await expectOnScreen(page, page.getByTestId('close-registration'));
      await page.getByTestId('complete-registration').tap();
      await expect(page.getByTestId('player-mode')).toHaveText('registered');
      expect((await platform.control.getPlayer()).registered).toBe(true);
      await expectNoSidewaysScroll(page);
    });

    test('by touch: the sent-home screen of Manual mode is on screen, and its button opens the game again', async ({ page, platform }) => {
      await platform.control.setLoadingMode('manual');
      await page.goto(`${platform.url}/shell/?game=${encodeURIComponent('/play/loader/index.html?sdk_platform=partner')}`);
      const notice = page.getByTestId('sent-home');
      await expectOnScreen(page, notice);
      await expect(page.getByTestId('sent-home-reason')).toContainText('The platform sent the player home: no loading progress call');
      const reopen = notice.locator('[data-control="reopen"]');
      await expectOnScreen(page, reopen);
      await expectNoSidewaysScroll(page);
      await reopen.tap();
      await expect(page.getByTestId('game-frame')).toBeVisible();
      await expect(page.frameLocator('[data-testid="game-frame"]').locator('#status')).toHaveText('initialised, never reporting progress');
      expect((await platform.control.getSessions()).length).toBe(2);
    });
  });
}
