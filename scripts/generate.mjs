// Writes (or with --check, verifies) every file generated from the error table.
// Each emitter in scripts/codegen/ exports `target` (a path from the repository root) and `emit(table)`.
import { readFileSync, writeFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readErrorTable } from './codegen/error-table.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const check = process.argv.includes('--check');
const table = readErrorTable();
const emitters = readdirSync(new URL('./codegen/', import.meta.url)).filter((f) => f !== 'error-table.mjs' && f.endsWith('.mjs'));

let stale = 0;
for (const file of emitters) {
  const { target, emit } = await import(`./codegen/${file}`);
  const path = root + target;
  const wanted = emit(table);
  let current = null;
  try { current = readFileSync(path, 'utf8'); } catch { /* not generated yet */ }
  if (current === wanted) continue;
  if (check) {
    stale++;
    console.error(`stale: ${target} does not match the error table; run: node scripts/generate.mjs`);
  } else {
    writeFileSync(path, wanted);
    console.log(`wrote ${target}`);
  }
}
process.exit(stale ? 1 : 0);
