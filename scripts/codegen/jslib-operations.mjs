// Emits the Unity jslib's operation table (a generated region of GameSdk.jslib): the plain
// operations JsonUtility needs something else for than the browser script's bridge host gives,
// with the manifest's unity.jslib body where it needs another shape, or the plain call with its
// optional strings through GameSdk.optional (JsonUtility writes "" for a null string). Every
// other plain operation goes to the bridge host (Sdk.bridge) with C#'s arguments as they are.
import { operationsBanner, readOperations, isPlain, bridgedArgs, pathOf } from './lib/operations.mjs';
import { replaceRegion } from './lib/region.mjs';

export const from = 'operations';
export const target = 'unity-bridge/com.gamesdk.sdk/Runtime/Plugins/WebGL/GameSdk.jslib';

// JsonUtility writes "" for a null string: an optional string arrives as "" when not given.
const blankable = (arg) => arg.optional && (arg.type === 'string' || arg.type === 'level');

/** The body of one operation's function: the manifest's, or the plain call. */
export function jslibBody(op) {
  if (op.unity?.jslib) return op.unity.jslib;
  const value = (arg) => (blankable(arg) ? `GameSdk.optional(a.${arg.name})` : `a.${arg.name}`);
  const call = `Sdk.${pathOf(op)}(${bridgedArgs(op).map(value).join(', ')})`;
  return op.kind === 'void' ? `${call};` : `return ${call};`;
}

export function emit(operations = readOperations(), current) {
  const rows = operations.filter((op) => isPlain(op) && !op.bridgeOnly && (op.unity?.jslib || bridgedArgs(op).some(blankable))).map((op) => {
    const body = jslibBody(op);
    return `      '${pathOf(op)}': function (${/\ba\b/.test(body) ? 'a' : ''}) { ${body} },`;
  });
  return replaceRegion(current, target, operationsBanner, `${rows.join('\n')}\n`);
}
