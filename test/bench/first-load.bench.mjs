// First load on a mobile link, in Chromium on the mock platform: the time from the game's
// initializeAsync() to startGameAsync() resolved, under CDP network emulation (150 ms round trip,
// 1.6 Mbit/s down), for a game that calls initializeAsync at once and one that calls it 1 s after
// the script ran; medians of 5 runs, in milliseconds and in round trips (and startGameAsync's own
// share), and the requests on the critical path; the runs of every case take turns, so a busy spell of the machine weighs on all
// alike. Three games: one that reports no progress, a loading bar (20 setLoadingProgress
// calls between initializeAsync and startGameAsync, each in a task of its own, as asset callbacks
// make them) and an engine reporting per chunk (200 calls in one tick). The page has no page start:
// what a page that left it out gets (the platform's SDK loads when the game calls initializeAsync;
// `gamesdk check` warns PAGE_START_MISSING); overhead.bench.mjs measures the documented page.
// Prints figures; asserts nothing.
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMockPlatform } from '@gamesdk/mock-platform';
import { DOWN_BYTES_PER_S, RTT_MS, launchChromium, throttle } from './mobile-link.mjs';

const RUNS = 5;

const game = mkdtempSync(join(tmpdir(), 'first-load-bench-'));
writeFileSync(
  join(game, 'index.html'),
  `<!doctype html><meta charset="utf-8"><title>first load</title>
<script src="gamesdk.js"></script>
<script>
  const params = new URLSearchParams(location.search);
  const delay = params.get('delay') === 'later' ? 1000 : 0;
  // A task of its own without the 4 ms clamp of nested timers: what is measured is the SDK, not the game.
  const nextTask = () => new Promise((resolve) => { const channel = new MessageChannel(); channel.port1.onmessage = resolve; channel.port2.postMessage(null); });
  const progress = {
    none: async () => {},
    bar: async () => { for (let step = 1; step <= 20; step++) { Sdk.setLoadingProgress(step * 5); await nextTask(); } },
    burst: async () => { for (let step = 1; step <= 200; step++) Sdk.setLoadingProgress(step / 2); },
  }[params.get('progress')];
  setTimeout(async () => {
    const started = performance.timeOrigin + performance.now();
    await Sdk.initializeAsync();
    await progress();
    const starting = performance.timeOrigin + performance.now();
    await Sdk.startGameAsync();
    window.firstLoad = { started, starting, ended: performance.timeOrigin + performance.now() };
  }, delay);
</script>`,
);

// The game ships the browser script, as every script-tag game does.
copyFileSync(fileURLToPath(new URL('../../browser-script/dist/gamesdk.js', import.meta.url)), join(game, 'gamesdk.js'));
const platform = await startMockPlatform({ games: { bench: game } });
const browser = await launchChromium();

async function run(delay, progress) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await throttle(context, page);
  const requests = [];
  page.on('requestfinished', (request) => {
    const timing = request.timing();
    requests.push({ path: new URL(request.url()).pathname, start: timing.startTime, end: timing.startTime + timing.responseEnd });
  });
  await page.goto(`${platform.url}/play/bench/index.html?delay=${delay}&progress=${progress}`);
  await page.waitForFunction(() => window.firstLoad !== undefined, null, { timeout: 30_000 });
  const { started, starting, ended } = await page.evaluate(() => window.firstLoad);
  await context.close();
  // Requests that were still under way, or began, between initializeAsync() and startGameAsync().
  const critical = requests.filter((request) => request.end > started && request.start < ended && !request.path.endsWith('/api/events') && !request.path.endsWith('/api/observe'));
  return { ms: ended - started, startMs: ended - starting, critical: critical.map((request) => request.path.replace(/^.*\//, '')).join(', ') };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`first load in Chromium, ${RTT_MS} ms round trip, ${DOWN_BYTES_PER_S * 8 / 1e6} Mbit/s down (medians of ${RUNS} runs)`);
try {
  const games = [['none', 'no progress call'], ['bar', 'a loading bar: 20 calls, 5 to 100'], ['burst', 'per-chunk progress: 200 calls in one tick']];
  const starts = [['now', 'initializeAsync at once'], ['later', 'initializeAsync 1 s after the script ran']];
  const cases = games.flatMap(([progress, game]) => starts.map(([delay, label]) => ({ progress, game, delay, label, runs: [] })));
  // Round-robin, so a busy spell of the machine weighs on every case alike.
  for (let i = 0; i < RUNS; i++) for (const each of cases) each.runs.push(await run(each.delay, each.progress));
  for (const { game, delay, label, runs } of cases) {
    if (delay === starts[0][0]) console.log(`  ${game}:`);
    const ms = median(runs.map((result) => result.ms));
    const startMs = median(runs.map((result) => result.startMs));
    console.log(`    ${label}: ${ms.toFixed(0)} ms = ${(ms / RTT_MS).toFixed(2)} round trips (startGameAsync alone ${(startMs / RTT_MS).toFixed(2)}); critical path: ${runs.at(-1).critical || '(none)'}`);
  }
} finally {
  await browser.close();
  await platform.close();
  rmSync(game, { recursive: true, force: true });
}
