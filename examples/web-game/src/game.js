// One play session: the farm, its screen and what the player's taps do. The launch sequence that
// drives it lives in main.js.
import { shareImage } from './art.js';
import { shiftTime, sowRareSeeds, tapPlot } from './farm.js';
import { PROMPT_AFTER_HARVESTS, inviteToRegister } from './registration.js';
import { buySeeds } from './shop.js';
import { joinClub } from './club.js';
import { saveAsync, saveNow } from './save.js';
import { createView } from './view.js';

/**
 * Starts playing `farm` in `root`. Returns the session, whose `offers` the launch sequence fills
 * in as it learns them (product, club state, guest or not).
 */
export function createGame(sdk, root, farm) {
  const offers = { product: null, club: { kind: 'none' }, guest: false, paused: false };
  let pausedAt = 0;
  let prompted = false;
  let promptOpen = false; // one registration prompt at a time
  const session = { offers, render: () => view.render(farm, offers), say: (text) => view.say(text) };

  /** Runs an action; its failure becomes a message on screen, never an unhandled rejection. */
  function attempt(action) {
    void action().then(session.render, report);
  }
  function report(error) {
    view.say(error?.code ? `${error.code}: ${error.message}` : String(error));
    session.render();
  }

  const view = createView(root, {
    tap(index) {
      if (offers.paused) return;
      const outcome = tapPlot(farm, index, Date.now(), { clubPerk: offers.club.kind === 'perk' });
      if (outcome === 'growing') return view.say('Still growing…');
      saveNow(sdk, farm);
      session.render();
      if (outcome === 'harvested' && offers.guest && !prompted && farm.harvests >= PROMPT_AFTER_HARVESTS) {
        prompted = true;
        attempt(() => register());
      }
    },
    sow() {
      if (sowRareSeeds(farm, Date.now()) === 0) return view.say(farm.rareSeeds < 1 ? 'No rare seeds left' : 'Harvest to free a plot first');
      attempt(() => saveAsync(sdk, farm));
    },
    buy: () => attempt(async () => view.say((await buySeeds(sdk, farm)) ? 'Rare seeds added' : 'Checkout closed')),
    join: () =>
      attempt(async () => {
        offers.club = await joinClub(sdk);
        view.say(offers.club.kind === 'perk' ? 'Welcome to the Farm Club: double coins!' : 'Maybe later');
      }),
    register: () => attempt(() => register()),
    // Sharing works on the platform although context.isSupported() is false, so it is not gated on it.
    share: () =>
      attempt(async () => {
        await sdk.context.shareAsync({ intent: 'SHARE', image: shareImage(root.ownerDocument, farm.coins), text: `My farm made ${farm.coins} ${farm.coins === 1 ? 'coin' : 'coins'}. Come and grow yours!` });
        view.say('Thanks for sharing');
      }),
  });

  async function register() {
    if (promptOpen) return;
    promptOpen = true;
    try {
      // Resolves once the prompt closed (login() waits for it).
      const outcome = await inviteToRegister(sdk, farm, ({ registered }) => {
        if (!registered) view.say('Your farm is saved on this phone');
      });
      if (outcome === 'not-saved') view.say('Saving failed; try again in a moment');
    } finally {
      promptOpen = false;
    }
  }

  sdk.on('exitRequested', () => saveNow(sdk, farm)); // synchronous: async work here is not awaited
  sdk.on('pause', () => {
    offers.paused = true;
    pausedAt = Date.now();
    session.render();
  });
  sdk.on('resume', () => {
    if (!offers.paused) return;
    shiftTime(farm, Date.now() - pausedAt);
    offers.paused = false;
    session.render();
  });
  setInterval(() => offers.paused || session.render(), 250);
  session.render();
  return session;
}
