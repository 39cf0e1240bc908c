// The package's WebGL template on every Unity loader behaviour recorded from real builds
// (unity-bridge/test/real-builds/loader-facts.json): 2021.3, 2022.3 and 6000.0, each with
// Compression Format Disabled, Gzip and Brotli, with and without Decompression Fallback, played in
// Chromium on the mock platform in Manual loading mode over a 150 ms / 2 Mbit/s link. Each build
// has 1 MiB of code and 256 KiB of data, so without fallback the loader is silent for the seconds
// the code takes. Each case holds the fixture loader to its recorded facts (which files it
// downloads itself, what it reports, when it resolves), then the template to the platform's
// needs: no gap over 3 s between the calls reaching the platform from the SDK's initialisation to
// the engine's start, and the download's final report (80) before the game's own reports.
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { COMPRESSIONS, makeEngineBuild, UNITY_LINES, type UnityBuildSettings } from '@gamesdk/unity-bridge-tests/scripts/engine-build.mjs';
import { startMockPlatform, type EventLogEntry } from '@gamesdk/mock-platform';

const FACTS = JSON.parse(readFileSync(fileURLToPath(new URL('../../../unity-bridge/test/real-builds/loader-facts.json', import.meta.url)), 'utf8')) as {
  lines: Record<string, { final: string }>;
  modes: Record<'withoutFallback' | 'withFallback', { loaderDownloads: string[] }>;
};

const RTT_MS = 150;
const DOWN_BYTES_PER_S = 2_000_000 / 8;
const MAX_GAP_MS = 3_000;
const DOWNLOAD_SHARE = 80;

/** What the page saw of the loader: its onProgress calls, when it resolved, and the build's requests. */
interface LoaderTrace {
  progress: { value: number; at: number }[];
  /** createUnityInstance resolved in the task of onProgress(1). */
  resolvedInFinalTask: boolean | null;
  resources: { name: string; initiatorType: string; responseEnd: number }[];
  /** The values handed to the page's Sdk.setLoadingProgress, and when. */
  reports: { value: number; at: number }[];
}

// Records the loader's calls around the template's own: GameSdkLoading.start is wrapped on its way
// in, and wraps the loader's createUnityInstance before calling it.
function traceLoader(): void {
  const trace: LoaderTrace = { progress: [], resolvedInFinalTask: null, resources: [], reports: [] };
  (window as unknown as { loaderTrace: LoaderTrace }).loaderTrace = trace;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceResourceTiming[]) trace.resources.push({ name: entry.name, initiatorType: entry.initiatorType, responseEnd: entry.responseEnd });
  }).observe({ type: 'resource', buffered: true });
  let loading: unknown;
  Object.defineProperty(window, 'GameSdkLoading', {
    configurable: true,
    get: () => loading,
    set(value: { start: (...args: unknown[]) => unknown }) {
      const start = value.start;
      loading = {
        ...value,
        start(...args: unknown[]) {
          const sdk = (window as unknown as { Sdk: { setLoadingProgress(value: number): void } }).Sdk;
          const report = sdk.setLoadingProgress;
          sdk.setLoadingProgress = function (value: number) {
            trace.reports.push({ value, at: performance.now() });
            return report.call(this, value);
          };
          const scope = window as unknown as { createUnityInstance: (canvas: unknown, config: unknown, onProgress: (value: number) => void) => Promise<unknown> };
          const create = scope.createUnityInstance;
          let finalTaskOpen = false;
          scope.createUnityInstance = (canvas, config, onProgress) =>
            create(canvas, config, (progress) => {
              trace.progress.push({ value: progress, at: performance.now() });
              if (progress >= 1) {
                finalTaskOpen = true;
                setTimeout(() => (finalTaskOpen = false), 0);
              }
              onProgress(progress);
            }).then((instance) => {
              trace.resolvedInFinalTask = finalTaskOpen;
              return instance;
            });
          return start(...args);
        },
      };
    },
  });
}

const time = (entry: EventLogEntry) => Date.parse(entry.at);

const CASES: UnityBuildSettings[] = UNITY_LINES.flatMap((line) =>
  COMPRESSIONS.flatMap((compression) => (compression === 'Disabled' ? [false] : [false, true]).map((fallback) => ({ line, compression, fallback }))),
);

test.describe.configure({ mode: 'parallel' });

for (const unity of CASES) {
  const name = `Unity ${unity.line}, ${unity.compression}${unity.fallback ? ' with Decompression Fallback' : ''}`;
  test(`${name}: the loader behaves as recorded; progress reaches the platform at least every 3 s until the engine starts, the download's 80 before the game's reports`, async ({ page, context }) => {
    test.setTimeout(120_000);
    const build = makeEngineBuild({ template: 'GameSdk', dataBytes: 256 * 1024, codeBytes: 1024 * 1024, unity });
    const platform = await startMockPlatform({ games: { unity: build } });
    try {
      await platform.control.setLoadingMode('manual');
      await platform.control.setLoginReminders(false);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: RTT_MS, downloadThroughput: DOWN_BYTES_PER_S, uploadThroughput: DOWN_BYTES_PER_S });
      const consoleErrors: string[] = [];
      // A failed response is said by the browser too; those are checked by their paths.
      page.on('console', (message) => void (message.type() === 'error' && !message.text().startsWith('Failed to load resource') && consoleErrors.push(message.text())));
      const failedResponses: string[] = [];
      page.on('response', (response) => void (response.status() >= 400 && failedResponses.push(new URL(response.url()).pathname)));
      await page.addInitScript(traceLoader);

      await page.goto(`${platform.url}/play/unity/index.html`);
      await page.waitForFunction(() => (window as unknown as { engineGame?: { doneAt?: number } }).engineGame?.doneAt !== undefined, null, { timeout: 90_000 });
      const trace = await page.evaluate(() => (window as unknown as { loaderTrace: LoaderTrace }).loaderTrace);
      const game = await page.evaluate(() => (window as unknown as { engineGame: { steps: { operation: string; at: number }[] } }).engineGame);
      const events = await platform.control.getEvents();
      expect(consoleErrors).toEqual([]);
      expect(failedResponses.filter((path) => path !== '/favicon.ico')).toEqual([]);

      // The fixture holds to the facts recorded for its line and mode.
      const values = trace.progress.map((call) => call.value);
      expect(values[0]).toBe(0);
      expect(values.at(-1)).toBe(1);
      expect(values.filter((value) => value > 0.9 && value < 1)).toEqual([]);
      expect(trace.resolvedInFinalTask).toBe(!FACTS.lines[unity.line]!.final.includes('later task'));
      const requests = (suffix: string) => trace.resources.filter((entry) => entry.name.includes(`/Build/game.${suffix}`));
      const code = requests('wasm')[0]!;
      const framework = requests('framework.js').map((entry) => entry.initiatorType);
      const lastBelowOne = trace.progress.filter((call) => call.value < 1).at(-1)!;
      if (unity.fallback) {
        expect(FACTS.modes.withFallback.loaderDownloads).toEqual(['frameworkUrl', 'codeUrl', 'dataUrl']);
        expect([framework, code.initiatorType]).toEqual([['fetch'], 'fetch']);
        // The loader's progress covers the code: it reached 0.9 only once the code was in.
        expect(lastBelowOne.value).toBeCloseTo(0.9, 5);
        expect(lastBelowOne.at).toBeGreaterThanOrEqual(code.responseEnd - 50);
      } else {
        expect(FACTS.modes.withoutFallback.loaderDownloads).toEqual(['dataUrl']);
        // A script tag (reusing the template's preload), never a download by the loader.
        expect(framework.length).toBe(1);
        expect(['link', 'script']).toContain(framework[0]);
        // The loader said its last word before the code was in: silent while the code downloads.
        expect(lastBelowOne.at).toBeLessThan(code.responseEnd - 1_000);
      }

      // The platform heard the page throughout: from init to the game's first own call, no gap over 3 s.
      const init = events.find((entry) => entry.call === 'init')!;
      const gameStarts = events.find((entry) => entry.seq > init.seq && (entry.call === 'gameReady' || (entry.call === 'loadingProgress' && (entry.args.percent as number) > DOWNLOAD_SHARE)))!;
      expect(gameStarts).toBeDefined();
      const pageReports = events.filter((entry) => entry.call === 'loadingProgress' && entry.seq > init.seq && entry.seq < gameStarts.seq);
      const moments = [init, ...pageReports, gameStarts].map(time);
      const gaps = moments.slice(1).map((at, index) => at - moments[index]!);
      expect(Math.max(...gaps), `gaps ${gaps.join(', ')} ms`).toBeLessThanOrEqual(MAX_GAP_MS);
      const percents = pageReports.map((entry) => entry.args.percent as number);
      expect(percents).toEqual([...percents].sort((a, b) => a - b));
      expect(percents.slice(0, -1).every((percent) => percent < DOWNLOAD_SHARE)).toBe(true);

      // The page handed the download's final report (80) to the SDK in the engine's start, before
      // the game's first own report, and nothing after it.
      // (C#'s reports reach the same Sdk object through the bridge: the game's first is its 90.)
      expect(game.steps.find((step) => step.operation === 'setLoadingProgress')).toBeDefined();
      const gameFirst = trace.reports.findIndex((call) => call.value > DOWNLOAD_SHARE);
      expect(trace.reports[gameFirst]!.value).toBe(90);
      const handed = trace.reports.slice(0, gameFirst);
      expect(handed.at(-1)!.value).toBe(DOWNLOAD_SHARE);
      expect(handed.filter((call) => call.value === DOWNLOAD_SHARE)).toHaveLength(1);
      expect(handed.at(-1)!.at).toBeGreaterThanOrEqual(trace.progress.find((call) => call.value === 1)!.at);
      // It reached the platform, unless the SDK still waited for the answer to the page's previous
      // report when the game's own came (the SDK sends the latest of the values waiting then: the
      // game's, within its answer wait of 2 s; there is no gap either way).
      if (percents.at(-1) !== DOWNLOAD_SHARE) expect(time(gameStarts) - time(pageReports.at(-1)!)).toBeLessThan(2_000);
      const session = (await platform.control.getSessions())[0]!;
      expect(session).toMatchObject({ loadingMode: 'manual', sentHome: null });
    } finally {
      await platform.close();
      rmSync(build, { recursive: true, force: true });
    }
  });
}
