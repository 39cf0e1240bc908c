// Emits a compile-only check that the TypeScript Sdk surface is the manifest's: every operation
// has the manifest's parameter and result types, and every module has no method the manifest
// lacks. Checked by `tsc -p tsconfig.test.json` in sdk-core's tests.
import { operationsBanner, readOperations } from './tables/operations.mjs';

export const from = 'operations';
export const target = 'sdk-core/test/types/operations.generated.test-d.ts';

// Properties of Sdk that are not operations.
const PROPERTIES = ['version'];
const GLOBAL_TYPES = new Set(['Promise', 'Record', 'Array', 'Partial', 'Readonly']);

const typeOf = (text) => text.replace(/\bkeyof\b/g, '');

export function emit(operations = readOperations()) {
  const surface = operations.filter((op) => !op.bridgeOnly);
  const named = new Set();
  for (const op of surface) {
    for (const text of [op.result, ...op.args.map((arg) => arg.ts ?? '')]) {
      if (!text) continue;
      for (const [name] of typeOf(text).matchAll(/\b[A-Z][A-Za-z]+\b/g)) if (!GLOBAL_TYPES.has(name)) named.add(name);
    }
  }
  const checks = surface.map((op) => {
    const member = op.module ? `Sdk['${op.module}']['${op.name}']` : `Sdk['${op.name}']`;
    const params = op.args.map((arg) => {
      if (!arg.ts) throw new Error(`operations.json ${op.module}.${op.name}: argument ${arg.name} needs its ts type`);
      return `${arg.name}${arg.optional ? '?' : ''}: ${arg.ts}`;
    });
    return `check<Same<Parameters<${member}>, [${params.join(', ')}]>>();\ncheck<Same<ReturnType<${member}>, ${op.result}>>();`;
  });
  const modules = [...new Set(surface.map((op) => op.module).filter(Boolean))];
  const members = (module) => surface.filter((op) => op.module === module).map((op) => `'${op.name}'`).join(' | ');
  const coverage = [
    `check<Same<keyof Sdk, ${[...PROPERTIES.map((p) => `'${p}'`), members(''), ...modules.map((m) => `'${m}'`)].join(' | ')}>>();`,
    ...modules.map((module) => `check<Same<keyof Sdk['${module}'], ${members(module)}>>();`),
  ];
  return `// ${operationsBanner}
// The TypeScript Sdk surface is the manifest's: each operation's parameters and result, and no
// member the manifest lacks. Compile-only (tsc -p tsconfig.test.json).
import type { Sdk, ${[...named].sort().join(', ')} } from '../../src/index.js';

type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const check = <T extends true>(): T => true as T;

${checks.join('\n')}

${coverage.join('\n')}
`;
}
