// Checks every Unity type and member the stubs declare (test/fixtures/unity-api.json) against
// Unity's C# reference source: `node scripts/unity-api-check.mjs <UnityCsReference git dir> [branch...]`
// (branches default to 2021.3 2022.3 6000.0). For each branch it prints the commit and, per check,
// the file that declares it, or MISSING; exits 1 when any is missing. The checkout stays outside
// this repository; only the facts (README, "Unity API checked") come in.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const [repo, ...asked] = process.argv.slice(2);
if (!repo) {
  console.error('usage: node scripts/unity-api-check.mjs <UnityCsReference git dir> [branch...]');
  process.exit(2);
}
const branches = asked.length ? asked : ['2021.3', '2022.3', '6000.0'];
const { checks } = JSON.parse(readFileSync(fileURLToPath(new URL('../test/fixtures/unity-api.json', import.meta.url)), 'utf8'));
const git = (...args) => execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

let missing = 0;
for (const branch of branches) {
  console.log(`${branch} ${git('rev-parse', branch).trim()} ${git('log', '-1', '--format=%s', branch).trim()}`);
  for (const [name, { file, pattern }] of Object.entries(checks)) {
    let found = '';
    try {
      found = git('grep', '-n', '-E', pattern, branch, '--', file).trim().split('\n')[0];
    } catch {
      found = ''; // git grep exits 1 when nothing matches
    }
    if (!found) missing++;
    console.log(`  ${found ? 'ok     ' : 'MISSING'} ${name}  (${file}${found ? `:${found.split(':')[2]}` : ''})`);
  }
}
process.exit(missing ? 1 : 0);
