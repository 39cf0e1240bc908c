// The Godot addon's copy of the engines' browser script (dist/gamesdk-bridge.js: the web script
// plus Sdk.bridge, which the addon's web transport calls through JavaScriptBridge), as it is
// built; a game copies it next to its exported page (the addon's web/shell.html loads it).
// Checked once browser-script/dist exists (after `npm run build`).
export const from = 'bridgeScript';
export const target = 'godot-bridge/addons/gamesdk/web/gamesdk.js';

export function emit(built, current) {
  return built ?? current;
}
