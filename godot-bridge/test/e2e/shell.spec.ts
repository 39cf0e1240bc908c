// A Godot game exported with the addon's web shell (addons/gamesdk/web/shell.html, filled in as
// Godot 4.6's web export fills it), played on the real Godot 4.6 web runtime in Chromium on the
// mock platform in Manual loading mode, on a throttled link: the SDK the page started is ready
// before the engine, the engine's download (Engine onProgress) reaches the platform's loading
// screen, nobody is sent home, GameSdk.initialize() answers with the page's initialisation, and
// every path stays relative.
import { test, expect } from '@playwright/test';
import { startMockPlatform, type EventLogEntry, type RunningMockPlatform } from '@gamesdk/mock-platform';
import { addonFiles, makeGameFolder } from '../support/godot-runtime.mjs';

/** About 6 s for the 37.7 MB engine: several progress reports, a bounded test. */
const BYTES_PER_S = 50_000_000 / 8;

let platform: RunningMockPlatform;
test.beforeAll(async () => {
  const folder = makeGameFolder('shell-game', { project: 'shell-game', page: 'addon-shell', browserScript: true, extraFiles: addonFiles() });
  platform = await startMockPlatform({ games: { godot: folder } });
  await platform.control.setLoadingMode('manual');
});
test.afterAll(async () => platform?.close());

const calls = (log: EventLogEntry[], call: string) => log.filter((entry) => entry.call === call);

test('the shell starts the SDK with the page and reports the engine download; GameSdk finds the SDK ready and the game starts on it', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: BYTES_PER_S, uploadThroughput: BYTES_PER_S });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));

  await page.goto(`${platform.url}/play/godot/index.html`, { waitUntil: 'commit' });
  await page.waitForFunction(() => typeof (window as any).GameSdkPage !== 'undefined');
  await page.evaluate(() => (window as any).GameSdkPage.initialized.then(() => ((window as any).pageInitAt = performance.now())));
  await page.waitForFunction(() => Array.isArray((window as any).gamesdkEngineLog), null, { timeout: 100_000 });
  const engine = await page.evaluate(() => (window as any).gamesdkEngineLog as Array<{ step: string; ok: boolean; value?: unknown }>);
  // The engine's first call found the SDK the page had initialised, and every step succeeded.
  expect(engine).toEqual([
    { step: 'first-call', ok: true, value: true },
    { step: 'initialize', ok: true },
    { step: 'progress', ok: true },
    { step: 'start', ok: true },
    { step: 'save', ok: true },
  ]);

  const log = await platform.control.getEvents();
  expect(calls(log, 'init')).toHaveLength(1);
  const progress = calls(log, 'loadingProgress').map((entry) => entry.args.percent as number);
  expect(progress).toEqual([...progress].sort((a, b) => a - b));
  // The download is the first 80 of the scale; reports are coalesced (the latest value wins while
  // one is in flight, and startGameAsync supersedes a value not yet sent).
  const download = progress.filter((percent) => percent <= 80);
  expect(download.length).toBeGreaterThanOrEqual(2);
  expect(progress.filter((percent) => percent > 80).every((percent) => percent === 90)).toBe(true);
  expect(calls(log, 'sentHome')).toEqual([]);
  expect(errors).toEqual([]);
  // The page asked for nothing outside the game's folder but the platform's own SDK and API (and
  // the engine's own blob: URLs on the page's origin).
  const game = `${platform.url}/play/godot/`;
  expect(requests.filter((url) => !url.startsWith(game) && !url.startsWith(`${platform.url}/partner-platform/`) && !url.startsWith('data:') && !url.startsWith(`blob:${platform.url}/`))).toEqual([]);
  const checklist = await platform.control.getChecklist();
  expect(checklist.items.filter((item) => item.key !== 'first-load' && item.status === 'finding').map((item) => `${item.key}: ${item.evidence.join('; ')}`)).toEqual([]);
  await context.close();
});
