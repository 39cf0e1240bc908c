// Runs one Emscripten version's JS-library compiler stage (the step of emcc that turns JS
// libraries into the build's JavaScript) on GameSdk.jslib, as a Unity WebGL link would, and prints
// what came out as JSON: whether the stage passed, which runtime helpers the jslib calls and
// whether the output defines each, (with --memory64) whether the pointer arguments are
// converted from BigInt, and what the jslib's exceptionsOff macro came to (--exceptions-off links
// as Unity's "Enable Exceptions: None" does: DISABLE_EXCEPTION_CATCHING=1). Emscripten's sources are not part of this repository: pass the folder of
// a checkout of emscripten-core/emscripten at the tag to check (Unity ships 2.0.19, 3.1.8, 3.1.38
// and 4.0.19). The facts it reports are recorded in the README and held by test/jslib-emscripten.test.ts.
//
//   node scripts/emscripten-js-stage.mjs <emscripten folder> [--memory64] [--exceptions-off]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';

const jslib = fileURLToPath(new URL('../com.gamesdk.sdk/Runtime/Plugins/WebGL/GameSdk.jslib', import.meta.url));
/** Helpers of Emscripten's runtime the jslib calls by name. */
export const helpers = ['UTF8ToString', 'lengthBytesUTF8', 'stringToUTF8', 'stringToNewUTF8'];
/** The functions C# imports from the jslib ([DllImport("__Internal")]), with their pointer parameters. */
export const pointerParameters = { GameSdk_Init: ['onResult', 'onEvent'], GameSdk_Call: ['operation', 'args'] };
const imports = Object.keys(pointerParameters);

/**
 * Runs the stage; returns the report.
 * @param {string} root an Emscripten source folder
 * @param {{ memory64?: boolean, exceptionsOff?: boolean }} [options]
 */
export function runJsStage(root, { memory64 = false, exceptionsOff = false } = {}) {
  const version = readFileSync(join(root, 'emscripten-version.txt'), 'utf8').trim().replace(/"/g, '');
  const modern = existsSync(join(root, 'tools', 'compiler.mjs'));
  const major = Number(version.split('.')[0]);
  const settings = {
    ...defaultSettings(root),
    // What emcc hands the stage for a program importing the two functions and exporting malloc/free.
    DEFAULT_LIBRARY_FUNCS_TO_INCLUDE: [...imports],
    WASM_EXPORTS: ['malloc', 'free', 'main'],
    EXPORTED_FUNCTIONS: ['_main', '_malloc', '_free'],
    // The setting's name before 3.1: SYSTEM_JS_LIBRARIES.
    ...(major < 3 ? { SYSTEM_JS_LIBRARIES: [jslib] } : { JS_LIBRARIES: [jslib] }),
    // Unity's default: exception catching on; "None": off (see the Enable Exceptions check in the jslib).
    DISABLE_EXCEPTION_CATCHING: exceptionsOff ? 1 : 0,
    ...(memory64 ? { MEMORY64: 1, WASM_BIGINT: 1 } : {}),
  };
  // emcc adds the names a page may set on Module beyond the default list (3.x and 4.x: fetchSettings).
  settings.ALL_INCOMING_MODULE_JS_API = [...settings.INCOMING_MODULE_JS_API, 'fetchSettings'];
  // Before 3.1.3x emcc generated the C struct layouts with clang at first use.
  if (settings.STRUCT_INFO === '') settings.STRUCT_INFO = structInfoFor(root, version);
  const dir = mkdtempSync(join(tmpdir(), 'emscripten-js-stage-'));
  const settingsFile = join(dir, 'settings.json');
  writeFileSync(settingsFile, JSON.stringify(settings));
  const compiler = modern ? join(root, 'tools', 'compiler.mjs') : join(root, 'src', 'compiler.js');
  const run = spawnSync(process.execPath, [compiler, settingsFile], { cwd: join(root, 'src'), encoding: 'utf8', timeout: 120_000, maxBuffer: 64 << 20 });
  const output = run.stdout ?? '';
  const passed = run.status === 0 && output.includes('//FORWARDED_DATA:');
  const glue = output.split('//FORWARDED_DATA:')[0];
  const defines = (name) => new RegExp(`(^|\\n)\\s*(function ${name}\\(|(var|let|const) ${name} ?=)`).test(glue);
  const calls = (name) => new RegExp(`\\b${name}\\(`).test(sliceOf(glue, 'GameSdk'));
  return {
    version,
    memory64,
    passed,
    // The jslib's exceptionsOff as the stage evaluated its macro: 1 where the build cannot catch.
    exceptionsOff: passed ? exceptionsFlag(glue) : null,
    errors: passed ? [] : (run.stderr || output).split('\n').filter((line) => /error|undefined symbol|Error/.test(line)).slice(0, 5),
    helpers: Object.fromEntries(helpers.map((name) => [name, { called: passed && calls(name), defined: passed && defines(name) }])),
    // Under MEMORY64 the stage wraps an import with a signature so its pointer arguments arrive as Numbers.
    pointersConverted: Object.fromEntries(imports.map((name) => [name, passed && memory64 && convertsPointers(glue, name)])),
  };
}

const debianStructInfo = '/usr/share/emscripten/cache/sysroot/lib/wasm32-emscripten/struct_info.json';

// The C struct layouts and defines the version's libraries read, for versions that generated them
// at first use: EMSCRIPTEN_STRUCT_INFO if set; else Debian's cached 3.1.6 layouts, completed with
// the version's own list compiled one header at a time by Debian's gen_struct_info.py (2.0.19
// reads defines 3.1.6 dropped, such as _SC_NGROUPS_MAX; a header 3.1.6 cannot compile is skipped).
function structInfoFor(root, version) {
  if (process.env.EMSCRIPTEN_STRUCT_INFO) return process.env.EMSCRIPTEN_STRUCT_INFO;
  const cached = join(tmpdir(), `gamesdk-struct-info-${version}.json`);
  if (existsSync(cached)) return cached;
  const merged = JSON.parse(readFileSync(debianStructInfo, 'utf8'));
  const dir = mkdtempSync(join(tmpdir(), 'struct-info-'));
  for (const file of ['struct_info.json', 'struct_info_internal.json']) {
    const path = join(root, 'src', file);
    if (!existsSync(path)) continue;
    const entries = JSON.parse(readFileSync(path, 'utf8').replace(/^\s*\/\/.*$/gm, ''));
    entries.forEach((entry, i) => {
      const input = join(dir, `${file}-${i}.json`);
      writeFileSync(input, JSON.stringify([entry]));
      const made = spawnSync('python3', ['/usr/share/emscripten/tools/gen_struct_info.py', '-q', input, '-o', `${input}.out`], { encoding: 'utf8', timeout: 120_000 });
      if (made.status !== 0) return;
      const part = JSON.parse(readFileSync(`${input}.out`, 'utf8'));
      Object.assign(merged.structs, part.structs);
      Object.assign(merged.defines, part.defines);
    });
  }
  writeFileSync(cached, JSON.stringify(merged));
  return cached;
}

// Every setting's default, read from the version's own settings files (emcc passes them all; some
// versions' stage loads none itself).
function defaultSettings(root) {
  const scope = {};
  for (const file of ['settings.js', 'settings_internal.js']) runInNewContext(readFileSync(join(root, 'src', file), 'utf8'), scope, { filename: file });
  return JSON.parse(JSON.stringify(scope));
}

// The GameSdk part of the output (the library object and the imports), where the jslib's own calls are.
function sliceOf(glue, marker) {
  const start = glue.indexOf(marker);
  return start < 0 ? '' : glue.slice(start);
}

// Under MEMORY64, Emscripten (3.1.38, 4.0.19) starts a function whose __sig has 'p' arguments by
// converting each of them from BigInt: `onResult = bigintToI53Checked(onResult);`.
function convertsPointers(glue, name) {
  const head = new RegExp(`function _${name}\\([^)]*\\) \\{([\\s\\S]{0,400})`).exec(glue);
  return !!head && pointerParameters[name].every((p) => new RegExp(`${p} = (bigintToI53Checked|Number)\\(${p}\\)`).test(head[1]));
}

// The value the jslib's exceptionsOff macro came to in the output.
function exceptionsFlag(glue) {
  const match = /exceptionsOff\s*:\s*(\d+)/.exec(sliceOf(glue, 'GameSdk'));
  return match ? Number(match[1]) : null;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [root, ...flags] = process.argv.slice(2);
  if (!root || !existsSync(join(root, 'emscripten-version.txt'))) {
    console.error('usage: node scripts/emscripten-js-stage.mjs <emscripten source folder> [--memory64] [--exceptions-off]');
    process.exit(2);
  }
  const report = runJsStage(root, { memory64: flags.includes('--memory64'), exceptionsOff: flags.includes('--exceptions-off') });
  console.log(JSON.stringify(report, null, 2));
  process.exit(report.passed ? 0 : 1);
}
