// The real Godot 4.6 web runtime in headless Chromium (SwiftShader's WebGL 2): the time from
// `new Engine(...)` to `startGame()` resolved, and to the project's GDScript report, loading a pack
// our writer made from 127.0.0.1 (no network emulation); then, on the mock platform, the same for
// the call sequence through GameSdk and Sdk.bridge (its report comes after startGameAsync, a save,
// two purchase recoveries and an ad). Medians of 5 runs, each in a fresh browser context. Prints
// figures; asserts nothing.
import { chromium } from '@playwright/test';
import { startMockPlatform } from '@gamesdk/mock-platform';
import { addonFiles, makeGameFolder } from '../test/support/godot-runtime.mjs';
import { serveFolder } from '../test/support/serve-folder.mjs';

const RUNS = 5;
const bytes = Buffer.from(Array.from({ length: 37 }, (_, i) => (i * 7) % 256));

const runtimeOnly = makeGameFolder('bench-runtime-check', {
  project: 'runtime-check',
  page: 'engine-only.html',
  extraFiles: [{ path: 'res://extra/bytes.bin', data: bytes }, { path: 'res://extra/empty.txt', data: '' }, ...addonFiles()],
});
const withSdk = makeGameFolder('bench-call-sequence', { project: 'call-sequence', page: 'with-sdk.html', browserScript: true, extraFiles: addonFiles() });
const served = await serveFolder(runtimeOnly);
const platform = await startMockPlatform({ games: { godot: withSdk } });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--use-angle=swiftshader'] });

/** Opens `url` in a fresh context and waits (60 s at most) for the GDScript report. */
async function measure(url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  const frame = () => page.frames().find((candidate) => candidate.url().includes('index.html')) ?? page.mainFrame();
  const deadline = Date.now() + 60_000;
  let state = null;
  while (Date.now() < deadline) {
    state = await frame()
      .evaluate(() => window.godotTest && { engineStartedMs: window.godotTest.engineStartedMs, firstReportMs: window.godotTest.firstReportMs, errors: window.godotTest.errors })
      .catch(() => null);
    if (state?.firstReportMs != null || state?.errors?.length) break;
    await new Promise((done) => setTimeout(done, 100));
  }
  await context.close();
  if (!state || state.firstReportMs == null) throw new Error(`no report from ${url}: ${JSON.stringify(state)}`);
  return state;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const line = (label, values) => console.log(`${label.padEnd(58)} median ${median(values).toFixed(0).padStart(5)} ms  (min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)})`);

try {
  for (const [label, url] of [
    ['runtime alone (static server)', `${served.url}/index.html`],
    ['on the mock platform, the call sequence through Sdk.bridge', `${platform.url}/play/godot/index.html`],
  ]) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measure(url));
    console.log(`\n${label}, ${RUNS} runs:`);
    line('  new Engine to startGame() resolved', runs.map((run) => run.engineStartedMs));
    line('  new Engine to the GDScript report', runs.map((run) => run.firstReportMs));
  }
} finally {
  await browser.close();
  await platform.close();
  await served.close();
}
