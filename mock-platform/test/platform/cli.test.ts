// The command line as a user runs it: `mock-platform serve <folder>` prints the URLs and serves.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

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
