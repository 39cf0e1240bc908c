// Fewer round trips before a game is playable: the browser script fetches the platform SDK as
// soon as it runs on a page that selects the partner platform (initialising nothing), and the
// player's data comes with the session, so initializeAsync makes one platform call.
import { expect, fixtureUrl, test } from '../../support/mock-platform';

test('the platform SDK is fetched when the script runs, before initializeAsync, and only once; init needs no loadData', async ({ page, platform }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await platform.control.setPlayer({ registered: false });
  await page.goto(fixtureUrl(platform));
  await expect.poll(() => requests.filter((path) => path.endsWith('/partner-sdk.js')).length).toBe(1);
  // Fetched, and nothing initialised: no page session yet.
  expect(requests.some((path) => path.endsWith('/api/init'))).toBe(false);
  expect(await platform.control.getSessions()).toEqual([]);

  const data = await page.evaluate(async () => {
    await Sdk.initializeAsync();
    await Sdk.startGameAsync();
    return Sdk.data.getString('missing');
  });
  expect(data).toBeNull();
  expect(requests.filter((path) => path.endsWith('/partner-sdk.js'))).toHaveLength(1);
  const calls = (await platform.control.getEvents()).filter((entry) => entry.session).map((entry) => entry.call);
  expect(calls.slice(0, 2)).toEqual(['init', 'gameReady']);
  expect(calls).not.toContain('loadData');
});

test('saved data still arrives with the session on the next load', async ({ page, platform }) => {
  await page.goto(fixtureUrl(platform));
  await page.evaluate(async () => {
    await Sdk.initializeAsync();
    await Sdk.data.setStringAsync('level', '7');
  });
  await page.reload();
  expect(await page.evaluate(async () => (await Sdk.initializeAsync(), Sdk.data.getString('level')))).toBe('7');
});
