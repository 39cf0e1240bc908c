// scripts/generate.mjs and the step it runs (generate-files.mjs): --out writes every generated
// file under its folder and never the repository; --check compares (the repository, or with --out
// the folder) and writes nothing; an emitter with nothing to make a file from yet leaves it as it
// is; one that throws leaves nothing half-written; bad options are refused before anything runs.
// Run: node --test scripts/codegen/test/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { generateFiles } from '../../generate-files.mjs';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const scratch = mkdtempSync(`${tmpdir()}/gamesdk-generate-`);
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));
let folders = 0;
const folder = () => {
  const path = `${scratch}/${++folders}`;
  mkdirSync(path);
  return path;
};

/** A repository of one hand-written file `docs/a.md` and emitters of `a.txt`, `docs/a.md` (keeping its text) and `copy.js` (null before a build). */
function fakeRepo() {
  const repo = folder();
  mkdirSync(`${repo}/docs`);
  writeFileSync(`${repo}/docs/a.md`, 'hand-written\n');
  const emitters = [
    { name: 'a.mjs', module: { target: 'a.txt', emit: (table) => `codes: ${table.join(',')}\n` } },
    { name: 'doc.mjs', module: { target: 'docs/a.md', emit: (table, current) => `${current.split('generated:')[0]}generated: ${table.length}\n` } },
    { name: 'copy.mjs', module: { from: 'browserScript', targets: ['copy.js'], emit: (built, current) => built ?? current } },
  ];
  return { repo, emitters, inputs: { errors: ['A', 'B'], browserScript: null } };
}

test('--out writes every generated file under the folder, hand-written parts read from the repository, which it leaves alone', () => {
  const { repo, emitters, inputs } = fakeRepo();
  const out = folder();
  const result = generateFiles({ emitters, inputs, root: repo, out });
  assert.deepEqual(result, { written: ['a.txt', 'docs/a.md'], stale: [], missing: [], skipped: ['copy.js'] });
  assert.equal(readFileSync(`${out}/a.txt`, 'utf8'), 'codes: A,B\n');
  assert.equal(readFileSync(`${out}/docs/a.md`, 'utf8'), 'hand-written\ngenerated: 2\n');
  assert.equal(readFileSync(`${repo}/docs/a.md`, 'utf8'), 'hand-written\n');
  assert.equal(existsSync(`${repo}/a.txt`), false);
  assert.equal(existsSync(`${out}/copy.js`), false, 'an emitter answering null writes nothing (it used to crash writeFileSync)');
});

test('--check compares the folder --out names, answering missing and stale files, and writes nothing', () => {
  const { repo, emitters, inputs } = fakeRepo();
  const out = folder();
  assert.deepEqual(generateFiles({ emitters, inputs, root: repo, out, check: true }), { written: [], stale: [], missing: ['a.txt', 'docs/a.md'], skipped: ['copy.js'] });
  assert.equal(existsSync(`${out}/a.txt`), false);
  generateFiles({ emitters, inputs, root: repo, out });
  assert.deepEqual(generateFiles({ emitters, inputs, root: repo, out, check: true }).stale, []);
  writeFileSync(`${out}/a.txt`, 'edited\n');
  assert.deepEqual(generateFiles({ emitters, inputs, root: repo, out, check: true }).stale, ['a.txt']);
  assert.equal(readFileSync(`${out}/a.txt`, 'utf8'), 'edited\n');
});

test('without --out the repository is written, and a second run finds nothing to write', () => {
  const { repo, emitters, inputs } = fakeRepo();
  assert.deepEqual(generateFiles({ emitters, inputs, root: repo }).written, ['a.txt', 'docs/a.md']);
  assert.equal(readFileSync(`${repo}/docs/a.md`, 'utf8'), 'hand-written\ngenerated: 2\n');
  assert.deepEqual(generateFiles({ emitters, inputs, root: repo }).written, []);
  assert.deepEqual(generateFiles({ emitters, inputs: { ...inputs, errors: ['A'] }, root: repo, check: true }).stale, ['a.txt', 'docs/a.md']);
});

test('an emitter that throws, or answers something other than text, stops the run before any file is written', () => {
  const { repo, emitters, inputs } = fakeRepo();
  const out = folder();
  const throwing = { name: 'bad.mjs', module: { target: 'b.txt', emit: () => { throw new Error('row 3 has no code'); } } };
  assert.throws(() => generateFiles({ emitters: [...emitters, throwing], inputs, root: repo, out }), { message: 'bad.mjs (b.txt): row 3 has no code' });
  const numeric = { name: 'num.mjs', module: { target: 'n.txt', emit: () => 42 } };
  assert.throws(() => generateFiles({ emitters: [...emitters, numeric], inputs, root: repo, out }), /num\.mjs \(n\.txt\): emit answered number/);
  assert.equal(existsSync(`${out}/a.txt`), false);
});

const generate = (...args) => spawnSync(process.execPath, ['scripts/generate.mjs', ...args], { cwd: root, encoding: 'utf8', timeout: 120_000 });
const repoStatus = () => spawnSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).stdout;

test('--help names every option and states what --check does with --out', () => {
  const help = generate('--help');
  assert.equal(help.status, 0);
  for (const option of ['--check', '--out <dir>', '--manifest <file>', '--tables-only', '--help']) assert.ok(help.stdout.includes(option), option);
  assert.match(help.stdout, /With\s+--check: check the files under <dir> instead of the repository's/);
});

test('bad options are refused with exit 2 and a reason, before anything is generated', () => {
  const before = repoStatus();
  for (const [args, reason] of [
    [['--chek'], 'unknown option "--chek"'],
    [['--out'], '--out needs a value'],
    [['--out', '--check'], '--out needs a value'],
    [['--check', '--check'], '--check is given twice'],
    [['--manifest', 'sdk-core/api/operations.json'], '--manifest needs --out <dir>'],
    [['--check', '--manifest', 'sdk-core/api/operations.json'], '--manifest needs --out <dir>'],
    [['--out', '.'], '--out names the repository itself'],
  ]) {
    const run = generate(...args);
    assert.equal(run.status, 2, args.join(' '));
    assert.ok(run.stderr.includes(reason), `${args.join(' ')}: ${run.stderr}`);
    assert.equal(run.stdout, '');
  }
  assert.equal(repoStatus(), before);
});

test('the real generator: --out fills a folder that --check --out then accepts, and names a file changed there', () => {
  const before = repoStatus();
  const out = folder();
  const missing = generate('--check', '--out', out);
  assert.equal(missing.status, 1);
  assert.match(missing.stderr, /^missing: sdk-core\/src\/errors\/error-codes\.generated\.ts under /m);
  const written = generate('--out', out);
  assert.equal(written.status, 0, written.stderr);
  assert.match(written.stdout, /^wrote defold-bridge\/gamesdk\/generated\/error_codes\.lua under /m);
  assert.equal(generate('--check', '--out', out).status, 0);
  writeFileSync(`${out}/defold-bridge/gamesdk/generated/error_codes.lua`, '-- edited\n');
  const stale = generate('--check', '--out', out);
  assert.equal(stale.status, 1);
  assert.match(stale.stderr, /^stale: defold-bridge\/gamesdk\/generated\/error_codes\.lua under .*; run: node scripts\/generate\.mjs --out /m);
  assert.equal(readFileSync(`${out}/defold-bridge/gamesdk/generated/error_codes.lua`, 'utf8'), '-- edited\n');
  assert.equal(repoStatus(), before);
});
