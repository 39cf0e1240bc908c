// Compiles every extension source against a copy of Defold's real dmsdk headers, as Defold's build
// server compiles an extension (C++11, no exceptions or RTTI, the server's DLIB_LOG_DOMAIN), held
// to -Wall -Wextra -pedantic -Werror: syntax only, optimised as the server (-O3 -g), with the SDK
// as user headers as the server includes it (no warning may point into the extension's files)
// and, where Defold's headers allow it, as a release (NDEBUG) build; for HTML5 and for the
// desktop source. Not part of `npm test`: the headers come from Defold's repository, which CI
// cannot fetch (see the README, "Compiled against Defold's real headers").
// Usage: node scripts/compile-against-dmsdk.mjs <headers-root> [--compiler g++|em++|<path>]...
//   <headers-root> holds dmsdk/ (Defold's engine/*/src/dmsdk trees merged); when it has no
//   dmsdk/lua/, LuaJIT's headers from /usr/include/luajit-2.1 stand in for the ones Defold ships.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const bridge = fileURLToPath(new URL('..', import.meta.url));
const LUAJIT_HEADERS = '/usr/include/luajit-2.1';
const COMPILE_TIMEOUT_MS = 120_000;

// ext.manifest's name, upper-cased: the build server passes -DDLIB_LOG_DOMAIN="<NAME>".
const SERVER_LOG_DOMAIN = '-DDLIB_LOG_DOMAIN="GAMESDK"';
// A diagnostic whose location is one of the extension's own files.
const OWN_DIAGNOSTIC = /^gamesdk\/src\/[^:\s]+:\d+(?::\d+)?: (?:warning|error)/m;
const STRICT = ['-std=c++11', '-Wall', '-Wextra', '-pedantic', '-Werror', '-fno-exceptions', '-fno-rtti'];

function usage(message) {
  console.error(`${message}\nusage: node scripts/compile-against-dmsdk.mjs <headers-root> [--compiler g++|em++|<path>]...`);
  process.exit(2);
}

function parseArgs(argv) {
  const compilers = [];
  let root;
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--compiler') {
      if (!argv[i + 1]) usage('--compiler needs a value');
      compilers.push(argv[(i += 1)]);
    } else if (root === undefined) {
      root = resolve(argv[i]);
    } else {
      usage(`unexpected argument ${argv[i]}`);
    }
  }
  if (!root) usage('no headers root given');
  if (!existsSync(`${root}/dmsdk`)) usage(`${root} has no dmsdk/ folder`);
  return { root, compilers: compilers.length ? compilers : ['g++', 'em++'] };
}

// Defold ships its own Lua headers under dmsdk/lua; LuaJIT's (the engine's Lua on HTML5 is Lua
// 5.1, on desktop LuaJIT; both declare the same C API the extension uses) fill in when absent.
function luaOverlay(root) {
  if (existsSync(`${root}/dmsdk/lua/lua.h`)) return { dir: undefined, flags: [] };
  if (!existsSync(`${LUAJIT_HEADERS}/lua.h`)) usage(`${root} has no dmsdk/lua/ and ${LUAJIT_HEADERS} is missing (apt-get install libluajit-5.1-dev)`);
  const dir = mkdtempSync(`${tmpdir()}/gamesdk-dmsdk-lua-`);
  mkdirSync(`${dir}/dmsdk/lua`, { recursive: true });
  for (const file of readdirSync(LUAJIT_HEADERS).filter((f) => f.endsWith('.h'))) copyFileSync(`${LUAJIT_HEADERS}/${file}`, `${dir}/dmsdk/lua/${file}`);
  return { dir, flags: ['-isystem', dir] };
}

// Every translation unit the build server compiles, with the defines each platform gets: the
// bridge sources on HTML5, the null source everywhere else.
function units(compiler) {
  const sources = readdirSync(`${bridge}gamesdk/src`).filter((f) => f.endsWith('.cpp')).sort();
  const html5 = sources.filter((f) => f !== 'gamesdk_null.cpp').map((f) => ({ file: f, platform: 'HTML5', defines: ['-DDM_PLATFORM_HTML5'] }));
  const desktop = { file: 'gamesdk_null.cpp', platform: 'desktop', defines: [] };
  // em++ builds only HTML5; g++ stands in for the desktop compilers and for HTML5 without Emscripten.
  return /em\+\+$/.test(compiler) ? html5 : [desktop, ...html5];
}

// Whether Defold's log header compiles on its own with `extra` flags (strict warnings off: only
// the header's own validity is asked).
function headersCompile(compiler, sdk, extra) {
  const run = spawnSync(compiler, ['-std=c++11', '-fsyntax-only', SERVER_LOG_DOMAIN, ...extra, ...sdk, '-x', 'c++', '-'], { cwd: bridge, input: '#include <dmsdk/dlib/log.h>\n', encoding: 'utf8', timeout: COMPILE_TIMEOUT_MS });
  return { ok: run.status === 0, first: (run.stderr.match(/error: (.*)/) ?? [])[1] };
}

// Informational: what Defold's headers alone raise under the strict flags when included with -I.
function headerWarnings(compiler, root, luaFlags) {
  const args = [...STRICT.filter((f) => f !== '-Werror'), '-fsyntax-only', SERVER_LOG_DOMAIN, '-DDM_PLATFORM_HTML5', '-I', root, ...luaFlags, '-x', 'c++', '-'];
  const run = spawnSync(compiler, args, { cwd: bridge, input: '#include <dmsdk/sdk.h>\n', encoding: 'utf8', timeout: COMPILE_TIMEOUT_MS });
  const kinds = new Map();
  for (const match of run.stderr.matchAll(/(?:warning|error): (.*?)(?: \[(-W[^\]]+)\])?$/gm)) {
    const key = match[2] ?? match[1];
    kinds.set(key, (kinds.get(key) ?? 0) + 1);
  }
  const summary = [...kinds].map(([kind, count]) => `${kind} x${count}`).join(', ');
  console.log(`note: <dmsdk/sdk.h> alone, included with -I: ${summary || 'no warnings'} (Defold's, not counted)`);
}

function main() {
  const { root, compilers } = parseArgs(process.argv.slice(2));
  const lua = luaOverlay(root);
  // The build server passes the SDK with -I but compiles without -pedantic or -Werror; Defold's
  // own headers are not -pedantic clean (headerWarnings shows it), so, as the test suite does, the
  // SDK is a system header here and every warning left is the extension's own.
  const sdk = ['-isystem', root, ...lua.flags];
  const userSdk = ['-I', root, ...lua.flags];
  let failed = 0;
  let passed = 0;
  try {
    for (const compiler of compilers) {
      const found = spawnSync(compiler, ['--version'], { encoding: 'utf8', timeout: COMPILE_TIMEOUT_MS });
      if (found.status !== 0) {
        console.log(`FAIL ${compiler} is not runnable${found.error ? `: ${found.error.message}` : ''}`);
        failed += 1;
        continue;
      }
      console.log(`# ${compiler}: ${found.stdout.split('\n')[0]}`);
      headerWarnings(compiler, root, lua.flags);
      // Some warnings (uninitialised use, overflows) need the optimiser: the server's -O3 -g builds
      // an object, the others only check syntax.
      const builds = [
        { name: 'debug', flags: ['-fsyntax-only'] },
        { name: 'optimised as the build server, -O3 -g', flags: ['-O3', '-g', '-c', '-o', '/dev/null'] },
        { name: 'SDK with -I as the build server, no warning in the extension\'s files', flags: ['-fsyntax-only'], userHeaders: true },
      ];
      const release = headersCompile(compiler, sdk, ['-DNDEBUG']);
      if (release.ok) builds.push({ name: 'release', flags: ['-fsyntax-only', '-DNDEBUG'] });
      else console.log(`note: release (NDEBUG) builds not checked: Defold's <dmsdk/dlib/log.h> alone does not compile as C++ with NDEBUG here (${release.first}); the build server defines no NDEBUG`);
      for (const unit of units(compiler)) {
        for (const build of builds) {
          for (const domain of [{ name: 'server log domain', flags: [SERVER_LOG_DOMAIN] }, { name: 'own log domain', flags: [] }]) {
            const args = [...(build.userHeaders ? STRICT.filter((f) => f !== '-Werror') : STRICT), ...unit.defines, ...build.flags, ...domain.flags, ...(build.userHeaders ? userSdk : sdk), `gamesdk/src/${unit.file}`];
            const run = spawnSync(compiler, args, { cwd: bridge, encoding: 'utf8', timeout: COMPILE_TIMEOUT_MS });
            // With the SDK as user headers, Defold's own warnings are expected; none may be the extension's.
            const ok = build.userHeaders ? run.status === 0 && !OWN_DIAGNOSTIC.test(run.stderr) : run.status === 0 && run.stderr.trim() === '';
            const name = `${compiler} ${unit.file} (${unit.platform}, ${build.name}, ${domain.name})`;
            console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}`);
            if (!ok) process.stdout.write(`  ${compiler} ${args.join(' ')}\n${run.stderr}${run.error ? `${run.error.message}\n` : ''}`);
            if (ok) passed += 1;
            else failed += 1;
          }
        }
      }
    }
  } finally {
    if (lua.dir) rmSync(lua.dir, { recursive: true, force: true });
  }
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

main();
