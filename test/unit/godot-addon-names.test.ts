// The Godot addon zip, checked file by file as a newcomer without a Godot editor can: every
// res://addons/gamesdk/ path a shipped file names is shipped, the export plugin's copies are the
// files the shell loads from beside the page, and every GameSdk name the README writes (a module's
// method, the singleton's own members, GameSdk.mock's verbs, GameSdk.ErrorCode's codes) is declared
// by the addon's scripts. The GDScript blocks also run on the real engine (test/snippets); this
// holds the names the README's prose and tables use too.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { engineArtefacts } from '../../scripts/docs/artefact-links.mjs';

const BASE = new URL('../../godot-bridge/', import.meta.url);
const ADDON = 'addons/gamesdk';

/** What a GDScript file declares at its top level (functions, signals, variables, constants). */
const membersOf = (script: string): Set<string> => new Set([...script.matchAll(/^(?:static )?(?:func|signal|var|const) (\w+)/gm)].map((match) => match[1]!));

/** The methods of each inner class of a GDScript file (`class Name extends ...:` then tab-indented funcs). */
function classMethods(script: string): Map<string, Set<string>> {
  const classes = new Map<string, Set<string>>();
  let current: Set<string> | undefined;
  for (const line of script.split('\n')) {
    const opened = /^class (\w+)/.exec(line);
    if (opened) classes.set(opened[1]!, (current = new Set()));
    else if (/^\S/.test(line)) current = undefined;
    const method = /^\tfunc (\w+)/.exec(line);
    if (method && current) current.add(method[1]!);
  }
  return classes;
}

/** The GameSdk names a text uses that the addon's scripts (`read(path)`, paths under the addon) do not declare. */
export function unknownNames(text: string, read: (path: string) => string): string[] {
  const own = new Set([...membersOf(read('generated/game_sdk.gd')), ...membersOf(read('runtime/sdk_node.gd'))]);
  const modules = new Map([...read('generated/game_sdk.gd').matchAll(/^var (\w+) := Modules\.(\w+)\.new/gm)].map((match) => [match[1]!, match[2]!]));
  const classes = classMethods(read('generated/modules.gd'));
  const mock = new Set([...membersOf(read('generated/mock_platform.gd')), ...membersOf(read('runtime/mock_platform.gd'))]);
  const codes = membersOf(read('generated/error_codes.gd'));
  const unknown = new Set<string>();
  for (const [name, first, second] of text.matchAll(/\bGameSdk\.(\w+)(?:\.(\w+))?/g)) {
    if (first === 'mock' || first === 'ErrorCode') {
      if (second && !(first === 'mock' ? mock : codes).has(second)) unknown.add(name);
    } else if (modules.has(first!)) {
      if (second && !classes.get(modules.get(first!)!)?.has(second)) unknown.add(name);
    } else if (!own.has(first!)) unknown.add(name);
  }
  return [...unknown];
}

describe('the Godot addon zip, file by file', () => {
  const godot = engineArtefacts().find((artefact) => artefact.name === 'the Godot addon zip')!;
  const shipped = new Set(godot.files);
  const read = (path: string): string => readFileSync(new URL(`${ADDON}/${path}`, BASE), 'utf8');

  it('every res://addons/gamesdk/ path a shipped file names is in the zip', () => {
    const texts = godot.files.filter((file) => /\.(gd|cfg|md|html)$/.test(file));
    expect(texts).toContain(`${ADDON}/export_plugin.gd`);
    const missing = texts.flatMap((file) =>
      [...readFileSync(new URL(file, BASE), 'utf8').matchAll(/res:\/\/(addons\/gamesdk\/[\w./-]*\w)/g)].map((match) => match[1]!).filter((path) => !shipped.has(path)).map((path) => `${file}: ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it("the export plugin copies exactly the scripts the shell loads from beside the page, and the zip has them", () => {
    const copied = [...read('export_plugin.gd').match(/const SCRIPTS := \[([^\]]*)\]/)![1]!.matchAll(/"res:\/\/([^"]+)"/g)].map((match) => match[1]!);
    expect(copied.length).toBeGreaterThan(0);
    for (const path of copied) expect(shipped).toContain(path);
    const loaded = [...read('web/shell.html').matchAll(/<script\b[^>]*\bsrc="([^"$]+)"/g)].map((match) => match[1]!);
    expect(loaded.sort()).toEqual(copied.map((path) => path.split('/').pop()!).sort());
  });

  it("every GameSdk name the README writes is declared by the addon's scripts", () => {
    expect(unknownNames(read('README.md'), read)).toEqual([]);
  });

  it('a name the addon does not declare is reported', () => {
    const planted = 'GameSdk.player.get_id() GameSdk.player.get_identity() GameSdk.start_game() GameSdk.begin() GameSdk.mock.seed_purchases(2) GameSdk.mock.seed(1) GameSdk.ErrorCode.NO_FILL GameSdk.ErrorCode.NO_ADS';
    expect(unknownNames(planted, read)).toEqual(['GameSdk.player.get_identity', 'GameSdk.begin', 'GameSdk.mock.seed', 'GameSdk.ErrorCode.NO_ADS']);
  });
});
