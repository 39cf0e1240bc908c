// The engines' browser script as the Unity package ships it (gamesdk.jspre): browser-script's
// dist/gamesdk-bridge.js lowered to ES5 by TypeScript, its helpers (es5-helpers.mjs) defined
// inside, minified by terser (ES5 in, ES5 out), wrapped in a function so that the one name it
// declares in Emscripten's scope is Sdk. Unity hands .jspre files to Emscripten, whose JS
// optimizer runs on release builds and, in the Emscripten versions Unity ships, breaks newer syntax
// in a pre-js (object spread, destructuring in for-of); the release-like link in
// test/jslib.test.ts proves the lowered script survives it. Parsing is not the limit: Emscripten
// 2.0.19 (Unity 2021.3) parses ES2020 (tools/acorn-optimizer.js, ecmaVersion 2020, commit
// 975d6edec33b23b9f507966c3e84b90260ef0abc), but its JSDCE pass empties a declaration whose names
// are unused and puts it back only in `for` and `for-in` heads (restoreForVars), never in a
// `for-of` one. Lowered to ES2017 instead, the .jspre would weigh about 13.8 KB gzipped, not 16.2.
import ts from 'typescript';
import { minify_sync as minify } from 'terser';
import { ES5_HELPERS } from './es5-helpers.mjs';

/**
 * The script lowered to ES5, helpers not defined (each called as `__name`).
 * @param {string} source
 * @returns {string}
 */
export function lowerToEs5(source) {
  const { outputText, diagnostics } = ts.transpileModule(source, {
    fileName: 'gamesdk.js',
    reportDiagnostics: true,
    compilerOptions: { target: ts.ScriptTarget.ES5, downlevelIteration: true, noEmitHelpers: true, lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'], module: ts.ModuleKind.ESNext, allowJs: true, removeComments: false, ignoreDeprecations: '6.0' },
  });
  if (diagnostics?.length) throw new Error(`the browser script does not transpile: ${ts.flattenDiagnosticMessageText(diagnostics[0].messageText, '\n')}`);
  // A pre-js sits inside Unity's framework function: a "use strict" there would change Unity's code.
  return outputText.replace(/^"use strict";\r?\n/, '');
}

/**
 * The helpers `lowered` calls, as `var` statements; throws naming a helper es5-helpers.mjs lacks.
 * @param {string} lowered
 * @returns {string}
 */
export function helpersFor(lowered) {
  const used = [...new Set(lowered.match(/\b__[a-zA-Z]+(?=\()/g) ?? [])].filter((name) => /^__[a-z]/.test(name) && !/^__proto/.test(name)).sort();
  const missing = used.filter((name) => !Object.hasOwn(ES5_HELPERS, name));
  if (missing.length) throw new Error(`the ES5 lowering calls ${missing.join(', ')}, which unity-bridge/scripts/es5-helpers.mjs does not define`);
  return used.map((name) => `var ${name} = ${ES5_HELPERS[name]};\n`).join('');
}

/**
 * The .jspre text for the engines' browser script `source` (browser-script/dist/gamesdk-bridge.js).
 * @param {string} source
 * @returns {string}
 */
export function jspreFrom(source) {
  const body = lowerToEs5(source);
  if (!/^var Sdk = /m.test(body)) throw new Error('the browser script no longer declares the global Sdk that GameSdk.jslib uses');
  // Emscripten's scope is shared with Unity's code and other plugins: the helpers stay inside this
  // function, and only Sdk, which the .jslib uses, leaves it.
  const wrapped = `var Sdk = (function () {\n${helpersFor(body)}${body}\nreturn Sdk;\n})();\n`;
  const { code } = minify(wrapped, { ecma: 5, compress: { passes: 2 }, mangle: true, format: { comments: false, ecma: 5 } });
  // The banner (which names the core and its version) heads the file, where the minifier keeps it.
  const banner = /^\/\*![^]*?\*\//.exec(source)?.[0];
  return `${banner ? `${banner}\n` : ''}${code}\n`;
}
