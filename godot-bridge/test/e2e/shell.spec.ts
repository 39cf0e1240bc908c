// A Godot game exported with the addon's web shell (addons/gamesdk/web/shell.html), played on the
// real Godot 4.6 web runtime in Chromium on the mock platform in Manual loading mode, on the
// checklist's throttled link (150 ms, 8 Mbit/s). The page is filled as each Godot version's export
// fills it (test/real-builds/godot-facts.json): 4.6 as the runtime's own version, and 4.2's
// substitution (no $GODOT_THREADS_ENABLED, no pool sizes) on the same 4.6 runtime, since the
// registry ships no 4.2 runtime. The SDK the page started is ready during the download, the
// engine's download (Engine onProgress) reaches the platform's loading screen with no gap over 3 s,
// nobody is sent home, GameSdk.initialize() answers with the page's initialisation, and every path
// stays relative.
import { test, expect, type Browser, type BrowserContext } from '@playwright/test';
import { startMockPlatform, type EventLogEntry, type RunningMockPlatform } from '@gamesdk/mock-platform';
import { GODOT_FACTS, addonFiles, makeGameFolder } from '../support/godot-runtime.mjs';

/** The checklist's throttled link: 8 Mbit/s both ways, 150 ms latency (about 40 s for the 37.7 MB engine). */
const LINK = { offline: false, latency: 150, downloadThroughput: 8_000_000 / 8, uploadThroughput: 8_000_000 / 8 };
/** The acceptance's bound on the time between two progress reports during the download. */
const MAX_PROGRESS_GAP_MS = 3_000;

const calls = (log: EventLogEntry[], call: string) => log.filter((entry) => entry.call === call);

let platform: RunningMockPlatform;
test.afterEach(async () => platform?.close());

async function serve(version: string): Promise<string> {
  const game = `godot-${version.replace('.', '')}`;
  const folder = makeGameFolder(`shell-game-${version}`, { project: 'shell-game', page: 'addon-shell', browserScript: true, extraFiles: addonFiles(), shellVersion: version });
  platform = await startMockPlatform({ games: { [game]: folder } });
  await platform.control.setLoadingMode('manual');
  return `${platform.url}/play/${game}/index.html`;
}

/**
 * A context on the throttled link. `isolated` serves the game's page with COOP/COEP (cross-origin
 * isolated, as a threaded Godot 4.0 to 4.2 engine needs); the mock platform itself sends neither.
 */
async function throttledContext(browser: Browser, isolated: boolean): Promise<BrowserContext> {
  const context = await browser.newContext();
  if (isolated) {
    await context.route(/\/play\/[^/]+\/index\.html$/, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'cross-origin-opener-policy': 'same-origin', 'cross-origin-embedder-policy': 'require-corp' } });
    });
  }
  return context;
}

async function playThrottled(browser: Browser, url: string, isolated: boolean) {
  const context = await throttledContext(browser, isolated);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', LINK);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(url, { waitUntil: 'commit' });
  return { context, page, errors, requests };
}

for (const { version, isolated, runtime } of [
  { version: '4.6', isolated: false, runtime: 'its own 4.6 runtime' },
  { version: '4.2', isolated: true, runtime: "the 4.6 runtime (4.2's substitution; the page cross-origin isolated, as its threaded engine needs)" },
]) {
  test(`a Godot ${version} export: the shell starts the SDK during the download, reports the download with no gap over 3 s, and the game starts on ${runtime}`, async ({ browser }) => {
    test.setTimeout(240_000);
    const url = await serve(version);
    const { context, page, errors, requests } = await playThrottled(browser, url, isolated);
    await page.waitForFunction(() => typeof (window as any).GameSdkPage !== 'undefined', null, { timeout: 60_000 });
    expect(await page.evaluate(() => window.crossOriginIsolated)).toBe(isolated);
    await page.waitForFunction(() => Array.isArray((window as any).gamesdkEngineLog), null, { timeout: 200_000, polling: 500 });
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
    const progress = calls(log, 'loadingProgress');
    const percents = progress.map((entry) => entry.args.percent as number);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    // The download is the first 80 of the scale; the SDK was ready during it (its init precedes the
    // download's reports). Reports coalesce (the latest value wins while one is in flight), so the
    // game's own 90 may supersede the download's final 80 before it is sent, as the Defold
    // template's spec allows: a run on a quiet machine ended the download's reports at 79.
    const download = progress.filter((entry) => (entry.args.percent as number) <= 80);
    expect(download.length).toBeGreaterThanOrEqual(5);
    expect(download.at(-1)!.args.percent).toBeGreaterThanOrEqual(70);
    expect(calls(log, 'init')[0]!.seq).toBeLessThan(download[0]!.seq);
    // The game's own 90 follows, or startGameAsync supersedes it before it is sent (reports coalesce).
    expect(percents.filter((percent) => percent > 80).every((percent) => percent === 90)).toBe(true);
    const gaps = download.slice(1).map((entry, i) => Date.parse(entry.at) - Date.parse(download[i]!.at));
    expect(Math.max(...gaps), `gaps between download reports (ms): ${gaps.join(', ')}`).toBeLessThanOrEqual(MAX_PROGRESS_GAP_MS);
    expect(calls(log, 'sentHome')).toEqual([]);
    expect(errors).toEqual([]);
    // The page asked for nothing outside the game's folder but the platform's own SDK and API (and
    // the engine's own blob: URLs on the page's origin).
    const game = url.slice(0, url.lastIndexOf('/') + 1);
    expect(requests.filter((request) => !request.startsWith(game) && !request.startsWith(`${platform.url}/partner-platform/`) && !request.startsWith('data:') && !request.startsWith(`blob:${platform.url}/`))).toEqual([]);
    const checklist = await platform.control.getChecklist();
    expect(checklist.items.filter((item) => item.key !== 'first-load' && item.status === 'finding').map((item) => `${item.key}: ${item.evidence.join('; ')}`)).toEqual([]);
    await context.close();
  });
}

test('a Godot 4.2 export on the platform as it is (not cross-origin isolated): no script error, the SDK starts, and the page names what the threaded engine lacks and the version to export with', async ({ browser }) => {
  test.setTimeout(120_000);
  const url = await serve('4.2');
  const { context, page, errors } = await playThrottled(browser, url, false);
  await page.waitForFunction(() => typeof (window as any).GameSdkPage !== 'undefined', null, { timeout: 60_000 });
  await page.evaluate(() => (window as any).GameSdkPage.initialized);
  const notice = page.locator('#status-notice');
  await expect(notice).toBeVisible({ timeout: 60_000 });
  await expect(notice).toContainText('Cross-Origin Isolation');
  await expect(notice).toContainText('export with Godot 4.3 or later, Thread Support off');
  expect(errors).toEqual([]);
  expect(calls(await platform.control.getEvents(), 'init')).toHaveLength(1);
  await context.close();
});

test('every recorded Godot version\'s export of the shell runs its script without an error, and reads Thread Support as that version writes it', async ({ browser }) => {
  test.setTimeout(180_000);
  const seen: Record<string, unknown> = {};
  const versions = (GODOT_FACTS.versions as Array<{ version: string }>).map(({ version }) => version);
  for (const version of versions) {
    const url = await serve(version);
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url);
    // The script ran to its end: the engine's download reached the platform, or (a threaded
    // engine on a page without cross-origin isolation) the page says what is missing.
    await expect
      .poll(async () => (await page.locator('#status-notice').isVisible()) || calls(await platform.control.getEvents(), 'loadingProgress').length > 0, { timeout: 60_000 })
      .toBe(true);
    seen[version] = { errors, threads: await page.evaluate(() => (globalThis as any).eval('GODOT_THREADS_ENABLED')), engine: await page.evaluate(() => (globalThis as any).eval('typeof engine')) };
    await context.close();
    if (version !== versions.at(-1)) await platform.close(); // the last one: afterEach
  }
  // 4.0 to 4.2 fill no Thread Support (their engines are threaded only); 4.3 and later write false by default.
  expect(seen).toEqual(Object.fromEntries((GODOT_FACTS.versions as Array<{ version: string; placeholders: string[] }>).map(({ version, placeholders }) => [version, { errors: [], threads: !placeholders.includes('$GODOT_THREADS_ENABLED'), engine: 'object' }])));
});
