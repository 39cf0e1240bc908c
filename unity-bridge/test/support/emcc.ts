// Links test/jslib/bridge_test.c with the package's .jslib and .jspre using the system's emcc,
// the way Unity's WebGL build does (--js-library, --pre-js), into a Node-loadable module.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const pluginDir = at('../../com.gamesdk.sdk/Runtime/Plugins/WebGL/');
export const jslibPath = join(pluginDir, 'GameSdk.jslib');
export const jsprePath = join(pluginDir, 'gamesdk.jspre');

/**
 * Links the test program; returns the path of the generated CommonJS module. `optimize` links as a
 * release build does (-O2): Emscripten's JS optimizer then parses and rewrites the .jslib and the
 * .jspre. Debian's emscripten lacks that optimizer's acorn dependency, so the workspace's is used.
 * `exceptions` is the player setting Enable Exceptions: Unity's default, or None. `preJs`: test
 * scripts linked after the browser script, in its scope (test/jslib/spy.js).
 */
export function linkBridgeTest(optimize = false, exceptions: 'explicit' | 'none' = 'explicit', preJs: string[] = []): string {
  if (!existsSync(jsprePath)) throw new Error(`${jsprePath} is missing: run npm run build (it copies browser-script/dist/gamesdk.js)`);
  const out = join(mkdtempSync(join(tmpdir(), 'unity-bridge-emcc-')), 'bridge_test.cjs');
  execFileSync(
    'emcc',
    [
      at('../jslib/bridge_test.c'),
      '--js-library', jslibPath,
      '--pre-js', jsprePath,
      ...preJs.flatMap((path) => ['--pre-js', path]),
      '-sMODULARIZE=1',
      '-sEXPORT_NAME=createBridgeTest',
      '-sENVIRONMENT=node',
      // Unity's WebGL build exports malloc and free for .jslib code; the test build does the same.
      '-sEXPORTED_FUNCTIONS=_main,_malloc,_free,_bridge_init,_bridge_call,_bridge_heap_in_use',
      '-sEXPORTED_RUNTIME_METHODS=ccall,lengthBytesUTF8,stringToUTF8',
      // Unity's default "Explicitly Thrown Exceptions Only" links with exception catching on;
      // "None" leaves Emscripten's default (off).
      ...(exceptions === 'explicit' ? ['-sDISABLE_EXCEPTION_CATCHING=0'] : []),
      ...(optimize ? ['-O2'] : []),
      '-o', out,
    ],
    { stdio: 'pipe', timeout: 600_000, env: { ...process.env, NODE_PATH: acornModules() } },
  );
  return out;
}

/** The node_modules folder holding the acorn Emscripten's JS optimizer requires. */
function acornModules(): string {
  return dirname(dirname(createRequire(import.meta.url).resolve('acorn/package.json')));
}

/**
 * Emscripten's JSDCE pass (tools/acorn-optimizer.js, what -O2 runs over every pre-js) over the
 * JavaScript file at `path`, from the system's emscripten; answers its output text.
 */
export function runJsdce(path: string): string {
  const root = execFileSync('em-config', ['EMSCRIPTEN_ROOT'], { encoding: 'utf8' }).trim();
  return execFileSync('node', [join(root, 'tools/acorn-optimizer.js'), path, 'JSDCE'], { encoding: 'utf8', maxBuffer: 64 << 20, env: { ...process.env, NODE_PATH: acornModules() } });
}
