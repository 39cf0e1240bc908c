// Runs every workspace's `bench` script. Benchmarks print figures; they never pass or fail on them.
import { runScript, scriptsOf, workspaces } from './workspaces.mjs';

let failures = 0;
for (const folder of workspaces) {
  if (!scriptsOf(folder).bench) continue;
  console.log(`\n== bench: ${folder}`);
  if (runScript(folder, 'bench') !== 0) failures++;
}
process.exit(failures ? 1 : 0);
