// The shared behaviour vectors (test/vectors/behaviour.json) on the real Godot 4.6 web runtime:
// the addon's GameSdk singleton runs every case through JavaScriptBridge and the page's Sdk.bridge
// against the mock platform (one page per player and profile, as the other engines' runners), and
// every case again on the addon's mocks (the project setting gamesdk/use_mocks: the bridge
// disabled). The GDScript runner (test/projects/runner/vectors.gd) reads the same file, so a case
// added to it runs here without a change; this side counts the cases each group must report.
import { readFileSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { startMockPlatform, type RunningMockPlatform } from '@gamesdk/mock-platform';
import { loadVectors, type VectorCase } from '../../../test/vectors/vectors';
import { addonFiles, makeGameFolder, runnerFiles } from '../support/godot-runtime.mjs';
import { failures, reportOf } from '../support/engine-page';

// Operations GameSdk expresses another way have no method, and the runner leaves their cases out
// by the same rule: events (signals), helpers (results need no parse_error) and the bridges' own
// operations (a prompt's login is prompt.login()).
const manifest = JSON.parse(readFileSync(new URL('../../../sdk-core/api/operations.json', import.meta.url), 'utf8')) as { operations: Array<{ module: string; name: string; kind: string; bridgeOnly?: boolean }> };
const otherwise = new Set(manifest.operations.filter((op) => op.kind === 'event' || op.kind === 'helper' || op.bridgeOnly).map((op) => (op.module ? `${op.module}.${op.name}` : op.name)));
const vectors = loadVectors().filter((vector) => !otherwise.has(vector.call));
const profileOf = (vector: VectorCase) => vector.profile ?? 'partner';

let platform: RunningMockPlatform;
test.beforeAll(async () => {
  const web = makeGameFolder('vectors', { project: 'vectors', page: 'with-sdk.html', browserScript: true, extraFiles: [...addonFiles(), ...runnerFiles()] });
  const mocks = makeGameFolder('vectors-mocks', { project: 'vectors-mocks', page: 'engine-only.html', extraFiles: [...addonFiles(), ...runnerFiles()] });
  platform = await startMockPlatform({ games: { godot: web, 'godot-mocks': mocks } });
});
test.afterAll(async () => platform?.close());

const stageOf = (vector: VectorCase) => (vector as VectorCase & { stage?: 'loaded' | 'initialized' | 'started' }).stage ?? 'started';
/** A page per player, profile and stage the file has cases for, in the file's order. */
const groups = [...new Map(vectors.map((vector) => {
  const group = { player: vector.player, profile: profileOf(vector), stage: stageOf(vector) };
  return [JSON.stringify(group), group] as const;
})).values()];
/** The checks the runner makes before the cases: the stage's own steps. */
const stageChecks = { loaded: [], initialized: ['initialize resolves'], started: ['initialize resolves', 'start_game resolves'] };

for (const group of groups) {
  const cases = vectors.filter((vector) => vector.player === group.player && profileOf(vector) === group.profile && stageOf(vector) === group.stage);
  test(`behaviour vectors through JavaScriptBridge and Sdk.bridge, ${group.player} player, ${group.profile} profile, ${group.stage} (${cases.length} cases)`, async ({ page }) => {
    await platform.control.setPlayer({ id: `godot-${group.player}-${group.profile}-${group.stage}-${Date.now()}`, registered: group.player === 'registered' });
    const query = new URLSearchParams({ sdk_platform: group.profile === 'partner' ? 'partner' : 'local', group: JSON.stringify({ mocks: false, ...group }) });
    await page.goto(`${platform.url}/play/godot/index.html?${query}`);
    const { report } = await reportOf(page, 'vectors', 90_000);
    expect(failures(report)).toEqual([]);
    expect(report.results.map((check) => check.name)).toEqual(["the singleton runs on the page's Sdk.bridge", ...stageChecks[group.stage], ...cases.map((vector) => vector.name)]);
  });
}

test(`behaviour vectors on the addon's mocks, the bridge disabled (${vectors.length} cases)`, async ({ page }) => {
  // Every case in one run of the engine: on a busy machine (load 19 on 2 cores) it took 72 s, past
  // the default test timeout; with the offer text's 21 cases, at load 29, past 90 s. The report is
  // awaited up to 170 s.
  test.setTimeout(180_000);
  const query = new URLSearchParams({ group: JSON.stringify({ mocks: true }) });
  await page.goto(`${platform.url}/play/godot-mocks/index.html?${query}`);
  const { report } = await reportOf(page, 'vectors', 170_000);
  expect(failures(report)).toEqual([]);
  expect(report.results.map((check) => check.name)).toEqual(['the singleton runs on the mocks', ...vectors.map((vector) => vector.name)]);
});
