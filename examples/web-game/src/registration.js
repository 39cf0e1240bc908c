// The registration prompt: shown to guests only, and only once their progress is saved, so a
// guest who never registers keeps the farm anyway.
import { saveAsync } from './save.js';

/** The prompt's message: within 140 characters, with exactly one {{registrationCode}}. */
export const PROMPT_MESSAGE = 'Keep your farm on every phone: text {{registrationCode}} to register. Your crops and coins come with you.';

/** Harvests after which a guest is invited to register, once per session. */
export const PROMPT_AFTER_HARVESTS = 3;

/**
 * Saves the farm, then shows the platform's registration prompt when the player is a guest.
 * Resolves with what happened. A completed registration reloads the game, so there is nothing to
 * do after it here: the next launch sees a registered player.
 * @returns {Promise<'registered-already' | 'not-saved' | 'shown'>}
 */
export async function inviteToRegister(sdk, farm, onClose) {
  if (!sdk.auth.isSupported() || sdk.auth.isAuthenticated()) return 'registered-already';
  if (!(await saveAsync(sdk, farm))) return 'not-saved';
  const prompt = sdk.auth.showRegistrationPrompt({ message: PROMPT_MESSAGE, data: { from: 'farm' }, onClose });
  await prompt.login();
  return 'shown';
}
