// Engine-shaped Unity WebGL builds for the browser tests and the loading benchmark: a template
// (the package's GameSdk template, or a page without the SDK as a project without it has)
// preprocessed the way Unity's build does, a Build/ folder with a fixture of Unity's loader that
// behaves as the real loaders of one Unity line and compression setting were observed to
// (test/real-builds: loader-facts.json, fixture-loader.js), the framework and code linked by emcc
// from test/engine/engine_game.c with GameSdk.jslib and gamesdk.jspre (as Unity links IL2CPP's
// output), named and compressed as Unity names and compresses them, and a data file of the size
// asked for.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

const at = (path) => fileURLToPath(new URL(path, import.meta.url));
const PLUGINS = at('../com.gamesdk.sdk/Runtime/Plugins/WebGL/');
const ENGINE = at('../test/engine/');
const REAL_BUILDS = at('../test/real-builds/');

/** The package's template and the page without the SDK. */
export const TEMPLATES = {
  GameSdk: at('../com.gamesdk.sdk/WebGLTemplates~/GameSdk/'),
  StockLike: join(ENGINE, 'StockLike'),
};

/**
 * Unity's internal template variables (Unity manual, "WebGL templates", 2021.3 to 6000.x) with the
 * values an uncompressed build named `game` gets. A name outside this list fails the render.
 */
export function templateVariables(name = 'game') {
  return {
    COMPANY_NAME: 'DefaultCompany',
    PRODUCT_NAME: 'Engine game',
    PRODUCT_VERSION: '1.0',
    WIDTH: 960,
    HEIGHT: 600,
    SPLASH_SCREEN_STYLE: 'Dark',
    BACKGROUND_COLOR: '#231F20',
    UNITY_VERSION: '2022.3.0f1',
    DEVELOPMENT_PLAYER: 0,
    DECOMPRESSION_FALLBACK: '',
    TOTAL_MEMORY: 33554432,
    USE_WASM: 1,
    USE_THREADS: 0,
    USE_WEBGL_1_0: 0,
    USE_WEBGL_2_0: 1,
    USE_DATA_CACHING: 1,
    LOADER_FILENAME: `${name}.loader.js`,
    DATA_FILENAME: `${name}.data`,
    FRAMEWORK_FILENAME: `${name}.framework.js`,
    CODE_FILENAME: `${name}.wasm`,
    MEMORY_FILENAME: '',
    WORKER_FILENAME: '',
    SYMBOLS_FILENAME: '',
    BACKGROUND_FILENAME: '',
  };
}

/** The file types Unity preprocesses in a template folder. */
const PREPROCESSED = new Set(['.html', '.php', '.css', '.js', '.json']);

/**
 * One template file as Unity's build preprocesses it: `#if`, `#else` and `#endif` lines keep or
 * drop the lines they enclose by a JavaScript expression over the variables, and `{{{ expr }}}`
 * becomes the expression's value. Stricter than Unity where Unity's rules are not documented: an
 * unknown name, an unclosed `#if` or a stray `#else` / `#endif` throws.
 */
export function renderTemplate(text, variables, file = 'index.html') {
  const names = Object.keys(variables);
  const evaluate = (expression, line) => {
    try {
      return new Function(...names, `"use strict"; return (${expression});`)(...names.map((name) => variables[name]));
    } catch (error) {
      throw new Error(`${file}:${line}: ${expression.trim()}: ${error.message}`);
    }
  };
  const out = [];
  const open = []; // per #if: { keep, kept }
  text.split('\n').forEach((line, index) => {
    const directive = /^\s*#(if|else|endif)\b(.*)$/.exec(line);
    const number = index + 1;
    if (directive) {
      const [, word, rest] = directive;
      if (word === 'if') {
        const keep = Boolean(evaluate(rest, number));
        open.push({ keep, kept: keep });
      } else if (!open.length) {
        throw new Error(`${file}:${number}: #${word} without #if`);
      } else if (word === 'else') {
        const block = open.at(-1);
        block.keep = !block.kept;
      } else {
        open.pop();
      }
      return;
    }
    if (open.every((block) => block.keep)) out.push(line.replace(/\{\{\{(.*?)\}\}\}/g, (_, expression) => String(evaluate(expression, number))));
  });
  if (open.length) throw new Error(`${file}: #if without #endif`);
  return out.join('\n');
}

/** Copies template folder `template` into `dir` as Unity's build does, preprocessing what Unity preprocesses. */
export function renderTemplateFolder(template, dir, variables) {
  for (const path of filesOf(template)) {
    const target = join(dir, relative(template, path));
    mkdirSync(dirname(target), { recursive: true });
    if (PREPROCESSED.has(extname(path))) writeFileSync(target, renderTemplate(readFileSync(path, 'utf8'), variables, relative(template, path)));
    else copyFileSync(path, target);
  }
}

function filesOf(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesOf(path) : [path];
  });
}

let linked = null;

/** The engine stand-in linked once per process: `{ framework, code }` paths. */
export function linkEngineGame() {
  if (linked) return linked;
  const jspre = join(PLUGINS, 'gamesdk.jspre');
  if (!existsSync(jspre)) throw new Error(`${jspre} is missing: run npm run build, then npm run generate`);
  const dir = mkdtempSync(join(tmpdir(), 'unity-engine-game-'));
  const framework = join(dir, 'game.framework.js');
  execFileSync(
    'emcc',
    [
      join(ENGINE, 'engine_game.c'),
      '--js-library', join(PLUGINS, 'GameSdk.jslib'),
      '--pre-js', jspre,
      // Unity's framework file defines unityFramework(Module), which the loader calls.
      '-sMODULARIZE=1', '-sEXPORT_NAME=unityFramework', '-sENVIRONMENT=web',
      '-sEXPORTED_FUNCTIONS=_main,_malloc,_free',
      // Unity's loader holds the engine's start until the data file is in (a run dependency).
      '-sEXPORTED_RUNTIME_METHODS=addRunDependency,removeRunDependency',
      '-sDISABLE_EXCEPTION_CATCHING=0', // Enable Exceptions: Explicitly Thrown Exceptions Only
      '-O2',
      '-o', framework,
    ],
    { stdio: 'pipe', timeout: 600_000, env: { ...process.env, NODE_PATH: acornModules() } },
  );
  linked = { framework, code: join(dir, 'game.framework.wasm') };
  return linked;
}

/** The node_modules folder holding the acorn Emscripten's JS optimizer requires (Debian's lacks it). */
function acornModules() {
  return dirname(dirname(createRequire(import.meta.url).resolve('acorn/package.json')));
}

/** The Unity lines and compression settings a fixture loader reproduces (loader-facts.json). */
export const UNITY_LINES = ['2021.3', '2022.3', '6000.0'];
export const COMPRESSIONS = ['Disabled', 'Gzip', 'Brotli'];

/**
 * How Unity names and encodes a build's files for a compression setting: without Decompression
 * Fallback a `.gz` or `.br` suffix (the server must send Content-Encoding), with it `.unityweb`
 * (the loader decodes). The fallback files are gzip whatever the format (see fixture-loader.js).
 */
function packaging(compression, fallback) {
  if (compression === 'Disabled') return { suffix: '', encode: (bytes) => bytes };
  if (fallback) return { suffix: '.unityweb', encode: (bytes) => gzipSync(bytes) };
  return compression === 'Gzip' ? { suffix: '.gz', encode: (bytes) => gzipSync(bytes) } : { suffix: '.br', encode: brotli };
}

// Brotli at a middle quality: a browser decodes every quality the same way, and the build's
// payload is random bytes that no quality shrinks, while Node's default (11) spent 0.8 CPU-seconds
// on each 1.25 MiB build of the loader specs, for the same size.
const brotli = (bytes) => brotliCompressSync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });

/** The fixture loader of one Unity line and fallback setting, its settings baked in as Unity bakes a build's. */
export function fixtureLoader({ line, compression, fallback }) {
  if (!UNITY_LINES.includes(line)) throw new Error(`no fixture loader for Unity ${line}`);
  if (fallback && compression === 'Disabled') throw new Error('Decompression Fallback needs Gzip or Brotli');
  const settings = { line, fallback: fallback ? compression.toLowerCase() : null };
  return `var LOADER_FIXTURE = ${JSON.stringify(settings)};\n${readFileSync(join(REAL_BUILDS, 'fixture-loader.js'), 'utf8')}`;
}

/** `code` grown to `bytes` with a custom section of random bytes (still valid WebAssembly, not compressible). */
function padWasm(code, bytes) {
  const missing = bytes - code.length;
  if (missing <= 16) return code;
  const name = Buffer.from('pad');
  const payload = missing - 8 - name.length;
  const leb = (value) => {
    const out = [];
    do {
      let byte = value & 0x7f;
      value >>>= 7;
      if (value) byte |= 0x80;
      out.push(byte);
    } while (value);
    return Buffer.from(out);
  };
  const body = Buffer.concat([leb(name.length), name, randomBytes(payload)]);
  return Buffer.concat([code, Buffer.from([0]), leb(body.length), body]);
}

/**
 * Writes an engine-shaped build into a new folder and returns it: `template` is `GameSdk` (the
 * package's, with the package's browser script as TemplateData/gamesdk.js, as the Editor's
 * installer copies it) or `StockLike`; the data file has `dataBytes` random (incompressible)
 * bytes, the code at least `codeBytes`; `unity` picks the fixture loader's line and the
 * compression setting (default 2022.3, Disabled, no fallback).
 * @param {{ template: 'GameSdk' | 'StockLike', dataBytes: number, codeBytes?: number, unity?: { line: string, compression: string, fallback: boolean } }} options
 */
export function makeEngineBuild({ template, dataBytes, codeBytes = 0, unity = { line: '2022.3', compression: 'Disabled', fallback: false } }) {
  const dir = mkdtempSync(join(tmpdir(), `unity-build-${template}-`));
  const { suffix, encode } = packaging(unity.compression, unity.fallback);
  const variables = {
    ...templateVariables(),
    DATA_FILENAME: `game.data${suffix}`,
    FRAMEWORK_FILENAME: `game.framework.js${suffix}`,
    CODE_FILENAME: `game.wasm${suffix}`,
    DECOMPRESSION_FALLBACK: unity.fallback ? unity.compression : '',
    UNITY_VERSION: { '2021.3': '2021.3.11f1', '2022.3': '2022.3.17f1', '6000.0': '6000.0.41f1' }[unity.line] ?? '',
  };
  const source = TEMPLATES[template];
  if (template === 'GameSdk') {
    // The Editor's installer copies the template with the .jspre beside it; the build preprocesses both.
    const installed = mkdtempSync(join(tmpdir(), 'unity-template-'));
    cpSync(source, installed, { recursive: true });
    copyFileSync(join(PLUGINS, 'gamesdk.jspre'), join(installed, 'TemplateData', 'gamesdk.js'));
    renderTemplateFolder(installed, dir, variables);
  } else {
    renderTemplateFolder(source, dir, variables);
  }
  const build = join(dir, 'Build');
  mkdirSync(build, { recursive: true });
  const { framework, code } = linkEngineGame();
  writeFileSync(join(build, variables.LOADER_FILENAME), fixtureLoader(unity));
  writeFileSync(join(build, variables.FRAMEWORK_FILENAME), encode(readFileSync(framework)));
  writeFileSync(join(build, variables.CODE_FILENAME), encode(padWasm(readFileSync(code), codeBytes)));
  writeFileSync(join(build, variables.DATA_FILENAME), encode(randomBytes(dataBytes)));
  return dir;
}
