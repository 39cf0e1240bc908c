// Writes the Unity .meta file of every asset and folder of the package (or, with --check, fails
// when one is missing or orphaned). A package installed from a git URL is read-only, and Unity
// ignores assets without a .meta there. GUIDs derive from the path, so they never change.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const packageRoot = fileURLToPath(new URL('../com.gamesdk.sdk/', import.meta.url));

const tail = 'userData: \n  assetBundleName: \n  assetBundleVariant: \n';
const importers = {
  folder: 'folderAsset: yes\nDefaultImporter:\n  externalObjects: {}\n  ' + tail,
  '.cs': 'MonoImporter:\n  externalObjects: {}\n  serializedVersion: 2\n  defaultReferences: []\n  executionOrder: 0\n  icon: {instanceID: 0}\n  ' + tail,
  '.asmdef': 'AssemblyDefinitionImporter:\n  externalObjects: {}\n  ' + tail,
  'package.json': 'PackageManifestImporter:\n  externalObjects: {}\n  ' + tail,
  text: 'TextScriptImporter:\n  externalObjects: {}\n  ' + tail,
  // The browser script and the bridge go into WebGL builds only.
  webgl:
    'PluginImporter:\n  externalObjects: {}\n  serializedVersion: 2\n  iconMap: {}\n  executionOrder: {}\n  defineConstraints: []\n  isPreloaded: 0\n  isOverridable: 0\n  isExplicitlyReferenced: 0\n  validateReferences: 1\n  platformData:\n  - first:\n      Any: \n    second:\n      enabled: 0\n      settings: {}\n  - first:\n      Editor: Editor\n    second:\n      enabled: 0\n      settings:\n        DefaultValueInitialized: true\n  - first:\n      WebGL: WebGL\n    second:\n      enabled: 1\n      settings: {}\n  ' + tail,
};

function importerOf(path, isFolder) {
  if (isFolder) return importers.folder;
  if (path.endsWith('.jslib') || path.endsWith('.jspre')) return importers.webgl;
  if (path.endsWith('.cs')) return importers['.cs'];
  if (path.endsWith('.asmdef')) return importers['.asmdef'];
  if (path === 'package.json') return importers['package.json'];
  return importers.text;
}

/**
 * Every path Unity imports: hidden (`.`) and `~` folders are skipped, as Unity does.
 * @param {string} [dir]
 * @returns {{ path: string, isFolder: boolean }[]}
 */
export function assets(dir = packageRoot) {
  const found = [];
  for (const name of readdirSync(dir)) {
    if (name.startsWith('.') || name.endsWith('~') || name.endsWith('.meta')) continue;
    const path = join(dir, name);
    const isFolder = statSync(path).isDirectory();
    found.push({ path: relative(packageRoot, path), isFolder });
    if (isFolder) found.push(...assets(path));
  }
  return found;
}

/**
 * The .meta text of one asset.
 * @param {string} path
 * @param {boolean} isFolder
 * @returns {string}
 */
export function metaOf(path, isFolder) {
  const guid = createHash('md5').update(`com.gamesdk.sdk/${path.split('\\').join('/')}`).digest('hex');
  return `fileFormatVersion: 2\nguid: ${guid}\n${importerOf(path, isFolder)}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  let problems = 0;
  for (const { path, isFolder } of assets()) {
    const meta = join(packageRoot, `${path}.meta`);
    if (existsSync(meta)) continue;
    if (check) {
      problems++;
      console.error(`missing: com.gamesdk.sdk/${path}.meta (run node unity-bridge/scripts/meta.mjs)`);
    } else {
      writeFileSync(meta, metaOf(path, isFolder));
    }
  }
  process.exit(problems ? 1 : 0);
}
