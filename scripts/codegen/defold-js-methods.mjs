// Emits the Defold JS library's method table (a generated region of library_gamesdk.js): every
// method the C++ side may name, with its argument and result shapes (the manifest's defoldJs)
// where they are not plain. Only methods in this table run.
import { operationsBanner, readOperations, isPlain, luaNamesOf, pathOf } from './lib/operations.mjs';
import { replaceRegion } from './lib/region.mjs';

export const from = 'operations';
export const target = 'defold-bridge/gamesdk/lib/web/library_gamesdk.js';

export function emit(operations = readOperations(), current) {
  const bridged = operations.filter((op) => luaNamesOf(op).length && (isPlain(op) || op.defoldJs));
  const special = (op) => /\bspecial:/.test(op.defoldJs ?? '');
  const row = (op) => `      '${pathOf(op)}': ${op.defoldJs ?? '{}'},`;
  const rows = [
    ...bridged.filter((op) => !special(op)).map(row),
    '      // Calls that signal later under their call id.',
    ...bridged.filter(special).map(row),
  ];
  return replaceRegion(current, target, operationsBanner, `${rows.join('\n')}\n`);
}
