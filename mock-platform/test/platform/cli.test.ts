// The command line as a user runs it: `mock-platform serve <folder>` prints the URLs and serves;
// help goes to stdout; a folder without index.html, a bad port or a taken one is refused with a
// reason, and a start that fails releases what it made.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { main } from '../../src/cli.js';
import { startMockPlatform } from '../../src/start.js';

const bin = fileURLToPath(new URL('../../bin/mock-platform.js', import.meta.url));

it('serve prints the shell URL (the game launched by its declaration) and serves the folder from a sub-path until stopped', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'cli-game-'));
  writeFileSync(join(folder, 'index.html'), '<!doctype html><title>cli game</title>');
  const child = spawn(process.execPath, [bin, 'serve', folder, '--port', '0', '--name', 'cli-game'], {
    env: { ...process.env, MOCK_PLATFORM_DATA_DIR: mkdtempSync(join(tmpdir(), 'cli-data-')) },
  });
  try {
    let output = '';
    const shell = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /open the game in the platform shell: (\S+)/.exec(output);
        if (match) resolve(match[1]!);
      });
      child.once('exit', (code) => reject(new Error(`serve exited with ${code}: ${output}`)));
    });
    const url = new URL(shell);
    expect(url.pathname).toBe('/shell/');
    expect(url.searchParams.get('game')).toBe('/play/cli-game/index.html');
    const page = await fetch(new URL('/play/cli-game/index.html', url));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('cli game');
  } finally {
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  }
});

describe('what a newcomer meets', () => {
  /** Runs the command line in-process, collecting what it prints. */
  async function cli(...argv: string[]) {
    const out = { stdout: [] as string[], stderr: [] as string[] };
    const code = await main(argv, { stdout: (text) => out.stdout.push(text), stderr: (text) => out.stderr.push(text) });
    return { code, stdout: out.stdout.join('\n'), stderr: out.stderr.join('\n') };
  }

  it.each([['--help'], ['-h'], ['help'], ['serve', '--help'], ['serve', '-h'], ['keys', '--help']])('%s %s prints the usage on stdout and exits 0', async (...argv) => {
    const run = await cli(...argv);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toMatch(/^usage:\n/);
  });

  it('the installed command prints its help on stdout, where it can be paged', () => {
    const run = spawnSync(process.execPath, [bin, '--help'], { encoding: 'utf8', timeout: 30_000 });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('mock-platform serve <folder>');
    expect(run.stdout).toContain('MOCK_PLATFORM_DATA_DIR');
    expect(run.stderr).toBe('');
  });

  it('no command, or an unknown one, prints the usage on stderr and exits 2', async () => {
    expect(await cli()).toMatchObject({ code: 2, stdout: '', stderr: expect.stringMatching(/^usage:/) });
    expect(await cli('serv')).toMatchObject({ code: 2, stdout: '', stderr: expect.stringContaining("unknown command 'serv'") });
  });

  it('serve refuses a folder without index.html (the project instead of its build) before starting', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'cli-project-'));
    mkdirSync(join(folder, 'dist'));
    writeFileSync(join(folder, 'dist', 'index.html'), '<!doctype html>');
    const run = await cli('serve', folder, '--port', '0');
    expect(run).toMatchObject({ code: 1, stdout: '' });
    expect(run.stderr).toBe(`mock-platform serve: ${folder} has no index.html; serve the folder holding the game's index.html (the build output, such as dist), as the platform needs it at the root of a build`);
  });

  it.each([['abc'], ['-1'], ['1.5'], ['65536'], ['']])('serve refuses port %j, naming it', async (port) => {
    const folder = mkdtempSync(join(tmpdir(), 'cli-game-'));
    writeFileSync(join(folder, 'index.html'), '<!doctype html>');
    const run = await cli('serve', folder, `--port=${port}`);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`mock-platform serve: the port (--port) must be a whole number from 0 to 65535, not '${port}'`);
  });

  it('serve on a port another server holds says how to pick another', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'cli-game-'));
    writeFileSync(join(folder, 'index.html'), '<!doctype html>');
    const holder = createServer();
    await new Promise<void>((listening) => holder.listen(0, '127.0.0.1', listening));
    const { port } = holder.address() as AddressInfo;
    vi.stubEnv('MOCK_PLATFORM_DATA_DIR', mkdtempSync(join(tmpdir(), 'cli-data-')));
    try {
      const run = await cli('serve', folder, '--port', String(port));
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`EADDRINUSE: address already in use 127.0.0.1:${port} (another server holds the port: give another with --port, or --port 0 for a free one)`);
    } finally {
      vi.unstubAllEnvs();
      await new Promise((closed) => holder.close(closed));
    }
  });
});

describe('startMockPlatform on a port already taken', () => {
  const hold = async () => {
    const holder = createServer();
    await new Promise<void>((listening) => holder.listen(0, '127.0.0.1', listening));
    return { port: (holder.address() as AddressInfo).port, release: () => new Promise((closed) => holder.close(closed)) };
  };

  it('rejects with EADDRINUSE and leaves no temporary data folder behind', async () => {
    const held = await hold();
    const temp = mkdtempSync(join(tmpdir(), 'cli-tmp-'));
    vi.stubEnv('TMPDIR', temp);
    try {
      await expect(startMockPlatform({ port: held.port })).rejects.toMatchObject({ code: 'EADDRINUSE' });
      expect(readdirSync(temp)).toEqual([]);
    } finally {
      vi.unstubAllEnvs();
      await held.release();
    }
  });

  it('when the content listener cannot listen, the platform listener it opened first is closed again', async () => {
    const free = await hold();
    await free.release();
    const held = await hold();
    try {
      await expect(startMockPlatform({ port: free.port, contentPort: held.port })).rejects.toMatchObject({ code: 'EADDRINUSE' });
      const again = createServer();
      await new Promise<void>((listening, failed) => again.once('error', failed).listen(free.port, '127.0.0.1', listening));
      await new Promise((closed) => again.close(closed));
    } finally {
      await held.release();
    }
  });
});
