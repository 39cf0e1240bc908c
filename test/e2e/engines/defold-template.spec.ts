// A Defold HTML5 bundle made with the library's template (defold-bridge/gamesdk/web/engine_template.html),
// played in Chromium on the mock platform as an engine build: the emcc-linked engine stand-in
// (defold-bridge/test/web/engine/engine.c, linked with the library's JS library as the engine
// links it) is started by a stand-in dmloader.js held to what Defold's real loader does
// (defold-loader-facts.json: the archive description first, then engine and archive at once, a
// total that counts the engine's sizes and the instantiation's tenth, retries that take progress
// back, the WebGL notice), rendered with the values Defold's bundler writes into it, and
// downloading a several-MB archive. Under the 150 ms / 1.6 Mbit/s profile, in Manual mode: the
// SDK the page started is ready before the engine is, progress reaches the platform during the
// whole download, with html5.wasm_streaming off and on, nobody is sent home, and the engine's
// calls run on that one initialisation.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import { startMockPlatform, type EventLogEntry, type RunningMockPlatform } from '@gamesdk/mock-platform';
import { DEFOLD_LOADER_FACTS as FACTS, makeDefoldBundle } from '../../support/defold-bundle';

const RTT_MS = 150;
const BYTES_PER_S = 1_600_000 / 8;

/** One bundle per html5.wasm_streaming value: the loader is rendered with it, as Defold's bundler does. */
const bundles: Record<'streaming' | 'xhr', string> = { streaming: '', xhr: '' };
let platform: RunningMockPlatform;

test.beforeAll(() => {
  expect(FACTS.renderedWith['html5.wasm_streaming']).toEqual([false, true]);
  bundles.xhr = makeDefoldBundle(false);
  bundles.streaming = makeDefoldBundle(true);
});

test.afterAll(() => {
  for (const bundle of Object.values(bundles)) rmSync(bundle, { recursive: true, force: true });
});

test.beforeEach(async () => {
  platform = await startMockPlatform({ games: { farm: bundles.xhr, streaming: bundles.streaming } });
  await platform.control.setLoadingMode('manual');
});

test.afterEach(async () => platform.close());

const calls = (log: EventLogEntry[], call: string) => log.filter((entry) => entry.call === call);

for (const [game, wasm] of [['farm', 'by XMLHttpRequest'], ['streaming', 'streamed (html5.wasm_streaming)']] as const) test(`the template starts the SDK with the page and reports the engine download, the wasm ${wasm}; the engine finds the SDK ready and runs the call sequence on it`, async ({ browser }) => {
  test.setTimeout(150_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: RTT_MS, downloadThroughput: BYTES_PER_S, uploadThroughput: BYTES_PER_S });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto(`${platform.url}/play/${game}/index.html`, { waitUntil: 'commit' });
  await page.waitForFunction(() => typeof (window as any).GameSdkPage !== 'undefined');
  await page.evaluate(() => (window as any).GameSdkPage.initialized.then(() => ((window as any).gamesdkPageInitAt = performance.now())));
  await page.waitForFunction(() => ((window as any).gamesdkEngineLog ?? []).some((entry: { step: string }) => entry.step === 'done'), null, { timeout: 120_000 });

  const engine = await page.evaluate(() => ({ log: (window as any).gamesdkEngineLog as Array<{ step: string; json: string }>, initAt: (window as any).gamesdkPageInitAt as number, readyAt: (window as any).gamesdkEngineReadyAt as number }));
  // The SDK the page started was initialised before the engine was ready...
  expect(engine.initAt).toBeLessThan(engine.readyAt);
  // ... so the engine's first SDK call found it ready, and its initialize answered with it.
  expect(engine.log.map((entry) => entry.step)).toEqual(['first-call', 'initialize', 'progress', 'start', 'purchases', 'save', 'flush', 'done']);
  expect(engine.log[0]!.json).toBe('{"ok":true,"value":true}');
  expect(engine.log.filter((entry) => entry.step !== 'done' && entry.step !== 'first-call').map((entry) => JSON.parse(entry.json))).not.toContainEqual(expect.objectContaining({ error: expect.anything() }));

  const log = await platform.control.getEvents();
  // One initialisation: the page's; Lua's sdk.initialize (the engine's initializeAsync) reused it.
  expect(calls(log, 'init')).toHaveLength(1);
  expect(calls(log, 'init')[0]!.args.pageLoad).toBe(calls(log, 'pageLoad')[0]!.args.pageLoad);
  // Progress reached the platform throughout the download: from the page's start to the engine's, rising to the download's share.
  const progress = calls(log, 'loadingProgress').map((entry) => entry.args.percent as number);
  expect(progress.length).toBeGreaterThanOrEqual(10);
  expect(progress).toEqual([...progress].sort((a, b) => a - b));
  // The download's share is the first 80 of the scale. Reports are coalesced (the latest value
  // wins while one is in flight, and startGameAsync supersedes a value not sent yet), so the
  // engine's own 90 may supersede the download's last value, or be superseded by gameReady.
  const download = progress.filter((percent) => percent <= 80);
  expect(Math.max(...download)).toBeGreaterThanOrEqual(70);
  expect(progress.filter((percent) => percent > 80).every((percent) => percent === 90)).toBe(true);
  expect(calls(log, 'sentHome')).toEqual([]);
  expect(errors).toEqual([]);

  // The checklist of the call sequence is clean. Item 1 judges the first load against 10 s: with a
  // 3.2 MB archive at 1.6 Mbit/s it is over, as the platform would find; nothing else is.
  const checklist = await platform.control.getChecklist();
  const findings = checklist.items.filter((item) => item.status === 'finding');
  expect(findings.map((item) => item.key)).toEqual(['first-load']);
  expect(findings[0]!.evidence).toEqual([expect.stringMatching(/^session [0-9a-f]{8}: startGameAsync \d+\.\d\d s after the platform began serving its page/)]);
  await context.close();
});

test('a failed archive piece is retried as the real loader retries it; the platform\'s bar never goes back and the game still starts', async ({ page }) => {
  test.setTimeout(120_000);
  let failed = false;
  // The first request for one piece fails as a dropped connection would; the loader retries it.
  await page.route('**/play/farm/archive/game.arcd2', (route) => {
    if (failed) return route.continue();
    failed = true;
    return route.abort('connectionreset');
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${platform.url}/play/farm/index.html`);
  await page.waitForFunction(() => ((window as any).gamesdkEngineLog ?? []).some((entry: { step: string }) => entry.step === 'done'), null, { timeout: 90_000 });
  expect(failed).toBe(true);
  const progress = calls(await platform.control.getEvents(), 'loadingProgress').map((entry) => entry.args.percent as number);
  expect(progress.length).toBeGreaterThan(0);
  expect(progress).toEqual([...progress].sort((a, b) => a - b));
  expect(errors).toEqual([]);
});

test('without WebGL the page shows Defold\'s notice (the loader\'s unsupported_webgl_callback finds it) and throws nothing', async ({ page }) => {
  await page.addInitScript(() => {
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, kind: string, ...rest: unknown[]) {
      return /webgl/.test(kind) ? null : (getContext as any).call(this, kind, ...rest);
    } as typeof getContext;
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${platform.url}/play/farm/index.html`);
  await expect(page.locator('#webgl-not-supported')).toBeVisible({ timeout: 60_000 });
  expect(errors).toEqual([]);
});

test('opened from a file, the page says to serve it and does not start the loader', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(pathToFileURL(join(bundles.xhr, 'index.html')).href);
  await expect(page.locator('#running-from-file-warning')).toBeVisible();
  expect(requested.filter((url) => /archive_files\.json|farm_wasm\.js/.test(url))).toEqual([]);
});
