// The Defold extension's copy of the browser script (res/web/gamesdk/gamesdk.js): sdk-core's
// built script as it is. Checked once sdk-core/dist exists (after `npm run build`).
export const from = 'browserScript';
export const target = 'defold-bridge/gamesdk/res/web/gamesdk/gamesdk.js';

export function emit(built, current) {
  return built ?? current;
}
