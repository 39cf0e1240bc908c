// A Godot game on the mock platform, opened in the platform shell: its GDScript runs the launch
// sequence through the addon's web transport seed (JavaScriptBridge to Sdk.bridge) on the real
// Godot 4.6 web runtime, and the platform saw every call.
import { test, expect } from '@playwright/test';
import { shellUrl, startMockPlatform, type RunningMockPlatform } from '@gamesdk/mock-platform';
import { addonFiles, makeGameFolder } from '../support/godot-runtime.mjs';
import { failures, reportOf } from '../support/engine-page';

let platform: RunningMockPlatform;
test.beforeAll(async () => {
  const folder = makeGameFolder('call-sequence', { project: 'call-sequence', page: 'with-sdk.html', browserScript: true, extraFiles: addonFiles() });
  platform = await startMockPlatform({ games: { godot: folder } });
});
test.afterAll(async () => platform?.close());

test('GDScript runs the launch sequence, a save round trip, the purchase recovery and an ad through GameSdk and Sdk.bridge, the platform saw them, and its events reach the signals', async ({ page }) => {
  await page.goto(shellUrl(platform.url, 'godot'));
  await expect.poll(() => page.frames().some((frame) => frame.url().includes('/play/godot/'))).toBe(true);
  const game = page.frames().find((frame) => frame.url().includes('/play/godot/'))!;
  const { report } = await reportOf(game, 'call-sequence');
  expect(failures(report)).toEqual([]);
  expect(report.results).toHaveLength(18);

  // The platform's log, in order: the page, the SDK's init, the progress reports (150 was refused
  // in the page with INVALID_PARAM and never sent), the game ready, one save; the two seeded
  // purchases recovered once each (a list, then per purchase the save holding the grant and the
  // consume; a second round lists none; the second recovery, single-flight, lists once more and
  // grants nothing), then the game's own list. Reports are coalesced
  // (the latest value wins while one is in flight), so of 30, 70 and 100 the platform sees the
  // first and any of the later ones, in order, all before gameReady.
  const events = await platform.control.getEvents();
  const calls = events.map((entry) => entry.call);
  expect(calls.filter((call) => call !== 'loadingProgress')).toEqual([
    'pageLoad', 'init', 'gameReady', 'saveData',
    'control.seedPurchases', 'purchases', 'saveData', 'consume', 'saveData', 'consume', 'purchases', 'purchases', 'purchases',
  ]);
  expect(await platform.control.getPurchases()).toEqual([]);
  expect(events.filter((entry) => !['served', 'ok'].includes(entry.outcome)).map((entry) => `${entry.call}: ${entry.outcome}`)).toEqual([]);
  expect(calls.lastIndexOf('loadingProgress')).toBeLessThan(calls.indexOf('gameReady'));
  const percents = events.filter((entry) => entry.call === 'loadingProgress').map((entry) => entry.args.percent as number);
  expect(percents[0]).toBe(30);
  expect(percents.every((percent, at) => [30, 70, 100].includes(percent) && (at === 0 || percent > percents[at - 1]!))).toBe(true);
  expect(await platform.control.getPlayerData()).toMatchObject({ data: { 'godot-save': '{"level":3,"coins":120}' } });

  // The checklist: the engine's own requests (index.wasm, game.pck) stayed relative, and nothing
  // failed. First load is judged from the page's start to startGameAsync; its time depends on the
  // machine (the engine start is measured, not asserted), so only its judgement is required here.
  const checklist = await platform.control.getChecklist();
  const status = Object.fromEntries(checklist.items.map((item) => [item.key, item.status]));
  expect(status).toMatchObject({ 'relative-paths': 'pass', 'no-external-links': 'pass', 'guest-errors': 'pass' });
  expect(checklist.items.filter((item) => item.key !== 'first-load' && item.status === 'finding').map((item) => item.key)).toEqual([]);
  const firstLoad = checklist.items.find((item) => item.key === 'first-load')!;
  expect(firstLoad.status).not.toBe('not-observed');
  expect(firstLoad.evidence.join('\n')).toMatch(/startGameAsync \d+\.\d\d s after the platform began serving its page/);
  // The platform's events reach GameSdk's signals.
  await platform.control.fire('pause');
  await platform.control.fire('resume');
  await expect.poll(async () => (await game.evaluate(() => (window as unknown as { godotTest: { reports: Array<{ kind: string; results: Array<{ detail: string }> }> } }).godotTest.reports.filter((r) => r.kind === 'events').map((r) => r.results[0]!.detail).pop())), { timeout: 10_000 }).toBe('pause,resume');
  console.log(`first load on the mock platform: ${checklist.items.find((item) => item.key === 'first-load')!.evidence.join('; ')}`);
});
