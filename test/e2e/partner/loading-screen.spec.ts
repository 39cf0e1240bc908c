// Loading screen modes in Chromium, through the platform shell. In Manual mode the platform sends
// the player home when its window passes with no progress call between init and startGameAsync:
// the shell takes the page away and says why, the event log and checklist item 1 record it. The
// example game reports progress and is never sent home. The window is injected short (WINDOW_MS),
// and nothing here asserts how long anything took.
import { fileURLToPath } from 'node:url';
import { expect, test as base, type Page } from '@playwright/test';
import { shellUrl, startMockPlatform, type RunningMockPlatform } from '@gamesdk/mock-platform';

const LOADER = fileURLToPath(new URL('./fixtures/silent-loader/', import.meta.url));
const LATE_START = fileURLToPath(new URL('./fixtures/late-start/', import.meta.url));
const WEB_GAME = fileURLToPath(new URL('../../../examples/web-game/', import.meta.url));
const WINDOW_MS = 2_000;

/** Each test gets its own mock platform: the silent loader at /play/loader/, the example game at /play/farm/. */
const test = base.extend<{ platform: RunningMockPlatform }>({
  platform: async ({}, use) => {
    const platform = await startMockPlatform({ games: { loader: LOADER, farm: WEB_GAME, late: LATE_START }, loadingSilenceMs: WINDOW_MS });
    await use(platform);
    await platform.close();
  },
});

const loaderInShell = (platform: RunningMockPlatform) => `${platform.url}/shell/?game=${encodeURIComponent('/play/loader/index.html?sdk_platform=partner')}`;

/** The sessions of game `game`, oldest first. */
const sessionsOf = async (platform: RunningMockPlatform, game: string) => (await platform.control.getSessions()).filter((session) => session.game === game);

async function expectSentHomeNotice(page: Page): Promise<void> {
  await expect(page.getByTestId('sent-home')).toBeVisible();
  await expect(page.getByTestId('sent-home-reason')).toContainText(/The platform sent the player home: no loading progress call for [\d.]+ s in Manual loading mode/);
  await expect(page.getByTestId('game-frame')).toBeHidden();
  await expect(page.getByTestId('game-frame')).toHaveAttribute('src', 'about:blank'); // the page is taken away
}

test('a page that initialises and never reports progress is sent home in Manual mode: the shell takes it away and says why', async ({ page, platform }) => {
  await page.goto(loaderInShell(platform));
  await expect(page.frameLocator('[data-testid="game-frame"]').locator('#status')).toHaveText('initialised, never reporting progress');
  await expect(page.locator('[data-control="loading-auto"]')).toHaveAttribute('aria-pressed', 'true');

  await page.locator('[data-control="loading-manual"]').click(); // the panel sets Manual and loads the game again in it
  await expect(page.locator('[data-control="loading-manual"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('loading-mode')).toContainText('sent home after 2 s with no progress call');
  await expectSentHomeNotice(page);

  const sessions = await sessionsOf(platform, 'loader');
  expect(sessions.map((session) => [session.loadingMode, session.sentHome !== null, session.readyAt])).toEqual([
    ['auto', false, null], // loaded before the switch: Auto never sends anyone home
    ['manual', true, null],
  ]);
  const manual = sessions[1]!;
  const home = (await platform.control.getEvents()).filter((entry) => entry.call === 'sentHome');
  expect(home).toEqual([expect.objectContaining({ session: manual.id, outcome: 'sent home', args: expect.objectContaining({ windowSeconds: 2, lastProgress: null }) })]);
  await expect(page.getByTestId('event-log').locator('li', { hasText: 'sentHome' })).toContainText('sent home');
  const firstLoad = page.locator('[data-testid="checklist"] [data-key="first-load"]');
  await expect(firstLoad).toHaveAttribute('data-status', 'finding');
  await expect(firstLoad).toContainText(`session ${manual.id.slice(0, 8)}: sent home by the platform`);

  // Back to Auto from the panel: the game opens again in place of the notice, in Auto mode.
  await page.locator('[data-control="loading-auto"]').click();
  await expect(page.getByTestId('sent-home')).toBeHidden();
  await expect(page.frameLocator('[data-testid="game-frame"]').locator('#status')).toHaveText('initialised, never reporting progress');
  await expect.poll(async () => (await sessionsOf(platform, 'loader')).map((session) => session.loadingMode)).toEqual(['auto', 'manual', 'auto']);
});

test('the example game reports its progress and is never sent home in Manual mode, while a silent page beside it is', async ({ page, context, platform }) => {
  await platform.control.setLoadingMode('manual');
  await page.goto(shellUrl(platform.url, 'farm'));
  const game = page.frameLocator('[data-testid="game-frame"]');
  await expect(game.locator('[data-testid="plot-0"]')).toBeVisible();

  // A silent page in the same mode, opened after the game: once it is sent home, a whole window
  // has passed since the game's own init too.
  const silent = await context.newPage();
  await silent.goto(`${platform.url}/play/loader/index.html?sdk_platform=partner`);
  await expect.poll(async () => (await sessionsOf(platform, 'loader'))[0]?.sentHome ?? null).not.toBeNull();

  const [farm] = await sessionsOf(platform, 'farm');
  expect(farm).toMatchObject({ loadingMode: 'manual', sentHome: null, readyAt: expect.any(String) });
  const farmCalls = (await platform.control.getEvents()).filter((entry) => entry.session === farm!.id).map((entry) => entry.call);
  const progress = farmCalls.flatMap((call, index) => (call === 'loadingProgress' ? [index] : []));
  expect(progress.length).toBeGreaterThan(0);
  expect(progress.every((index) => index > farmCalls.indexOf('init') && index < farmCalls.indexOf('gameReady'))).toBe(true);
  expect(farmCalls).not.toContain('sentHome');

  await expect(page.getByTestId('sent-home')).toBeHidden();
  const saves = async () => (await platform.control.getEvents()).filter((entry) => entry.session === farm!.id && entry.call === 'saveData' && entry.outcome === 'ok').length;
  const savedBefore = await saves();
  await game.locator('[data-testid="plot-0"]').click(); // still playing: the tap's save reaches the platform
  await expect.poll(saves).toBeGreaterThan(savedBefore);
  const firstLoad = (await platform.control.getChecklist()).items[0]!;
  expect(firstLoad.status).toBe('finding'); // the silent page's
  expect(firstLoad.evidence).toEqual([expect.stringMatching(/^session \w{8}: sent home by the platform/)]);
});

test('a page that starts the SDK after the window, with no progress call, is sent home: the window started when the platform served the page', async ({ page, platform }) => {
  await platform.control.setLoadingMode('manual');
  // The page starts the SDK 1.5 windows after it was served (an engine still downloading).
  await page.goto(`${platform.url}/shell/?game=${encodeURIComponent(`/play/late/index.html?sdk_platform=partner&start=${WINDOW_MS * 1.5}`)}`);
  await expect(page.getByTestId('sent-home')).toBeVisible();
  await expect(page.getByTestId('sent-home-reason')).toContainText(/The platform sent the player home: no loading progress call for [\d.]+ s in Manual loading mode, before the page started the SDK/);
  await expect(page.getByTestId('game-frame')).toHaveAttribute('src', 'about:blank');
  const home = (await platform.control.getEvents()).filter((entry) => entry.call === 'sentHome');
  expect(home).toEqual([expect.objectContaining({ session: null, args: expect.objectContaining({ page: '/play/late/index.html', windowSeconds: 2, lastProgress: null }) })]);
  expect(await sessionsOf(platform, 'late')).toEqual([]);
  const firstLoad = page.locator('[data-testid="checklist"] [data-key="first-load"]');
  await expect(firstLoad).toHaveAttribute('data-status', 'finding');
  await expect(firstLoad).toContainText('page /play/late/index.html: sent home by the platform');
});
