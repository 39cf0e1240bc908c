// The Unity package's copy of the engines' browser script (gamesdk.jspre): browser-script's
// dist/gamesdk-bridge-unity.js (the engines' script with Unity's dialect alone) lowered for
// Emscripten's optimizer and minified (unity-bridge/scripts/jspre.mjs says how and why).
// Checked once browser-script/dist exists (after `npm run build`).
import { jspreFrom } from '../../unity-bridge/scripts/jspre.mjs';

export const from = 'unityBridgeScript';
export const target = 'unity-bridge/com.gamesdk.sdk/Runtime/Plugins/WebGL/gamesdk.jspre';

export function emit(built, current) {
  return built === null ? current : jspreFrom(built);
}
