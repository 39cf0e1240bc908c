// The Unity package's copy of the engines' browser script (gamesdk.jspre): browser-script's
// dist/gamesdk-bridge.js lowered to ES5 and minified (unity-bridge/scripts/jspre.mjs says why).
// Checked once browser-script/dist exists (after `npm run build`).
import { jspreFrom } from '../../unity-bridge/scripts/jspre.mjs';

export const from = 'bridgeScript';
export const target = 'unity-bridge/com.gamesdk.sdk/Runtime/Plugins/WebGL/gamesdk.jspre';

export function emit(built, current) {
  return built === null ? current : jspreFrom(built);
}
