// A project whose better-sqlite3 install script never ran (npm's allowScripts, --ignore-scripts)
// has no native binary: the commands that open a database say so and name the fix, instead of the
// `bindings` package's stack of paths tried. The failed load is better-sqlite3's own error, thrown
// where the real module throws it (opening a database); the binary is left alone, since other
// runs on this machine share it.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

const BINDINGS_ERROR = 'Could not locate the bindings file. Tried:\n → /game/node_modules/better-sqlite3/build/better_sqlite3.node\n → /game/node_modules/better-sqlite3/build/Release/better_sqlite3.node';

vi.mock('better-sqlite3', () => ({
  default: class {
    constructor() {
      throw new Error(BINDINGS_ERROR);
    }
  },
}));

const { main } = await import('../../src/cli.js');
const { nativeSqliteFault } = await import('../../src/native-sqlite.js');

let previous: string | undefined;
beforeEach(() => {
  previous = process.env.MOCK_PLATFORM_DATA_DIR;
  process.env.MOCK_PLATFORM_DATA_DIR = mkdtempSync(join(tmpdir(), 'native-sqlite-'));
});
afterEach(() => {
  if (previous === undefined) delete process.env.MOCK_PLATFORM_DATA_DIR;
  else process.env.MOCK_PLATFORM_DATA_DIR = previous;
});

async function run(argv: string[]) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const code = await main(argv, { stdout: (line) => stdout.push(line), stderr: (line) => stderr.push(line) });
  return { code, stdout: stdout.join('\n'), stderr: stderr.join('\n') };
}

it.each([
  ['keys', ['keys', 'list']],
  ['keys', ['keys', 'create', '--team', 'acme', '--name', 'ci']],
  ['members', ['members', 'list']],
])('%s says the native binary is missing and how to get it, exit 1', async (command, argv) => {
  const result = await run(argv);
  expect(result.code).toBe(1);
  expect(result.stdout).toBe('');
  expect(result.stderr).toMatch(new RegExp(`^mock-platform ${command}: the SQLite module better-sqlite3 has no native binary`));
  expect(result.stderr).toContain('npm rebuild better-sqlite3');
  expect(result.stderr).not.toContain('Tried:');
});

it('serve says the same and exits 1', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'native-sqlite-game-'));
  writeFileSync(join(folder, 'index.html'), '<!doctype html><title>game</title>');
  const result = await run(['serve', folder, '--port', '0']);
  expect(result.code).toBe(1);
  expect(result.stderr).toMatch(/^mock-platform serve: the SQLite module better-sqlite3 has no native binary .*npm rebuild better-sqlite3/s);
});

it('leaves any other error as it is', () => {
  expect(nativeSqliteFault(new Error('SQLITE_CANTOPEN: unable to open database file'))).toBeNull();
  expect(nativeSqliteFault(undefined)).toBeNull();
  expect(nativeSqliteFault(Object.assign(new Error('dlopen failed'), { code: 'ERR_DLOPEN_FAILED' }))).toMatch(/npm rebuild better-sqlite3/);
});
