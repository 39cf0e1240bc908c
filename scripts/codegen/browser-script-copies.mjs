// The copies of the browser script shipped as it is built: the Defold extension's bundled
// resource and the script-tag examples' gamesdk.js. Checked once browser-script/dist exists (after
// `npm run build`).
export const from = 'browserScript';
export const targets = ['defold-bridge/gamesdk/res/web/gamesdk/gamesdk.js', 'examples/web-game/gamesdk.js', 'examples/hello/gamesdk.js'];

export function emit(built, current) {
  return built ?? current;
}
