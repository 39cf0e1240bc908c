// Fewer round trips before a game is playable: the page start (browser-script/page-start.html, in
// the fixture as in every documented page) has the platform SDK download with the browser script,
// and the browser script fetches it as soon as it runs on a page that selects the partner platform
// (initialising nothing); the player's data comes with the session, so initializeAsync makes one
// platform call.
import type { Page } from '@playwright/test';
import { expect, fixtureUrl, test } from '../../support/mock-platform';

/** Puts `page` on a phone's link (150 ms round trip, 1.6 Mbit/s), as the overhead bench does. */
async function mobileLink(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 200_000 });
}

test('on a phone\'s link the platform SDK downloads together with gamesdk.js, not after it, and once', async ({ page, platform }) => {
  await mobileLink(page);
  // No sdk_platform in the URL: the platform's launch declaration selects it, as in production.
  await page.goto(`${platform.url}/play/fixture/index.html`);
  await page.evaluate(() => Sdk.initializeAsync());
  const downloads = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime, end: (entry as PerformanceResourceTiming).responseEnd })),
  );
  const platformSdk = downloads.filter((entry) => entry.path.endsWith('/partner-sdk.js'));
  const ours = downloads.find((entry) => entry.path.endsWith('/gamesdk.js'))!;
  expect(platformSdk.map((entry) => entry.path)).toEqual(['/partner-platform/v1/partner-sdk.js']);
  // Fetched one after the other, the platform SDK's request would leave once ours had arrived (a
  // round trip and 36 KB later); together, it leaves while ours is still on its way.
  expect(ours.end - ours.start).toBeGreaterThan(150);
  expect(platformSdk[0]!.start).toBeLessThan(ours.start + (ours.end - ours.start) / 2);
});

test('the platform SDK is fetched when the script runs, before initializeAsync, and only once; init needs no loadData', async ({ page, platform }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await platform.control.setPlayer({ registered: false });
  await page.goto(fixtureUrl(platform));
  await expect.poll(() => requests.filter((path) => path.endsWith('/partner-sdk.js')).length).toBe(1);
  // Fetched, and nothing initialised: no page session yet.
  expect(requests.some((path) => path.endsWith('/api/init'))).toBe(false);
  expect(await platform.control.getSessions()).toEqual([]);

  const data = await page.evaluate(async () => {
    await Sdk.initializeAsync();
    await Sdk.startGameAsync();
    return Sdk.data.getString('missing');
  });
  expect(data).toBeNull();
  expect(requests.filter((path) => path.endsWith('/partner-sdk.js'))).toHaveLength(1);
  const calls = (await platform.control.getEvents()).filter((entry) => entry.session).map((entry) => entry.call);
  expect(calls.slice(0, 2)).toEqual(['init', 'gameReady']);
  expect(calls).not.toContain('loadData');
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
