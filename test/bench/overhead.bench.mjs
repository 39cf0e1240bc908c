// What our SDK costs on top of the platform SDK it wraps, in Chromium on the mock platform at a
// 150 ms round trip (1.6 Mbit/s down): the same game, a loading bar of 20 progress reports between
// initialising and starting, written three ways:
//   direct   the platform SDK's own calls, its script in the page (what a game without us does:
//            <script src=partner-sdk.js>, PartnerSDK.init(), loadingProgress x 20, gameReady())
//   bare     the same without the 20 reports: the platform's own protocol alone, the floor no
//            wrapper can go below (the mock sends each report of direct; ours coalesce them)
//   web      our web script gamesdk.js (Sdk.initializeAsync, setLoadingProgress, startGameAsync)
//   engines  the engines' copy gamesdk-bridge.js, every call through Sdk.bridge.call as the
//            Unity, Defold and Godot libraries make it
// each calling at once, and 1 s after the page's scripts ran. Every page is served as the platform
// serves a game: with the launch declaration (the service's bundle step) and nothing more (the
// real bundle step is not known to add a preload of the platform SDK). Our two pages are written
// as the docs and the engine templates write them: the page start (browser-script/page-start.html)
// before our script, so the platform SDK downloads with it and opens the platform's session while
// our script is still on its way. "At once" is timed from the navigation's
// start (so the scripts each page must load count; the mock serves them uncompressed), and also
// from the arrival of the page's last script, which leaves out their download: what is left is the
// SDK's own work; at once, the line after says what our script's bytes alone take on the link
// (downloaded together with the platform SDK while the page start opens the session), and when
// our script arrived and the session was answered: what arrives after the session is what the page
// start cannot hide, as the game cannot call before our script has run). "1 s later" is timed from the game's first call; each until the game is started
// (gameReady answered). Medians of 5, the runs of every case taking turns; the overhead is the
// difference to direct and to bare, in round trips. Prints figures; asserts nothing.
import { copyFileSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMockPlatform } from '@gamesdk/mock-platform';
import { DOWN_BYTES_PER_S, RTT_MS, launchChromium, throttle } from './mobile-link.mjs';

const RUNS = 5;
const STEPS = 20;

// The game's loop, the same for every way: a progress report in a task of its own, as asset
// callbacks make them (without the 4 ms clamp of nested timers: what is measured is the SDK).
const gameLoop = (initialise, report, start) => `
  const later = new URLSearchParams(location.search).get('delay') === 'later';
  const nextTask = () => new Promise((resolve) => { const channel = new MessageChannel(); channel.port1.onmessage = resolve; channel.port2.postMessage(null); });
  setTimeout(async () => {
    const called = performance.now();
    ${initialise};
    for (let step = 1; step <= ${STEPS}; step++) { ${report}; await nextTask(); }
    ${start};
    window.loaded = { called, started: performance.now() };
  }, later ? 1000 : 0);`;

// The documented page start, as generated (npm run generate).
const pageStart = readFileSync(fileURLToPath(new URL('../../browser-script/page-start.html', import.meta.url)), 'utf8');

const pages = {
  direct: `<script src="/partner-platform/v1/partner-sdk.js"></script>
<script>${gameLoop('await PartnerSDK.init()', 'PartnerSDK.loadingProgress(step * 5)', 'await PartnerSDK.gameReady()')}</script>`,
  bare: `<script src="/partner-platform/v1/partner-sdk.js"></script>
<script>${gameLoop('await PartnerSDK.init()', '', 'await PartnerSDK.gameReady()')}</script>`,
  web: `${pageStart}
<script src="gamesdk.js"></script>
<script>${gameLoop('await Sdk.initializeAsync()', 'Sdk.setLoadingProgress(step * 5)', 'await Sdk.startGameAsync()')}</script>`,
  engines: `${pageStart}
<script src="gamesdk-bridge.js"></script>
<script>
  const bridge = async (operation, args) => { const answer = JSON.parse(await Sdk.bridge.call(operation, JSON.stringify(args))); if (!answer.ok) throw new Error(answer.error.code); };
  ${gameLoop("await bridge('initializeAsync', [])", "bridge('setLoadingProgress', [step * 5])", "await bridge('startGameAsync', [])")}
</script>`,
};

const game = mkdtempSync(join(tmpdir(), 'overhead-bench-'));
const dist = (file) => fileURLToPath(new URL(`../../browser-script/dist/${file}`, import.meta.url));
copyFileSync(dist('gamesdk.js'), join(game, 'gamesdk.js'));
copyFileSync(dist('gamesdk-bridge.js'), join(game, 'gamesdk-bridge.js'));
for (const [way, body] of Object.entries(pages)) writeFileSync(join(game, `${way}.html`), `<!doctype html><meta charset="utf-8"><title>${way}</title>\n${body}`);

const platform = await startMockPlatform({ games: { bench: game } });
const browser = await launchChromium();

/**
 * One load of one page: milliseconds until started, from the navigation (at once) or the first
 * call (later); and, at once, from the moment the page's last script had arrived (the platform
 * SDK's, and ours), which leaves out what downloading the scripts cost.
 */
async function run(way, delay) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await throttle(context, page);
  await page.goto(`${platform.url}/play/bench/${way}.html?delay=${delay}`);
  await page.waitForFunction(() => window.loaded !== undefined, null, { timeout: 60_000 });
  const { called, started, scriptsArrived, oursArrived, sessionAnswered } = await page.evaluate(() => {
    const resources = performance.getEntriesByType('resource');
    const end = (suffix) => resources.find((entry) => new URL(entry.name).pathname.endsWith(suffix))?.responseEnd ?? NaN;
    return {
      ...window.loaded,
      scriptsArrived: Math.max(...resources.filter((entry) => entry.name.endsWith('.js')).map((entry) => entry.responseEnd)),
      // Our script on our pages (none on direct and bare).
      oursArrived: end(`/${document.querySelector('script[src^="gamesdk"]')?.getAttribute('src')}`),
      sessionAnswered: end('/api/init'),
    };
  });
  await context.close();
  return delay === 'now' ? { ms: started, afterScripts: started - scriptsArrived, oursArrived, sessionAnswered } : { ms: started - called };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rtt = (ms) => (ms / RTT_MS).toFixed(2);
console.log(`SDK overhead over the platform SDK, Chromium, ${RTT_MS} ms round trip, ${DOWN_BYTES_PER_S * 8 / 1e6} Mbit/s down, a ${STEPS}-step loading bar (medians of ${RUNS})`);
try {
  const delays = [['now', 'at once (from the navigation)'], ['later', '1 s after the scripts (from the first call)']];
  const cases = delays.flatMap(([delay]) => Object.keys(pages).map((way) => ({ way, delay, runs: [] })));
  for (let i = 0; i < RUNS; i++) for (const each of cases) each.runs.push(await run(each.way, each.delay));
  for (const [delay, label] of delays) {
    const runs = (way) => cases.find((each) => each.way === way && each.delay === delay).runs;
    const of = (way, figure = 'ms') => median(runs(way).map((each) => each[figure]));
    const direct = of('direct');
    const bare = of('bare');
    console.log(`  ${label}: direct ${direct.toFixed(0)} ms = ${rtt(direct)} round trips; bare (no reports) ${bare.toFixed(0)} ms = ${rtt(bare)}`);
    for (const way of ['web', 'engines']) {
      const ms = of(way);
      // At once, the part of the overhead that is not our script's download: the SDK's own work.
      const own = delay === 'now' ? `; once the scripts had arrived ${rtt(of(way, 'afterScripts') - of('bare', 'afterScripts'))} over bare` : '';
      console.log(`    ${way.padEnd(8)} ${ms.toFixed(0)} ms = ${rtt(ms)} round trips; overhead ${rtt(ms - direct)} over direct, ${rtt(ms - bare)} over bare (goal: at most 0.20)${own}`);
    }
    if (delay === 'now') {
      const bytes = (file) => statSync(join(game, file)).size;
      const onTheLink = (file) => `${file} ${(bytes(file) / 1000).toFixed(1)} KB = ${rtt((bytes(file) / DOWN_BYTES_PER_S) * 1000)}`;
      console.log(`    our script's bytes alone on the link (served uncompressed), in round trips: ${onTheLink('gamesdk.js')}, ${onTheLink('gamesdk-bridge.js')}`);
      // Measured, not assumed: whether the page start's session was answered before our script had arrived.
      const arrivals = (way) => `${way}: our script arrived at ${of(way, 'oursArrived').toFixed(0)} ms, the page start's session answered at ${of(way, 'sessionAnswered').toFixed(0)} ms`;
      console.log(`    from the navigation (medians): ${arrivals('web')}; ${arrivals('engines')}`);
    }
  }
} finally {
  await browser.close();
  await platform.close();
  rmSync(game, { recursive: true, force: true });
}
