// A Unity game through the package's WebGL template, in Chromium on the mock platform, as an
// engine-shaped build (unity-bridge/scripts/engine-build.mjs): the template preprocessed as
// Unity's build does, the fixture of Unity 2022.3's loader recorded from real builds
// (unity-bridge/test/real-builds; Compression Format Disabled), and the engine's code linked by emcc with GameSdk.jslib and gamesdk.jspre, making the
// guest's call sequence once the engine started. Under the 150 ms / 1.6 Mbit/s profile and in
// Manual loading mode (the platform's 15 s window), the SDK starts with the page: it is ready
// before the engine, the download's progress reaches the platform throughout, the player is not
// sent home, the engine's first call finds the SDK ready. Nothing here asserts a duration; the
// checklist's first-load item measures one, as the platform does.
import { rmSync } from 'node:fs';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { makeEngineBuild } from '@gamesdk/unity-bridge-tests/scripts/engine-build.mjs';
import { startMockPlatform, type ChecklistReport, type EventLogEntry, type MockSessionView } from '@gamesdk/mock-platform';

const MiB = 1024 * 1024;
const RTT_MS = 150;
const DOWN_BYTES_PER_S = 1_600_000 / 8;

interface EngineGame {
  startedAt: number;
  sdkReadyAtStart: boolean;
  samePageSdk: boolean;
  steps: { operation: string; outcome: { ok: boolean; value?: unknown; error?: { code: string } }; at: number }[];
  doneAt?: number;
}

interface Played {
  game: EngineGame;
  session: MockSessionView;
  calls: EventLogEntry[];
  progressWhileDownloading: number[];
  requests: string[];
  failedResponses: string[];
  consoleErrors: string[];
  checklist: ChecklistReport;
}

/** Opens the build made with `dataBytes` of data through the GameSdk template, on the mobile profile in Manual mode, and plays it to the end of its call sequence. */
async function play(page: Page, context: BrowserContext, dataBytes: number): Promise<Played> {
  const build = makeEngineBuild({ template: 'GameSdk', dataBytes });
  const platform = await startMockPlatform({ games: { unity: build } });
  try {
    await platform.control.setLoadingMode('manual');
    await platform.control.setLoginReminders(false); // the game shows its own prompt: the team turns the reminders off (checklist item 3)
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: RTT_MS, downloadThroughput: DOWN_BYTES_PER_S, uploadThroughput: DOWN_BYTES_PER_S });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    const failedResponses: string[] = [];
    page.on('response', (response) => void (response.status() >= 400 && failedResponses.push(new URL(response.url()).pathname)));
    const consoleErrors: string[] = [];
    // A failed response is said by the browser too; those are checked by their paths.
    page.on('console', (message) => void (message.type() === 'error' && !message.text().startsWith('Failed to load resource') && consoleErrors.push(message.text())));
    const engineStarted = () => page.evaluate(() => (window as unknown as { engineGame?: EngineGame }).engineGame !== undefined);

    await page.goto(`${platform.url}/play/unity/index.html`);
    // Until the engine runs (the loader has downloaded everything), the progress the platform has seen is the page's.
    const progressWhileDownloading: number[] = [];
    await expect
      .poll(async () => {
        const percents = (await platform.control.getEvents()).filter((entry) => entry.call === 'loadingProgress').map((entry) => entry.args.percent as number);
        if (await engineStarted()) return true;
        progressWhileDownloading.splice(0, progressWhileDownloading.length, ...percents);
        return false;
      }, { timeout: 150_000, intervals: [500] })
      .toBe(true);
    await page.waitForFunction(() => (window as unknown as { engineGame?: EngineGame }).engineGame?.doneAt !== undefined, null, { timeout: 30_000 });
    const game = await page.evaluate(() => (window as unknown as { engineGame: EngineGame }).engineGame);
    const sessions = await platform.control.getSessions();
    expect(sessions).toHaveLength(1);
    const calls = (await platform.control.getEvents()).filter((entry) => entry.session === sessions[0]!.id);
    return { game, session: sessions[0]!, calls, progressWhileDownloading, requests, failedResponses, consoleErrors, checklist: await platform.control.getChecklist() };
  } finally {
    await platform.close();
    rmSync(build, { recursive: true, force: true });
  }
}

/**
 * What holds for every build through the template, whatever its size. `minimumReports`: distinct
 * progress values the platform must have received before the engine started (the page reports at
 * most every 500 ms; the SDK may coalesce further, so the bound is well under the download's length).
 */
function expectStartedWithThePage(played: Played, minimumReports: number): void {
  const { game, session, calls } = played;
  // The engine's first SDK call finds the page's SDK, already initialised; C#'s InitializeAsync
  // resolves with that initialisation: one init on the platform, one session.
  expect(game.samePageSdk).toBe(true);
  expect(game.sdkReadyAtStart).toBe(true);
  expect(game.steps.map((step) => [step.operation, step.outcome.ok])).toEqual([
    ['initializeAsync', true],
    ['setLoadingProgress', true],
    ['setLoadingProgress', true],
    ['startGameAsync', true],
    ['iap.getPurchasesAsync', true],
    ['data.setStringAsync', true],
    ['auth.isAuthenticated', true],
    ['auth.showRegistrationPrompt', true],
  ]);
  expect(session).toMatchObject({ loadingMode: 'manual', sentHome: null, readyAt: expect.any(String) });
  const names = calls.map((entry) => entry.call);
  expect(names.filter((name) => name === 'init')).toHaveLength(1);
  expect(names).not.toContain('sentHome');

  // The download's progress reached the platform while it ran, rising, within the template's
  // share; the game's own reports (90, 100) came after, then gameReady. Reports are coalesced (the
  // latest value wins, and startGameAsync supersedes a value not sent yet), so of the game's own
  // two the platform may see either, both or neither (gameReady says more), never one after gameReady.
  expect(new Set(played.progressWhileDownloading).size).toBeGreaterThanOrEqual(minimumReports);
  expect(Math.max(...played.progressWhileDownloading)).toBeLessThanOrEqual(80);
  const percents = calls.filter((entry) => entry.call === 'loadingProgress').map((entry) => entry.args.percent as number);
  expect(percents).toEqual([...percents].sort((a, b) => a - b));
  const afterDownload = percents.filter((percent) => percent > 80);
  expect(afterDownload.every((percent) => percent === 90 || percent === 100)).toBe(true);
  expect(names.indexOf('init')).toBeLessThan(names.indexOf('loadingProgress'));
  expect(names.lastIndexOf('loadingProgress')).toBeLessThan(names.indexOf('gameReady'));

  // One browser script and no platform SDK added by the page: the partner SDK is fetched once, by the SDK.
  expect(played.requests.filter((path) => path.endsWith('/gamesdk.js'))).toEqual(['/play/unity/TemplateData/gamesdk.js']);
  expect(played.requests.filter((path) => path.endsWith('/partner-sdk.js'))).toHaveLength(1);
  expect(played.requests.filter((path) => !path.startsWith('/play/unity/') && !path.startsWith('/partner-platform/') && path !== '/favicon.ico')).toEqual([]);
  expect(played.failedResponses.filter((path) => path !== '/favicon.ico')).toEqual([]);
  expect(played.consoleErrors).toEqual([]);
}

const findings = (report: ChecklistReport) => report.items.filter((item) => item.status === 'finding');

test('a 1 MiB build through the template: the SDK is ready before the engine, the download is reported, and the call sequence ends with a clean checklist', async ({ page, context }) => {
  test.setTimeout(120_000);
  const played = await play(page, context, 1 * MiB);
  expectStartedWithThePage(played, 3);
  expect(played.checklist.findings, JSON.stringify(findings(played.checklist))).toBe(0);
});

test('a 4 MiB build through the template is never sent home in Manual mode: its download is reported throughout, and only the first-load item says it is too big for 10 s', async ({ page, context }) => {
  test.setTimeout(180_000);
  const played = await play(page, context, 4 * MiB);
  expectStartedWithThePage(played, 10);
  // 4 MiB cannot arrive in 10 s at 1.6 Mbit/s: the platform rejects that (item 1), and nothing else.
  expect(findings(played.checklist).map((item) => item.key)).toEqual(['first-load']);
  expect(findings(played.checklist)[0]!.evidence).toEqual([expect.stringMatching(/startGameAsync [\d.]+ s after the platform began serving its page/)]);
});
