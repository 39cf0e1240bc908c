// C# snippets compiled by mono's mcs (C# 7.2) against the Unity package's runtime (its Editor
// flavour, with the mocks) and the UnityEngine stub, as unity-bridge's own tests compile them: one
// file per snippet, all in one compilation; a snippet fails on any error in its file.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileRuntime, compileStub } from '../../unity-bridge/test/support/mono.js';
import type { Ran, Snippet } from './collect.mjs';

const HARNESS = fileURLToPath(new URL('./csharp/Harness.cs', import.meta.url));
const USINGS = ['Sdk', 'System', 'System.Collections', 'System.Collections.Generic', 'System.Threading.Tasks', 'UnityEngine', 'UnityEngine.TestTools', 'SnippetHarness'];

/** The snippet as a file: its usings, then a class of Game holding it. */
function fileOf(snippet: Snippet, index: number): string {
  const lines = snippet.code.split('\n');
  const usings = lines.filter((line) => /^using [\w.]+;/.test(line));
  const body = lines.filter((line) => !/^using [\w.]+;/.test(line));
  const own = new Set(usings.map((line) => line.slice('using '.length, -1)));
  const header = [...usings, ...USINGS.filter((name) => !own.has(name)).map((name) => `using ${name};`)];
  if ((snippet.harness ?? 'statements') === 'members') return [...header, `public class Snippet${index} : Game`, '{', ...body, '}', ''].join('\n');
  // A type declared among the statements (`[Serializable] class Verified { ... }` on one line) is a member of the class.
  const isType = (line: string) => /^(\[[\w.]+\]\s*)?(public |private |internal )?(sealed )?class \w+/.test(line);
  return [...header, `public class Snippet${index} : Game`, '{', ...body.filter(isType), 'public async System.Threading.Tasks.Task Run()', '{', '#line 1', ...body.map((line) => (isType(line) ? '' : line)), '}', '}', ''].join('\n');
}

export function compileCSharp(snippets: Snippet[]): Ran[] {
  const dir = mkdtempSync(join(tmpdir(), 'snippets-cs-'));
  try {
    const stub = compileStub(dir);
    const runtime = compileRuntime(dir, 'GameSdk.Runtime', []);
    const files = snippets.map((snippet, index) => {
      const file = join(dir, `snippet-${index}.cs`);
      writeFileSync(file, fileOf(snippet, index));
      return file;
    });
    let output = '';
    try {
      execFileSync('mcs', ['-langversion:7.2', '-nologo', '-target:library', `-out:${join(dir, 'Snippets.dll')}`, `-r:${stub}`, `-r:${runtime}`, HARNESS, ...files], { stdio: 'pipe', timeout: 120_000 });
    } catch (error) {
      const failure = error as { stdout?: Buffer; stderr?: Buffer; message: string };
      output = `${failure.stdout?.toString() ?? ''}${failure.stderr?.toString() ?? ''}` || failure.message;
    }
    const errors = output.split('\n').filter((line) => /error CS\d+/.test(line));
    const unplaced = errors.filter((line) => !files.some((file) => line.startsWith(file)));
    return snippets.map((snippet, index) => {
      const own = errors.filter((line) => line.startsWith(files[index]!)).map((line) => line.slice(dir.length + 1));
      const error = own.length ? own.join('\n') : unplaced.length ? `the compilation failed elsewhere:\n${unplaced.join('\n')}` : output && !errors.length ? output : undefined;
      return { snippet, harness: snippet.harness ?? 'statements', ...(error ? { error } : {}) };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
