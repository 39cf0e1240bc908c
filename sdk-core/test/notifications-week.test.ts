// notifications.scheduleWeekAsync (launch checklist item 5: one notification a day for D1 to D7,
// with images and varied copy): what reaches the platform, and the rules the vectors cannot
// spell on every engine (C# has no id or day on a week entry).
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createSdk, type NotificationOptions, type Sdk, type WeekNotification } from '../src/index.js';
import { profileAdapter, profileState } from './support/profile-adapter.js';

const logger = { info() {}, warn() {}, error() {} };
const titles = ['Your crops are ready', 'The market opens', 'A storm is coming', 'Harvest festival', 'New seeds', 'The well is full', 'A week on the farm'];
const week = (): WeekNotification[] => titles.map((title, i) => ({ title, body: `Day ${i + 1}: come back to the farm!`, imageAssetId: `farm-${i + 1}` }));

async function registered(): Promise<{ sdk: Sdk; scheduled: NotificationOptions[] }> {
  const scheduled: NotificationOptions[] = [];
  const create = () => {
    const adapter = profileAdapter(profileState({ registered: true }));
    const schedule = adapter.notifications!.schedule;
    adapter.notifications!.schedule = (options) => (scheduled.push(options), schedule(options));
    return adapter;
  };
  const sdk = createSdk({ platforms: [{ id: 'partner', create }], url: 'https://game.test/?sdk_platform=partner', logger });
  await sdk.initializeAsync();
  await sdk.startGameAsync();
  return { sdk, scheduled };
}

describe('notifications.scheduleWeekAsync', () => {
  it('schedules entry i for day i + 1 under gamesdk-week-d<day>, with its copy, image and data', async () => {
    const { sdk, scheduled } = await registered();
    const entries = week();
    entries[2] = { title: 'A storm is coming', body: 'Day 3: board up the barn!', imageDataUrl: 'data:image/png;base64,iVBORw0KGgo=', data: { day: 3 } };
    const answer = await sdk.notifications.scheduleWeekAsync(entries);
    expect(answer).toEqual([1, 2, 3, 4, 5, 6, 7].map((day) => ({ id: `gamesdk-week-d${day}`, scheduledInDays: day })));
    expect(scheduled[0]).toEqual({ title: 'Your crops are ready', body: 'Day 1: come back to the farm!', imageAssetId: 'farm-1', id: 'gamesdk-week-d1', scheduledInDays: 1 });
    expect(scheduled[2]).toEqual({ ...entries[2], id: 'gamesdk-week-d3', scheduledInDays: 3 });
  });

  it('a second week reuses the same seven ids, so it replaces the first rather than adding one', async () => {
    const { sdk, scheduled } = await registered();
    await sdk.notifications.scheduleWeekAsync(week());
    await sdk.notifications.scheduleWeekAsync(week().map((entry) => ({ ...entry, body: `${entry.body} (again)` })));
    expect(scheduled).toHaveLength(14);
    expect(new Set(scheduled.map((options) => options.id)).size).toBe(7);
  });

  it.each([
    ['an id', { id: 'mine' }],
    ['a day', { scheduledInDays: 4 }],
  ])('throws INVALID_PARAM for an entry that gives %s (the week sets both) and schedules nothing', async (_what, extra) => {
    const { sdk, scheduled } = await registered();
    const entries: WeekNotification[] = week();
    entries[3] = { ...entries[3]!, ...extra };
    await expect(sdk.notifications.scheduleWeekAsync(entries)).rejects.toMatchObject({
      code: 'INVALID_PARAM',
      message: 'day 4 (entries[3]): leave out id and scheduledInDays: the week sets them',
      context: 'notifications.scheduleWeekAsync',
    });
    expect(scheduled).toEqual([]);
  });

  it('throws INVALID_PARAM naming what it got when entries is not a list', async () => {
    const { sdk } = await registered();
    await expect(sdk.notifications.scheduleWeekAsync('week' as never)).rejects.toMatchObject({ code: 'INVALID_PARAM', message: 'entries must be 7 notifications, one a day, got "week"' });
  });

  it('throws INVALID_PARAM for an entry that is not an object', async () => {
    const { sdk } = await registered();
    const entries: unknown[] = week();
    entries[6] = null;
    await expect(sdk.notifications.scheduleWeekAsync(entries as WeekNotification[])).rejects.toMatchObject({ code: 'INVALID_PARAM', message: 'day 7 (entries[6]): options must be an object' });
  });
});
