// Lua's value dialect: keys in snake_case, nil for a missing value. Lua's arguments arrive in
// order (nil as null); an SDK record's keys become camelCase, the game's own data (player data,
// stats, payloads under `data` and `params`) keeps its keys, a list's records too, and a list Lua sent empty (Lua's {}
// is an object in JSON) is an empty array. Results come back with snake_case keys unless they are
// the game's data. Which operation needs what is the generated LUA_VALUES table.
import { SDK_VALUES, type EngineDialect } from './dialect.js';
import type { LuaRow } from './operation.js';
import { LUA_VALUES } from './operations.generated.js';
import { ownValue, setOwn } from './own-keys.js';

const rowOf = (operation: string) => ownValue(LUA_VALUES, operation) as LuaRow | undefined;

/** Keys whose values are the game's own payload inside an SDK record: passed through untouched. */
const PAYLOAD_KEYS = new Set(['data', 'params']);

const camel = (key: string): string => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
/** snake_case of a camelCase key, the generators' rule (scripts/codegen/tables/operations.mjs): notAPlainObject is not_a_plain_object. */
export const snake = (key: string): string => key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/([A-Z])([A-Z][a-z])/g, '$1_$2').toLowerCase();

/** `value` with its keys renamed by `rename`, recursively, payload values as the game wrote them. */
function rekey(value: unknown, rename: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => rekey(item, rename));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) setOwn(out, rename(key), PAYLOAD_KEYS.has(key) ? item : rekey(item, rename));
  return out;
}

/** Lua's arguments (in order, nil as null) as the SDK's. */
function luaArgs(operation: string, args: unknown): unknown {
  if (!Array.isArray(args)) return args;
  const shapes = rowOf(operation)?.args ?? [];
  return args.map((arg, i) => {
    if (arg === null) return undefined;
    if (shapes[i] === 'record') return rekey(arg, camel);
    if (shapes[i] !== 'list') return arg;
    if (!Array.isArray(arg) && typeof arg === 'object' && Object.keys(arg as object).length === 0) return [];
    // A list of SDK records (a week's notifications) has camelCase keys too; strings stay as they are.
    return rekey(arg, camel);
  });
}

/**
 * The SDK's message in Lua's words, as the desktop stubs word it (desktop/rules.lua's lua_dialect):
 * a field named in camelCase (scheduledInDays) in snake_case, JavaScript's undefined as nil.
 * Operation names (after a dot), quoted values and {{placeholders}} stay.
 */
const luaMessage = (message: string): string =>
  message.replace(/(^|[^\w.{'])([a-z][a-z0-9]*[A-Z][A-Za-z0-9]*)(?![\w(}])/g, (_, before: string, word: string) => before + snake(word)).replace(/got undefined/g, 'got nil');

/** The SDK's result as Lua reads it: snake_case keys unless it is the game's data. */
const luaResult = (operation: string, value: unknown): unknown => (rowOf(operation)?.result === 'payload' ? value : rekey(value, snake));

/** Lua's dialect: every callback of a call as a signal of it in snake_case; a shown prompt answers true. */
export const LUA: EngineDialect = {
  ...SDK_VALUES,
  args: luaArgs,
  result: luaResult,
  message: luaMessage,
  callback: snake,
  shown: true,
};
