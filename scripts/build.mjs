// Builds every package in dependency order. The browser script comes after the adapters it
// bundles. Generated error-code files and the bridges' committed copies of the browser script
// are checked by the tests, never rewritten here, so drift fails loudly
// (`npm run generate`, `npm run sync-browser-script -w <bridge>` rewrite them).
import { spawnSync } from 'node:child_process';
import { root, runScript, scriptsOf } from './workspaces.mjs';

const steps = [
  ['sdk-core', 'build'],
  ['adapter-partner', 'build'],
  ['sdk-core', 'build:browser'],
  ['verify-server', 'build'],
  // The CLI before the mock platform: the build upload service shares the CLI's build scanning.
  ['cli', 'build'],
  ['mock-platform', 'build'],
];

// The tables only: the browser-script copies follow the script this build is about to make.
const check = spawnSync(process.execPath, ['scripts/generate.mjs', '--check', '--tables-only'], { cwd: root, stdio: 'inherit' });
if (check.status !== 0) process.exit(1);

for (const [folder, script] of steps) {
  if (!scriptsOf(folder)[script]) continue;
  console.log(`\n== build: ${folder} (${script})`);
  if (runScript(folder, script) !== 0) {
    console.error(`build failed in ${folder} (${script})`);
    process.exit(1);
  }
}
