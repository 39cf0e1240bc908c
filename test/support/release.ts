// The release of HEAD (scripts/release.mjs) that the adoption specs install from, built once per
// Playwright run however many specs and workers ask for it: a release build takes about a minute
// of CPU, and two specs building the same commit doubled it on the run's slowest path. The global
// set-up (ship-browser-script.ts) names a folder for the run; the first spec to ask builds into it
// while holding a lock folder, and the others wait for its SHA256SUMS. The specs only read it.
// (release-hygiene.spec.ts builds its own on purpose: a clone with planted files, not HEAD.)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Set by the global set-up: the folder this run's release is built into (removed by its teardown). */
export const RELEASE_DIR_VARIABLE = 'GAMESDK_TEST_RELEASE_DIR';
const WAIT_MS = 900_000;

/** Builds HEAD's release into `out` (the same command a developer runs: `npm run release`). */
function build(out: string): void {
  const partial = `${out}.partial`;
  rmSync(partial, { recursive: true, force: true });
  const result = spawnSync(process.execPath, [join(ROOT, 'scripts', 'release.mjs'), partial], { cwd: ROOT, encoding: 'utf8', timeout: WAIT_MS });
  if (result.status !== 0) throw new Error(`node scripts/release.mjs exited ${result.status}\n${result.stderr}`);
  // Renamed whole, so a waiting spec never sees a half-written release.
  renameSync(partial, out);
}

/**
 * Resolves the folder holding this run's release, building it if no spec has yet. Outside a
 * Playwright run that went through the global set-up (no folder named), builds a private one.
 */
export async function sharedRelease(): Promise<string> {
  const named = process.env[RELEASE_DIR_VARIABLE];
  const out = named ?? join(mkdtempSync(join(tmpdir(), 'gamesdk-release-')), 'release');
  const lock = `${out}.lock`;
  mkdirSync(dirname(out), { recursive: true });
  const deadline = Date.now() + WAIT_MS;
  while (!existsSync(join(out, 'SHA256SUMS'))) {
    try {
      mkdirSync(lock);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // Another worker is building it: wait for the finished folder (or for its lock to go, if it failed).
      if (Date.now() > deadline) throw new Error(`waited ${WAIT_MS / 1000} s for the release another worker builds in ${out}`);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      continue;
    }
    try {
      if (!existsSync(join(out, 'SHA256SUMS'))) build(out);
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  return out;
}
