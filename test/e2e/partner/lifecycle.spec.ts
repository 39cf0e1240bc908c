// Lifecycle, session and platform events of the partner adapter, in Chromium on the mock platform.
import { expect, fixtureUrl, logged, openFixture, run, test } from '../../support/mock-platform';

test('initialises on the partner platform: session.getPlatform() is "partner" and audio is always enabled', async ({ page, platform }) => {
  await openFixture(page, platform, { start: false });
  expect(await page.evaluate(() => [Sdk.session.getPlatform(), Sdk.session.isAudioEnabled()])).toEqual(['partner', true]);
  expect(await logged(platform, 'init')).toHaveLength(1);
});

test('the adapter loads the platform SDK itself, from the default same-origin path', async ({ page, platform }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await openFixture(page, platform, { start: false });
  expect(requests).toContain('/partner-platform/v1/partner-sdk.js');
});

test('the <meta name="partner-sdk-url"> setting moves the platform SDK; when it cannot load, initializeAsync rejects INITIALIZATION_ERROR', async ({ page, platform }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto(`${platform.url}/play/meta-url/index.html?sdk_platform=partner`);
  const outcome = await run(page, () => Sdk.initializeAsync());
  expect(outcome).toMatchObject({ ok: false, code: 'INITIALIZATION_ERROR' });
  expect(requests).toContain('/play/meta-url/missing/partner-sdk.js');
  expect(requests).not.toContain('/partner-platform/v1/partner-sdk.js');
});

test('loading progress reaches the platform for real, coalesced, and startGameAsync tells it the game is interactive', async ({ page, platform }) => {
  await openFixture(page, platform, { start: false });
  await page.evaluate(() => {
    Sdk.setLoadingProgress(10);
    Sdk.setLoadingProgress(55.5);
    Sdk.setLoadingProgress(100);
  });
  // The first report leaves at once; the later calls while it is unanswered come down to the latest.
  await expect.poll(async () => (await logged(platform, 'loadingProgress')).map((entry) => entry.args.percent)).toEqual([10, 100]);
  expect((await platform.control.getSessions())[0]!.readyAt).toBeNull();
  await page.evaluate(() => Sdk.startGameAsync());
  expect(await logged(platform, 'gameReady')).toHaveLength(1);
  expect((await platform.control.getSessions())[0]!.readyAt).not.toBeNull();
});

test('pause, resume and exitRequested come from the platform', async ({ page, platform }) => {
  await openFixture(page, platform);
  await platform.control.fire('pause');
  await expect.poll(() => page.evaluate(() => window.heard)).toEqual(['pause']);
  await platform.control.fire('resume');
  await platform.control.fire('exitRequested');
  await expect.poll(() => page.evaluate(() => window.heard)).toEqual(['pause', 'resume', 'exitRequested']);
});

test('a synchronous save in the exitRequested handler reaches the platform', async ({ page, platform }) => {
  await openFixture(page, platform);
  await page.evaluate(() => Sdk.on('exitRequested', () => Sdk.data.setString('saved-on-exit', 'yes')));
  await platform.control.fire('exitRequested');
  await expect.poll(async () => (await platform.control.getPlayerData()).data['saved-on-exit']).toBe('yes');
});

test('getEntryPointData comes from the platform entry payload only, never from the page URL', async ({ page, platform }) => {
  await page.goto(fixtureUrl(platform, '&entry=%7B%22from%22%3A%22url%22%7D&entryPointData=%7B%22a%22%3A1%7D'));
  await page.evaluate(() => Sdk.initializeAsync());
  expect(await page.evaluate(() => Sdk.session.getEntryPointData())).toBeNull();

  await platform.control.setEntryPayload({ from: 'notification', day: 3 });
  await page.reload();
  await page.evaluate(() => Sdk.initializeAsync());
  expect(await page.evaluate(() => Sdk.session.getEntryPointData())).toEqual({ from: 'notification', day: 3 });
});

test('a silent platform makes a call reject TIMEOUT at the bound the game set, instead of hanging', async ({ page, platform }) => {
  await page.goto(fixtureUrl(platform));
  await page.evaluate(() => Sdk.initializeAsync({ timeouts: { call: 1_500 } }));
  await platform.control.setNetwork({ silent: true });
  const outcome = await run(page, () => Sdk.iap.getCatalogAsync());
  expect(outcome).toMatchObject({ ok: false, code: 'TIMEOUT', context: 'iap.getCatalogAsync', message: expect.stringContaining('within 1500 ms') });
  expect((await logged(platform, 'catalog'))[0]!.outcome).toBe('held: platform silent');
});

test('a slow platform still answers within the bound', async ({ page, platform }) => {
  await openFixture(page, platform);
  await platform.control.setNetwork({ delayMs: 300 });
  const outcome = await run(page, () => Sdk.iap.getCatalogAsync());
  expect(outcome.ok).toBe(true);
});

declare global {
  interface Window {
    heard: string[];
  }
}
