// The addon's editor and desktop mocks on the real Godot 4.6 web runtime (the project setting
// gamesdk/use_mocks disables the bridge, as in the editor): GameSdk.mock scripts the platform with
// the mock platform's control verbs (test/projects/runner/mock_controls.gd) and runs every shared
// control vector through the one runner (test/vectors/runner) on the GDScript shim
// (test/projects/runner/shim.gd). The purchase
// recovery's exactly-once procedure on the mocks is the shared scenarios' (recovery.spec.ts).
import { test, expect } from '@playwright/test';
import { addonFiles, makeGameFolder, runnerFiles } from '../support/godot-runtime.mjs';
import { failures, reportOf } from '../support/engine-page';
import { godotEngine } from '../support/shim';
import { runControl, summary } from '../../../test/vectors/runner/run';
import { serveFolder, type Served } from '../support/serve-folder.mjs';
import { controlCases } from '../../../test/vectors/control';

let served: Served;
let control: Served;
test.beforeAll(async () => {
  served = await serveFolder(makeGameFolder('mock-controls', { project: 'mock-controls', page: 'engine-only.html', extraFiles: [...addonFiles(), ...runnerFiles()] }));
  control = await serveFolder(makeGameFolder('control-mocks', { project: 'vectors-mocks', page: 'engine-only.html', extraFiles: [...addonFiles(), ...runnerFiles()] }));
});
test.afterAll(async () => {
  await served?.close();
  await control?.close();
});

test(`every control vector (test/vectors/control.json) on the mocks through GameSdk.mock (${controlCases.length} cases)`, async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto(`${control.url}/index.html`);
  const report = await runControl(await godotEngine((work, arg) => page.evaluate(work, arg), 'godot-mocks'));
  console.log(summary('control.json', report));
  expect(report.failed).toEqual([]);
  expect(report.passed).toEqual(controlCases.map((c) => c.name));
});

test('the mocks answer as the platform and GameSdk.mock scripts faults, players, events and outcomes', async ({ page }) => {
  await page.goto(`${served.url}/index.html`);
  const { report } = await reportOf(page, 'mock-controls');
  expect(failures(report)).toEqual([]);
  expect(report.results.map((check) => check.name)).toEqual([
    'GameSdk runs on the mocks with gamesdk/use_mocks',
    'a call before initialize fails NOT_INITIALIZED, naming initializeAsync',
    'a purchase before start_game fails INVALID_OPERATION',
    'set_outcome checkout close: the purchase fails IAP_PURCHASE_CANCELLED',
    'the next purchase succeeds, sandbox and unsigned',
    "a claim's answer reaches grant, then the purchase is consumed",
    'recovery options without has_token fail INVALID_PARAM',
    'fire raises the paused and exit_requested signals',
    'login registers the player and closed says so',
    'a login on a closed prompt succeeds and changes nothing',
    'a login on a prompt never shown fails INVALID_PARAM',
    'set_outcome registration close: the prompt closes as it opens, the player stays a guest',
    'a registered player sees the plans with their terms',
    'subscribe activates the plan; a second one fails INVALID_OPERATION',
    'set_entry_payload is what session.get_entry_point_data answers',
    'a rewarded ad on the mocks: no_fill then after_ad, never ad_viewed',
    'an interstitial refuses a rewarded callback',
    "a deprecated flat name answers as its module's method",
    'reset: a fresh platform, not initialised',
  ]);
  // Each deprecated name warns once, naming its replacement, however often the game calls it.
  const warnings = (await page.evaluate(() => (window as unknown as { godotTest: { warnings: string[] } }).godotTest.warnings)).filter((line) => line.includes('deprecated'));
  expect(warnings).toEqual([
    'WARNING: GameSdk.player_get_id is deprecated and goes in the next release: call GameSdk.player.get_id()',
    'WARNING: GameSdk.iap_is_supported is deprecated and goes in the next release: call GameSdk.iap.is_supported()',
  ]);
});
