// The browser scripts' sizes, raw and gzipped (level 9), and what each source module weighs in
// them; then Unity's .jspre and what its lowering adds. Prints figures; asserts nothing (the
// budgets are tests). Needs a build and `npm run generate`. Each script also splits into its text
// (every string literal's and template's characters: the API's names, the contexts errors name,
// the rules' messages, the tables) and its code (the script with that text emptied), gzipped.
//
// The per-module figures bundle the scripts again from the packages' sources (the core and the
// adapter are one file each in their builds), two ways:
// - alone: each module's rendered code minified and gzipped on its own: a module's share, not its
//   contribution, since gzip shares context across modules in the real file (the sum exceeds the
//   total; a table of repeated names looks heavy alone and costs little in the file);
// - left out: the whole script minified and gzipped without the module, subtracted from the
//   whole: what removing it would save, the modules only it reaches included (so parts overlap).
//   The web script's every module, and the engines' script's modules the web script lacks; about a
//   minute.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import { tokenizer } from 'acorn';
import { rollup } from 'rollup';
import { minify } from 'terser';
import ts from 'typescript';

const root = fileURLToPath(new URL('../../', import.meta.url));
const gzipped = (text) => gzipSync(text, { level: 9 }).length;

// The workspace packages by their sources, and each source's `./x.js` import as its `./x.ts`.
const SOURCES = { '@gamesdk/core': 'sdk-core/src/index.ts', '@gamesdk/adapter-partner': 'adapter-partner/src/index.ts' };
const fromSources = {
  name: 'from-sources',
  resolveId(source, importer) {
    if (Object.hasOwn(SOURCES, source)) return `${root}${SOURCES[source]}`;
    if (importer?.endsWith('.ts') && source.startsWith('.') && source.endsWith('.js')) return fileURLToPath(new URL(source.replace(/\.js$/, '.ts'), `file://${importer}`));
    return null;
  },
  transform(code, id) {
    if (!id.endsWith('.ts')) return null;
    return ts.transpileModule(code, { fileName: id, compilerOptions: { target: ts.ScriptTarget.ES2020, module: ts.ModuleKind.ESNext } }).outputText;
  },
};

/** The parts of a script, by the path their modules start with. */
const PARTS = [['the core', 'sdk-core/'], ['the partner adapter', 'adapter-partner/'], ['the bridge host', 'browser-script/src/bridge/'], ['dependencies', 'node_modules/']];

/** The minifier's settings of the build (rollup.config.mjs), for the left-out figures. */
const BUILD_MINIFY = { compress: { passes: 3 }, format: { comments: false } };
/** Modules whose leaving out empties the script (its entries): no left-out figure. */
const ENTRY = /^browser-script\/src\/(browser|engine|engine-unity|engine-sdk|shipped-sdk)\.ts$/;

async function moduleShares(entry, leaveOut) {
  const bundle = await rollup({ input: fileURLToPath(new URL(`../src/${entry}`, import.meta.url)), plugins: [fromSources, nodeResolve({ browser: true }), commonjs({ strictRequires: false, defaultIsModuleExports: true })] });
  const { output } = await bundle.generate({ format: 'iife', name: 'Sdk', exports: 'default' });
  await bundle.close();
  const whole = output[0].code;
  const total = gzipped((await minify(whole, BUILD_MINIFY)).code ?? '');
  const rows = [];
  for (const [id, { code }] of Object.entries(output[0].modules)) {
    if (!code) continue;
    const module = relative(root, id);
    const minified = (await minify(code, { compress: { passes: 2 } })).code ?? '';
    const without = leaveOut(module) && !ENTRY.test(module) && whole.includes(code) ? (await minify(whole.replace(code, ''), BUILD_MINIFY)).code : null;
    rows.push({ module, raw: minified.length, gzip: gzipped(minified), leftOut: without === null ? null : total - gzipped(without ?? '') });
  }
  return rows.sort((a, b) => b.gzip - a.gzip);
}

/** The script with every string literal's and template's text emptied: its code without its text. */
function withoutText(script) {
  let code = '';
  let at = 0;
  for (const token of tokenizer(script, { ecmaVersion: 'latest' })) {
    if (token.type.label !== 'string' && token.type.label !== 'template') continue;
    const quote = token.type.label === 'string' ? script[token.start] : '';
    code += script.slice(at, token.start) + quote + quote;
    at = token.end;
  }
  return code + script.slice(at);
}

const webModules = new Set();
for (const [label, file, entry] of [
  ['web script (gamesdk.js)', 'gamesdk.js', 'browser.ts'],
  ['engines\' script (gamesdk-bridge.js, with Sdk.bridge in Lua\'s and Godot\'s dialects: Defold\'s and Godot\'s copies)', 'gamesdk-bridge.js', 'engine.ts'],
  ['Unity\'s engines\' script (gamesdk-bridge-unity.js, Unity\'s dialect alone: the .jspre\'s source)', 'gamesdk-bridge-unity.js', 'engine-unity.ts'],
]) {
  const script = readFileSync(new URL(`../dist/${file}`, import.meta.url));
  console.log(`${label}: ${script.length} bytes raw, ${gzipped(script)} bytes gzipped`);
  const code = gzipped(withoutText(script.toString('utf8')));
  console.log(`  its code with every string's and template's text emptied: ${code} bytes gzipped; the text adds ${gzipped(script) - code}`);
  const web = entry === 'browser.ts';
  const shares = await moduleShares(entry, (module) => web || (entry === 'engine.ts' && !webModules.has(module)));
  if (web) for (const { module } of shares) webModules.add(module);
  // Each part's modules together (their shares summed: more than their bytes in the real file).
  const parts = new Map();
  for (const { module, gzip } of shares) {
    const part = PARTS.find(([, prefix]) => module.startsWith(prefix))?.[0] ?? 'the script\'s entry';
    parts.set(part, (parts.get(part) ?? 0) + gzip);
  }
  console.log(`  by part (module shares summed, bytes gzipped): ${[...parts].map(([part, bytes]) => `${part} ${bytes}`).join(', ')}`);
  console.log('  each module (bytes gzipped minified alone, bytes minified alone, bytes gzipped the script saves with it left out, module):');
  for (const { module, raw, gzip, leftOut } of shares) console.log(`  ${String(gzip).padStart(6)} ${String(raw).padStart(7)} ${String(leftOut ?? '').padStart(6)}  ${module}`);
}

// Unity's .jspre: the Unity script lowered for Emscripten's optimizer (unity-bridge/scripts/jspre.mjs).
const jspre = readFileSync(new URL('../../unity-bridge/com.gamesdk.sdk/Runtime/Plugins/WebGL/gamesdk.jspre', import.meta.url));
const unity = readFileSync(new URL('../dist/gamesdk-bridge-unity.js', import.meta.url));
console.log(`Unity's .jspre: ${jspre.length} bytes raw, ${gzipped(jspre)} bytes gzipped (the lowering adds ${gzipped(jspre) - gzipped(unity)} bytes gzipped to gamesdk-bridge-unity.js)`);
