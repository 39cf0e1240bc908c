// Prints what the package adds to a WebGL build's JavaScript: the engines' browser script as shipped
// (.jspre, lowered to ES2017 without for-of and minified) and the bridge (.jslib), raw and gzipped;
// then what the lowering's helpers cost. Figures only; nothing is asserted.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { minify_sync as minify } from 'terser';
import { helpersFor, lowerForEmscripten } from './jspre.mjs';

const plugin = (name) => fileURLToPath(new URL(`../com.gamesdk.sdk/Runtime/Plugins/WebGL/${name}`, import.meta.url));
const built = (name) => fileURLToPath(new URL(`../../browser-script/dist/${name}`, import.meta.url));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gz = (text) => gzipSync(text, { level: 9 }).length;

for (const [label, path] of [
  ['engines\' browser script as shipped (gamesdk.jspre, ES2017 without for-of, minified)', plugin('gamesdk.jspre')],
  ['bridge (GameSdk.jslib, before Emscripten minifies it)', plugin('GameSdk.jslib')],
  ['Unity\'s engines\' script as built (browser-script/dist/gamesdk-bridge-unity.js)', built('gamesdk-bridge-unity.js')],
]) {
  const bytes = readFileSync(path);
  console.log(`${label}: ${kb(bytes.length)} raw, ${kb(gz(bytes))} gzipped`);
}

const lowered = lowerForEmscripten(readFileSync(built('gamesdk-bridge-unity.js'), 'utf8'));
console.log('helpers the lowering calls (minified bytes; calls in the script):');
for (const [, name, source] of helpersFor(lowered).matchAll(/^var (__\w+) = ([^]*?);\n(?=var |$)/gm)) {
  console.log(`  ${name.padEnd(14)} ${String(minify(`var h = ${source};`, { mangle: true }).code.length).padStart(5)}   ${lowered.split(`${name}(`).length - 1} calls`);
}
