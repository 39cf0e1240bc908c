// Scheduled notifications of the partner adapter, in Chromium on the mock platform.
import { expect, fixtureUrl, openFixture, run, test } from '../../support/mock-platform';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

test('a guest gets PLAYER_NOT_AUTHENTICATED', async ({ page, platform }) => {
  await openFixture(page, platform);
  const outcome = await run(page, () => Sdk.notifications.scheduleAsync({ id: 'd1', title: 'Farm', body: 'Your crops are ready', scheduledInDays: 1 }));
  expect(outcome).toMatchObject({ ok: false, code: 'PLAYER_NOT_AUTHENTICATED' });
  expect(await run(page, () => Sdk.notifications.cancelAllAsync())).toMatchObject({ ok: false, code: 'PLAYER_NOT_AUTHENTICATED' });
});

test('a registered player schedules D1 to D7 with images; the platform holds them by day', async ({ page, platform }) => {
  await platform.control.setPlayer({ registered: true });
  await openFixture(page, platform);
  const outcome = await run(
    page,
    async (png) => {
      for (let day = 1; day <= 7; day++) {
        const image = day % 2 ? { imageAssetId: `farm-${day}` } : { imageDataUrl: png };
        await Sdk.notifications.scheduleAsync({ id: `day-${day}`, title: 'Farm', body: `Day ${day}: the hens laid ${day} eggs`, scheduledInDays: day, ...image });
      }
    },
    PNG,
  );
  expect(outcome.ok).toBe(true);
  const { days } = await platform.control.getNotifications();
  for (let day = 1; day <= 7; day++) expect(days[String(day)]!.map((n) => n.id)).toEqual([`day-${day}`]);
  expect(days['1']![0]!.image).toBe('asset:farm-1');
  expect(days['2']![0]!.image).toBe('data-url:image/png');
  expect(days['0']).toEqual([]);
});

test('reusing an id replaces the earlier notification', async ({ page, platform }) => {
  await platform.control.setPlayer({ registered: true });
  await openFixture(page, platform);
  await page.evaluate(async () => {
    await Sdk.notifications.scheduleAsync({ id: 'harvest', title: 'Farm', body: 'first', scheduledInDays: 1 });
    await Sdk.notifications.scheduleAsync({ id: 'harvest', title: 'Farm', body: 'second', scheduledInDays: 3 });
  });
  const { days } = await platform.control.getNotifications();
  expect(days['1']).toEqual([]);
  expect(days['3']!.map((n) => [n.id, n.body])).toEqual([['harvest', 'second']]);
});

test('every rule violation is INVALID_PARAM with a message naming the field', async ({ page, platform }) => {
  await platform.control.setPlayer({ registered: true });
  await openFixture(page, platform);
  const base = { id: 'n', title: 'Farm', body: 'Come back', scheduledInDays: 1 };
  const cases: Array<[Record<string, unknown>, string]> = [
    [{ ...base, scheduledInDays: 8 }, 'scheduledInDays'],
    [{ ...base, scheduledInDays: 1.5 }, 'scheduledInDays'],
    [{ ...base, scheduledInDays: -1 }, 'scheduledInDays'],
    [{ ...base, body: 'x'.repeat(101) }, 'body'],
    [{ ...base, imageAssetId: 'a', imageDataUrl: PNG }, 'imageAssetId or imageDataUrl'],
    [{ ...base, imageDataUrl: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' }, 'imageDataUrl'],
    [{ ...base, imageDataUrl: `data:image/png;base64,${'A'.repeat(2 * 1024 * 1024)}` }, 'imageDataUrl'],
  ];
  for (const [options, field] of cases) {
    const outcome = await run(page, (o) => Sdk.notifications.scheduleAsync(o as never), options);
    expect(outcome, field).toMatchObject({ ok: false, code: 'INVALID_PARAM' });
    expect(outcome.ok === false && outcome.message, field).toContain(field);
  }
  expect(await run(page, () => Sdk.notifications.scheduleAsync({ id: 'n', title: 'Farm', body: 'x'.repeat(100), scheduledInDays: 0 }))).toMatchObject({ ok: true });
  expect(await run(page, () => Sdk.notifications.scheduleAsync({ id: 'n', title: 'Farm', body: 'ok', scheduledInDays: 7 }))).toMatchObject({ ok: true });
});

test('cancelAsync cancels by id; cancelAllAsync cancels only this page session\'s notifications', async ({ browser, platform }) => {
  await platform.control.setPlayer({ registered: true });
  const earlier = await browser.newPage();
  await openFixture(earlier, platform);
  await earlier.evaluate(() => Sdk.notifications.scheduleAsync({ id: 'from-earlier-session', title: 'Farm', body: 'kept', scheduledInDays: 2 }));
  await earlier.close();

  const page = await browser.newPage();
  await page.goto(fixtureUrl(platform));
  await page.evaluate(async () => {
    await Sdk.initializeAsync();
    await Sdk.notifications.scheduleAsync({ id: 'a', title: 'Farm', body: 'a', scheduledInDays: 1 });
    await Sdk.notifications.scheduleAsync({ id: 'b', title: 'Farm', body: 'b', scheduledInDays: 1 });
    await Sdk.notifications.cancelAsync('a');
  });
  expect((await platform.control.getNotifications()).days['1']!.map((n) => n.id)).toEqual(['b']);
  await page.evaluate(() => Sdk.notifications.cancelAllAsync());
  const { days } = await platform.control.getNotifications();
  expect(days['1']).toEqual([]);
  expect(days['2']!.map((n) => n.id)).toEqual(['from-earlier-session']);
  await page.close();
});

test('the platform refuses a player who is no longer registered: its NOT_REGISTERED becomes PLAYER_NOT_AUTHENTICATED', async ({ page, platform }) => {
  await platform.control.setPlayer({ registered: true });
  await openFixture(page, platform);
  await platform.control.setPlayer({ registered: false });
  const outcome = await run(page, () => Sdk.notifications.scheduleAsync({ id: 'd1', title: 'Farm', body: 'Come back', scheduledInDays: 1 }));
  expect(outcome).toMatchObject({ ok: false, code: 'PLAYER_NOT_AUTHENTICATED', context: 'notifications.scheduleAsync' });
  expect(outcome.ok === false && outcome.message).toContain('guest');
});
