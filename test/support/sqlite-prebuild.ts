// The compiled better-sqlite3 that this checkout's `npm install` made, offered to the npm installs
// the adoption specs run from the release tarballs (the verify server and the mock platform depend
// on it). better-sqlite3 installs with prebuild-install, which looks for the binary in a local
// folder before downloading one; without it, each install in these specs compiled SQLite from
// source (minutes of CPU per install) where a developer's install downloads the same binary. Only
// the file for this exact version, Node ABI and platform is offered, so any other version an
// install resolves still downloads or compiles its own.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const INSTALLED = fileURLToPath(new URL('../../node_modules/better-sqlite3/', import.meta.url));
/** The variable prebuild-install reads for better-sqlite3's local prebuilds folder. */
const LOCAL_PREBUILDS_VARIABLE = 'npm_config_better_sqlite3_local_prebuilds';

/**
 * Packs the installed binary into `folder` under the name prebuild-install asks for, and points
 * child processes at it. Does nothing when the checkout has no compiled binary.
 */
export function offerSqlitePrebuild(folder: string): void {
  const binary = join('build', 'Release', 'better_sqlite3.node');
  if (!existsSync(join(INSTALLED, binary))) return;
  const { version } = JSON.parse(readFileSync(join(INSTALLED, 'package.json'), 'utf8')) as { version: string };
  mkdirSync(folder, { recursive: true });
  const name = `better-sqlite3-v${version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`;
  const packed = spawnSync('tar', ['-czf', join(folder, name), '-C', INSTALLED, binary]);
  if (packed.status !== 0) throw new Error(`packing ${binary} failed: ${packed.stderr}`);
  process.env[LOCAL_PREBUILDS_VARIABLE] = folder;
}
