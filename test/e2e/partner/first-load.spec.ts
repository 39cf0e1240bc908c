// Fewer round trips before a game is playable: the page start (browser-script/page-start.html, in
// the fixture as in every documented page) has the platform SDK download with the browser script
// and opens the platform's session as soon as the platform SDK has run, while the browser script
// is still on its way; initializeAsync takes that session (one init), and the player's data comes
// with it (no loadData).
import type { Page } from '@playwright/test';
import { expect, fixtureUrl, test } from '../../support/mock-platform';

/** Puts `page` on a phone's link (150 ms round trip, 1.6 Mbit/s), as the overhead bench does. */
async function mobileLink(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 200_000 });
}

test('on a phone\'s link the platform SDK downloads with gamesdk.js, not after it, and one session opens', async ({ page, platform }) => {
  await mobileLink(page);
  // No sdk_platform in the URL: the platform's launch declaration selects it, as in production.
  await page.goto(`${platform.url}/play/fixture/index.html`);
  await page.evaluate(() => Sdk.initializeAsync());
  const downloads = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime, end: (entry as PerformanceResourceTiming).responseEnd })),
  );
  const platformSdk = downloads.filter((entry) => entry.path.endsWith('/partner-sdk.js'));
  const ours = downloads.find((entry) => entry.path.endsWith('/gamesdk.js'))!;
  const init = downloads.filter((entry) => entry.path.endsWith('/api/init'));
  expect(platformSdk.map((entry) => entry.path)).toEqual(['/partner-platform/v1/partner-sdk.js']);
  // Fetched one after the other, the platform SDK's request would leave once ours had arrived (a
  // round trip and 36 KB later); together, it leaves while ours is still on its way. (When it leaves
  // within that download depends on when the page's inline script runs: on a loaded machine the
  // preload scanner may have asked for ours well before.)
  expect(ours.end - ours.start).toBeGreaterThan(150);
  expect(platformSdk[0]!.start).toBeLessThan(ours.end);
  // One session (that it opens before our script has arrived, the next test holds without timing).
  expect(init).toHaveLength(1);
});

test('the page start opens the session before gamesdk.js has arrived and before the game asks; initializeAsync takes it: one init, no loadData', async ({ page, platform }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await platform.control.setPlayer({ registered: false });
  // gamesdk.js is held back until the platform has the page's session: the page start opens it
  // with nothing of ours (without it, the session would wait for our script, and this for ever).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/gamesdk.js', async (route) => {
    await held;
    await route.continue();
  });
  const loading = page.goto(fixtureUrl(platform));
  try {
    await expect.poll(async () => (await platform.control.getSessions()).length).toBe(1);
  } finally {
    release();
  }
  await loading;
  expect(await page.evaluate(() => Sdk.isInitialized())).toBe(false);

  const data = await page.evaluate(async () => {
    await Sdk.initializeAsync();
    await Sdk.startGameAsync();
    return Sdk.data.getString('missing');
  });
  expect(data).toBeNull();
  expect(requests.filter((path) => path.endsWith('/partner-sdk.js'))).toHaveLength(1);
  expect(requests.filter((path) => path.endsWith('/api/init'))).toHaveLength(1);
  expect(await platform.control.getSessions()).toHaveLength(1);
  const calls = (await platform.control.getEvents()).filter((entry) => entry.session).map((entry) => entry.call);
  expect(calls.slice(0, 2)).toEqual(['init', 'gameReady']);
  expect(calls).not.toContain('loadData');
});

test('a session the page start could not open is reported by initializeAsync with its code, and the next call opens one', async ({ page, platform }) => {
  // Silent platform: the page start's init is held, so initializeAsync (bounded) times out on it.
  await platform.control.setNetwork({ silent: true });
  await page.goto(fixtureUrl(platform));
  const first = await page.evaluate(() => Sdk.initializeAsync({ timeouts: { initialize: 1_000 } }).then(() => 'resolved', (error: { code: string }) => error.code));
  await platform.control.setNetwork({ silent: false });
  expect(first).toBe('TIMEOUT');
  await page.evaluate(() => Sdk.initializeAsync());
  expect(await page.evaluate(() => Sdk.isInitialized())).toBe(true);
});

test('saved data still arrives with the session on the next load', async ({ page, platform }) => {
  await page.goto(fixtureUrl(platform));
  await page.evaluate(async () => {
    await Sdk.initializeAsync();
    await Sdk.data.setStringAsync('level', '7');
  });
  await page.reload();
  expect(await page.evaluate(async () => (await Sdk.initializeAsync(), Sdk.data.getString('level')))).toBe('7');
});
