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
const BRIDGE_SHAPES = new Set(['ad', 'rewardedAd', 'prompt', 'listener', 'unlisten', 'parseError', 'promptLogin', 'recovery']);

/** snake_case of a camelCase name; a one-letter word stays a word (notAPlainObject: not_a_plain_object). */
export const snake = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/([A-Z])([A-Z][a-z])/g, '$1_$2').toLowerCase();
/** PascalCase of a camelCase or snake_case name. */
export const pascal = (name) => name.replace(/_([a-z0-9])/g, (_, c) => c.toUpperCase()).replace(/^./, (c) => c.toUpperCase());

/** The SDK path of an operation: `data.getString`, or `initializeAsync` on Sdk itself. */
export const pathOf = (op) => (op.module ? `${op.module}.${op.name}` : op.name);
/** The context errors name: the manifest's context, else `data.getString`, or `Sdk.initializeAsync` on Sdk itself. */
export const contextOf = (op) => op.context ?? (op.module ? pathOf(op) : `Sdk.${op.name}`);
/** The name C# and the jslib send an operation by: its path, or its context for the bridges' own operations. */
export const wireNameOf = (op) => (op.bridgeOnly ? contextOf(op) : pathOf(op));
/** The Defold names of an operation (events have one per event). */
export const luaNamesOf = (op) => (op.lua === undefined ? [] : [].concat(op.lua));
/** The event an `on` operation's Lua function listens to: on_exit_requested listens to exitRequested. */
export function eventOfLuaName(op, name) {
  if (!name.startsWith('on_')) throw new Error(`operations.json ${pathOf(op)}: the Lua name ${name} of an event listener must start with on_`);
  return name.slice(3).replace(/_([a-z0-9])/g, (_, c) => c.toUpperCase());
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
  }
  return operations;
}
