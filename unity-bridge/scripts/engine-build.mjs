// Engine-shaped Unity WebGL builds for the browser tests and the loading benchmark: a template
// (the package's GameSdk template, or a page without the SDK as a project without it has)
// preprocessed the way Unity's build does, a Build/ folder with a stand-in loader that follows the
// loader's documented interface (test/engine/loader.js), the framework and code linked by emcc
// from test/engine/engine_game.c with GameSdk.jslib and gamesdk.jspre (as Unity links IL2CPP's
// output), and a data file of the size asked for.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const at = (path) => fileURLToPath(new URL(path, import.meta.url));
const PLUGINS = at('../com.gamesdk.sdk/Runtime/Plugins/WebGL/');
const ENGINE = at('../test/engine/');

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

/**
 * Writes an engine-shaped build into a new folder and returns it: `template` is `GameSdk` (the
 * package's, with the package's browser script as TemplateData/gamesdk.js, as the Editor's
 * installer copies it) or `StockLike`; the data file has `dataBytes` random (incompressible) bytes.
 * @param {{ template: 'GameSdk' | 'StockLike', dataBytes: number }} options
 */
export function makeEngineBuild({ template, dataBytes }) {
  const dir = mkdtempSync(join(tmpdir(), `unity-build-${template}-`));
  const variables = templateVariables();
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
  copyFileSync(join(ENGINE, 'loader.js'), join(build, variables.LOADER_FILENAME));
  copyFileSync(framework, join(build, variables.FRAMEWORK_FILENAME));
  copyFileSync(code, join(build, variables.CODE_FILENAME));
  writeFileSync(join(build, variables.DATA_FILENAME), randomBytes(dataBytes));
  return dir;
}
