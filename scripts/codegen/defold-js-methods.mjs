// Emits the Defold JS library's method table (a generated region of library_gamesdk.js): the
// methods whose Lua argument and result shapes are not plain (from the manifest's value kinds:
// lib/operations.mjs luaShapesOf), and the
// calls that signal later, with the library's shape for their bridge column (special) and the
// context their errors name. The rest are the browser script's bridge host's
// (browser-script/src/bridge/operations.generated.ts).
import { operationsBanner, readOperations, luaNamesOf, luaShapesOf, contextOf, pathOf } from './lib/operations.mjs';
import { replaceRegion } from './lib/region.mjs';

export const from = 'operations';
export const target = 'defold-bridge/gamesdk/lib/web/library_gamesdk.js';

// The library's function for each bridge shape it runs itself (listeners and parse_error are the extension's).
const SPECIAL = { ad: 'ad', rewardedAd: 'ad', prompt: 'prompt', promptLogin: 'login' };

/** The library's shapes of an operation's Lua values, as its table's text; '' when plain. */
function shapesText(op) {
  const { args, result } = luaShapesOf(op);
  return [
    args.length && `args: [${args.map((shape) => (shape === undefined ? 'undefined' : `'${shape}'`)).join(', ')}]`,
    result && `result: '${result}'`,
  ].filter(Boolean).join(', ');
}

function spec(op) {
  const fields = shapesText(op);
  if (!SPECIAL[op.bridge]) return `{ ${fields} }`;
  return `{ ${[fields, `special: '${SPECIAL[op.bridge]}'`, `context: '${contextOf(op)}'`].filter(Boolean).join(', ')} }`;
}

export function emit(operations = readOperations(), current) {
  const bridged = operations.filter((op) => luaNamesOf(op).length && (shapesText(op) || SPECIAL[op.bridge]));
  const special = (op) => Boolean(SPECIAL[op.bridge]);
  const row = (op) => `      '${pathOf(op)}': ${spec(op)},`;
  const rows = [
    ...bridged.filter((op) => !special(op)).map(row),
    '      // Calls that signal later under their call id.',
    ...bridged.filter(special).map(row),
  ];
  return replaceRegion(current, target, operationsBanner, `${rows.join('\n')}\n`);
}
