// Prints what the package adds to a WebGL build's JavaScript: the engines' browser script as shipped
// (.jspre, lowered to ES5 and minified) and the bridge (.jslib), raw and gzipped; then what each ES5
// helper the lowering calls costs, ours (es5-helpers.mjs) beside TypeScript's own, minified. Figures
// only; nothing is asserted.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { minify_sync as minify } from 'terser';
import ts from 'typescript';
import { ES5_HELPERS } from './es5-helpers.mjs';
import { helpersFor, lowerToEs5 } from './jspre.mjs';

const plugin = (name) => fileURLToPath(new URL(`../com.gamesdk.sdk/Runtime/Plugins/WebGL/${name}`, import.meta.url));
const built = (name) => fileURLToPath(new URL(`../../browser-script/dist/${name}`, import.meta.url));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gz = (text) => gzipSync(text, { level: 9 }).length;

for (const [label, path] of [
  ['engines\' browser script as shipped (gamesdk.jspre, ES5, minified)', plugin('gamesdk.jspre')],
  ['bridge (GameSdk.jslib, before Emscripten minifies it)', plugin('GameSdk.jslib')],
  ['engines\' browser script as built (browser-script/dist/gamesdk-bridge.js)', built('gamesdk-bridge.js')],
]) {
  const bytes = readFileSync(path);
  console.log(`${label}: ${kb(bytes.length)} raw, ${kb(gz(bytes))} gzipped`);
}

const source = readFileSync(built('gamesdk-bridge.js'), 'utf8');
const lowered = lowerToEs5(source);
// TypeScript's own helpers, as it emits them when it defines them itself.
const withTsHelpers = ts.transpileModule(source, { compilerOptions: { target: ts.ScriptTarget.ES5, downlevelIteration: true, module: ts.ModuleKind.ESNext, allowJs: true, ignoreDeprecations: '6.0' } }).outputText;
const tsHelper = (name) => {
  const start = withTsHelpers.indexOf(`var ${name} = `);
  return withTsHelpers.slice(start + `var ${name} = `.length, withTsHelpers.indexOf('\n};\n', start) + 2);
};
const used = [...helpersFor(lowered).matchAll(/^var (__\w+) = /gm)].map((match) => match[1]);
const minified = (helper) => minify(`var h = ${helper};`, { ecma: 5, mangle: true }).code.length;
console.log('ES5 helpers the lowering calls (minified bytes: ours / TypeScript\'s; calls in the script):');
for (const name of used.sort((a, b) => minified(tsHelper(b)) - minified(tsHelper(a)))) {
  const calls = lowered.split(`${name}(`).length - 1;
  console.log(`  ${name.padEnd(14)} ${String(minified(ES5_HELPERS[name])).padStart(5)} / ${String(minified(tsHelper(name))).padStart(5)}   ${calls} calls`);
}
