// Items the monitor judges from what the platform's page script and server observe: vibration,
// links and windows to other sites, root-absolute requests, and a guest's unhandled notification
// error, each done for real in Chromium by a careless fixture game.
import { fileURLToPath } from 'node:url';
import { expect, test as base } from '@playwright/test';
import { startMockPlatform, type RunningMockPlatform } from '@gamesdk/mock-platform';
import { statuses } from './farm';

const CARELESS = fileURLToPath(new URL('./fixtures/careless/', import.meta.url));

const test = base.extend<{ platform: RunningMockPlatform }>({
  platform: async ({}, use) => {
    const platform = await startMockPlatform({ games: { careless: CARELESS } });
    await use(platform);
    await platform.close();
  },
});

test('vibration, external links and windows, root-absolute requests and a guest\'s unhandled notification error are findings of items 9, 10 and 11', async ({ page, platform }) => {
  // "Other sites" are another loopback origin, answered here: nothing leaves the browser.
  await page.context().route(/^http:\/\/127\.0\.0\.2\//, (route) => route.fulfill({ status: 200, body: 'another site' }));
  await page.goto(`${platform.url}/play/careless/index.html?sdk_platform=partner`);
  await expect(page).toHaveTitle('started');
  let report = await platform.control.getChecklist();
  expect(statuses(report)).toMatchObject({ 'no-external-links': 'pass', 'relative-paths': 'pass', 'guest-errors': 'pass' });

  await page.click('#vibrate');
  await page.click('#open');
  await page.click('#logo');
  await page.click('#remind');
  await expect.poll(async () => (await platform.control.getChecklist()).findings).toBe(3);
  const popup = page.waitForEvent('popup');
  await page.click('#external');
  await (await popup).close();

  await expect.poll(async () => (await platform.control.getChecklist()).items.find((item) => item.key === 'no-external-links')!.evidence.length).toBe(3);
  report = await platform.control.getChecklist();
  const evidence = (key: string) => report.items.find((item) => item.key === key)!.evidence;
  expect(report.items.filter((item) => item.status === 'finding').map((item) => item.key)).toEqual(['no-external-links', 'relative-paths', 'guest-errors']);
  expect(evidence('no-external-links')).toEqual([
    expect.stringMatching(/^the page called navigator\.vibrate \(#\d+\)$/),
    expect.stringMatching(/^the page opened an external link to http:\/\/127\.0\.0\.2\/offer \(#\d+\)$/),
    expect.stringMatching(/^the page opened an external link to http:\/\/127\.0\.0\.2\/sign-up \(#\d+\)$/),
  ]);
  expect(evidence('relative-paths')).toEqual([expect.stringMatching(/^root-absolute request for \/images\/logo\.png from the page \/play\/[^ ]+ \(#\d+\)$/)]);
  expect(evidence('guest-errors')).toEqual([expect.stringMatching(/^guest player-1: unhandled PLAYER_NOT_AUTHENTICATED from notifications\.scheduleAsync \(#\d+: .+\)$/)]);
});

test('a root-absolute URL of the game\'s own sub-path (a build that hard-codes /play/<game>/) loads here and is still an item 10 finding', async ({ page, platform }) => {
  await page.goto(`${platform.url}/play/careless/index.html?sdk_platform=partner`);
  await expect(page).toHaveTitle('started');
  expect(statuses(await platform.control.getChecklist())).toMatchObject({ 'relative-paths': 'pass' });
  const served = page.waitForResponse('**/play/careless/gamesdk.js');
  await page.click('#hardcoded');
  expect((await served).status()).toBe(200);
  await expect.poll(async () => statuses(await platform.control.getChecklist())['relative-paths']).toBe('finding');
  const report = await platform.control.getChecklist();
  expect(report.items.find((item) => item.key === 'relative-paths')!.evidence).toEqual([
    expect.stringMatching(/^root-absolute URL \/play\/careless\/gamesdk\.js written in the page \(fetch\); it loads here from the mock's sub-path and fails on the platform's \(#\d+\)$/),
  ]);
  expect((await platform.control.getEvents()).filter((entry) => entry.call === 'rootAbsoluteRequest')).toEqual([]);
});
