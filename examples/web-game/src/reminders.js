// The D1 to D7 return notifications: one per day for the week after registration, each with its
// own picture and its own copy, bodies within the platform's 100 characters, scheduled through the
// SDK's week helper (notifications.scheduleWeekAsync), whose ids are stable, so scheduling again on
// a later launch replaces the week instead of piling up.

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

/**
 * Id of the reminder for `day`: the SDK's week helper schedules day d under `gamesdk-week-d<d>`,
 * stable across launches, so scheduling the week again replaces it.
 */
export function reminderId(day) {
  return `gamesdk-week-d${day}`;
}

/** The week as notifications.scheduleWeekAsync takes it: day 1 first, each with its picture (`image(day)`, a PNG data URL). */
export function weekOf(image, reminders = REMINDERS) {
  return reminders.map(({ day, title, body }) => ({ title, body, imageDataUrl: image(day), data: { from: 'reminder', day } }));
}

/**
 * Schedules the week of reminders for a registered player through the SDK's week helper, which
 * checks launch checklist item 5 (seven days, an image and its own copy each, bodies of at most
 * 100 characters) before anything is scheduled. Never call it for a guest: the platform answers
 * PLAYER_NOT_AUTHENTICATED. Resolves with the days scheduled, or the refusal (reported, not
 * thrown, so the game goes on).
 * @param {typeof globalThis.Sdk} sdk
 * @param {(day: number) => string} image
 * @returns {Promise<{ scheduled: number[], refused: { code: string, message: string } | null }>}
 */
export async function scheduleWeek(sdk, image) {
  try {
    const scheduled = await sdk.notifications.scheduleWeekAsync(weekOf(image));
    return { scheduled: scheduled.map((notification) => notification.scheduledInDays), refused: null };
  } catch (error) {
    return { scheduled: [], refused: { code: error.code, message: error.message } };
  }
}
