import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { gamesdk, tempDir } from './support.js';

// The `gamesdk` command as CI runs it: the bin over the built dist, in its own process.
const bin = new URL('../bin/gamesdk.js', import.meta.url).pathname;
const temp = tempDir();
afterAll(() => temp.cleanup());

async function spawnGamesdk(args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [bin, ...args], { env: { PATH: process.env.PATH ?? '', ...env }, timeout: 30_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

it('prints the usage with --help and exits 0; no command exits 2', async () => {
  const help = await spawnGamesdk(['--help']);
  expect(help.code).toBe(0);
  expect(help.stderr).toContain('gamesdk builds upload <gameId> <build.zip | folder> --version <V>');
  expect((await spawnGamesdk([])).code).toBe(2);
  expect((await spawnGamesdk(['deploy'])).stderr).toContain('unknown command: deploy');
});

it('runs the check as a process: JSON on stdout, exit 1 for a rejected build', async () => {
  const path = join(temp.dir, 'broken.zip');
  writeFileSync(path, 'not a zip');
  const result = await spawnGamesdk(['check', path]);
  expect(result.code).toBe(1);
  expect(JSON.parse(result.stdout)).toMatchObject({ ok: false, findings: [{ rule: 'ZIP_UNREADABLE' }] });
});

it('keeps the key out of the output of a failed upload run as a process', async () => {
  const key = 'gsk_zzzz9999_processKEYprocessKEYprocessKEYprocessKEYproce';
  const path = join(temp.dir, 'any.zip');
  writeFileSync(path, 'x');
  const result = await spawnGamesdk(['builds', 'upload', 'g1', path, '--version', '1', '--retries', '0', '--timeout', '5'], {
    GAMESDK_API_KEY: key,
    GAMESDK_SITE_URL: 'http://127.0.0.1:9',
  });
  expect(result.code).toBe(1);
  expect(JSON.parse(result.stdout)).toMatchObject({ success: false, code: 'UNREACHABLE' });
  expect(result.stdout + result.stderr).not.toContain(key);
});

it('offers the mock platform token command as gamesdk token', async () => {
  const result = await gamesdk(['token', '--kind', 'player', '--player', 'p1', '--game', 'farm']);
  expect(result.code).toBe(0);
  expect(result.stdout.trim()).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
});
