// The rules table's options (sdk-core/api/rules.json) list the keys of each options type, so the
// engines can refuse any other key (the Lua API does); they must be the TypeScript interfaces' own.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const rules = JSON.parse(readFileSync(new URL('../api/rules.json', import.meta.url), 'utf8')) as {
  options: Record<string, { keys: string[]; notInEngines?: string[] }>;
};
const index = fileURLToPath(new URL('../src/index.ts', import.meta.url));

/** The property names of each exported interface of the public API, by name. */
function interfaceKeys(): Map<string, string[]> {
  const program = ts.createProgram([index], { strict: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, noEmit: true });
  const checker = program.getTypeChecker();
  const module = checker.getSymbolAtLocation(program.getSourceFile(index)!)!;
  const keys = new Map<string, string[]>();
  for (const exported of checker.getExportsOfModule(module)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    if (!(symbol.flags & ts.SymbolFlags.Interface)) continue;
    keys.set(exported.name, checker.getDeclaredTypeOfSymbol(symbol).getProperties().map((p) => p.name));
  }
  return keys;
}

describe('the rules table\'s options', () => {
  it('list exactly the keys of each TypeScript options interface (plus the ones the engines take apart)', () => {
    const declared = interfaceKeys();
    expect(Object.keys(rules.options).length).toBeGreaterThanOrEqual(6);
    for (const [type, option] of Object.entries(rules.options)) {
      expect(declared.has(type), `${type} is an exported interface`).toBe(true);
      expect([...option.keys, ...(option.notInEngines ?? [])].sort(), type).toEqual([...declared.get(type)!].sort());
    }
  });
});
