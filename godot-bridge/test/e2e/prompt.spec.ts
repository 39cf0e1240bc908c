// The registration prompt and an ad on the real Godot 4.6 web runtime through JavaScriptBridge and
// the bridge host's 'godot' dialect, against the mock platform: the prompt's close arrives as the
// last signal of the call that showed it, its login names that call, and an ad's callbacks are
// signals of its call (test/projects/prompt/main.gd); a guest's save made in the same frame before
// the prompt reaches the platform first, so checklist item 2 holds.
import { test, expect } from '@playwright/test';
import { startMockPlatform, type RunningMockPlatform } from '@gamesdk/mock-platform';
import { addonFiles, makeGameFolder } from '../support/godot-runtime.mjs';
import { failures, reportOf } from '../support/engine-page';

let platform: RunningMockPlatform;
test.beforeAll(async () => {
  const folder = makeGameFolder('prompt', { project: 'prompt', page: 'with-sdk.html', browserScript: true, extraFiles: addonFiles() });
  platform = await startMockPlatform({ games: { godot: folder } });
});
test.afterAll(async () => platform?.close());

test("a guest's save in the same frame reaches the platform before the prompt; the prompt closes through the call's last signal and its login names the call; an ad's callbacks are signals of its call", async ({ page }) => {
  await platform.control.setPlayer({ id: `godot-prompt-${Date.now()}`, registered: false });
  await page.goto(`${platform.url}/play/godot/index.html`);
  const { report } = await reportOf(page, 'prompt');
  expect(failures(report)).toEqual([]);
  expect(report.results.map((check) => check.name)).toEqual([
    "GameSdk runs on the page's Sdk.bridge",
    'initialize resolves',
    'start_game resolves',
    "a guest's save made in the same frame as the prompt is accepted",
    'the prompt is shown at once',
    'the player closes it: closed says not registered, once',
    'a login on the closed prompt succeeds and changes nothing',
    "a blank message fails INVALID_PARAM with the host's context",
    'a rewarded ad answers at once',
    'its callbacks arrive as signals of the call, after_ad last',
  ]);
  // The platform saw the prompt shown and closed (it logs the close as it decides, before the
  // show call's own entry), then the login on it: once each.
  const calls = (await platform.control.getEvents()).map((entry) => entry.call).filter((call) => ['showRegistration', 'registrationClosed', 'login'].includes(call));
  expect([...calls.slice(0, 2)].sort()).toEqual(['registrationClosed', 'showRegistration']);
  expect(calls.slice(2)).toEqual(['login']);
  // Launch checklist item 2: the save made in the same frame as the prompt reached the platform first.
  const order = (await platform.control.getEvents()).map((entry) => entry.call).filter((call) => call === 'saveData' || call === 'showRegistration');
  expect(order).toEqual(['saveData', 'showRegistration']);
  const guestProgress = (await platform.control.getChecklist()).items.find((item) => item.key === 'guest-progress')!;
  expect(guestProgress.evidence.join('\n')).not.toMatch(/before any save/);
  expect(guestProgress.status).toBe('pass');
});
