// The example game (examples/web-game) on a real mock platform, driven through the platform
// shell the way a person would: taps in the game, choices in the shell's overlays and panel.
import { fileURLToPath } from 'node:url';
import { expect, test as base, type FrameLocator, type Page } from '@playwright/test';
import { shellUrl, startMockPlatform, type ChecklistReport, type RunningMockPlatform } from '@gamesdk/mock-platform';

const WEB_GAME = fileURLToPath(new URL('../../../examples/web-game/', import.meta.url));

/** Each test gets its own mock platform serving the example game at /play/farm/. */
export const test = base.extend<{ platform: RunningMockPlatform }>({
  platform: async ({}, use) => {
    const platform = await startMockPlatform({ games: { farm: WEB_GAME } });
    // Tap Farm shows its own registration prompt, so the team turns the platform's automatic login
    // reminders off (publishing step 4; checklist item 3).
    await platform.control.setLoginReminders(false);
    await use(platform);
    await platform.close();
  },
});
export { expect };

/** Opens `page` of the farm (`index.html` or the faulty variant's `faulty.html`) in the platform shell. */
export async function openShell(page: Page, platform: RunningMockPlatform, gamePage = 'index.html'): Promise<FrameLocator> {
  const url = gamePage === 'index.html' ? shellUrl(platform.url, 'farm') : `${platform.url}/shell/?game=${encodeURIComponent(`/play/farm/${gamePage}`)}`;
  await page.goto(url);
  const game = page.frameLocator('[data-testid="game-frame"]');
  await expect(game.locator('[data-testid="plot-0"]')).toBeVisible();
  return game;
}

/** Plants plots 0 to `count - 1`, waits until they are ripe and harvests them (each tap saves). */
export async function harvest(game: FrameLocator, count: number): Promise<void> {
  for (let index = 0; index < count; index += 1) await game.locator(`[data-testid="plot-${index}"]`).click();
  for (let index = 0; index < count; index += 1) {
    const plot = game.locator(`[data-testid="plot-${index}"]`);
    await expect(plot).toHaveAttribute('data-stage', 'ripe');
    await plot.click();
  }
}

/** Completes the registration prompt in the shell; the game reloads as a registered player. */
export async function completeRegistration(page: Page, game: FrameLocator): Promise<void> {
  await expect(page.getByTestId('registration-code')).toHaveText(/^\d{6}$/);
  await page.getByTestId('complete-registration').click();
  await expect(page.getByTestId('player-mode')).toHaveText('registered');
  await expect(game.locator('[data-testid="register"]')).toBeHidden();
}

/** The checklist report, as the shell reads it (`GET /__mock/api/checklist`). */
export const checklist = (platform: RunningMockPlatform): Promise<ChecklistReport> => platform.control.getChecklist();

/** Status of every item, by key. */
export const statuses = (report: ChecklistReport) => Object.fromEntries(report.items.map((item) => [item.key, item.status]));
