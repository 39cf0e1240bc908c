// The farm's rules, free of the DOM and the SDK: plots that grow crops on the wall clock, coins
// from harvests, rare seeds (bought in packs) that come up ripe at once, and the save format.

/** Plots on the field. */
export const PLOT_COUNT = 6;
/** Milliseconds from planting to a ripe crop. */
export const GROW_MS = 2_000;
/** Coins per harvest, doubled by the Farm Club perk. */
export const HARVEST_COINS = 5;
/** Rare seeds one purchase of the `seeds_pack` product grants. */
export const SEEDS_PER_PACK = 10;
/** Purchase tokens kept in the save: enough to recognise any purchase still pending consumption. */
export const KEPT_TOKENS = 500;

const SAVE_VERSION = 1;

/**
 * @typedef {{ plantedAt: number | null }} Plot
 * @typedef {{ plots: Plot[], coins: number, harvests: number, rareSeeds: number, grantedTokens: string[] }} Farm
 */

/** @returns {Farm} a fresh farm. */
export function newFarm() {
  return { plots: Array.from({ length: PLOT_COUNT }, () => ({ plantedAt: null })), coins: 0, harvests: 0, rareSeeds: 0, grantedTokens: [] };
}

/** @returns {'empty' | 'growing' | 'ripe'} the stage of `plot` at time `now`. */
export function stageOf(plot, now) {
  if (plot.plantedAt === null) return 'empty';
  return now - plot.plantedAt >= GROW_MS ? 'ripe' : 'growing';
}

/**
 * Plays a tap on plot `index` at `now`: plants an empty plot, harvests a ripe one, and does nothing
 * to a growing one. Returns what happened.
 * @param {Farm} farm
 * @param {number} index
 * @param {number} now
 * @param {{ clubPerk: boolean }} perks
 * @returns {'planted' | 'harvested' | 'growing'}
 */
export function tapPlot(farm, index, now, perks) {
  const plot = farm.plots[index];
  if (!plot) throw new RangeError(`no plot ${index}`);
  const stage = stageOf(plot, now);
  if (stage === 'empty') {
    plot.plantedAt = now;
    return 'planted';
  }
  if (stage === 'growing') return 'growing';
  plot.plantedAt = null;
  farm.coins += perks.clubPerk ? HARVEST_COINS * 2 : HARVEST_COINS;
  farm.harvests += 1;
  return 'harvested';
}

/** Sows rare seeds, ripe at once, on empty plots while seeds last; returns how many were sown. */
export function sowRareSeeds(farm, now) {
  const empty = farm.plots.filter((plot) => stageOf(plot, now) === 'empty').slice(0, farm.rareSeeds);
  for (const plot of empty) plot.plantedAt = now - GROW_MS;
  farm.rareSeeds -= empty.length;
  return empty.length;
}

/** True when the purchase with `token` was already granted (its grant is in the save). */
export function hasToken(farm, token) {
  return farm.grantedTokens.includes(token);
}

/**
 * Grants one purchase of `productId` and records its token, so the grant and the token land in
 * the same save. Granting a token twice changes nothing.
 */
export function grantPurchase(farm, productId, token) {
  if (hasToken(farm, token)) return false;
  if (productId !== 'seeds_pack') throw new RangeError(`unknown product ${productId}`);
  farm.rareSeeds += SEEDS_PER_PACK;
  farm.grantedTokens = [...farm.grantedTokens, token].slice(-KEPT_TOKENS);
  return true;
}

/** Shifts every growing plot by `ms`, so time spent paused does not grow crops. */
export function shiftTime(farm, ms) {
  for (const plot of farm.plots) if (plot.plantedAt !== null) plot.plantedAt += ms;
}

/** The save text of `farm`. */
export function serialise(farm) {
  return JSON.stringify({ v: SAVE_VERSION, ...farm });
}

/** Reads a save text; a missing or unreadable save gives a fresh farm (and says why). */
export function parse(text) {
  if (text === null) return { farm: newFarm(), problem: null };
  try {
    const saved = JSON.parse(text);
    if (saved?.v !== SAVE_VERSION || !Array.isArray(saved.plots)) throw new Error(`unknown save version ${saved?.v}`);
    const farm = newFarm();
    saved.plots.slice(0, PLOT_COUNT).forEach((plot, index) => {
      farm.plots[index] = { plantedAt: typeof plot?.plantedAt === 'number' ? plot.plantedAt : null };
    });
    farm.coins = count(saved.coins);
    farm.harvests = count(saved.harvests);
    farm.rareSeeds = count(saved.rareSeeds);
    farm.grantedTokens = Array.isArray(saved.grantedTokens) ? saved.grantedTokens.filter((t) => typeof t === 'string') : [];
    return { farm, problem: null };
  } catch (error) {
    return { farm: newFarm(), problem: `the save could not be read (${error.message}); starting a new farm` };
  }
}

function count(value) {
  return Number.isInteger(value) && value >= 0 ? value : 0;
}
