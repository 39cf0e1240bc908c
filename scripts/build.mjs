// Builds every package in dependency order, computed from what each workspace declares
// (scripts/workspaces.mjs): a package builds after everything it imports. Generated error-code
// files and the committed copies of the browser script are checked by the tests, never rewritten
// here, so drift fails loudly (`npm run generate` rewrites them).
import { spawnSync } from 'node:child_process';
import { root, runScript, scriptsOf, workspaces } from './workspaces.mjs';

// The tables only: the browser-script copies follow the script this build is about to make.
const check = spawnSync(process.execPath, ['scripts/generate.mjs', '--check', '--tables-only'], { cwd: root, stdio: 'inherit' });
if (check.status !== 0) process.exit(1);

for (const folder of workspaces.filter((name) => scriptsOf(name).build)) {
  console.log(`\n== build: ${folder}`);
  if (runScript(folder, 'build') !== 0) {
    console.error(`build failed in ${folder}`);
    process.exit(1);
  }
}
