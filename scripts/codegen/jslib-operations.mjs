// Emits the Unity jslib's operation table (a generated region of GameSdk.jslib). Every plain
// operation goes to the browser script's bridge host (Sdk.bridge); a row says what the jslib does
// on the way where C#'s arguments object (JsonUtility's) is not the host's: unity.wire (the
// argument, or argument.field, each C# field is; "*" the argument the whole object is),
// unity.shape (a GameSdk.shapes function an argument passes through), unity.result (the shape
// of the result for JsonUtility) and the optional arguments JsonUtility sends as "" or [] for
// "not given". An operation needing none of these has no row. An operation that signals later
// through callbacks has a row naming its bridge shape (the manifest's bridge column: ad,
// rewardedAd, prompt, promptLogin), a function of GameSdk.calls written once by hand, keyed by the
// name C# sends; so no hand-written jslib code spells an operation.
import { operationsBanner, readOperations, isPlain, bridgedArgs, pathOf, wireNameOf } from './lib/operations.mjs';
import { replaceRegion } from './lib/region.mjs';

export const from = 'operations';
export const target = 'unity-bridge/com.gamesdk.sdk/Runtime/Plugins/WebGL/GameSdk.jslib';

// The bridge shapes C# calls through GameSdk_Call; the event shapes (listener, unlisten) reach C#
// through GameSdk.listen, and parseError is C#'s own.
const CALLED = new Set(['ad', 'rewardedAd', 'prompt', 'promptLogin']);

// JsonUtility has no null: it writes "" for a null string and [] for a null array.
const blankable = (arg) => arg.optional && ['string', 'level', 'table'].includes(arg.type);

/** The argument (or argument.field) C#'s arguments field `field` is, by the manifest's unity.wire. */
export function argumentOf(op, field) {
  const wire = op.unity?.wire ?? {};
  return Object.prototype.hasOwnProperty.call(wire, field) ? wire[field] : wire['*'] ? `${wire['*']}.${field}` : field;
}

/** The names of the functions of the jslib's block GameSdk.<block> (shapes, calls), from its hand-written text. */
function functionsIn(current, block, purpose) {
  const start = current.indexOf(`\n    ${block}: {`);
  const end = current.indexOf('\n    },', start);
  if (start < 0 || end < 0) throw new Error(`${target}: the jslib has no GameSdk.${block} block for ${purpose}`);
  return new Set([...current.slice(start, end).matchAll(/\n {6}(\w+): function/g)].map((m) => m[1]));
}

/** Refuses a bridge-shaped operation the jslib could not call: a shape GameSdk.calls lacks, or unity fields of plain operations. */
function checkShaped(op, calls) {
  const where = `operations.json ${pathOf(op)}`;
  const plainFields = ['wire', 'shape', 'result'].filter((field) => op.unity?.[field] !== undefined);
  if (plainFields.length) throw new Error(`${where}: bridge ${op.bridge}: the shape passes the arguments; unity.${plainFields.join(', unity.')} is for plain operations`);
  if (!calls.has(op.bridge)) throw new Error(`${where}: bridge ${op.bridge} is not a function of GameSdk.calls (${[...calls].join(', ')})`);
}

/** Refuses a unity.wire, unity.shape or unity.result the jslib would misapply, naming the operation. */
function check(op, shapes) {
  const where = `operations.json ${pathOf(op)}`;
  const unity = op.unity ?? {};
  if ('jslib' in unity) throw new Error(`${where}: unity.jslib is gone: describe the arguments with unity.wire and unity.shape, the result with unity.result`);
  const args = new Map(bridgedArgs(op).map((arg) => [arg.name, arg]));
  // An argument, or a field of an object (table) argument.
  const isPath = (path) => {
    const [name, field, more] = String(path).split('.');
    return args.has(name) && more === undefined && (field === undefined || (field !== '' && args.get(name).type === 'table'));
  };
  const isMap = (value) => value !== null && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string');
  if (unity.wire !== undefined) {
    if (!isMap(unity.wire)) throw new Error(`${where}: unity.wire maps C# field names to argument names`);
    for (const [field, path] of Object.entries(unity.wire)) {
      const whole = field === '*';
      if (whole ? !(args.has(path) && args.get(path).type === 'table') : !isPath(path)) {
        throw new Error(`${where}: unity.wire ${field} -> ${path} names no ${whole ? 'object (table) argument' : 'argument (or field of an object argument)'} of the operation`);
      }
    }
  }
  if (unity.shape !== undefined) {
    if (!isMap(unity.shape)) throw new Error(`${where}: unity.shape maps argument names to shape names`);
    for (const [path, shape] of Object.entries(unity.shape)) {
      if (!isPath(path)) throw new Error(`${where}: unity.shape ${path} names no argument (or field of an object argument) of the operation`);
      if (!shapes.has(shape)) throw new Error(`${where}: unity.shape ${path}: ${shape} is not a shape of GameSdk.shapes (${[...shapes].join(', ')})`);
    }
  }
  if (unity.result !== undefined) {
    if (op.kind === 'void' || /^Promise<void>$/.test(op.result)) throw new Error(`${where}: unity.result shapes a result, and the operation has none`);
    if (!shapes.has(unity.result)) throw new Error(`${where}: unity.result ${unity.result} is not a shape of GameSdk.shapes (${[...shapes].join(', ')})`);
  }
}

const quote = (text) => `'${text}'`;
const key = (name) => (/^[a-zA-Z]\w*$/.test(name) ? name : quote(name));
const object = (map) => `{ ${Object.entries(map).map(([k, v]) => `${key(k)}: ${quote(v)}`).join(', ')} }`;

export function emit(operations = readOperations(), current) {
  const shapes = current === null ? new Set() : functionsIn(current, 'shapes', 'unity.shape and unity.result');
  const calls = current === null ? new Set() : functionsIn(current, 'calls', 'the bridge column');
  const rows = operations.filter((op) => (isPlain(op) && !op.bridgeOnly) || CALLED.has(op.bridge)).flatMap((op) => {
    if (CALLED.has(op.bridge)) {
      checkShaped(op, calls);
      return [`      '${wireNameOf(op)}': { bridge: '${op.bridge}' },`];
    }
    check(op, shapes);
    const unity = op.unity ?? {};
    const optional = bridgedArgs(op).filter(blankable).map((arg) => quote(arg.name));
    const fields = [
      unity.wire && `wire: ${object(unity.wire)}`,
      unity.shape && `shape: ${object(unity.shape)}`,
      unity.result && `result: ${quote(unity.result)}`,
      optional.length && `optional: [${optional.join(', ')}]`,
    ].filter(Boolean);
    return fields.length ? [`      '${pathOf(op)}': { ${fields.join(', ')} },`] : [];
  });
  return replaceRegion(current, target, operationsBanner, `${rows.join('\n')}\n`);
}
