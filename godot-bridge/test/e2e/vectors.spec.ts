// The shared behaviour vectors (test/vectors/behaviour.json) on the real Godot 4.6 web runtime,
// through the one runner (test/vectors/runner) and the GDScript shim
// (test/projects/runner/shim.gd): the addon's GameSdk singleton runs every case through
// JavaScriptBridge and the page's Sdk.bridge against the mock platform (one page per player,
// profile and stage, as the other engines' runs), and every case again on the addon's mocks (the
// project setting gamesdk/use_mocks: the bridge disabled). Skipped: operations GameSdk expresses
// another way (events, helpers, a prompt's login) and the lone surrogates no GDScript String holds.
import { test, expect } from '@playwright/test';
import { startMockPlatform, type RunningMockPlatform } from '@gamesdk/mock-platform';
import { loadVectors, profileOf, stageOf } from '../../../test/vectors/vectors';
import { runVectors, summary, type RunReport } from '../../../test/vectors/runner/run';
import { addonFiles, makeGameFolder, runnerFiles } from '../support/godot-runtime.mjs';
import { godotEngine } from '../support/shim';

const vectors = loadVectors();

let platform: RunningMockPlatform;
test.beforeAll(async () => {
  const web = makeGameFolder('vectors', { project: 'vectors', page: 'with-sdk.html', browserScript: true, extraFiles: [...addonFiles(), ...runnerFiles()] });
  const mocks = makeGameFolder('vectors-mocks', { project: 'vectors-mocks', page: 'engine-only.html', extraFiles: [...addonFiles(), ...runnerFiles()] });
  platform = await startMockPlatform({ games: { godot: web, 'godot-mocks': mocks } });
});
test.afterAll(async () => platform?.close());

/** The only reasons a case may be skipped on Godot. */
const allowedSkips = ['GameSdk has no method for it (a signal, a Result or a prompt\'s own method instead)', 'a GDScript String cannot hold a lone UTF-16 surrogate'];

function hold(report: RunReport): void {
  console.log(summary('behaviour.json', report));
  expect(report.failed).toEqual([]);
  expect(report.skipped.filter((skip) => !allowedSkips.includes(skip.reason))).toEqual([]);
  expect(report.passed.length).toBeGreaterThan(0);
}

/** A page per player, profile and stage the file has cases for, in the file's order. */
const groups = [...new Map(vectors.map((vector) => {
  const group = { player: vector.player, profile: profileOf(vector), stage: stageOf(vector) };
  return [JSON.stringify(group), group] as const;
})).values()];

for (const group of groups) {
  test(`behaviour vectors through JavaScriptBridge and Sdk.bridge, ${group.player} player, ${group.profile} profile, ${group.stage}`, async ({ page }) => {
    test.setTimeout(300_000);
    await platform.control.setPlayer({ id: `godot-${group.player}-${group.profile}-${group.stage}-${Date.now()}`, registered: group.player === 'registered' });
    await page.goto(`${platform.url}/play/godot/index.html?${new URLSearchParams({ sdk_platform: group.profile === 'partner' ? 'partner' : 'local' })}`);
    hold(await runVectors(await godotEngine((work, arg) => page.evaluate(work, arg), `godot-web (${group.player}, ${group.profile}, ${group.stage})`, group)));
  });
}

test('behaviour vectors on the addon\'s mocks, the bridge disabled', async ({ page }) => {
  // Every case in one run of the engine, on a machine other runs share.
  test.setTimeout(300_000);
  await page.goto(`${platform.url}/play/godot-mocks/index.html`);
  const report = await runVectors(await godotEngine((work, arg) => page.evaluate(work, arg), 'godot-mocks'));
  hold(report);
  expect(report.passed.length + report.skipped.length).toBe(vectors.length);
});
