// Emits the Unity jslib's operation table (a generated region of GameSdk.jslib): per plain
// operation the TypeScript call, with the manifest's unity.jslib body where JsonUtility needs
// another shape than the plain Sdk.<module>.<name>(a.<arg>, ...) (optional strings through
// GameSdk.optional).
import { operationsBanner, readOperations, isPlain, bridgedArgs, pathOf } from './lib/operations.mjs';
import { replaceRegion } from './lib/region.mjs';

export const from = 'operations';
export const target = 'unity-bridge/com.gamesdk.sdk/Runtime/Plugins/WebGL/GameSdk.jslib';

/** The body of one operation's function: the manifest's, or the plain call. */
export function jslibBody(op) {
  if (op.unity?.jslib) return op.unity.jslib;
  // JsonUtility writes "" for a null string: an optional string arrives as "" when not given.
  const value = (arg) => (arg.optional && (arg.type === 'string' || arg.type === 'level') ? `GameSdk.optional(a.${arg.name})` : `a.${arg.name}`);
  const call = `Sdk.${pathOf(op)}(${bridgedArgs(op).map(value).join(', ')})`;
  return op.kind === 'void' ? `${call};` : `return ${call};`;
}

export function emit(operations = readOperations(), current) {
  // isSupported and the calls that signal later are run by GameSdk.call itself.
  const rows = operations.filter((op) => isPlain(op) && !op.bridgeOnly && op.name !== 'isSupported').map((op) => {
    const body = jslibBody(op);
    return `      '${pathOf(op)}': function (${/\ba\b/.test(body) ? 'a' : ''}) { ${body} },`;
  });
  return replaceRegion(current, target, operationsBanner, `${rows.join('\n')}\n`);
}
