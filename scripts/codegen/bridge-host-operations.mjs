// Emits the browser script's bridge host tables (browser-script/src/bridge/operations.generated.ts),
// all from the manifest's data: every plain operation an engine bridge may call through
// Sdk.bridge (whether it answers at once, the names of the arguments in order, the context its
// errors name where the host cannot derive it); each engine's value dialect where it is not the
// SDK's (Unity: C#'s field renames, the shapes of JsonUtility's values, the optional arguments it
// sends as "" or []; Lua: which arguments are SDK records, the game's data or lists, and whether
// a result is the game's data); the calls that signal later (ads, the registration prompt
// and its login), by their SDK path (every engine sends that name), with their call shape; and
// each ad's callbacks, which the host gives the SDK and relays.
import { operationsBanner, readOperations, isPlain, pathOf, contextOf, bridgedArgs, luaNamesOf, luaShapesOf } from './tables/operations.mjs';

export const from = 'operations';
export const target = 'browser-script/src/bridge/operations.generated.ts';

// The shapes the host runs for calls that signal later (the manifest's bridge column).
const CALLS = new Set(['ad', 'rewardedAd', 'prompt', 'promptLogin']);
// Unity: the argument value kinds C# sends in a shape of its own.
const UNITY_ARG_SHAPES = { playerData: 'record', numberMap: 'stats' };

// JsonUtility has no null: it writes "" for a null string and [] for a null array.
const blankable = (arg) => arg.optional && ['string', 'level', 'table'].includes(arg.type);

/** Unity's row: C#'s field renames, the shapes arguments and the result pass through, the optional arguments. */
export function unityRow(op) {
  const row = {};
  if (op.unity?.wire) row.wire = op.unity.wire;
  const shape = {};
  for (const arg of bridgedArgs(op)) if (UNITY_ARG_SHAPES[arg.value]) shape[arg.name] = UNITY_ARG_SHAPES[arg.value];
  // A list of named SDK types: C#'s objects, each with JsonUtility's blanks and its <name>Json texts.
  for (const arg of bridgedArgs(op)) if (/^[A-Z]/.test(arg.value?.list ?? '')) shape[arg.name] = 'objects';
  for (const [field, path] of Object.entries(op.unity?.wire ?? {})) if (field.endsWith('Json')) shape[path] = 'json';
  if (Object.keys(shape).length) row.shape = shape;
  const returns = op.returns ?? {};
  let result = op.unity?.result;
  if (!result && returns.value === 'string' && returns.nullable) result = op.unity?.nullString === 'empty' ? 'text' : 'nullable';
  if (!result && returns.value === 'object' && returns.nullable) result = 'nullableJson';
  result ??= { playerData: 'entries', stringMap: 'keyValues' }[returns.value];
  if (result) row.result = result;
  const optional = bridgedArgs(op).filter(blankable).map((arg) => arg.name);
  if (optional.length) row.optional = optional;
  return row;
}

/** Lua's row: each argument's shape (record, payload, list) and a payload result. */
function luaRow(op) {
  const { args, result } = luaShapesOf(op);
  const row = {};
  if (args.length) row.args = args.map((shape) => shape ?? 0);
  if (result) row.result = result;
  return row;
}

const literal = (value) => JSON.stringify(value).replace(/"/g, "'");
const table = (entries) => entries.map(([name, value]) => `  '${name}': ${value},`).join('\n');

export function emit(operations = readOperations()) {
  const plain = operations.filter((op) => isPlain(op) && !op.bridgeOnly);
  const rows = plain.map((op) => {
    const names = bridgedArgs(op).map((arg) => `'${arg.name}'`).join(', ');
    // The context only where it is not the one the host derives from the path (it costs bytes).
    const context = op.context ? `, '${contextOf(op)}'` : '';
    return [pathOf(op), `[${op.kind === 'async' ? 1 : 0}, [${names}]${context}]`];
  });
  const unity = plain.map((op) => [pathOf(op), unityRow(op)]).filter(([, row]) => Object.keys(row).length);
  const lua = operations.filter((op) => luaNamesOf(op).length && (isPlain(op) || CALLS.has(op.bridge)))
    .map((op) => [pathOf(op), luaRow(op)]).filter(([, row]) => Object.keys(row).length);
  // The context only where it is not the path (it costs bytes), as for the plain operations.
  const calls = operations.filter((op) => CALLS.has(op.bridge)).map((op) => [pathOf(op), `['${op.bridge}'${op.context ? `, '${contextOf(op)}'` : ''}]`]);
  const ads = operations.filter((op) => op.callbacks).map((op) => [pathOf(op), literal(op.callbacks)]);
  return `// ${operationsBanner}
import type { BridgeCall, BridgeOperation, LuaRow, UnityRow } from './operation.js';

/** The operations Sdk.bridge runs, by SDK path; no other name runs. */
export const BRIDGE_OPERATIONS: Readonly<Record<string, BridgeOperation>> = {
${table(rows)}
};

/** Unity's value dialect where it is not the SDK's, by SDK path. */
export const UNITY_VALUES: Readonly<Record<string, UnityRow>> = {
${table(unity.map(([name, row]) => [name, literal(row)]))}
};

/** Lua's value dialect where it is not the SDK's, by SDK path. */
export const LUA_VALUES: Readonly<Record<string, LuaRow>> = {
${table(lua.map(([name, row]) => [name, literal(row)]))}
};

/** The calls that signal later, by SDK path: their call shape and the context their errors name when not the path. */
export const BRIDGE_CALLS: Readonly<Record<string, BridgeCall>> = {
${table(calls)}
};

/** Each ad's callbacks by SDK path, by their SDK names: given to the SDK and relayed to the engine. */
export const AD_CALLBACKS: Readonly<Record<string, readonly string[]>> = {
${table(ads)}
};
`;
}
