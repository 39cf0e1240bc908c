// One refused player data write never blocks the writes after it (issue 32, finding 5): in
// Chromium, through the web script, on the mock platform, across a reload.
import { expect, openFixture, test } from '../../support/mock-platform';

test('after a refused deep value, later saves of the session succeed and survive a reload', async ({ page, platform }) => {
  await openFixture(page, platform);
  const session = await page.evaluate(async () => {
    // 63 levels: what the SDK once took and the platform's body parser then refused on every save.
    let deep: unknown = 'leaf';
    for (let i = 0; i < 63; i++) deep = [deep];
    const refused = await Sdk.player.setDataAsync({ deep } as never).then(
      () => null,
      (error: { code: string; message: string }) => ({ code: error.code, message: error.message }),
    );
    const level = await Sdk.data.setStringAsync('level', '5');
    await Sdk.player.setDataAsync({ coins: 7 });
    return { refused, level, read: await Sdk.player.getDataAsync(['deep', 'level', 'coins']) };
  });
  expect(session).toEqual({
    refused: { code: 'INVALID_PARAM', message: 'data.deep nests deeper than 32 levels' },
    level: true,
    read: { level: '5', coins: 7 },
  });
  expect((await platform.control.getPlayerData()).data).toEqual({ level: '5', coins: 7 });
  await openFixture(page, platform); // a new page load: the store reads what the platform holds
  expect(await page.evaluate(() => Sdk.player.getDataAsync(['deep', 'level', 'coins']))).toEqual({ level: '5', coins: 7 });
});
