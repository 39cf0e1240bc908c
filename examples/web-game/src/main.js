// The launch sequence the platform's checklist asks for, in order: initialise, report loading,
// start, recover purchases, play as a guest with saves, prompt guests after saving (game.js), and
// schedule the D1 to D7 reminders once the player is registered.
import { reminderImage } from './art.js';
import { clubState } from './club.js';
import { createGame } from './game.js';
import { scheduleWeek } from './reminders.js';
import { loadFarm } from './save.js';
import { seedsProduct, recoverPurchases } from './shop.js';

/** Runs the game in `root` with the global `Sdk` of the browser script. */
export async function launch(sdk, root) {
  await sdk.initializeAsync();
  sdk.setLoadingProgress(50);
  const { farm, problem } = loadFarm(sdk);
  sdk.setLoadingProgress(100);
  const game = createGame(sdk, root, farm);
  await sdk.startGameAsync();
  if (problem) game.say(problem);

  const recovered = await recoverPurchases(sdk, farm);
  if (recovered.granted > 0) game.say(`${recovered.granted} purchase${recovered.granted === 1 ? '' : 's'} restored`);
  if (recovered.pending > 0) game.say(`${recovered.pending} purchase${recovered.pending === 1 ? '' : 's'} will be restored on the next launch`);
  const entry = sdk.session.getEntryPointData();
  if (entry?.from === 'reminder') game.say(`Welcome back: day ${entry.day} on the farm`);

  game.offers.guest = sdk.auth.isSupported() && !sdk.auth.isAuthenticated();
  game.offers.product = await seedsProduct(sdk);
  game.offers.club = await clubState(sdk);
  game.render();
  if (sdk.notifications.isSupported() && !game.offers.guest) {
    const week = await scheduleWeek(sdk, (day) => reminderImage(root.ownerDocument, day));
    for (const { day, code } of week.refused) game.say(`reminder for day ${day} refused: ${code}`);
  }
  return game;
}
