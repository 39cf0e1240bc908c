// One-time and every-time set-up behind `npm start`, `npm test` and `npm run bench`: installs
// npm dependencies when they are missing or stale, builds every package, and with --for-tests
// makes sure the system tools the test suites drive are present (installing them with apt when
// running as root, otherwise naming the missing packages and stopping).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { root, workspaces } from './workspaces.mjs';

const forTests = process.argv.includes('--for-tests');

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node ${process.versions.node} is too old: this repository needs Node 20.19 or later.`);
  process.exit(1);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`setup: '${command} ${args.join(' ')}' failed`);
    process.exit(result.status ?? 1);
  }
}

function mtime(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

// npm dependencies: install when node_modules is missing or older than a manifest.
const installed = mtime(`${root}node_modules/.package-lock.json`);
const manifests = ['package.json', 'package-lock.json', ...workspaces.map((w) => `${w}/package.json`)];
if (!installed || manifests.some((m) => mtime(`${root}${m}`) > installed)) {
  console.log('setup: installing npm dependencies (npm install)');
  run('npm', ['install', '--no-fund', '--no-audit']);
}

// System tools the suites drive for real: a binary (or header) to look for, and its Debian package.
const systemTools = [
  { path: '/usr/bin/chromium', pkg: 'chromium', why: 'browser tests (Playwright)' },
  { path: '/usr/bin/WebKitWebDriver', pkg: 'webkit2gtk-driver', why: 'cross-browser tests on WebKit (WebKitWebDriver drives WebKitGTK\'s MiniBrowser)' },
  { path: '/usr/bin/Xvfb', pkg: 'xvfb', why: 'the virtual display WebKitGTK runs in (it has no headless mode)' },
  { path: '/usr/bin/firefox-esr', pkg: 'firefox-esr', why: 'cross-browser tests on Gecko (WebDriver BiDi)' },
  { path: '/usr/share/fonts/truetype/liberation', pkg: 'fonts-liberation', why: 'readable screenshots' },
  { path: '/usr/bin/luajit', pkg: 'luajit', why: 'Defold bridge Lua tests' },
  { path: '/usr/include/lua5.1/lua.h', pkg: 'liblua5.1-0-dev', why: 'Defold bridge C++ against Lua 5.1 headers' },
  { path: '/usr/lib/x86_64-linux-gnu/libluajit-5.1.so', pkg: 'libluajit-5.1-dev', why: 'Defold bridge test host embedding LuaJIT' },
  { path: '/usr/include/nlohmann/json.hpp', pkg: 'nlohmann-json3-dev', why: 'Defold bridge test host: JSON for the dmsdk compatibility layer' },
  { path: '/usr/bin/mcs', pkg: 'mono-mcs', why: 'Unity bridge C# compile' },
  { path: '/usr/bin/mono', pkg: 'mono-runtime', why: 'Unity bridge C# tests' },
  { path: '/usr/lib/mono/4.5/System.Core.dll', pkg: 'libmono-system-core4.0-cil', why: 'Unity bridge C# tests (System.Core)' },
  { path: '/usr/lib/mono/4.5/System.Json.dll', pkg: 'libmono-system-json4.0-cil', why: 'Unity bridge C# tests (the JsonUtility stub parses with System.Json)' },
  { path: '/usr/bin/emcc', pkg: 'emscripten', why: 'jslib and Defold JS library checks' },
  { path: postgresBin(), pkg: 'postgresql', why: 'the verify server ledger on PostgreSQL' },
];

function postgresBin() {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort() : [];
  return versions.length ? `${base}/${versions.at(-1)}/bin/initdb` : `${base}/initdb`;
}

if (forTests) {
  const missing = systemTools.filter((tool) => !existsSync(tool.path));
  if (missing.length) {
    const packages = missing.map((tool) => tool.pkg);
    if (process.getuid?.() === 0) {
      console.log(`setup: installing ${packages.join(' ')} with apt-get`);
      run('apt-get', ['update'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
      run('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    } else {
      console.error('setup: these Debian packages are needed by the test suites and are missing:');
      for (const tool of missing) console.error(`  ${tool.pkg}  (${tool.why})`);
      console.error(`Install them with: sudo apt-get install -y ${packages.join(' ')}`);
      process.exit(1);
    }
  }
}

run(process.execPath, ['scripts/build.mjs']);
