// Builds made to stall or exhaust the scanner: every pattern is linear in its input and the
// whole build has a budget of decompressed bytes, so `gamesdk check` answers promptly with a
// finding instead of hanging. (The upload service runs the same check; its HTTP test shows
// other requests are not held up meanwhile.)
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { checkBuild, ScanStopped } from '../src/index.js';
import { INTEGRATION_MARKER, PAGE_START_GLOBAL } from '@gamesdk/core';
import { makeZip, SDK_SCRIPT, tempDir } from './support.js';
import { PAGE_START_MARKER, SDK_MARKER } from '../src/check/patterns.js';

const temp = tempDir();
afterAll(() => temp.cleanup());
let count = 0;
const zipOf = (files: Record<string, string | Buffer>) => makeZip(temp.dir, `hostile-${++count}.zip`, files, true);
const rules = (findings: { rule: string }[]) => findings.map((finding) => finding.rule);

describe('patterns that were quadratic', () => {
  it('an index.html of "<img" repeated 60,000 times with no ">" is read in one pass', async () => {
    const report = await checkBuild(await zipOf({ 'index.html': '<img'.repeat(60_000), 'gamesdk.js': SDK_SCRIPT }));
    expect(report.sdk).toEqual({ file: 'gamesdk.js', line: 1 });
    expect(report.ok).toBe(true);
  });

  it('a script of "/ followed by .js? repeated 40,000 times is read in one pass', async () => {
    const report = await checkBuild(await zipOf({ 'index.html': '<script src="gamesdk.js"></script>', 'gamesdk.js': SDK_SCRIPT, 'game.js': `"/${'.js?'.repeat(40_000)}` }));
    expect(report.ok).toBe(true);
  });

  it('a script of "GODOT_CONFIG = {" repeated 16,000 times with no "}" is read in one pass', async () => {
    const started = Date.now();
    const report = await checkBuild(await zipOf({ 'index.html': '<script src="gamesdk.js"></script><script src="game.js"></script>', 'gamesdk.js': SDK_SCRIPT, 'game.js': `${'GODOT_CONFIG = {'.repeat(16_000)}\n`.repeat(16) }), { mbps: 1000 });
    expect(report.findings.map((finding) => finding.rule)).toEqual(['PAGE_START_MISSING', 'FIRST_LOAD']);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('a 4 MiB line of pathological HTML is read in bounded pieces, and a marker across a cut is still found', async () => {
    const filler = '<img src=x '.repeat(400_000);
    const report = await checkBuild(await zipOf({ 'index.html': `${filler.slice(0, 65_530)}${SDK_MARKER}${filler}` }));
    expect(report.sdk).toEqual({ file: 'index.html', line: 1 });
  });
});

describe('compressed files inside the zip share the bomb limits', () => {
  it('a .br entry that expands more than 1000 times is refused as ZIP_BOMB without reading it all', async () => {
    const bomb = brotliCompressSync(Buffer.alloc(64 * 1024 * 1024, 0x61));
    const files: Record<string, string | Buffer> = { 'index.html': '<script src="gamesdk.js"></script>', 'gamesdk.js': SDK_SCRIPT };
    for (let i = 0; i < 10; i++) files[`f${i}.js.br`] = bomb;
    const report = await checkBuild(await zipOf(files));
    expect(report.ok).toBe(false);
    expect(rules(report.findings)).toContain('ZIP_BOMB');
    expect(report.findings.find((finding) => finding.rule === 'ZIP_BOMB')!.message).toMatch(/f\d\.js\.br expands more than 1000 times/);
  });

  it('ordinary pre-compressed files are read as before', async () => {
    const report = await checkBuild(await zipOf({ 'index.html': '<script src="Build/app.framework.js.gz"></script>', 'Build/app.framework.js.gz': gzipSync(SDK_SCRIPT + 'x'.repeat(100_000)) }));
    expect(report.sdk).toEqual({ file: 'Build/app.framework.js.gz', line: 1 });
  });
});

describe('cancellation', () => {
  it('an aborted check rejects with ScanStopped (aborted) instead of reading on', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(checkBuild(await zipOf({ 'index.html': '<p>', 'gamesdk.js': SDK_SCRIPT }), { signal: controller.signal })).rejects.toMatchObject({ name: 'ScanStopped', reason: 'aborted' });
    expect(ScanStopped).toBeTypeOf('function');
  });
});

describe('the integration marker', () => {
  it('is the string the core registers itself under at run time', () => {
    expect(SDK_MARKER).toBe(INTEGRATION_MARKER);
  });

  it('of the page start is the window property the core takes the platform session from', () => {
    expect(PAGE_START_MARKER).toBe(PAGE_START_GLOBAL);
  });
});
