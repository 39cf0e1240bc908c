#!/usr/bin/env node
// `npm run verify-server` from the repository root: starts the verify and claim server. On a fresh
// clone the package is built once first, so the command works right after `npm install`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const main = new URL('../dist/main.js', import.meta.url);
if (!existsSync(main)) {
  process.stderr.write('verify-server: dist/ is missing, building it once (npm run build -w verify-server)\n');
  const built = spawnSync('npm', ['run', 'build', '--silent'], { cwd: fileURLToPath(new URL('..', import.meta.url)), stdio: ['ignore', 'ignore', 'inherit'] });
  if (built.status !== 0 || !existsSync(main)) {
    process.stderr.write('verify-server: the build failed; run `npm run build` at the repository root and retry\n');
    process.exit(1);
  }
}
await import(main.href);
