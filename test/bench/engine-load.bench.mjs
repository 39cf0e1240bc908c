// Loading an engine build on a mobile link, in Chromium on the mock platform in Manual loading
// mode: an engine-shaped Unity build (unity-bridge/scripts/engine-build.mjs: the emcc-linked
// game with GameSdk.jslib and gamesdk.jspre, the fixture of Unity 2022.3's loader recorded from
// real builds, Compression Format Disabled) with a 20 MB data file, at 150 ms round trip and 1.6 Mbit/s, through the package's
// GameSdk template (the SDK starts with the page and reports the download) and through a page
// without the SDK (the SDK starts from the engine, as before the template). Prints, per page: the
// time from the page's start to the SDK initialised and to startGameAsync resolved, the longest
// gap between progress reports the platform received (from the page's start; and during the
// download only), and whether the platform sent the player home. One run each; asserts nothing.
import { rmSync } from 'node:fs';
import { startMockPlatform } from '@gamesdk/mock-platform';
import { DOWN_BYTES_PER_S, RTT_MS, launchChromium, throttle } from './mobile-link.mjs';
import { makeEngineBuild } from '@gamesdk/unity-bridge-tests/scripts/engine-build.mjs';

const DATA_BYTES = 20 * 1_000_000;
const PAGES = [
  ['GameSdk', 'GameSdk template (SDK starts with the page)'],
  ['StockLike', 'page without the SDK (SDK starts from the engine)'],
];

const browser = await launchChromium();

async function run(template) {
  const build = makeEngineBuild({ template, dataBytes: DATA_BYTES });
  const platform = await startMockPlatform({ games: { unity: build } });
  const context = await browser.newContext();
  try {
    await platform.control.setLoadingMode('manual');
    await platform.control.setLoginReminders(false);
    const page = await context.newPage();
    // When the page's SDK is initialised (the template's); an engine-started SDK is not on the page.
    await page.addInitScript(() => {
      const poll = setInterval(() => {
        if (window.Sdk?.isInitialized?.()) {
          window.benchSdkInitializedAt = performance.now();
          clearInterval(poll);
        }
      }, 20);
    });
    await throttle(context, page);
    await page.goto(`${platform.url}/play/unity/index.html`);
    const ended = await page
      .waitForFunction(() => window.engineGame?.doneAt !== undefined || document.querySelector('#gamesdk-error')?.textContent, null, { timeout: 600_000, polling: 500 })
      .then(() => true, () => false);
    const game = await page.evaluate(() => ({ engine: window.engineGame ?? null, sdkAt: window.benchSdkInitializedAt ?? null }));
    const events = await platform.control.getEvents();
    const time = (entry) => Date.parse(entry.at);
    const pageStart = time(events.find((entry) => entry.call === 'pageLoad'));
    const progress = events.filter((entry) => entry.call === 'loadingProgress').map(time);
    const engineStart = game.engine ? pageStart + game.engine.startedAt : Infinity; // performance.now() counts from the page's start too
    const gapsOf = (times) => times.slice(1).map((t, i) => t - times[i]);
    const longest = (gaps) => (gaps.length ? Math.max(...gaps) : NaN);
    // From the page's start to the engine's: the silence a Manual-mode loading screen counts.
    const duringDownload = [pageStart, ...progress.filter((t) => t < engineStart), ...(Number.isFinite(engineStart) ? [engineStart] : [])];
    // An engine step counts only when it succeeded: a page sent home has its late init refused.
    const succeededAt = (operation) => {
      const step = game.engine?.steps.find((each) => each.operation === operation);
      return step && !step.outcome?.error && step.outcome?.ok !== false ? step.at : NaN;
    };
    const initialized = game.sdkAt ?? succeededAt('initializeAsync');
    const started = succeededAt('startGameAsync');
    return {
      ended,
      initialized,
      engineReady: game.engine?.startedAt ?? NaN,
      started,
      reports: progress.length,
      longestGap: longest(gapsOf([pageStart, ...progress])),
      longestGapDownloading: longest(gapsOf(duringDownload)),
      // A page is sent home with or without a session (the loading screen starts with the page).
      sentHome: events.some((entry) => entry.call === 'sentHome'),
    };
  } finally {
    await context.close();
    await platform.close();
    rmSync(build, { recursive: true, force: true });
  }
}

const s = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : 'never');
console.log(`engine build load in Chromium: ${DATA_BYTES / 1e6} MB data, ${RTT_MS} ms round trip, ${DOWN_BYTES_PER_S * 8 / 1e6} Mbit/s down, Manual loading mode (one run each)`);
try {
  for (const [template, label] of PAGES) {
    const r = await run(template);
    console.log(`  ${label}:`);
    console.log(`    SDK initialised ${s(r.initialized)} after the page started; engine ready ${s(r.engineReady)}; startGameAsync resolved ${s(r.started)}${r.ended ? '' : ' (the game did not finish)'}`);
    console.log(`    progress reports: ${r.reports}; longest gap ${s(r.longestGap)} (from the page's start to the engine's: ${s(r.longestGapDownloading)}); sent home: ${r.sentHome ? 'yes' : 'no'}`);
  }
} finally {
  await browser.close();
}
