// Saving the farm through the SDK's player store (`data.*`), which guests have too.
import { parse, serialise } from './farm.js';

/** The key the farm is saved under. */
export const SAVE_KEY = 'farm';

/** Loads the saved farm, or a fresh one. */
export function loadFarm(sdk) {
  return parse(sdk.data.getString(SAVE_KEY));
}

/** Saves in memory at once; the platform write starts within the tick. Safe in exitRequested. */
export function saveNow(sdk, farm) {
  sdk.data.setString(SAVE_KEY, serialise(farm));
}

/** Saves and resolves true once the platform stored it. */
export function saveAsync(sdk, farm) {
  return sdk.data.setStringAsync(SAVE_KEY, serialise(farm));
}
