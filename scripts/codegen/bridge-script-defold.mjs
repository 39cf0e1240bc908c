// The Defold extension's bundled copy of the engines' browser script (dist/gamesdk-bridge.js: the
// web script plus Sdk.bridge, which the extension's JS library calls), as it is built. Checked once
// browser-script/dist exists (after `npm run build`).
export const from = 'bridgeScript';
export const target = 'defold-bridge/gamesdk/res/web/gamesdk/gamesdk.js';

export function emit(built, current) {
  return built ?? current;
}
