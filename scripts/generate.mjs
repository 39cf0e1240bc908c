// Writes (or with --check, verifies) every file generated from the error table, the operation
// manifest and the rules table, and the copies of the built browser script. Each emitter in
// scripts/codegen/ exports `target` (a path from the repository root; or `targets`, several paths
// given the same text), `emit(input, current)` and `from` ('errors', the default, 'operations',
// 'rules' or 'browserScript', browser-script's built script); `current` is the file's text now, for
// emitters that keep hand-written parts (documentation) of their target.
//   --check            fail, writing nothing, while any generated file is stale
//   --manifest <file>  read the operations from another manifest (a test fixture)
//   --out <dir>        write under <dir> instead of the repository (hand-written parts still come from the repository)
//   --tables-only      leave the browser-script copies out (the build checks the tables before it builds the script)
import { existsSync, mkdirSync, readFileSync, writeFileSync, readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readErrorTable } from './codegen/error-table.mjs';
import { readOperations } from './codegen/lib/operations.mjs';
import { readRules } from './codegen/lib/rules.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const argv = process.argv.slice(2);
const option = (name) => {
  const at = argv.indexOf(name);
  if (at < 0) return undefined;
  if (!argv[at + 1]) throw new Error(`${name} needs a value`);
  return resolve(argv[at + 1]);
};
const check = argv.includes('--check');
const tablesOnly = argv.includes('--tables-only');
const manifest = option('--manifest');
const out = option('--out');
// The bridges' copies of the browser script follow browser-script's build; before a build there is
// nothing to compare them with, and they are left as they are.
const builtScript = `${root}browser-script/dist/gamesdk.js`;
const inputs = {
  errors: readErrorTable(),
  operations: readOperations(manifest),
  rules: readRules(),
  browserScript: existsSync(builtScript) ? readFileSync(builtScript, 'utf8') : null,
};
const emitters = readdirSync(new URL('./codegen/', import.meta.url)).filter((f) => f !== 'error-table.mjs' && f.endsWith('.mjs'));

let stale = 0;
for (const file of emitters) {
  const { target, targets = [target], emit, from = 'errors' } = await import(`./codegen/${file}`);
  if (tablesOnly && from === 'browserScript') continue;
  for (const each of targets) {
    let current = null;
    try { current = readFileSync(root + each, 'utf8'); } catch { /* not generated yet */ }
    const wanted = emit(inputs[from], current);
    const path = out ? `${out}/${each}` : root + each;
    if (!out && current === wanted) continue;
    if (check) {
      stale++;
      console.error(`stale: ${each} does not match its source (sdk-core/src/errors/error-table.json, sdk-core/api/ or browser-script/dist/gamesdk.js); run: npm run generate`);
    } else {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, wanted);
      if (!out) console.log(`wrote ${each}`);
    }
  }
}
process.exit(stale ? 1 : 0);
