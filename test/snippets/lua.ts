// Lua snippets on LuaJIT against the Defold desktop stubs, all in one process (lua/run.lua, its
// harness lua/harness.lua says what a fragment is given).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT, type Ran, type Snippet } from './collect.mjs';

const HERE = fileURLToPath(new URL('./lua/', import.meta.url));

export function runInLuaJit(snippets: Snippet[]): Ran[] {
  const folder = mkdtempSync(join(tmpdir(), 'snippets-lua-'));
  try {
    const files = snippets.map((snippet, index) => {
      const file = join(folder, `snippet-${index}.lua`);
      writeFileSync(file, `${snippet.code}\n`);
      return file;
    });
    const run = spawnSync('luajit', [join(HERE, 'run.lua'), ...files.map((file, index) => `${snippets[index]!.harness ?? 'defold'}=${file}`)], {
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, LUA_PATH: `${HERE}?.lua;${join(ROOT, 'defold-bridge')}/?.lua;;` },
    });
    const outcome = new Map<string, string | undefined>();
    for (const [, verdict, file, error] of run.stdout.matchAll(/^@@snippet (ok|fail) (\S+?)(?:: (.*))?$/gm)) outcome.set(file!, verdict === 'ok' ? undefined : error!.trim());
    return snippets.map((snippet, index) => {
      const file = files[index]!;
      const error = outcome.has(file) ? outcome.get(file) : `no verdict from LuaJIT (exit ${run.status}): ${run.stderr.trim().slice(0, 400)}`;
      return { snippet, harness: snippet.harness ?? 'defold', ...(error ? { error: error.replaceAll(folder, '') } : {}) };
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
