// How the mock platform serves a game: from a sub-path, so root-absolute paths fail as they do on
// the platform, and are recorded for the launch checklist.
import { expect, logged, openFixture, test } from '../../support/mock-platform';

test('a root-absolute request fails and is recorded; the same file by a relative path loads', async ({ page, platform }) => {
  await openFixture(page, platform);
  const statuses = await page.evaluate(async () => [(await fetch('/gamesdk.js')).status, (await fetch('gamesdk.js')).status]);
  expect(statuses).toEqual([404, 200]);
  const [entry] = await logged(platform, 'rootAbsoluteRequest');
  expect(entry!.args).toEqual({ path: '/gamesdk.js', referrer: '/play/fixture/index.html' });
});

test('the page observer records vibration calls, external links and unhandled SDK errors', async ({ page, platform }) => {
  await openFixture(page, platform);
  await page.evaluate(() => {
    navigator.vibrate(200);
    window.open('https://elsewhere.example/offer');
    // A guest scheduling a notification without handling the rejection.
    void Sdk.notifications.scheduleAsync({ id: 'd1', title: 'Farm', body: 'Back tomorrow?', scheduledInDays: 1 });
  });
  await expect.poll(async () => (await platform.control.getEvents()).map((e) => e.call).filter((c) => c.startsWith('observed.')).sort()).toEqual([
    'observed.externalLink',
    'observed.unhandledError',
    'observed.vibrate',
  ]);
  expect((await logged(platform, 'observed.unhandledError'))[0]!.args).toMatchObject({ code: 'PLAYER_NOT_AUTHENTICATED', context: 'notifications.scheduleAsync' });
  expect((await logged(platform, 'observed.externalLink'))[0]!.args).toEqual({ href: 'https://elsewhere.example/offer' });
});

test('a game served by the platform runs the partner adapter with no sdk_platform in its URL; sdk_platform=local overrides it', async ({ page, platform }) => {
  await page.goto(`${platform.url}/play/fixture/index.html`);
  expect(await page.evaluate(async () => (await Sdk.initializeAsync(), Sdk.session.getPlatform()))).toBe('partner');
  expect(await page.evaluate(() => document.head.firstElementChild?.outerHTML)).toBe('<meta name="gamesdk-platform" content="partner">');
  await page.goto(`${platform.url}/play/fixture/index.html?sdk_platform=local`);
  expect(await page.evaluate(async () => (await Sdk.initializeAsync(), Sdk.session.getPlatform()))).toBe('local');
});

test('a game file asked for twice within a page load is downloaded once, as from a CDN (Cache-Control: public, max-age=10)', async ({ page, platform }) => {
  await openFixture(page, platform);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const downloads: string[] = [];
  const fromCache: string[] = [];
  cdp.on('Network.responseReceived', (event) => {
    if (!event.response.url.endsWith('/play/fixture/gamesdk.js?twice')) return;
    (event.response.fromDiskCache || event.response.fromPrefetchCache ? fromCache : downloads).push(event.response.headers['cache-control'] ?? event.response.headers['Cache-Control'] ?? '');
  });
  cdp.on('Network.requestServedFromCache', () => fromCache.push('memory'));
  // A loader fetching its engine script a second time (Defold's does) gets it from the browser's cache.
  const statuses = await page.evaluate(async () => [(await fetch('gamesdk.js?twice')).status, (await fetch('gamesdk.js?twice')).status]);
  expect(statuses).toEqual([200, 200]);
  await expect.poll(() => downloads.length + fromCache.length).toBe(2);
  expect(downloads).toEqual(['public, max-age=10']);
  expect(fromCache).toHaveLength(1);
});
