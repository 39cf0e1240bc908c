// A Defold HTML5 bundle made with the library's template (defold-bridge/gamesdk/web/engine_template.html,
// rendered with Mustache as Defold's bundler fills it): the emcc-linked engine stand-in
// (defold-bridge/test/web/engine/engine.c, linked with the library's JS library as the engine
// links it), a stand-in dmloader.js held to what Defold's real loader does
// (e2e/engines/defold-loader-facts.json), rendered with the values Defold's bundler writes into it,
// and an archive of several MB in pieces. Needs Debian's emcc. Used by
// e2e/engines/defold-template.spec.ts and browsers/.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Mustache from 'mustache';

const BRIDGE = fileURLToPath(new URL('../../defold-bridge/', import.meta.url));
/** What the real loader does, with sources; `renderedWith` holds the game.project values the bundler writes into it. */
export const DEFOLD_LOADER_FACTS = JSON.parse(readFileSync(new URL('../e2e/engines/defold-loader-facts.json', import.meta.url), 'utf8'));
/** The archive: several MB in pieces, as Defold splits it. */
export const PIECES = 4;
export const PIECE_BYTES = 800_000;

/** What Defold's bundler fills the template with (the variables of its builtin engine_template.html). */
const TEMPLATE_VALUES = {
  project: { title: 'Farm', version: '1.0' },
  display: { width: 960, height: 640 },
  'exe-name': 'farm',
  html5: { show_fullscreen_button: true, show_made_with_defold: false },
  DEFOLD_SCALE_MODE_IS_NO_SCALE: false,
  DEFOLD_CUSTOM_CSS_INLINE: '',
};

/**
 * Makes the bundle in a new temporary folder and answers its path (the caller removes it);
 * `streaming` is game.project's html5.wasm_streaming, which the bundler renders into the loader.
 */
export function makeDefoldBundle(streaming = false): string {
  const bundle = mkdtempSync(join(tmpdir(), 'defold-bundle-'));
  const template = readFileSync(join(BRIDGE, 'gamesdk/web/engine_template.html'), 'utf8');
  writeFileSync(join(bundle, 'index.html'), Mustache.render(template, TEMPLATE_VALUES));
  // The extension's res/web folder lands beside index.html, as Defold bundles it.
  mkdirSync(join(bundle, 'gamesdk'));
  for (const file of ['gamesdk.js', 'gamesdk-loading.js']) copyFileSync(join(BRIDGE, 'gamesdk/res/web/gamesdk', file), join(bundle, 'gamesdk', file));
  execFileSync('emcc', [
    '-O1', join(BRIDGE, 'test/web/engine/engine.c'), '--js-library', join(BRIDGE, 'gamesdk/lib/web/library_gamesdk.js'),
    '-sENVIRONMENT=web', '-sEXPORTED_RUNTIME_METHODS=callMain,UTF8ToString', '-sEXPORTED_FUNCTIONS=_main,_malloc,_free',
    '-o', join(bundle, 'farm_wasm.js'),
  ], { stdio: 'pipe' });
  renameSync(join(bundle, 'farm_wasm.wasm'), join(bundle, 'farm.wasm'));
  // The bundler writes the engine's sizes and game.project's html5 settings into dmloader.js.
  const loader = readFileSync(join(BRIDGE, 'test/web/engine/dmloader.js'), 'utf8');
  const { 'html5.retry_time': retryTime, 'html5.retry_count': retryCount } = DEFOLD_LOADER_FACTS.renderedWith;
  writeFileSync(join(bundle, 'dmloader.js'), Mustache.render(loader, {
    DEFOLD_WASM_SIZE: statSync(join(bundle, 'farm.wasm')).size,
    DEFOLD_WASMJS_SIZE: statSync(join(bundle, 'farm_wasm.js')).size,
    html5: { retry_time: retryTime, retry_count: retryCount, wasm_streaming: streaming },
  }));
  mkdirSync(join(bundle, 'archive'));
  const pieces = Array.from({ length: PIECES }, (_, i) => ({ name: `game.arcd${i}`, offset: i * PIECE_BYTES }));
  for (const piece of pieces) writeFileSync(join(bundle, 'archive', piece.name), randomBytes(PIECE_BYTES));
  const content = [{ name: 'game.arcd', size: PIECES * PIECE_BYTES, pieces }];
  writeFileSync(join(bundle, 'archive/archive_files.json'), JSON.stringify({ content, total_size: PIECES * PIECE_BYTES }));
  return bundle;
}
