// The shared recovery scenarios (test/vectors/recovery.json; test/README.md#recovery-scenarios) on
// the addon's recovery helper, on the real Godot 4.6 web runtime: through JavaScriptBridge and the
// page's Sdk.bridge against the mock platform, and on the addon's mocks (gamesdk/use_mocks: the
// bridge disabled), through the one runner (test/vectors/runner) and the GDScript shim
// (test/projects/runner/shim.gd); every scenario of the file must pass (no silent skip).
import { test, expect } from '@playwright/test';
import { startMockPlatform, type RunningMockPlatform } from '@gamesdk/mock-platform';
import { recoveryScenarios as scenarios } from '../../../test/vectors/recovery';
import { addonFiles, makeGameFolder, runnerFiles } from '../support/godot-runtime.mjs';
import { runRecovery, summary, type RunReport } from '../../../test/vectors/runner/run';
import { godotEngine } from '../support/shim';

let platform: RunningMockPlatform;
test.beforeAll(async () => {
  const web = makeGameFolder('recovery', { project: 'recovery', page: 'with-sdk.html', browserScript: true, extraFiles: [...addonFiles(), ...runnerFiles()] });
  const mocks = makeGameFolder('recovery-mocks', { project: 'recovery-mocks', page: 'engine-only.html', extraFiles: [...addonFiles(), ...runnerFiles()] });
  platform = await startMockPlatform({ games: { godot: web, 'godot-mocks': mocks } });
});
test.afterAll(async () => platform?.close());

function hold(report: RunReport): void {
  console.log(summary('recovery.json', report));
  expect(report.failed).toEqual([]);
  // No silent skip: every scenario of the file ran on the helper and passed.
  expect(report.passed).toEqual(scenarios.map((scenario) => scenario.name));
}

test(`recovery scenarios through JavaScriptBridge and Sdk.bridge on the mock platform (${scenarios.length} scenarios)`, async ({ page }) => {
  test.setTimeout(420_000);
  await platform.control.setPlayer({ id: `godot-recovery-${Date.now()}`, registered: true });
  await page.goto(`${platform.url}/play/godot/index.html`);
  hold(await runRecovery(await godotEngine((work, arg) => page.evaluate(work, arg), 'godot-web')));
});

test(`recovery scenarios on the addon's mocks, the bridge disabled (${scenarios.length} scenarios)`, async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto(`${platform.url}/play/godot-mocks/index.html`);
  hold(await runRecovery(await godotEngine((work, arg) => page.evaluate(work, arg), 'godot-mocks')));
});
