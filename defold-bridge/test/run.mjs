// The Defold bridge's real checks, in order; any failure fails the run (exit 1), nothing is skipped
// but the shared vectors Lua cannot express (each reported with its reason).
//  1. The bundled browser script matches the built one (browser-script/dist/gamesdk.js).
//  2. g++ builds the extension against Debian's Lua 5.1 headers and the dmsdk compatibility layer,
//     linked with LuaJIT into the test host; the null (desktop) source compiles on its own.
//  3. em++ compiles the HTML5 source as the build server does (its DLIB_LOG_DOMAIN, -O3 -g), g++
//     checks it as a release build (NDEBUG) against LuaJIT's headers, and emcc links
//     library_gamesdk.js into the relay program.
//  4. The JS library alone in Node: the player's data written at page hide without a frame.
//  5. Lua suites on LuaJIT: the extension against a host double; the desktop stubs; the shared
//     behaviour; the shared vectors and recovery scenarios through the one runner
//     (test/vectors/runner) on the Lua shim (test/lua/shim.lua), through both the stubs and the
//     extension, the latter relayed to the real JS library, the real browser script and the mock
//     platform; the stubs built from a changed copy of the operation manifest.
// Usage: node test/run.mjs   (from defold-bridge/, or npm test -w @gamesdk/defold-bridge-tests)
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { readCatalogFile, startMockPlatform } from '@gamesdk/mock-platform';
import { parse as parseYaml } from 'yaml';
import yauzl from 'yauzl';
import { packLibrary } from '../../scripts/pack-defold-library.mjs';
import { extensionSources, TEST_HOST_SOURCES } from './native/sources.mjs';
import { createJiti } from 'jiti';

// The one runner of the shared files (TypeScript, loaded as it is) and Defold's engine for it.
const jiti = createJiti(import.meta.url);
const { runControl, runRecovery, runVectors, summary } = await jiti.import('../../test/vectors/runner/run.ts');
const { defoldEngine } = await jiti.import('./shim.ts');

const bridge = fileURLToPath(new URL('..', import.meta.url));
const build = `${bridge}build/`;
const snakeCases = fileURLToPath(new URL('../../test/vectors/snake-case.json', import.meta.url));
const host = `${build}gamesdk-test-host`;
const runner = `${bridge}test/web/relay-runner.mjs`;
const luaPath = `${bridge}test/lua/?.lua;${bridge}?.lua;;`;
const SUITE_TIMEOUT_MS = 180_000;
// What Defold's build server passes to every extension source (share/extender/build_input.yml).
const SERVER_LOG_DOMAIN = '-DDLIB_LOG_DOMAIN="GAMESDK"';

const results = [];
let passed = 0;
let failed = 0;

function record(name, ok, detail = '') {
  results.push({ name, ok });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
}

function step(name, command, args, options = {}) {
  const run = spawnSync(command, args, { cwd: bridge, encoding: 'utf8', timeout: SUITE_TIMEOUT_MS, ...options });
  const ok = run.status === 0;
  if (!ok) process.stdout.write(`${run.stdout ?? ''}${run.stderr ?? ''}${run.error ? `${run.error.message}\n` : ''}`);
  record(name, ok);
  return ok;
}

// Runs a Lua suite in the test host; counts its "N passed, N failed" line. `check(output)` answers
// a problem with the output, or null.
function suite(name, args, program = host, check = () => null) {
  return new Promise((resolve) => {
    const child = spawn(program, args, { cwd: bridge, env: { ...process.env, LUA_PATH: luaPath } });
    // The summary is read from stdout alone: a stderr chunk (a relayed page's log) arriving in the
    // middle of the summary line must not hide it.
    let output = '';
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => {
      output += `\ntimed out after ${SUITE_TIMEOUT_MS} ms\n`;
      child.kill('SIGKILL');
    }, SUITE_TIMEOUT_MS);
    child.on('close', (code) => {
      clearTimeout(timer);
      const counts = stdout.match(/(\d+) passed, (\d+) failed/);
      if (counts) {
        passed += Number(counts[1]);
        failed += Number(counts[2]);
      }
      const problem = check(output);
      const ok = code === 0 && counts !== null && Number(counts[2]) === 0 && Number(counts[1]) > 0 && problem === null;
      if (!ok || process.env.VERBOSE) process.stdout.write(output);
      record(name, ok, [counts ? counts[0] : 'no test summary', problem].filter(Boolean).join('; '));
      resolve(ok);
    });
  });
}

// The one runner's files on a Lua shim (test/lua/shim.lua) in the test host, one process for all
// of them; records a line per file with how many cases ran, passed, failed and were skipped (why).
// The only skip allowed: an event Lua has no sdk.on_<event> for.
async function shimRun(name, hostArgs, target, files, fixed) {
  const engine = defoldEngine(name, host, hostArgs, target, { cwd: bridge, env: { ...process.env, LUA_PATH: luaPath } }, fixed);
  let ok = true;
  for (const file of files) {
    const report = file === 'behaviour.json' ? await runVectors(engine) : file === 'control.json' ? await runControl(engine) : await runRecovery(engine);
    passed += report.passed.length;
    failed += report.failed.length;
    for (const failure of report.failed) console.log(`  ${failure.name}: ${failure.problem}`);
    const good = report.failed.length === 0 && report.passed.length > 0 && report.skipped.every((skip) => skip.reason.startsWith('Lua names events by function'));
    ok &&= good;
    record(summary(file, report), good);
  }
  const log = await engine.close();
  if (!ok || process.env.VERBOSE) process.stdout.write(log);
}

function tool(path, what) {
  if (existsSync(path)) return true;
  record(`${what} is installed (${path})`, false, 'run node scripts/setup.mjs as root, or apt-get install it');
  return false;
}

// The extension, the desktop stubs and the editor's script_api name the same functions.
function apiParity() {
  const listed = spawnSync(host, ['test/lua/list_api.lua'], { cwd: bridge, encoding: 'utf8', env: { ...process.env, LUA_PATH: luaPath }, timeout: 30_000 });
  const names = { extension: new Set(), desktop: new Set() };
  for (const line of listed.stdout.split('\n')) {
    const [implementation, name] = line.trim().split(' ');
    if (name) names[implementation]?.add(name);
  }
  const documented = new Set(parseYaml(readFileSync(`${bridge}gamesdk/api/gamesdk.script_api`, 'utf8'))[0].members.map((m) => m.name));
  const differ = (a, b) => [...a].filter((n) => !b.has(n));
  const problems = [
    ...differ(names.extension, names.desktop).map((n) => `desktop stubs lack sdk.${n}`),
    ...differ(names.desktop, names.extension).map((n) => `extension lacks sdk.${n}`),
    ...differ(names.extension, documented).map((n) => `script_api does not document sdk.${n}`),
    ...differ(documented, names.extension).map((n) => `script_api documents sdk.${n}, which the extension lacks`),
  ];
  const ok = listed.status === 0 && names.extension.size > 80 && problems.length === 0;
  if (!ok) console.log(problems.join('\n') || listed.stderr);
  record(`extension, desktop stubs and script_api name the same ${names.extension.size} functions`, ok);
}

// DM_LUA_STACK_CHECK's struct and variable are internal to dmsdk's macros: the extension names
// neither, and the stand-in, shaped as Defold's header, refuses code that builds the struct itself.
function dmsdkInternals(flags) {
  const named = readdirSync(`${bridge}gamesdk/src`).filter((file) => /\.(cpp|h)$/.test(file))
    .filter((file) => /_DM_LuaStackCheck|LuaStackCheck/.test(readFileSync(`${bridge}gamesdk/src/${file}`, 'utf8')));
  record('no extension source names the macro-internal LuaStackCheck or _DM_LuaStackCheck', named.length === 0, named.join(', '));
  const refuses = (code) => spawnSync('g++', [...flags, '-fsyntax-only', '-x', 'c++', '-'], { cwd: bridge, input: `#define DLIB_LOG_DOMAIN "probe"\n#include <dmsdk/sdk.h>\n${code}\n`, encoding: 'utf8', timeout: 60_000 });
  const stackCheck = refuses('int f(lua_State* L) { dmScript::LuaStackCheck check(L, 0); return 0; }');
  record('the dmsdk stand-in refuses LuaStackCheck built without file and line, as Defold\'s header does', stackCheck.status !== 0 && /LuaStackCheck/.test(stackCheck.stderr));
  // Defold's sdk.h includes lua.h, lauxlib.h and luaconf.h only.
  const lualib = refuses('void f(lua_State* L) { luaL_openlibs(L); }');
  record('the dmsdk stand-in declares nothing from lualib.h, as Defold\'s sdk.h does not', lualib.status !== 0 && /luaL_openlibs/.test(lualib.stderr));
}

// The dependency zip a game fetches: a Defold library with game.project at its root.
async function libraryZip() {
  const dir = mkdtempSync(`${tmpdir()}/gamesdk-defold-`);
  try {
    const zip = await packLibrary(dir);
    const names = await new Promise((resolve, reject) => {
      yauzl.open(zip, { lazyEntries: true }, (error, file) => {
        if (error) return reject(error);
        const found = [];
        file.on('entry', (entry) => (found.push(entry.fileName), file.readEntry()));
        file.on('end', () => resolve(found));
        file.on('error', reject);
        file.readEntry();
      });
    });
    const needed = ['game.project', 'gamesdk/ext.manifest', 'gamesdk/src/gamesdk_web.cpp', 'gamesdk/lib/web/library_gamesdk.js', 'gamesdk/res/web/gamesdk/gamesdk.js', 'gamesdk/api/gamesdk.script_api', 'gamesdk/sdk.lua', 'gamesdk/generated/error_codes.lua', 'example/main.script'];
    const missing = needed.filter((name) => !names.includes(name));
    const stray = names.filter((name) => /^(test|build|node_modules|scripts)\//.test(name) || name === 'package.json');
    const project = readFileSync(`${bridge}game.project`, 'utf8');
    const ok = missing.length === 0 && stray.length === 0 && /^include_dirs = gamesdk$/m.test(project);
    record('the library zip holds game.project at its root, the extension and the example, and no tooling', ok, ok ? '' : `missing ${missing.join(', ')}; stray ${stray.join(', ')}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  mkdirSync(build, { recursive: true });
  const tools = [
    tool('/usr/bin/g++', 'g++'),
    tool('/usr/include/lua5.1/lua.h', 'Lua 5.1 headers'),
    tool('/usr/lib/x86_64-linux-gnu/libluajit-5.1.so', 'LuaJIT'),
    tool('/usr/include/luajit-2.1/lua.h', 'LuaJIT headers'),
    tool('/usr/include/nlohmann/json.hpp', 'nlohmann-json'),
    tool('/usr/bin/emcc', 'Emscripten'),
  ];
  if (tools.includes(false)) return;

  step('the bundled browser script is the built one (and every other generated file is current)', process.execPath, ['../scripts/generate.mjs', '--check']);
  // The extension as Defold's build server builds it: C++11, no exceptions, no RTTI; held to
  // -Wall -Wextra -pedantic without a warning. The dmsdk stand-in and Lua are included as system
  // headers, as an extension build treats the engine's SDK.
  const sdk = ['-isystem', 'test/native', '-isystem', '/usr/include/lua5.1'];
  const flags = ['-std=c++11', '-Wall', '-Wextra', '-pedantic', '-Werror', '-fno-exceptions', '-fno-rtti', ...sdk];
  const luajitFlags = flags.map((flag) => (flag === '/usr/include/lua5.1' ? '/usr/include/luajit-2.1' : flag));
  const hostFlags = ['-std=c++17', '-Wall', '-Wextra', '-Wno-unused-parameter', '-Werror', ...sdk];
  // Every source, as Defold's build server compiles every file in the extension's src folder.
  const sources = extensionSources(bridge);
  const testHost = TEST_HOST_SOURCES;
  // Compiles the extension and the host separately (their flags differ), then links them.
  const buildHost = (name, output, extra) => {
    const objects = [];
    let ok = true;
    for (const [file, fileFlags] of [...sources.map((f) => [f, flags]), ...testHost.map((f) => [f, hostFlags])]) {
      const object = `${build}${output.split('/').pop()}-${file.split('/').pop().replace('.cpp', '.o')}`;
      const run = spawnSync('g++', [...fileFlags, ...extra, '-DGAMESDK_TEST_HOST', '-c', file, '-o', object], { cwd: bridge, encoding: 'utf8', timeout: SUITE_TIMEOUT_MS });
      if (run.status !== 0) {
        process.stdout.write(`${file}:\n${run.stdout ?? ''}${run.stderr ?? ''}`);
        ok = false;
      }
      objects.push(object);
    }
    if (!ok) {
      record(name, false);
      return false;
    }
    return step(name, 'g++', [...extra, ...objects, '-lluajit-5.1', '-o', output]);
  };
  const built = buildHost('g++ builds the extension (C++11, -Wall -Wextra -pedantic, no exceptions or RTTI) and the LuaJIT test host', host, ['-O1', '-g']);
  step('g++ compiles the desktop (null) source of the extension (C++11, debug)', 'g++', [...flags, '-c', 'gamesdk/src/gamesdk_null.cpp', '-o', `${build}gamesdk_null.o`]);
  step('g++ compiles the desktop (null) source of the extension (C++11, release)', 'g++', [...flags, '-DNDEBUG', '-c', 'gamesdk/src/gamesdk_null.cpp', '-o', `${build}gamesdk_null-release.o`]);
  // Debian's luaconf.h includes its multiarch header from the host's include dir, which em++
  // must not see whole; give it that one header.
  mkdirSync(`${build}web-include`, { recursive: true });
  copyFileSync('/usr/include/x86_64-linux-gnu/lua5.1-deb-multiarch.h', `${build}web-include/lua5.1-deb-multiarch.h`);
  for (const source of sources) {
    const object = `${build}web-${source.split('/').pop().replace('.cpp', '.o')}`;
    // As Defold's build server compiles for HTML5: -O3 -g, and DLIB_LOG_DOMAIN already defined on
    // the command line (the ext.manifest name upper-cased), so the source must not define it again.
    step(`em++ compiles ${source} for HTML5 as the build server does (DM_PLATFORM_HTML5, DLIB_LOG_DOMAIN="GAMESDK", C++11, -O3 -g)`, 'em++', [...flags, '-isystem', `${build}web-include`, '-DDM_PLATFORM_HTML5', SERVER_LOG_DOMAIN, '-O3', '-g', '-c', source, '-o', object]);
    // A release build (NDEBUG) compiles the stand-in's log calls away: nothing may be left unused.
    // Against LuaJIT's headers, which lack Lua 5.0 names (luaL_reg) that Lua 5.1's keep.
    step(`g++ checks ${source} for HTML5 as a release build (NDEBUG, log calls compiled away; LuaJIT's Lua headers)`, 'g++', [...luajitFlags, '-DDM_PLATFORM_HTML5', '-DNDEBUG', '-fsyntax-only', source]);
  }
  const relay = step('emcc links library_gamesdk.js into the relay program', 'emcc', [
    '-O1', 'test/web/relay.c', '--js-library', 'gamesdk/lib/web/library_gamesdk.js',
    '-sMODULARIZE=1', '-sEXPORT_NAME=createRelay', '-sENVIRONMENT=node',
    '-sEXPORTED_RUNTIME_METHODS=UTF8ToString,stringToUTF8,lengthBytesUTF8', '-sEXPORTED_FUNCTIONS=_malloc,_free',
    '-o', `${build}relay.cjs`,
  ]);
  dmsdkInternals(flags);
  if (!built) return;

  apiParity();
  await libraryZip();
  // The stand-in models either engine's callback checks (see the README); the suite runs on both.
  const engines = ['1.8', '2025'];
  for (const engine of engines) await suite(`extension against the host double (Defold ${engine})`, ['--defold', engine, 'test/lua/extension_test.lua']);
  // The same suite on a host built with AddressSanitizer (leaks included) and UBSan.
  const asanHost = `${host}-asan`;
  if (buildHost('g++ builds the test host with AddressSanitizer and UBSan', asanHost, ['-O1', '-g', '-fsanitize=address,undefined', '-fno-sanitize-recover=undefined', '-fno-omit-frame-pointer'])) {
    for (const engine of engines) await suite(`extension against the host double, sanitized (memory errors, leaks, undefined behaviour; Defold ${engine})`, ['--defold', engine, 'test/lua/extension_test.lua'], asanHost);
  }
  await suite('gamesdk.sdk: the extension\'s module, the stubs outside a browser, an error on HTML5 without the module', ['test/lua/sdk_module_test.lua']);
  await suite('desktop stubs: shared behaviour', ['test/lua/behaviour_test.lua', 'desktop']);
  await suite('desktop stubs: a game\'s own tests drive the example through sdk.control, on plain Lua and with Defold\'s timer', ['test/lua/control_test.lua']);
  await suite('desktop stubs: the one snake_case rule (test/vectors/snake-case.json)', ['test/lua/naming_test.lua', snakeCases]);
  await shimRun('defold-desktop-stubs', [], 'desktop', ['behaviour.json', 'recovery.json', 'control.json']);
  const defaultPlan = { product_id: 'club_monthly', title: 'Farm club', price: '$2.99', price_amount: 2.99, price_currency_code: 'USD', billing_period: 'month', trial_days: 7, trial_eligible: true };
  await suite('desktop stubs: a registered player\'s plans with their terms', ['test/lua/plans_test.lua', 'desktop', JSON.stringify(defaultPlan)]);
  for (const player of ['guest', 'registered']) await suite(`desktop stubs: the example project (${player})`, ['test/lua/example_test.lua', 'desktop', player]);
  await suite('desktop stubs: built from the operation manifest (an added operation answered with no Lua by hand; features and rows match)', ['test/manifest-stubs-test.mjs'], process.execPath);
  if (!relay) return;

  await suite('the JS library writes the player\'s data itself when the page is hidden or left (Node, happy-dom)', ['test/web/page-hide-test.mjs'], process.execPath);

  const platform = await startMockPlatform({ games: { defold: `${bridge}gamesdk/res/web` } });
  try {
    const page = `${platform.url}/play/defold/index.html?sdk_platform=partner`;
    const relayed = (args) => ['--relay', runner, page, ...args];
    // A fresh platform player per suite: player data follows the player across page sessions.
    const as = (id, registered) => platform.control.setPlayer({ id, registered });
    for (const player of ['guest', 'registered']) {
      await as(`defold-vectors-${player}`, player === 'registered');
      await shimRun(`defold-extension (${player}, through the JS library and mock platform)`, relayed([]), 'extension', ['behaviour.json'], { player, profile: 'partner', stage: 'started' });
      await as(`defold-example-${player}`, player === 'registered');
      await suite(`extension through the JS library and mock platform: the example project (${player})`, relayed(['test/lua/example_test.lua', 'extension', player]));
    }
    // The cases of earlier stages, each on a page of its own: before sdk.initialize, and initialised but not started.
    for (const [player, stage] of [['guest', 'loaded'], ['guest', 'initialized'], ['registered', 'initialized']]) {
      await as(`defold-vectors-${player}-${stage}`, player === 'registered');
      await shimRun(`defold-extension (${player}, ${stage === 'loaded' ? 'before sdk.initialize' : 'before sdk.start_game'})`, relayed([]), 'extension', ['behaviour.json'], { player, profile: 'partner', stage });
    }
    await as('defold-vectors-no-purchases', false);
    const localPage = page.replace('sdk_platform=partner', 'sdk_platform=local');
    await shimRun('defold-extension (the local fallback: no-purchases profile)', ['--relay', runner, localPage], 'extension', ['behaviour.json'], { player: 'guest', profile: 'no-purchases', stage: 'started' });
    await as('defold-recovery', false);
    await shimRun('defold-extension (recovery helper, through the JS library and mock platform)', relayed([]), 'extension', ['recovery.json']);
    await as('defold-behaviour', false);
    await suite('extension through the JS library and mock platform: shared behaviour', relayed(['test/lua/behaviour_test.lua', 'extension']));
    await as(`defold-save-before-prompt-${Date.now()}`, false);
    await suite('the JS library and mock platform: a guest\'s save and the registration prompt in one task reach the platform in that order (checklist item 2)', ['test/web/save-before-prompt-test.mjs', page], process.execPath);
  } finally {
    await platform.close();
  }

  // A game's own catalog file declaring a plan: its terms reach Lua through the real JS library.
  const catalogFile = `${mkdtempSync(`${tmpdir()}/gamesdk-defold-catalog-`)}/catalog.json`;
  writeFileSync(catalogFile, JSON.stringify({ products: [], subscriptions: [{ productId: 'orchard_yearly', title: 'Orchard pass', description: 'Every fruit tree, all year', price: '19.99', currency: 'EUR', period: 'year', trialDays: 14 }] }));
  const planned = await startMockPlatform({ games: { defold: `${bridge}gamesdk/res/web` }, catalog: readCatalogFile(catalogFile) });
  try {
    await planned.control.setPlayer({ id: 'defold-plans', registered: true });
    const ownPlan = { product_id: 'orchard_yearly', title: 'Orchard pass', price: '€19.99', price_amount: 19.99, price_currency_code: 'EUR', billing_period: 'year', trial_days: 14, trial_eligible: true };
    await suite('extension through the JS library and a mock platform selling a catalog file\'s plan: its terms', ['--relay', runner, `${planned.url}/play/defold/index.html?sdk_platform=partner`, 'test/lua/plans_test.lua', 'extension', JSON.stringify(ownPlan)]);
  } finally {
    await planned.close();
  }

  // A platform value Lua cannot decode (a lone surrogate in a product title) answered through the
  // real JS library: the callback gets OPERATION_FAILED instead of being dropped (issue 12, item 13).
  const undecodable = await startMockPlatform({
    games: { defold: `${bridge}gamesdk/res/web` },
    catalog: { products: [{ productId: 'bad_title', title: 'broken \ud800 title', description: '', price: '1.00', currency: 'USD', imageUrl: null }], subscriptions: [] },
  });
  try {
    await suite('extension through the JS library and mock platform: an answer Lua cannot decode', ['--relay', runner, `${undecodable.url}/play/defold/index.html?sdk_platform=partner`, 'test/lua/undecodable_test.lua', 'extension']);
  } finally {
    await undecodable.close();
  }
}

await main().catch((error) => record('the run', false, error.stack));
const failedSteps = results.filter((r) => !r.ok).length;
console.log(`defold-bridge steps: ${results.length - failedSteps} passed, ${failedSteps} failed`);
console.log(`${passed} passed, ${failed + failedSteps} failed`);
process.exit(failedSteps || failed ? 1 : 0);
