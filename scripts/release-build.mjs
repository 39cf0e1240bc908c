// The release build, run by scripts/release.mjs inside a clean export of git HEAD (never in a
// working tree: its ignored and untracked files, a .env, .data/, a local database, must not ship).
// Writes the artefacts a game project installs to out-dir: one npm tarball per published package,
// the browser script, the Unity package as a UPM tarball, the Defold library zip, the Godot addon
// zip, and SHA256SUMS.
// It builds from clean dist folders first, so no file of an earlier build can ship.
// Usage: node scripts/release-build.mjs <out-dir>
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { packLibrary } from './pack-defold-library.mjs';
import { addonVersion, packAddon } from './pack-godot-addon.mjs';
import { packSite } from './docs.mjs';
import { buildSite } from './docs/site.mjs';
import { releasedChangelog } from './released-changelog.mjs';
import { published, root, scriptsOf, workspaces } from './workspaces.mjs';

const UNITY_PACKAGE = join(root, 'unity-bridge', 'com.gamesdk.sdk');

if (!process.argv[2]) throw new Error('usage: node scripts/release-build.mjs <out-dir> (npm run release exports HEAD and runs it there)');
const out = resolve(process.argv[2]);
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
const { version } = readJson(join(root, 'package.json'));

/** Runs a command to its end; its output shows, unless `capture` asks for stdout back. */
function run(command, args, { cwd = root, capture = false } = {}) {
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', capture ? 'pipe' : 'inherit', 'inherit'], encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
  return result.stdout;
}

/** Every published package carries the release version, and pins the others to it exactly, so the tarballs install together. */
function checkVersions() {
  const names = new Set(published.map((folder) => readJson(join(root, folder, 'package.json')).name));
  const faults = [];
  for (const folder of published) {
    const pkg = readJson(join(root, folder, 'package.json'));
    if (pkg.version !== version) faults.push(`${pkg.name} is ${pkg.version}, the release is ${version}`);
    for (const field of ['dependencies', 'peerDependencies']) {
      for (const [name, range] of Object.entries(pkg[field] ?? {})) {
        if (names.has(name) && range !== version) faults.push(`${pkg.name} ${field} ${name}@${range}: must be exactly ${version}`);
      }
    }
  }
  if (addonVersion() !== version) faults.push(`godot-bridge/addons/gamesdk/plugin.cfg is ${addonVersion()}, the release is ${version}`);
  for (const manifest of [join(UNITY_PACKAGE, 'package.json'), join(root, 'defold-bridge', 'package.json'), join(root, 'godot-bridge', 'package.json')]) {
    const pkg = readJson(manifest);
    if (pkg.version !== version) faults.push(`${manifest} is ${pkg.version}, the release is ${version}`);
  }
  if (faults.length) throw new Error(`versions disagree:\n  ${faults.join('\n  ')}`);
}

/** The UPM tarball Unity's "Add package from tarball" reads: everything under `package/`, .meta files included. */
function packUnity() {
  run(process.execPath, [join(root, 'unity-bridge', 'scripts', 'meta.mjs'), '--check']);
  const staging = mkdtempSync(join(tmpdir(), 'gamesdk-upm-'));
  try {
    cpSync(UNITY_PACKAGE, join(staging, 'package'), { recursive: true });
    // What the release ships is under its version in the tarball's changelog, not [Unreleased].
    const changelog = join(staging, 'package', 'CHANGELOG.md');
    writeFileSync(changelog, releasedChangelog(readFileSync(changelog, 'utf8'), version));
    const name = `com.gamesdk.sdk-${version}.tgz`;
    // Fixed order, times and owners: the same sources give the same bytes.
    run('tar', ['--sort=name', '--mtime=@0', '--owner=0', '--group=0', '--numeric-owner', '-cf', join(staging, 'package.tar'), '-C', staging, 'package']);
    run('gzip', ['-n', '-9', join(staging, 'package.tar')]);
    copyFileSync(join(staging, 'package.tar.gz'), join(out, name));
    return name;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

function writeChecksums(files) {
  const lines = files.map((file) => `${createHash('sha256').update(readFileSync(join(out, file))).digest('hex')}  ${file}`);
  writeFileSync(join(out, 'SHA256SUMS'), `${lines.join('\n')}\n`);
}

checkVersions();
for (const folder of workspaces.filter((name) => scriptsOf(name).build)) rmSync(join(root, folder, 'dist'), { recursive: true, force: true });
run(process.execPath, [join(root, 'scripts', 'build.mjs')]);
// The Unity, Defold and Godot packages carry copies of the script just built: they must be that build.
run(process.execPath, [join(root, 'scripts', 'generate.mjs'), '--check']);
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const files = [];
for (const folder of published) {
  const [packed] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', out], { cwd: join(root, folder), capture: true }));
  files.push(packed.filename);
}
copyFileSync(join(root, 'browser-script', 'dist', 'gamesdk.js'), join(out, 'gamesdk.js'));
files.push('gamesdk.js');
files.push(packUnity());
files.push(basename(await packLibrary(out)));
files.push(basename(await packAddon(out)));
files.push(basename(await packSite(buildSite(), out))); // the API reference (npm run docs)
files.sort();
writeChecksums(files);
console.log(`release ${version} in ${out}:\n  ${[...files, 'SHA256SUMS'].join('\n  ')}`);
