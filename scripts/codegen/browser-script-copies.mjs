// The copies of the web browser script shipped as it is built: the script-tag examples'
// gamesdk.js. Checked once browser-script/dist exists (after `npm run build`).
export const from = 'browserScript';
export const targets = ['examples/web-game/gamesdk.js', 'examples/hello/gamesdk.js'];

export function emit(built, current) {
  return built ?? current;
}
