// Loading progress never delays play, in Chromium on the mock platform: reports are coalesced by
// the core and leave at once, in order with the rest of the page's messages; startGameAsync waits
// for no progress answer; and in Manual loading mode a game that keeps reporting is never sent home.
import { fileURLToPath } from 'node:url';
import { expect, test as base, type Page } from '@playwright/test';
import { startMockPlatform, type RunningMockPlatform } from '@gamesdk/mock-platform';

const LOADING_BAR = fileURLToPath(new URL('./fixtures/loading-bar/', import.meta.url));

const test = base.extend<{ platform: RunningMockPlatform }>({
  platform: async ({}, use) => {
    const platform = await startMockPlatform({ games: { bar: LOADING_BAR } });
    await use(platform);
    await platform.close();
  },
});

const barUrl = (platform: RunningMockPlatform, query: string) => `${platform.url}/play/bar/index.html?sdk_platform=partner&${query}`;

/** The progress reports and gameReady of `session` as the platform handled them, in its log's order. */
async function reportsOf(platform: RunningMockPlatform, session: string): Promise<string[]> {
  return (await platform.control.getEvents())
    .filter((entry) => entry.session === session && (entry.call === 'loadingProgress' || entry.call === 'gameReady'))
    .map((entry) => (entry.call === 'gameReady' ? 'gameReady' : String(entry.args.percent)));
}

test('on a slowed connection no report reaches the platform after the gameReady that followed it, and startGameAsync waits for no progress answer', async ({ page, platform }) => {
  // Each progress report leaves 300 ms late (a busy connection), and its answer is held 3 s more.
  let answered = 0;
  await page.route('**/api/loadingProgress', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    answered++;
    await route.fulfill({ response });
  });
  await page.goto(barUrl(platform, 'reports=20&every=0'));
  await expect(page.locator('#status')).toHaveText('started');
  expect(answered).toBe(0); // startGameAsync resolved before any progress answer came back
  const [session] = await platform.control.getSessions();
  const handled = await reportsOf(platform, session!.id);
  expect(handled.at(-1)).toBe('gameReady');
  expect(handled.slice(0, -1).length).toBeGreaterThan(0);
  // Afterwards nothing more: the answers arrive, no report follows gameReady.
  await expect.poll(() => answered, { timeout: 15_000 }).toBe(handled.length - 1);
  expect(await reportsOf(platform, session!.id)).toEqual(handled);
});

/** Emulates a mobile link (150 ms round trip, 1.6 Mbit/s) for `page`. */
async function mobileLink(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 200_000 });
}

test('Manual mode at the spec\'s 15 s window: a game reporting every 2 s for 40 s is never sent home; one that stops reporting is, at the window', async ({ context, platform }) => {
  test.setTimeout(120_000);
  await platform.control.setLoadingMode('manual');
  const steady = await context.newPage();
  const stopping = await context.newPage();
  await mobileLink(steady);
  await mobileLink(stopping);
  await steady.goto(barUrl(platform, 'reports=20&every=2000'));
  await stopping.goto(barUrl(platform, 'reports=5&every=2000&then=stop'));

  await expect(stopping.locator('#status')).toHaveText('stopped reporting', { timeout: 20_000 });
  await expect(steady.locator('#status')).toHaveText('started', { timeout: 60_000 });
  await expect.poll(async () => (await platform.control.getSessions()).filter((session) => session.sentHome).length, { timeout: 30_000 }).toBe(1);

  const [steadySession, stoppingSession] = await platform.control.getSessions();
  expect(steadySession).toMatchObject({ loadingMode: 'manual', sentHome: null, readyAt: expect.any(String) });
  // Every report the game made reached the platform (every 2 s, so coalescing dropped none), then gameReady.
  expect(await reportsOf(platform, steadySession!.id)).toEqual([...Array.from({ length: 20 }, (_, i) => String((i + 1) * 5)), 'gameReady']);

  expect(stoppingSession!.sentHome).not.toBeNull();
  const [home] = (await platform.control.getEvents()).filter((entry) => entry.call === 'sentHome');
  // Sent home one whole window after its last report, which the platform had: 100 %.
  expect(home).toMatchObject({ session: stoppingSession!.id, args: { windowSeconds: 15, lastProgress: 100 } });
  expect(home!.args.silentSeconds).toBeGreaterThanOrEqual(15);
  expect(home!.args.silentSeconds).toBeLessThan(16);
});
