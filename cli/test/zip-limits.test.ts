// Work bounded before it is done: the entry count is enforced from the zip's end record, before
// one entry is listed; and the 500 MB limit is one number of bytes, said in one unit, shared with
// the local upload service.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { checkBuild, describeByteLimit, MAX_BUILD_BYTES, ZIP_BOMB_LIMITS } from '../src/index.js';
import { GOOD_BUILD, makeZip, tempDir } from './support.js';
import { declareEntries, writeStoredZip } from './zip-forge.js';

const temp = tempDir();
afterAll(() => temp.cleanup());

const stored = (count: number) => Array.from({ length: count }, (_, i): [string, Buffer] => [`f/${i}.txt`, Buffer.alloc(0)]);

it(`check refuses a zip of ${ZIP_BOMB_LIMITS.maxEntries + 1} entries as ZIP_BOMB, and counts folders as entries`, async () => {
  const path = join(temp.dir, 'many.zip');
  writeStoredZip(path, [['index.html', Buffer.from('<script src="gamesdk.js"></script>')], ...stored(ZIP_BOMB_LIMITS.maxEntries - 1), ['f/', Buffer.alloc(0)]]);
  const report = await checkBuild(path);
  expect(report.ok).toBe(false);
  expect(report.findings).toEqual([{ severity: 'reject', rule: 'ZIP_BOMB', message: `the zip declares ${ZIP_BOMB_LIMITS.maxEntries + 1} entries; at most ${ZIP_BOMB_LIMITS.maxEntries} are accepted (zip bomb)` }]);
});

it(`check lists a zip of exactly ${ZIP_BOMB_LIMITS.maxEntries} entries`, async () => {
  const path = join(temp.dir, 'at-limit.zip');
  writeStoredZip(path, [['index.html', Buffer.from('<script src="gamesdk.js"></script>')], ...stored(ZIP_BOMB_LIMITS.maxEntries - 1)]);
  const report = await checkBuild(path);
  expect(report.source).toMatchObject({ kind: 'zip', files: ZIP_BOMB_LIMITS.maxEntries });
  expect(report.findings.map((finding) => finding.rule)).not.toContain('ZIP_BOMB');
});

it('check refuses a zip whose directory declares 60,000 entries before listing one (its directory holds 3)', async () => {
  const path = join(temp.dir, 'declares-many.zip');
  writeFileSync(path, declareEntries(readFileSync(await makeZip(temp.dir, 'small.zip', GOOD_BUILD, false)), 60_000));
  const report = await checkBuild(path);
  // Listing would have failed on the 7th entry, which is not there (ZIP_UNREADABLE): it never starts.
  expect(report.findings).toEqual([{ severity: 'reject', rule: 'ZIP_BOMB', message: `the zip declares 60000 entries; at most ${ZIP_BOMB_LIMITS.maxEntries} are accepted (zip bomb)` }]);
});

it('the size limit is 500,000,000 bytes: a zip of exactly the limit passes, one byte more is refused, both said in bytes and MB', async () => {
  expect(MAX_BUILD_BYTES).toBe(500_000_000);
  expect(describeByteLimit(MAX_BUILD_BYTES)).toBe('500,000,000 bytes (500 MB)');
  const path = await makeZip(temp.dir, 'sized.zip', GOOD_BUILD);
  const size = readFileSync(path).length;
  expect((await checkBuild(path, { maxBytes: size })).findings.map((finding) => finding.rule)).not.toContain('BUILD_TOO_LARGE');
  const over = await checkBuild(path, { maxBytes: size - 1 });
  expect(over.findings).toContainEqual({ severity: 'reject', rule: 'BUILD_TOO_LARGE', message: `the zip is ${size.toLocaleString('en-US')} bytes; the limit is ${describeByteLimit(size - 1)}` });
});
