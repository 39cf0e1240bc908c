// Builds every package in dependency order, computed from what each workspace declares
// (scripts/workspaces.mjs): a package builds once everything it imports has built. Packages that
// do not need each other build side by side (BUILD_JOBS at a time, default 2: a Rollup build
// keeps about one core busy), each one's output printed whole when it ends. Generated error-code
// files and the committed copies of the browser script are checked by the tests, never rewritten
// here, so drift fails loudly (`npm run generate` rewrites them).
import { spawn, spawnSync } from 'node:child_process';
import { root, scriptsOf, workspaceNeeds, workspaces } from './workspaces.mjs';

const jobs = Math.max(1, Number(process.env.BUILD_JOBS) || 2);

// The tables only: the browser-script copies follow the script this build is about to make.
const check = spawnSync(process.execPath, ['scripts/generate.mjs', '--check', '--tables-only'], { cwd: root, stdio: 'inherit' });
if (check.status !== 0) process.exit(1);

const building = workspaces.filter((name) => scriptsOf(name).build);
const built = new Set(workspaces.filter((name) => !building.includes(name)));
const waiting = [...building];

/** Runs one package's build script with its output kept; resolves with whether it passed. */
function build(folder) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build', '--workspace', folder], { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      console.log(`\n== build: ${folder}`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

let failed = false;
const running = new Map();
while (waiting.length || running.size) {
  // Start what is ready (in dependency order) while a slot is free; stop starting after a failure.
  for (const folder of [...waiting]) {
    if (failed || running.size >= jobs) break;
    if (!workspaceNeeds(folder).every((need) => built.has(need))) continue;
    waiting.splice(waiting.indexOf(folder), 1);
    running.set(folder, build(folder).then((ok) => ({ folder, ok })));
  }
  if (!running.size) break;
  const { folder, ok } = await Promise.race(running.values());
  running.delete(folder);
  if (ok) built.add(folder);
  else {
    console.error(`build failed in ${folder}`);
    failed = true;
  }
}
if (failed || waiting.length) process.exit(1);
