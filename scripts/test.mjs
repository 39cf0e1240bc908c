// Runs every test suite: the generated-code drift check, then each workspace's `test` script in
// dependency order. A suite that fails does not stop the others; the last line sums them up.
import { spawnSync } from 'node:child_process';
import { root, runScript, scriptsOf, workspaces } from './workspaces.mjs';

const results = [];
const drift = spawnSync(process.execPath, ['scripts/generate.mjs', '--check'], { cwd: root, stdio: 'inherit' });
results.push(['generated files match the error table and the operation manifest', drift.status === 0]);
const fixture = spawnSync(process.execPath, ['--test', 'scripts/codegen/test/'], { cwd: root, stdio: 'inherit' });
results.push(['an operation added to the manifest reaches every engine (scripts/codegen/test)', fixture.status === 0]);

const only = process.argv.slice(2);
for (const folder of workspaces) {
  if (only.length && !only.includes(folder)) continue;
  if (!scriptsOf(folder).test) continue;
  console.log(`\n== test: ${folder}`);
  const started = Date.now();
  const ok = runScript(folder, 'test') === 0;
  console.log(`== ${folder}: ${ok ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  results.push([folder, ok]);
}

const failed = results.filter(([, ok]) => !ok);
console.log('\n== summary');
for (const [name, ok] of results) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}`);
console.log(`suites: ${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
