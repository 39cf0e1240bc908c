// Runs every test suite after the set-up (`pretest` builds every package once): the generated-code
// drift check, the codegen fixture, then each workspace's `test` script. Suites run side by side
// (TEST_JOBS at a time, default 3): most of a browser suite's time is spent waiting on throttled
// links and real windows, not on a core, so a 2-core machine finishes them well before one at a
// time would. Each suite's output goes to its own log and is printed whole when the suite ends, so
// nothing interleaves; the slowest suites start first. A suite that fails does not stop the
// others; the last line sums them up. The e2e workspace's Playwright specs run two files at a time
// within their suite (test/playwright.config.ts), and its adoption specs share one release.
//
//   npm test                      every suite
//   npm test -- <folder> [...]    only those workspaces' suites (e.g. `npm test -- verify-server`)
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { root, scriptsOf, workspaces } from './workspaces.mjs';

const jobs = Math.max(1, Number(process.env.TEST_JOBS) || 3);
const only = process.argv.slice(2);
const logs = join(root, '.artifacts', 'test-logs');
mkdirSync(logs, { recursive: true });

// Longest first, so the short suites fill the gaps beside them (seconds on a quiet 2-core machine).
const expectedSeconds = { test: 600, 'godot-bridge': 280, 'test (browsers)': 200, 'test (snippets)': 150, 'defold-bridge': 150, 'mock-platform': 150, 'unity-bridge': 90, 'verify-server': 60 };

const suites = [
  { name: 'generated files match the error table and the operation manifest', command: process.execPath, args: ['scripts/generate.mjs', '--check'] },
  { name: 'an operation added to the manifest reaches every engine (scripts/codegen/test)', command: process.execPath, args: ['--test', 'scripts/codegen/test/'] },
].filter(() => !only.length);
// A workspace's `test` script is its suite; a `test:<part>` script is one more, run beside it
// (the e2e workspace's cross-browser run waits mostly on other browsers, not on a core).
for (const folder of workspaces) {
  if (only.length && !only.includes(folder)) continue;
  for (const script of Object.keys(scriptsOf(folder)).filter((name) => /^test(:[\w-]+)?$/.test(name))) {
    const name = script === 'test' ? folder : `${folder} (${script.slice('test:'.length)})`;
    suites.push({ name, command: 'npm', args: ['run', script, '--workspace', folder] });
  }
}
const unknown = only.filter((folder) => !workspaces.includes(folder));
if (unknown.length) {
  console.error(`no such workspace: ${unknown.join(', ')} (one of: ${workspaces.join(', ')})`);
  process.exit(2);
}
suites.sort((a, b) => (expectedSeconds[b.name] ?? 0) - (expectedSeconds[a.name] ?? 0));

/** Runs one suite with its output in its own log; resolves with whether it passed and how long it took. */
function run(suite) {
  const started = Date.now();
  const logPath = join(logs, `${suite.name.replace(/[^\w.]+/g, '-').replace(/^-|-$/g, '').slice(0, 60)}.log`);
  const log = createWriteStream(logPath);
  console.log(`== start: ${suite.name}`);
  return new Promise((resolve) => {
    const child = spawn(suite.command, suite.args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('close', (code) => {
      log.end(() => {
        const seconds = (Date.now() - started) / 1000;
        const ok = code === 0;
        console.log(`\n== ${suite.name} (log: ${logPath})`);
        process.stdout.write(readFileSync(logPath));
        console.log(`== ${suite.name}: ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s`);
        resolve({ name: suite.name, ok, seconds, logPath });
      });
    });
  });
}

/**
 * The lines of a failed suite's log that name what failed (vitest's `FAIL`/`×`, Playwright's `✘`
 * and numbered failures, node's `not ok`, thrown errors, TypeScript's errors; npm's own lines left out), at most 12, each cut to 200 characters.
 */
function failureLines(logPath) {
  const marker = /^\s*(FAIL\s|×|✘|✖|not ok|\d+\) \[|\w*Error:|AssertionError)|error TS\d+/;
  const lines = readFileSync(logPath, 'utf8').replace(/\x1b\[[0-9;]*m/g, '').split('\n').filter((line) => !/^npm (error|ERR)/.test(line));
  const named = [...new Set(lines.filter((line) => marker.test(line)).map((line) => line.trim().slice(0, 200)))];
  return named.length ? named.slice(0, 12) : lines.filter((line) => line.trim()).slice(-5).map((line) => line.trim().slice(0, 200));
}

// One release of HEAD for every suite that installs from it (the e2e adoption specs and the shell
// snippets run in different suites, side by side): the first to ask builds it under a lock
// (test/support/release.ts), the others wait for it; removed when the run ends.
const releaseRun = join(logs, '..', `test-release-${process.pid}`);
process.env.GAMESDK_TEST_RELEASE_DIR = join(releaseRun, 'release');

const started = Date.now();
const queue = [...suites];
const results = [];
await Promise.all(
  Array.from({ length: Math.min(jobs, queue.length) }, async () => {
    while (queue.length) results.push(await run(queue.shift()));
  }),
);

rmSync(releaseRun, { recursive: true, force: true });
const failed = results.filter((result) => !result.ok);
console.log(`\n== summary (${jobs} at a time, ${((Date.now() - started) / 1000).toFixed(0)} s in all)`);
for (const result of results) console.log(`${result.ok ? 'ok  ' : 'FAIL'} ${result.name} (${result.seconds.toFixed(0)} s)`);
// A CI log often shows only its last lines: name what failed here too, not only in the suite's log above.
for (const result of failed) for (const line of failureLines(result.logPath)) console.log(`  ${result.name}: ${line}`);
console.log(`suites: ${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
