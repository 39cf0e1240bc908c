// Every snippet of the docs site and of every README runs where it belongs (issue 31 item 1):
// collected by collect.mjs, run per language in one process or one browser, and counted. A
// snippet marked "not runnable" in its source is counted with its reason, never run; none may fail.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { collect, type Ran, type Snippet } from './collect.mjs';
import { BROWSER_HARNESSES, runInBrowser } from './browser.js';
import { runInNode } from './node.js';
import { runInLuaJit } from './lua.js';
import { compileCSharp } from './csharp.js';
import { runInShell } from './shell.js';
import { runInGodot } from './gdscript.js';

const { snippets, signatures } = collect();
const where = (s: Snippet) => `${s.source}:${s.line}`;
const marked = snippets.filter((s) => s.notRunnable);
const runnable = snippets.filter((s) => !s.notRunnable);
const results: Ran[] = [];
const NODE_HARNESSES = ['node', 'verify-client', 'mock-platform', 'godot-bridge'];

/** The per-language lines the run ends with: how many ran, how many are marked and why. */
function report(): string {
  const languages = [...new Set(snippets.map((s) => s.language))].filter((language) => language !== 'text').sort();
  const lines = languages.map((language) => {
    const ran = results.filter((r) => r.snippet.language === language);
    const failed = ran.filter((r) => r.error).length;
    const notRunnable = marked.filter((s) => s.language === language);
    return `${language.padEnd(9)} ${ran.length - failed} ran, ${failed} failed, ${notRunnable.length} marked not runnable${notRunnable.map((s) => `\n            ${where(s)}: ${s.notRunnable}`).join('')}`;
  });
  const text = snippets.filter((s) => s.language === 'text').length;
  return `snippets: ${snippets.length} (${signatures.length} engine signatures of the API reference apart: written from each engine's declarations by the docs build; ${text} text blocks are output or usage shown, not code)\n${lines.join('\n')}`;
}

test.afterAll(() => console.log(report()));

function expectAllRan(ran: Ran[]): void {
  results.push(...ran);
  const failures = ran.filter((r) => r.error).map((r) => `${where(r.snippet)} (${r.snippet.language}, harness ${r.harness}):\n  ${r.error!.replace(/\n/g, '\n  ')}`);
  if (failures.length) throw new Error(`${failures.length} snippet(s) failed:\n${failures.join('\n')}`);
}

/** The harnesses a marker may name, per language (each runner's header says what they provide). */
const HARNESSES: Record<string, string[]> = {
  js: [...NODE_HARNESSES, ...BROWSER_HARNESSES], ts: [...NODE_HARNESSES, ...BROWSER_HARNESSES], lua: ['defold', 'plain-lua'], csharp: ['statements', 'members'],
  gdscript: [], sh: [], json: [], ini: [], html: [], text: [],
};

test('every block is in a language a runner takes, and every marker names a harness of its language', () => {
  const wrong = snippets.flatMap((s) => {
    if (!(s.language in HARNESSES)) return [`${where(s)}: no runner for ${s.language}`];
    if (s.harness && !HARNESSES[s.language]!.includes(s.harness)) return [`${where(s)}: no ${s.language} harness "${s.harness}" (one of: ${HARNESSES[s.language]!.join(', ') || 'none'})`];
    return [];
  });
  if (wrong.length) throw new Error(wrong.join('\n'));
});

test('JavaScript and TypeScript of a game page, and HTML pages, run in Chromium on the mock platform', async () => {
  const inPage = runnable.filter((s) => ['js', 'ts', 'html'].includes(s.language) && !NODE_HARNESSES.includes(s.harness ?? ''));
  expectAllRan(await runInBrowser(inPage));
});

test('JavaScript and TypeScript of a game backend or of tooling run in Node', async () => {
  expectAllRan(await runInNode(runnable.filter((s) => NODE_HARNESSES.includes(s.harness ?? ''))));
});

test('Lua runs on LuaJIT against the Defold desktop stubs', () => {
  expectAllRan(runInLuaJit(runnable.filter((s) => s.language === 'lua')));
});

test('C# compiles with mcs (C# 7.2) against the Unity package and its mocks', () => {
  expectAllRan(compileCSharp(runnable.filter((s) => s.language === 'csharp')));
});

test('JSON parses, and ini blocks (Defold and Godot project files) are [section] and key = value lines', () => {
  const ran = runnable
    .filter((s) => s.language === 'json' || s.language === 'ini')
    .map((snippet): Ran => {
      try {
        if (snippet.language === 'json') JSON.parse(snippet.code);
        else for (const line of snippet.code.split('\n')) if (!/^\s*(\[[\w.]+\]|[\w/#.]+\s*=\s*\S.*|;.*|)\s*$/.test(line)) throw new Error(`not an ini line: ${line}`);
        return { snippet, harness: snippet.language };
      } catch (error) {
        return { snippet, harness: snippet.language, error: (error as Error).message };
      }
    });
  expectAllRan(ran);
});

test('GDScript runs on the real Godot 4.6 web runtime in Chromium, on the addon\'s mocks', async () => {
  expectAllRan(await runInGodot(runnable.filter((s) => s.language === 'gdscript')));
});

test('shell commands run in a game project made from the release artefacts', async () => {
  // The first run of a release installs its tarballs (minutes on a busy machine); later runs reuse it.
  test.setTimeout(1_200_000);
  const work = mkdtempSync(join(tmpdir(), 'snippets-shell-'));
  try {
    expectAllRan(await runInShell(runnable.filter((s) => s.language === 'sh'), work));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});
