// Packs the Godot addon zip (the release asset gamesdk-godot-<version>.zip): addons/gamesdk/ at the
// zip's root, as a project holds it, so unzipping into a project's folder installs it (and the
// Asset Library's installer finds the same layout). Inside addons/gamesdk/: the addon, the Godot
// developers' README, the LICENSE and the changelog as released (what the release ships under its
// version, not [Unreleased]); nothing of the test tooling.
// The release packs it (release-build.mjs); it lives with the release's scripts, which the bridges
// never import.
// Usage: node scripts/pack-godot-addon.mjs [out-dir]   (default: godot-bridge/build/)
import { createWriteStream, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import yazl from 'yazl';
import { releasedChangelog } from './released-changelog.mjs';

const bridge = fileURLToPath(new URL('../godot-bridge/', import.meta.url));
/** The folder the zip holds, relative to godot-bridge/ (and so to the zip's root). */
export const ADDON = 'addons/gamesdk';

/**
 * Every file under `path`, sorted.
 * @param {string} path
 * @returns {string[]}
 */
function files(path) {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).sort().flatMap((name) => files(join(path, name)));
}

/** The version the addon declares (plugin.cfg), which must be the package's. */
export function addonVersion() {
  const cfg = readFileSync(join(bridge, ADDON, 'plugin.cfg'), 'utf8');
  const match = /^version="([^"]+)"$/m.exec(cfg);
  if (!match) throw new Error(`${ADDON}/plugin.cfg has no version="..." line`);
  return match[1];
}

/** Writes the zip into `outDir`; resolves its path. */
export function packAddon(outDir = join(bridge, 'build')) {
  const { version } = JSON.parse(readFileSync(join(bridge, 'package.json'), 'utf8'));
  if (addonVersion() !== version) throw new Error(`${ADDON}/plugin.cfg says version ${addonVersion()}, godot-bridge/package.json ${version}`);
  mkdirSync(outDir, { recursive: true });
  const target = join(outDir, `gamesdk-godot-${version}.zip`);
  const zip = new yazl.ZipFile();
  // Fixed times: the same sources give the same bytes.
  const options = { mtime: new Date(0) };
  for (const file of files(join(bridge, ADDON))) zip.addFile(file, relative(bridge, file), options);
  zip.addFile(join(bridge, '..', 'LICENSE'), `${ADDON}/LICENSE`, options);
  zip.addBuffer(Buffer.from(releasedChangelog(readFileSync(join(bridge, 'CHANGELOG.md'), 'utf8'), version)), `${ADDON}/CHANGELOG.md`, options);
  zip.end();
  return new Promise((resolve, reject) => {
    zip.outputStream.pipe(createWriteStream(target)).on('close', () => resolve(target)).on('error', reject);
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`wrote ${await packAddon(process.argv[2])}`);
}
