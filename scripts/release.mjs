// `npm run release`: the artefacts a game project installs, written to release/ (git-ignored), built
// from what git tracks. HEAD is exported with `git archive` into a temporary folder, which borrows
// this checkout's installed node_modules (linked, with the @gamesdk workspace links pointing into
// the export), and scripts/release-build.mjs builds and packs there. So no ignored or untracked
// file of the working tree (a .env, .data/, an upload-api.sqlite) and no uncommitted edit can
// reach an artefact. Usage: node scripts/release.mjs [out-dir]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readlinkSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { root, workspaces } from './workspaces.mjs';

const out = resolve(process.argv[2] ?? join(root, 'release'));

function git(args) {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed`);
  return result.stdout;
}

/** Writes the tree of HEAD into `target`. */
function exportHead(target) {
  const archive = spawnSync('git', ['archive', '--format=tar', 'HEAD'], { cwd: root, maxBuffer: 1024 ** 3, stdio: ['ignore', 'pipe', 'inherit'] });
  if (archive.status !== 0) throw new Error('git archive HEAD failed');
  const unpacked = spawnSync('tar', ['-x', '-C', target], { input: archive.stdout, stdio: ['pipe', 'inherit', 'inherit'] });
  if (unpacked.status !== 0) throw new Error('unpacking the export of HEAD failed');
}

/**
 * Gives the export the dependencies installed here: each entry of node_modules is linked to where
 * it really is, except the workspace links of @gamesdk, which are made again inside the export so
 * that a package builds against its neighbours as committed, never against this working tree.
 */
function linkInstalledModules(target) {
  const installed = join(root, 'node_modules');
  const linked = join(target, 'node_modules');
  mkdirSync(linked);
  for (const entry of readdirSync(installed)) {
    if (entry === '@gamesdk') continue;
    symlinkSync(realpathSync(join(installed, entry)), join(linked, entry));
  }
  mkdirSync(join(linked, '@gamesdk'));
  for (const entry of readdirSync(join(installed, '@gamesdk'))) {
    // Workspace links are relative (../../sdk-core), so the same link resolves inside the export.
    symlinkSync(readlinkSync(join(installed, '@gamesdk', entry)), join(linked, '@gamesdk', entry));
  }
  // A workspace's own node_modules holds the versions it needs where the root's differ (sdk-core's
  // eventemitter3 5 beside http-proxy's 4 at the root): without it the export bundles the root's.
  // It is looked for beside the checkout whose node_modules these really are, so a checkout that
  // borrows another's node_modules by a link (as the release-hygiene test's clone does) finds them too.
  const installedRoot = dirname(realpathSync(installed));
  for (const folder of workspaces) {
    const own = join(installedRoot, folder, 'node_modules');
    if (existsSync(own)) symlinkSync(realpathSync(own), join(target, folder, 'node_modules'));
  }
}

const head = git(['rev-parse', '--short', 'HEAD']).trim();
const uncommitted = git(['status', '--porcelain', '--untracked-files=no']).trim();
if (uncommitted) console.warn(`release: building commit ${head}; uncommitted changes are not part of it:\n${uncommitted}`);
const source = mkdtempSync(join(tmpdir(), `gamesdk-release-${head}-`));
try {
  exportHead(source);
  linkInstalledModules(source);
  const built = spawnSync(process.execPath, [join(source, 'scripts', 'release-build.mjs'), out], { cwd: source, stdio: 'inherit' });
  if (built.status !== 0) throw new Error(`the release build of ${head} failed`);
} finally {
  rmSync(source, { recursive: true, force: true });
}
