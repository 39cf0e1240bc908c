// The C# modules against sdk-core/api/operations.json: every plain operation of the manifest is
// called by exactly one C# method, Sdk.Sdk.<Module>.<Name> (the manifest's unity.method where the
// name differs), generated into Modules/Operations.generated.cs; no hand-written module file spells
// a plain operation (the manifest and the TypeScript module are its only hand-written spellings),
// and the modules call nothing the manifest lacks.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isPlain, pascal, pathOf, readOperations } from '../../scripts/codegen/lib/operations.mjs';

const modules = fileURLToPath(new URL('../com.gamesdk.sdk/Runtime/Modules/', import.meta.url));

/** "Class.Method" of every C# method whose body calls Bridge.Call* with a literal operation, by operation. */
function callers(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of readdirSync(modules).filter((f) => f.endsWith('.cs'))) {
    const text = readFileSync(`${modules}${file}`, 'utf8');
    const classes = [...text.matchAll(/public static (?:partial )?class (\w+)/g)].map((m) => ({ at: m.index!, name: m[1]! }));
    for (const m of text.matchAll(/public static [^(=;\n]*? (\w+)\([^)]*\)\s*\{\s*(?:return )?(?:[\w.]+\()?Bridge\.\w+(?:<[^>]+>)?\("([\w.]+)"/g)) {
      const owner = classes.filter((c) => c.at < m.index!).at(-1)!.name;
      found.set(m[2]!, [...(found.get(m[2]!) ?? []), `${owner}.${m[1]}`]);
    }
  }
  return found;
}

describe('the C# modules and the operation manifest', () => {
  const operations = readOperations() as { module: string; name: string; kind: string; bridgeOnly?: boolean; unity?: { method?: string } }[];
  const plain = operations.filter((op) => isPlain(op) && !op.bridgeOnly);
  const found = callers();

  it('every plain operation has its C# method, named as the manifest says', () => {
    const wrong = plain
      .map((op) => ({ op: pathOf(op), want: `${op.module ? pascal(op.module) : 'Sdk'}.${op.unity?.method ?? pascal(op.name)}`, got: found.get(pathOf(op)) ?? [] }))
      .filter(({ want, got }) => got.length !== 1 || got[0] !== want);
    expect(wrong).toEqual([]);
  });

  it('only the generated file spells a plain operation: the hand-written modules keep types, helpers and aliases', () => {
    const spelled = readdirSync(modules)
      .filter((f) => f.endsWith('.cs') && !f.endsWith('.generated.cs'))
      .flatMap((file) => {
        const text = readFileSync(`${modules}${file}`, 'utf8');
        return plain.filter((op) => text.includes(`"${pathOf(op)}"`)).map((op) => `${file}: ${pathOf(op)}`);
      });
    expect(spelled).toEqual([]);
    expect(readFileSync(`${modules}Operations.generated.cs`, 'utf8')).toContain('"tournament.joinAsync"');
  });

  it('the C# modules call no operation the manifest lacks', () => {
    const known = new Set(operations.map(pathOf));
    expect([...found.keys()].filter((op) => !known.has(op))).toEqual([]);
  });
});
