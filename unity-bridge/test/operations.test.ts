// The C# modules and the jslib against sdk-core/api/operations.json (issue 13: at most two
// hand-written files, the manifest and the TypeScript module, spell any one operation). Every plain
// operation, and every callback operation of a bridge shape Unity has (ad, rewardedAd, prompt), is
// called by exactly one C# method, Sdk.Sdk.<Module>.<Name> (the manifest's unity.method where the
// name differs), generated into Modules/Operations.generated.cs; no hand-written C# file of the
// runtime and no hand-written part of the jslib spells any operation, callback and bridge-only ones
// included, and the modules call nothing the manifest lacks.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contextOf, isPlain, pascal, pathOf, readOperations } from '../../scripts/codegen/tables/operations.mjs';

const runtime = fileURLToPath(new URL('../com.gamesdk.sdk/Runtime/', import.meta.url));
const modules = join(runtime, 'Modules');
const jslibPath = join(runtime, 'Plugins/WebGL/GameSdk.jslib');

type Operation = { module: string; name: string; kind: string; bridge?: string; bridgeOnly?: boolean; context?: string; unity?: { method?: string } };

/** "Class.Method" of every C# method whose body starts by calling Bridge.Call* or a bridge shape with a literal operation, by operation. */
function callers(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of readdirSync(modules).filter((f) => f.endsWith('.cs'))) {
    const text = readFileSync(join(modules, file), 'utf8');
    const classes = [...text.matchAll(/public static (?:partial )?class (\w+)/g)].map((m) => ({ at: m.index!, name: m[1]! }));
    for (const m of text.matchAll(/public static [^(=;\n]*? (\w+)\([^)]*\)\s*\{\s*(?:return )?(?:[\w.]+\()?(?:Bridge\.)?\w+(?:<[^>]+>)?\("([\w.]+)"/g)) {
      const owner = classes.filter((c) => c.at < m.index!).at(-1)!.name;
      found.set(m[2]!, [...(found.get(m[2]!) ?? []), `${owner}.${m[1]}`]);
    }
  }
  return found;
}

/** Every .cs file under dir, recursively, but the generated ones. */
const handWrittenCs = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.cs') && !f.endsWith('.generated.cs')).map((f) => join(dir, f));

/** The jslib: Emscripten glue, all of it hand-written (the operation tables are the bridge host's). */
function handWrittenJslib(): string {
  const text = readFileSync(jslibPath, 'utf8');
  expect(text).not.toContain('// <generated:');
  return text;
}

describe('the C# modules, the jslib and the operation manifest', () => {
  const operations = readOperations() as Operation[];
  // The shapes whose public C# method is generated; events (C# events in Sdk.cs), parseError (C#'s
  // SdkError) and the prompt's login (RegistrationPrompt.Login, named by the generated prompt method) have none.
  const withMethod = operations.filter((op) => (isPlain(op) && !op.bridgeOnly) || ['ad', 'rewardedAd', 'prompt', 'recovery'].includes(op.bridge ?? ''));
  const found = callers();

  it('every plain operation and every ad, prompt and recovery operation has its C# method, named as the manifest says', () => {
    expect(withMethod.filter((op) => !isPlain(op)).map(pathOf)).toEqual(['auth.showRegistrationPrompt', 'iap.recoverPurchasesAsync', 'ads.showInterstitial', 'ads.showRewarded']);
    const wrong = withMethod
      .map((op) => ({ op: pathOf(op), want: `${op.module ? pascal(op.module) : 'Sdk'}.${op.unity?.method ?? pascal(op.name)}`, got: found.get(pathOf(op)) ?? [] }))
      .filter(({ want, got }) => got.length !== 1 || got[0] !== want);
    expect(wrong).toEqual([]);
  });

  it('no hand-written C# file of the runtime spells an operation, callback, composed and bridge-only ones included', () => {
    const names = operations.flatMap((op) => [pathOf(op), ...(op.bridgeOnly ? [contextOf(op)] : [])]);
    const spelled = handWrittenCs(runtime).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return names.filter((name) => text.includes(`"${name}"`)).map((name) => `${file.slice(runtime.length)}: ${name}`);
    });
    expect(spelled).toEqual([]);
    const generated = readFileSync(join(modules, 'Operations.generated.cs'), 'utf8');
    for (const name of ['"tournament.joinAsync"', '"ads.showRewarded"', '"auth.registrationPromptLogin"', '"iap.recoverPurchasesAsync"']) expect(generated).toContain(name);
  });

  // Events stay the listener shape's own: GameSdk.listen subscribes with Sdk.on, named there once.
  it('no part of the jslib spells an operation: the bridge host\'s generated tables run each, callback ones included', () => {
    const text = handWrittenJslib();
    const names = operations.flatMap((op) => [pathOf(op), ...(op.bridgeOnly ? [contextOf(op)] : [])]);
    expect(names.filter((name) => text.includes(`'${name}'`) || text.includes(`"${name}"`) || (name.includes('.') && text.includes(`Sdk.${name}(`)))).toEqual([]);
    const table = readFileSync(fileURLToPath(new URL('../../browser-script/src/bridge/operations.generated.ts', import.meta.url)), 'utf8');
    expect(table).toContain("  'auth.registrationPromptLogin': ['promptLogin', 'auth.showRegistrationPrompt.login'],\n");
    expect(table).not.toContain("  'auth.showRegistrationPrompt.login':"); // one wire name
    expect(table).toContain("  'ads.showInterstitial': ['ad'],\n");
  });

  it('the C# modules call no operation the manifest lacks', () => {
    const known = new Set(operations.map(pathOf));
    expect([...found.keys()].filter((op) => !known.has(op))).toEqual([]);
  });
});
