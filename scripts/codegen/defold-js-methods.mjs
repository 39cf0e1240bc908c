// Emits the Defold JS library's method table (a generated region of library_gamesdk.js): the
// methods whose Lua argument and result shapes are not plain (the manifest's defoldJs). The rest
// are the browser script's bridge host's (browser-script/src/bridge/operations.generated.ts).
import { operationsBanner, readOperations, luaNamesOf, pathOf } from './lib/operations.mjs';
import { replaceRegion } from './lib/region.mjs';

export const from = 'operations';
export const target = 'defold-bridge/gamesdk/lib/web/library_gamesdk.js';

export function emit(operations = readOperations(), current) {
  const bridged = operations.filter((op) => luaNamesOf(op).length && op.defoldJs);
  const special = (op) => /\bspecial:/.test(op.defoldJs);
  const row = (op) => `      '${pathOf(op)}': ${op.defoldJs},`;
  const rows = [
    ...bridged.filter((op) => !special(op)).map(row),
    '      // Calls that signal later under their call id.',
    ...bridged.filter(special).map(row),
  ];
  return replaceRegion(current, target, operationsBanner, `${rows.join('\n')}\n`);
}
