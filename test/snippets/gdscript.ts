// GDScript snippets on the real Godot 4.6 web runtime in Chromium, on the addon's mocks, all in
// one engine start (godot/main.gd runs them; godot-bridge's test support writes the pack). A
// snippet with `extends` is a script as it stands; one with a top-level `func` is members of a
// Node script; any other is the body of `func run()`. Harness "godot" gives every wrapped snippet
// the game's names it uses: owned_tokens, gems, grant(purchase), give_reward().
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
// @ts-expect-error the godot bridge's test support is plain JavaScript without declarations
import { addonFiles, GODOT_BRIDGE, makeGameFolder } from '../../godot-bridge/test/support/godot-runtime.mjs';
import { reportOf } from '../../godot-bridge/test/support/engine-page.js';
// @ts-expect-error the godot bridge's test support is plain JavaScript without declarations
import { serveFolder } from '../../godot-bridge/test/support/serve-folder.mjs';
import { chromiumLaunchOptions } from '../support/chromium-launch.js';
import type { Ran, Snippet } from './collect.mjs';

const PROJECT = fileURLToPath(new URL('./godot/', import.meta.url));
const HARNESS_NAMES = ['var owned_tokens := {}', 'var gems := 0', '', '', 'func grant(_purchase: Dictionary) -> void:', '\tgems += 100', '', '', 'func give_reward() -> void:', '\tgems += 10', ''];

/** The snippet as a script the runner loads (see the header). */
function scriptOf(snippet: Snippet): { harness: string; text: string } {
  if (/^extends /m.test(snippet.code)) return { harness: 'script', text: `${snippet.code}\n` };
  if (/^func /m.test(snippet.code)) return { harness: 'godot', text: ['extends Node', '', ...HARNESS_NAMES, '', snippet.code, ''].join('\n') };
  const body = snippet.code.split('\n').map((line) => (line ? `\t${line}` : line));
  return { harness: 'godot', text: ['extends Node', '', ...HARNESS_NAMES, '', 'func run() -> void:', ...body, ''].join('\n') };
}

export async function runInGodot(snippets: Snippet[]): Promise<Ran[]> {
  const scripts = snippets.map(scriptOf);
  const names = snippets.map((_, index) => `snippet_${index}`);
  const files = [
    ...addonFiles(),
    ...scripts.map((script, index) => ({ path: `res://snippets/${names[index]}.gd`, data: Buffer.from(script.text) })),
    { path: 'res://snippets/list.json', data: Buffer.from(JSON.stringify(names)) },
  ];
  const folder = makeGameFolder('docs-snippets', { project: relative(`${GODOT_BRIDGE}/test/projects`, PROJECT), page: 'engine-only.html', extraFiles: files });
  const served = await serveFolder(folder);
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage();
    await page.goto(`${served.url}/index.html`);
    let report;
    try {
      ({ report } = await reportOf(page, 'snippets', 90_000));
    } catch (error) {
      const message = (error as Error).message.split('\n').slice(0, 8).join('\n');
      return snippets.map((snippet, index) => ({ snippet, harness: scripts[index]!.harness, error: message }));
    }
    const failed = new Map(report.results.filter((check) => !check.ok).map((check) => [check.name, check.detail]));
    return snippets.map((snippet, index) => {
      const seen = report.results.some((check) => check.name === names[index]);
      const error = !seen ? 'the runner never reached it' : failed.get(names[index]!);
      return { snippet, harness: scripts[index]!.harness, ...(error ? { error } : {}) };
    });
  } finally {
    await browser.close();
    await served.close();
  }
}
