// The D1 to D7 return notifications: one per day for the week after registration, each with its
// own picture and its own copy, bodies within the platform's 100 characters. Ids are stable, so
// scheduling again on a later launch replaces the week instead of piling up.

/** The week of reminders: day, title, body. Kept as data so a test reads the same copy. */
export const REMINDERS = [
  { day: 1, title: 'Your sprouts miss you', body: 'The carrots you planted are ripe. Pop back in and harvest them before the crows do!' },
  { day: 2, title: 'Sunny day on the farm', body: 'Perfect growing weather today. Plant a full field and watch your coins stack up.' },
  { day: 3, title: 'A bumper crop awaits', body: 'Three days of sunshine: your fields are bursting. Come and bring the harvest in.' },
  { day: 4, title: 'The barn is ready', body: 'Your barn has room for more. Harvest a few rows and fill it to the rafters.' },
  { day: 5, title: 'Market day!', body: 'Farmers are trading at the market. Harvest now and come home with a full purse.' },
  { day: 6, title: 'Rare seed tip', body: 'Rare seeds come up ripe the moment you sow them. Fill your empty plots in one tap.' },
  { day: 7, title: 'One week of farming', body: 'A whole week on the farm! Celebrate with a harvest and see how far you have come.' },
];

/** Id of the reminder for `day`: stable across launches, so rescheduling replaces it. */
export function reminderId(day) {
  return `farm-day-${day}`;
}

/**
 * Schedules the week of reminders for a registered player. Never call it for a guest: the
 * platform answers PLAYER_NOT_AUTHENTICATED. `image(day)` gives each day's picture as a PNG data
 * URL. Resolves with the days scheduled; a day the platform refused is reported, not thrown, so
 * one refusal does not cost the rest of the week.
 * @param {typeof globalThis.Sdk} sdk
 * @param {(day: number) => string} image
 * @param {typeof REMINDERS} reminders
 */
export async function scheduleWeek(sdk, image, reminders = REMINDERS) {
  const scheduled = [];
  const refused = [];
  for (const { day, title, body } of reminders) {
    try {
      await sdk.notifications.scheduleAsync({ id: reminderId(day), title, body, scheduledInDays: day, imageDataUrl: image(day), data: { from: 'reminder', day } });
      scheduled.push(day);
    } catch (error) {
      refused.push({ day, code: error.code, message: error.message });
    }
  }
  return { scheduled, refused };
}
