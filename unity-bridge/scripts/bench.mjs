// Prints what the package adds to a WebGL build's JavaScript: the browser script as shipped (.jspre,
// lowered to ES5) and the bridge (.jslib), raw and gzipped. Figures only; nothing is asserted.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const plugin = (name) => fileURLToPath(new URL(`../com.gamesdk.sdk/Runtime/Plugins/WebGL/${name}`, import.meta.url));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

for (const [label, path] of [
  ['browser script as shipped (gamesdk.jspre, ES5)', plugin('gamesdk.jspre')],
  ['bridge (GameSdk.jslib, before Emscripten minifies it)', plugin('GameSdk.jslib')],
  ['browser script as built (browser-script/dist/gamesdk.js)', fileURLToPath(new URL('../../browser-script/dist/gamesdk.js', import.meta.url))],
]) {
  const bytes = readFileSync(path);
  console.log(`${label}: ${kb(bytes.length)} raw, ${kb(gzipSync(bytes, { level: 9 }).length)} gzipped`);
}
