// Reads the operation manifest (sdk-core/api/operations.json) and names each operation the way
// every engine spells it, so the emitters agree on names without repeating the rules.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const operationsPath = fileURLToPath(new URL('../../../sdk-core/api/operations.json', import.meta.url));

export const operationsBanner = 'Generated from sdk-core/api/operations.json by scripts/codegen. Do not edit by hand.';

const KINDS = new Set(['sync', 'void', 'async', 'callback', 'event', 'composed', 'helper']);
const TYPES = new Set(['string', 'number', 'boolean', 'table', 'level', 'function']);
const PARTNER = new Set(['offered', 'quiet', 'notOffered']);
/** The call shapes of the operations that are not plain: each bridge implements each shape once by hand. */
const BRIDGE_SHAPES = new Set(['ad', 'rewardedAd', 'prompt', 'listener', 'unlisten', 'parseError', 'promptLogin', 'recovery', 'offerText']);

/** snake_case of a camelCase name; a one-letter word stays a word (notAPlainObject: not_a_plain_object). */
export const snake = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/([A-Z])([A-Z][a-z])/g, '$1_$2').toLowerCase();
/** PascalCase of a camelCase or snake_case name. */
export const pascal = (name) => name.replace(/_([a-z0-9])/g, (_, c) => c.toUpperCase()).replace(/^./, (c) => c.toUpperCase());

/** The SDK path of an operation: `data.getString`, or `initializeAsync` on Sdk itself. */
export const pathOf = (op) => (op.module ? `${op.module}.${op.name}` : op.name);
/** The context errors name: the manifest's context, else `data.getString`, or `Sdk.initializeAsync` on Sdk itself. */
export const contextOf = (op) => op.context ?? (op.module ? pathOf(op) : `Sdk.${op.name}`);
/** The Defold names of an operation (events have one per event). */
export const luaNamesOf = (op) => (op.lua === undefined ? [] : [].concat(op.lua));
/** The event an `on` operation's Lua function listens to: on_exit_requested listens to exitRequested. */
export function eventOfLuaName(op, name) {
  if (!name.startsWith('on_')) throw new Error(`operations.json ${pathOf(op)}: the Lua name ${name} of an event listener must start with on_`);
  return name.slice(3).replace(/_([a-z0-9])/g, (_, c) => c.toUpperCase());
}
/**
 * The platform's events, by their SDK names, in the order of the `on` row's Lua names: the engines
 * that pass an event as a number (Unity's SdkEvent) number them from 1 in this order.
 */
export function eventsOf(operations) {
  const listener = operations.find((op) => op.bridge === 'listener');
  return listener ? luaNamesOf(listener).map((name) => eventOfLuaName(listener, name)) : [];
}
/** The arguments the bridges pass. */
export const bridgedArgs = (op) => op.args.filter((arg) => arg.bridged !== false);
/** An argument's Lua name. */
export const luaArgName = (arg) => arg.lua ?? snake(arg.name);
/** Whether an operation is a module's `isSupported` (answered from the profile by every mock). */
export const isModuleCheck = (op) => op.name === 'isSupported' && op.module !== '';
/** Whether the mocks must answer the operation as the platform does: offered, and neither composed nor an event. */
const needsMock = (op) => (op.partner ?? 'offered') === 'offered' && ['sync', 'void', 'async', 'callback'].includes(op.kind) && !isModuleCheck(op);

/** Whether the bridges' plain call machinery runs the operation (the rest is written by hand). */
export const isPlain = (op) => op.kind === 'sync' || op.kind === 'void' || op.kind === 'async';

const isMockBehaviour = (mock) =>
  (typeof mock === 'string' && /^[a-z]+\.[a-zA-Z]+$/.test(mock)) ||
  (mock !== null && typeof mock === 'object' && Object.keys(mock).length === 1 &&
    ('value' in mock || typeof mock.supports === 'boolean'));

const UNITY_FIELDS = new Set(['method', 'args', 'wire', 'omit', 'task', 'nullString', 'result']);
const VALUE_KINDS = new Set(['string', 'number', 'boolean', 'object', 'playerData', 'numberMap', 'stringMap']);
/** Whether `value` is a value kind: a plain kind, {list: kind or type}, {struct: T}, {enum: T} or {fields: [args]}. */
const isValue = (value) =>
  VALUE_KINDS.has(value) ||
  (value !== null && typeof value === 'object' && Object.keys(value).length === 1 &&
    ((typeof value.list === 'string' && /^\w+$/.test(value.list)) || /^[A-Z]\w*$/.test(value.struct ?? value.enum ?? '') ||
      (Array.isArray(value.fields) && value.fields.every((field) => /^[a-zA-Z]+$/.test(field.name ?? '') && TYPES.has(field.type) && (field.value === undefined || isValue(field.value))))));

/** Reads and checks the manifest: a bad row fails generation with its path, never emits half a table. */
export function readOperations(path = operationsPath) {
  const { operations } = JSON.parse(readFileSync(path, 'utf8'));
  const seen = new Set();
  const luaSeen = new Set();
  for (const op of operations) {
    const where = `operations.json ${pathOf(op)}`;
    if (typeof op.module !== 'string' || !/^[a-zA-Z]+$/.test(op.name ?? '')) throw new Error(`${where}: module and name are required`);
    if (seen.has(pathOf(op))) throw new Error(`${where}: listed twice`);
    seen.add(pathOf(op));
    if (!KINDS.has(op.kind)) throw new Error(`${where}: kind must be one of ${[...KINDS].join(', ')}`);
    if (!PARTNER.has(op.partner ?? 'offered')) throw new Error(`${where}: partner must be one of ${[...PARTNER].join(', ')}`);
    if (!Array.isArray(op.args)) throw new Error(`${where}: args must be a list`);
    for (const arg of op.args) {
      if (!/^[a-zA-Z]+$/.test(arg.name ?? '') || !TYPES.has(arg.type)) throw new Error(`${where}: argument ${arg.name} needs a name and a type (${[...TYPES].join(', ')})`);
    }
    for (const arg of op.args) if (arg.value !== undefined && !isValue(arg.value)) throw new Error(`${where}: argument ${arg.name}: value ${JSON.stringify(arg.value)} is no value kind`);
    if (op.returns !== undefined && !isValue(op.returns.value)) throw new Error(`${where}: returns.value ${JSON.stringify(op.returns.value)} is no value kind`);
    if (op.doc !== undefined && !(Array.isArray(op.doc) && op.doc.every((line) => typeof line === 'string'))) throw new Error(`${where}: doc is a list of lines`);
    for (const key of Object.keys(op.unity ?? {})) if (!UNITY_FIELDS.has(key)) throw new Error(`${where}: unity.${key} is not a field (${[...UNITY_FIELDS].join(', ')})`);
    for (const name of luaNamesOf(op)) {
      if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`${where}: lua name ${name} is not snake_case`);
      if (luaSeen.has(name)) throw new Error(`${where}: lua name ${name} is used twice`);
      luaSeen.add(name);
    }
    if (needsMock(op) !== (op.mock !== undefined)) throw new Error(`${where}: ${needsMock(op) ? 'an offered operation needs a mock (a mock platform feature, {"value": ...} or {"supports": ...})' : 'only an offered operation has a mock'}`);
    if (op.mock !== undefined && !isMockBehaviour(op.mock)) throw new Error(`${where}: mock must be a feature such as "store.getString", {"value": <JSON>} or {"supports": true|false}`);
    const shaped = ['callback', 'event', 'helper', 'composed'].includes(op.kind);
    if (shaped ? op.bridge === undefined : op.bridge !== undefined && !op.bridgeOnly) throw new Error(`${where}: ${shaped ? `a ${op.kind} operation needs a bridge shape` : `a ${op.kind} operation has no bridge shape unless it is the bridges' own (bridgeOnly)`}`);
    if (op.bridge !== undefined && !BRIDGE_SHAPES.has(op.bridge)) throw new Error(`${where}: bridge must be one of ${[...BRIDGE_SHAPES].join(', ')}`);
    if (isPlain(op) && luaNamesOf(op).length !== 1) throw new Error(`${where}: a ${op.kind} operation needs one lua name`);
    const isAd = op.bridge === 'ad' || op.bridge === 'rewardedAd';
    if (isAd !== Array.isArray(op.callbacks)) throw new Error(`${where}: ${isAd ? 'an ad needs its callbacks (a list of names)' : 'only an ad has callbacks'}`);
    if (isAd && !(op.callbacks.length && op.callbacks.every((name) => /^[a-z][a-zA-Z]*$/.test(name)) && new Set(op.callbacks).size === op.callbacks.length)) throw new Error(`${where}: callbacks are distinct camelCase names`);
  }
  return operations;
}

// Value kinds that are the game's own data: their keys are the game's, never renamed by an engine.
const GAME_DATA = new Set(['object', 'playerData', 'numberMap', 'stringMap']);
/** Whether a value kind is the game's own data (keys kept as written), not an SDK type (keys renamed). */
export const isGameData = (value) => GAME_DATA.has(value);

/**
 * How Lua's values of an operation differ from the SDK's (Lua's value dialect), from the value
 * kinds: each argument's 'record' (an SDK object: snake_case keys become camelCase), 'payload'
 * (the game's data: as is) or 'list' (an array, though Lua sends {} when empty), or undefined
 * (plain); and whether the result is a 'payload' (keys kept) rather than an SDK value (keys
 * become snake_case).
 */
export function luaShapesOf(op) {
  const shape = (arg) => {
    if (arg.type !== 'table') return undefined;
    if (isGameData(arg.value)) return 'payload';
    if (arg.value?.list !== undefined) return 'list';
    if (arg.value?.struct !== undefined || arg.value?.fields !== undefined) return 'record';
    return undefined;
  };
  const args = bridgedArgs(op).map(shape);
  while (args.length && args[args.length - 1] === undefined) args.pop();
  return { args, result: isGameData(op.returns?.value) ? 'payload' : undefined };
}
