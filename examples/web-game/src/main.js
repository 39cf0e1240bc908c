// The launch sequence the platform's checklist asks for, in order: initialise, report loading,
// start, recover purchases, play as a guest with saves, prompt guests after saving (game.js), and
// schedule the D1 to D7 reminders once the player is registered. Each step is exported so the
// deliberately faulty variant (faulty.js) can break the order without copying the rest.
import { reminderImage } from './art.js';
import { clubState } from './club.js';
import { createGame } from './game.js';
import { scheduleWeek } from './reminders.js';
import { loadFarm } from './save.js';
import { recoverPurchases, seedsProduct } from './shop.js';

/** Runs the game in `root` with the global `Sdk` of the browser script. */
export async function launch(sdk, root) {
  const game = await startUp(sdk, root);
  await showOffers(sdk, game);
  if (!game.offers.guest) await remind(sdk, game, root.ownerDocument);
  return game;
}

/** Initialises, loads the save, starts the game the moment it is playable, then recovers purchases. */
export async function startUp(sdk, root) {
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
  game.render();
  return game;
}

/** Shows the seed pack and the Farm Club as the platform offers them to this player. */
export async function showOffers(sdk, game) {
  game.offers.product = await seedsProduct(sdk);
  game.offers.club = await clubState(sdk);
  game.render();
}

/** Schedules the week of reminders for a registered player; a refusal is shown, not thrown. */
export async function remind(sdk, game, doc) {
  if (!sdk.notifications.isSupported()) return;
  const week = await scheduleWeek(sdk, (day) => reminderImage(doc, day));
  if (week.refused) game.say(`reminders refused: ${week.refused.code}`);
}
