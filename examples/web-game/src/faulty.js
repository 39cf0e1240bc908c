// A deliberately faulty variant of the farm, for the launch checklist monitor's test: it breaks
// exactly three items and follows the rest of the sequence from main.js. It goes through the SDK
// like any game and bypasses nothing, so the SDK refuses two of the faults before the platform
// hears of them; the monitor sees those through what the platform's page script reports.
//   1. It shows the registration prompt to a guest before saving anything (item 2).
//   2. It asks for the prompt again once the player is registered (item 4): the SDK throws
//      INVALID_OPERATION, and the platform's page script reports the call itself.
//   3. It schedules the day-3 reminder with a 120-character body (item 5): the SDK rejects it
//      with INVALID_PARAM and the game leaves the rejection unhandled, so the page reports it;
//      the platform never gets a D3 reminder.
import { reminderImage } from './art.js';
import { PROMPT_MESSAGE } from './registration.js';
import { REMINDERS, reminderId, weekOf } from './reminders.js';
import { showOffers, startUp } from './main.js';

/** A body of 120 characters, over the platform's 100. */
export const LONG_BODY = 'Your whole farm is waiting for you right now: the carrots are ripe, the barn is full and the market opens in one hour!!!';

export async function launchFaulty(sdk, root) {
  const game = await startUp(sdk, root);
  try {
    sdk.auth.showRegistrationPrompt({ message: PROMPT_MESSAGE }); // fault 1 for a guest, fault 2 once registered
  } catch (error) {
    game.say(`${error.code}: ${error.message}`);
  }
  await showOffers(sdk, game);
  if (game.offers.guest) return game;
  const image = (day) => reminderImage(root.ownerDocument, day);
  // Day by day, not through the week helper, which would refuse the whole week for fault 3: the
  // other six days reach the platform, so item 5 fails for day 3 alone.
  for (const [index, entry] of weekOf(image).entries()) {
    const day = index + 1;
    if (day !== 3) await sdk.notifications.scheduleAsync({ ...entry, id: reminderId(day), scheduledInDays: day });
  }
  void sdk.notifications.scheduleAsync({ id: reminderId(3), title: REMINDERS[2].title, body: LONG_BODY, scheduledInDays: 3, imageDataUrl: image(3) }); // fault 3
  return game;
}
