// One refused player data write never blocks the saves after it (issue 32, finding 5), on the
// real Godot 4.6 web runtime: the GDScript's later saves succeed, the platform holds them, and a
// new page load reads them back.
import { test, expect } from '@playwright/test';
import { startMockPlatform, type RunningMockPlatform } from '@gamesdk/mock-platform';
import { addonFiles, makeGameFolder } from '../support/godot-runtime.mjs';
import { failures, reportOf } from '../support/engine-page';

let platform: RunningMockPlatform;
test.beforeAll(async () => {
  const folder = makeGameFolder('refused-save', { project: 'refused-save', page: 'with-sdk.html', browserScript: true, extraFiles: addonFiles() });
  platform = await startMockPlatform({ games: { godot: folder } });
});
test.afterAll(async () => platform?.close());

test('after a refused deep value, later saves of the session succeed and survive a reload', async ({ page }) => {
  await page.goto(`${platform.url}/play/godot/index.html?sdk_platform=partner&phase=save`);
  const saved = (await reportOf(page, 'refused-save', 90_000)).report;
  expect(failures(saved)).toEqual([]);
  expect(saved.results).toHaveLength(6);
  expect((await platform.control.getPlayerData()).data).toEqual({ after_deep: '5', coins_after_deep: 7 });

  await page.goto(`${platform.url}/play/godot/index.html?sdk_platform=partner&phase=reload`);
  const reloaded = (await reportOf(page, 'refused-save', 90_000)).report;
  expect(failures(reloaded)).toEqual([]);
  expect(reloaded.results.map((check) => check.name)).toEqual(['initialize resolves', 'start_game resolves', 'the saves read back, the refused value does not']);
});
