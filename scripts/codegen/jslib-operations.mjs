// Emits the Unity jslib's operation table (a generated region of GameSdk.jslib). Every plain
// operation goes to the browser script's bridge host (Sdk.bridge); a row says what the jslib does
// on the way where C#'s arguments object (JsonUtility's) is not the host's, all from the
// manifest's data: wire (unity.wire: the argument, or argument.field, each C# field is; "*" the
// argument the whole object is), shape (the value dialect's function an argument passes through:
// JSON text for a field C# names <x>Json, record for player data, stats for a number map), result
// (how a result reaches JsonUtility, from its value kind: a nullable string or object, player data,
// a string map, or unity.result) and the optional arguments JsonUtility sends as "" or [] for
// "not given". An operation needing none of these has no row. An operation that signals later
// through callbacks has a row naming its bridge shape (ad, rewardedAd, prompt, promptLogin).
import { operationsBanner, readOperations, isPlain, bridgedArgs, pathOf, wireNameOf } from './lib/operations.mjs';
import { replaceRegion } from './lib/region.mjs';

export const from = 'operations';
export const target = 'unity-bridge/com.gamesdk.sdk/Runtime/Plugins/WebGL/GameSdk.jslib';

// The bridge shapes C# calls through GameSdk_Call; the event shapes (listener, unlisten) reach C#
// through GameSdk.listen, and parseError is C#'s own.
const CALLED = new Set(['ad', 'rewardedAd', 'prompt', 'promptLogin']);
// The argument value kinds C# sends in a shape of its own.
const ARG_SHAPES = { playerData: 'record', numberMap: 'stats' };

// JsonUtility has no null: it writes "" for a null string and [] for a null array.
const blankable = (arg) => arg.optional && ['string', 'level', 'table'].includes(arg.type);

/** The shapes of the arguments: by value kind, and JSON text for each C# field named <x>Json. */
function argShapes(op) {
  const shapes = {};
  for (const arg of bridgedArgs(op)) if (ARG_SHAPES[arg.value]) shapes[arg.name] = ARG_SHAPES[arg.value];
  for (const [field, path] of Object.entries(op.unity?.wire ?? {})) if (field.endsWith('Json')) shapes[path] = 'json';
  return shapes;
}

/** How the result reaches JsonUtility, from its value kind (or unity.result), or undefined as it is. */
function resultShape(op) {
  if (op.unity?.result) return op.unity.result;
  const returns = op.returns ?? {};
  if (returns.value === 'string' && returns.nullable) return op.unity?.nullString === 'empty' ? 'text' : 'nullable';
  if (returns.value === 'object' && returns.nullable) return 'nullableJson';
  return { playerData: 'entries', stringMap: 'keyValues' }[returns.value];
}

const quote = (text) => `'${text}'`;
const key = (name) => (/^[a-zA-Z]\w*$/.test(name) ? name : quote(name));
const object = (map) => `{ ${Object.entries(map).map(([k, v]) => `${key(k)}: ${quote(v)}`).join(', ')} }`;

export function emit(operations = readOperations(), current) {
  const rows = operations.filter((op) => (isPlain(op) && !op.bridgeOnly) || CALLED.has(op.bridge)).flatMap((op) => {
    if (CALLED.has(op.bridge)) return [`      '${wireNameOf(op)}': { bridge: '${op.bridge}' },`];
    const wire = op.unity?.wire;
    const shape = argShapes(op);
    const result = resultShape(op);
    const optional = bridgedArgs(op).filter(blankable).map((arg) => quote(arg.name));
    const fields = [
      wire && `wire: ${object(wire)}`,
      Object.keys(shape).length && `shape: ${object(shape)}`,
      result && `result: ${quote(result)}`,
      optional.length && `optional: [${optional.join(', ')}]`,
    ].filter(Boolean);
    return fields.length ? [`      '${pathOf(op)}': { ${fields.join(', ')} },`] : [];
  });
  return replaceRegion(current, target, operationsBanner, `${rows.join('\n')}\n`);
}
