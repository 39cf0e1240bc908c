// Packs the Defold library zip that games use as their dependency URL (the release asset
// gamesdk-defold-<version>.zip): game.project at the zip's root, the gamesdk/ folder (the
// extension, the stubs, the HTML5 template), the example, the user's README and the changelog as
// released (what the release ships under its version, not [Unreleased]); nothing from the test
// tooling or MAINTAINING.md.
// The release packs it (release-build.mjs); the bridge's own `npm run pack` too. It lives with
// the release's scripts, which the bridges never import.
// Usage: node scripts/pack-defold-library.mjs [out-dir]   (default: defold-bridge/build/)
import { createWriteStream, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import yazl from 'yazl';
import { releasedChangelog } from './released-changelog.mjs';

const bridge = fileURLToPath(new URL('../defold-bridge/', import.meta.url));
/** What the library zip holds, relative to defold-bridge/. */
export const LIBRARY_ENTRIES = ['game.project', 'README.md', 'LICENSE', 'gamesdk', 'example'];

function files(path) {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).sort().flatMap((name) => files(join(path, name)));
}

/** Writes the zip into `outDir`; resolves its path. */
export function packLibrary(outDir = join(bridge, 'build')) {
  const { version } = JSON.parse(readFileSync(join(bridge, 'package.json'), 'utf8'));
  mkdirSync(outDir, { recursive: true });
  const target = join(outDir, `gamesdk-defold-${version}.zip`);
  const zip = new yazl.ZipFile();
  for (const entry of LIBRARY_ENTRIES) {
    for (const file of files(join(bridge, entry))) zip.addFile(file, relative(bridge, file));
  }
  zip.addBuffer(Buffer.from(releasedChangelog(readFileSync(join(bridge, 'CHANGELOG.md'), 'utf8'), version)), 'CHANGELOG.md');
  zip.end();
  return new Promise((resolve, reject) => {
    zip.outputStream.pipe(createWriteStream(target)).on('close', () => resolve(target)).on('error', reject);
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`wrote ${await packLibrary(process.argv[2])}`);
}
