// The browser script as the package ships it (gamesdk.jspre): the same code lowered to ES5 by
// TypeScript (with its helpers: __extends, __awaiter, __generator, __rest, ...), wrapped in a
// function so that the one name it declares in Emscripten's scope is Sdk. Unity hands .jspre
// files to Emscripten, whose JS optimizer runs on release builds and, in the Emscripten versions
// Unity ships, breaks newer syntax in a pre-js (object spread, destructuring in for-of); the
// release-like link in test/jslib.test.ts proves the lowered script survives it.
import ts from 'typescript';

// One SDK per page. The package's WebGL template (WebGLTemplates~/GameSdk) loads this same text as
// a page script (TemplateData/gamesdk.js) and starts the SDK while the engine downloads; inside
// the build this copy then hands the .jslib that page's Sdk, whose initializeAsync C# shares. A
// page Sdk without the bridge host is another script (the web gamesdk.js): said, since two SDKs
// would each initialise and report.
const PAGE_SDK = `if (page && page.bridge && typeof page.bridge.invoke === 'function') return page;
if (page && typeof console !== 'undefined') console.error('gamesdk: this page loads its own game SDK script, and the Unity build carries the package copy (gamesdk.jspre): two SDKs now run. Remove the page script, or use the GameSdk WebGL template (Tools > Game SDK > Use the WebGL Template).');`;

/**
 * The .jspre text for the browser script `source`.
 * @param {string} source
 * @returns {string}
 */
export function jspreFrom(source) {
  const { outputText, diagnostics } = ts.transpileModule(source, {
    fileName: 'gamesdk.js',
    reportDiagnostics: true,
    compilerOptions: { target: ts.ScriptTarget.ES5, downlevelIteration: true, lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'], module: ts.ModuleKind.ESNext, allowJs: true, removeComments: false, ignoreDeprecations: '6.0' },
  });
  if (diagnostics?.length) throw new Error(`gamesdk.js does not transpile: ${ts.flattenDiagnosticMessageText(diagnostics[0].messageText, '\n')}`);
  // A pre-js sits inside Unity's framework function: a "use strict" there would change Unity's code.
  const body = outputText.replace(/^"use strict";\r?\n/, '');
  if (!/^var Sdk = /m.test(body)) throw new Error('gamesdk.js no longer declares the global Sdk that GameSdk.jslib uses');
  // Emscripten's scope is shared with Unity's code and other plugins: TypeScript's helpers
  // (__awaiter, __extends, ...) stay inside this function, and only Sdk, which the .jslib uses, leaves it.
  return `var Sdk = (function (page) {\n${PAGE_SDK}\n${body}\nreturn Sdk;\n})(typeof window !== 'undefined' ? window.Sdk : undefined);\n`;
}
