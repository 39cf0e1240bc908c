// The shared recovery scenarios (test/vectors/recovery.json; test/README.md#recovery-scenarios) on
// the addon's recovery helper, on the real Godot 4.6 web runtime: through JavaScriptBridge and the
// page's Sdk.bridge against the mock platform, and on the addon's mocks (gamesdk/use_mocks: the
// bridge disabled). The GDScript runner (test/projects/runner/recovery.gd) reads the same file and
// reports one check per scenario; this side holds that list to the file's, so a scenario the
// runner skipped, or one added to the file that it cannot run, fails the run.
import { test, expect } from '@playwright/test';
import { startMockPlatform, type RunningMockPlatform } from '@gamesdk/mock-platform';
import { recoveryScenarios as scenarios } from '../../../test/vectors/recovery';
import { addonFiles, makeGameFolder, runnerFiles } from '../support/godot-runtime.mjs';
import { failures, reportOf } from '../support/engine-page';

const expectedChecks = (on: string) => [`the singleton runs on ${on}`, 'initialize resolves', 'start_game resolves', ...scenarios.map((scenario) => scenario.name)];

let platform: RunningMockPlatform;
test.beforeAll(async () => {
  const web = makeGameFolder('recovery', { project: 'recovery', page: 'with-sdk.html', browserScript: true, extraFiles: [...addonFiles(), ...runnerFiles()] });
  const mocks = makeGameFolder('recovery-mocks', { project: 'recovery-mocks', page: 'engine-only.html', extraFiles: [...addonFiles(), ...runnerFiles()] });
  platform = await startMockPlatform({ games: { godot: web, 'godot-mocks': mocks } });
});
test.afterAll(async () => platform?.close());

test('the file has scenarios to run', () => {
  expect(scenarios.length).toBeGreaterThanOrEqual(10);
});

test(`recovery scenarios through JavaScriptBridge and Sdk.bridge on the mock platform (${scenarios.length} scenarios)`, async ({ page }) => {
  test.setTimeout(420_000);
  await platform.control.setPlayer({ id: `godot-recovery-${Date.now()}`, registered: true });
  const query = new URLSearchParams({ group: JSON.stringify({ mocks: false }) });
  await page.goto(`${platform.url}/play/godot/index.html?${query}`);
  const { report } = await reportOf(page, 'recovery', 400_000);
  expect(failures(report)).toEqual([]);
  expect(report.results.map((check) => check.name)).toEqual(expectedChecks("the page's Sdk.bridge"));
});

test(`recovery scenarios on the addon's mocks, the bridge disabled (${scenarios.length} scenarios)`, async ({ page }) => {
  test.setTimeout(120_000);
  const query = new URLSearchParams({ group: JSON.stringify({ mocks: true }) });
  await page.goto(`${platform.url}/play/godot-mocks/index.html?${query}`);
  const { report } = await reportOf(page, 'recovery', 110_000);
  expect(failures(report)).toEqual([]);
  expect(report.results.map((check) => check.name)).toEqual(expectedChecks('the mocks'));
});
