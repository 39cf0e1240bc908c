// Emits the Defold extension's Lua entry points and its luaL_Reg table from the operation
// manifest. Plain operations (sync, void, async) get an entry point that checks its Lua arguments
// and hands the call on; the rest get one that hands the operation to its bridge shape (ads, the
// registration prompt, event listeners, parse_error), written once by hand in gamesdk_lua.cpp.
import { operationsBanner, readOperations, isPlain, luaNamesOf, luaArgName, bridgedArgs, pathOf, pascal, eventOfLuaName, snake } from './tables/operations.mjs';
import { readRules } from './tables/rules.mjs';

// The keys an options argument may hold (the rules table's options, in snake_case): CheckArgs
// refuses any other key.
const optionKeys = readRules().options;

export const from = 'operations';
export const target = 'defold-bridge/gamesdk/src/gamesdk_ops.generated.cpp';

const CALL = { sync: 'SyncCall', void: 'VoidCall', async: 'AsyncCall' };

function entryPoint(op) {
  const lua = luaNamesOf(op)[0];
  const args = bridgedArgs(op);
  const keysOf = (arg) => (optionKeys[arg.ts] ? `${luaArgName(arg)}_keys` : 'nullptr');
  const spec = args.map((arg) => `{"${luaArgName(arg)}", ARG_${arg.type.toUpperCase()}, ${arg.optional ? 'true' : 'false'}, ${keysOf(arg)}}`);
  const lines = [`static int ${pascal(lua)}(lua_State* L)`, '{'];
  for (const arg of args.filter((a) => optionKeys[a.ts])) {
    lines.push(`    static const char* const ${luaArgName(arg)}_keys[] = {${optionKeys[arg.ts].map((k) => `"${snake(k)}"`).join(', ')}, nullptr};`);
  }
  if (spec.length) lines.push(`    static const Arg args[] = {${spec.join(', ')}};`);
  lines.push(`    return ${CALL[op.kind]}(L, "${pathOf(op)}", "sdk.${lua}", ${spec.length ? 'args' : '0'}, ${spec.length});`, '}');
  return lines.join('\n');
}

// An ad's callbacks as its table may hold them (the row's callbacks column in Lua's snake_case),
// ending in nullptr: ShowAd refuses any other key, so an interstitial takes no ad_viewed.
function adCallbacks(op) {
  if (!op.callbacks?.length) throw new Error(`${pathOf(op)}: an ad (bridge ${op.bridge}) lists its callbacks in the callbacks column`);
  const names = op.callbacks.map(snake);
  return [
    `    static const char* const callbacks[] = {${names.map((name) => `"${name}"`).join(', ')}, nullptr};`,
    `    static_assert(${names.length} <= AD_CALLBACK_CAPACITY, "an ad call holds its callbacks in AD_CALLBACK_CAPACITY slots (gamesdk_private.h)");`,
  ];
}

// The hand-written function of each bridge shape, called with the operation and its Lua name;
// ADS name the shapes that hand their row's callbacks to ShowAd.
const ADS = new Set(['ad', 'rewardedAd']);
const SHAPES = {
  ad: (op, lua) => `ShowAd(L, "${pathOf(op)}", "sdk.${lua}", callbacks)`,
  rewardedAd: (op, lua) => `ShowAd(L, "${pathOf(op)}", "sdk.${lua}", callbacks)`,
  prompt: (op, lua) => `ShowPrompt(L, "${pathOf(op)}", "sdk.${lua}")`,
  listener: (op, lua) => `AddEventListener(L, "${eventOfLuaName(op, lua)}", "sdk.${lua}")`,
  unlisten: (op, lua) => `RemoveEventListener(L, "sdk.${lua}")`,
  parseError: () => 'PushParsedError(L)',
};

function shapedEntryPoint(op, lua) {
  const table = ADS.has(op.bridge) ? adCallbacks(op) : [];
  return [`static int ${pascal(lua)}(lua_State* L)`, '{', ...table, `    return ${SHAPES[op.bridge](op, lua)};`, '}'].join('\n');
}

export function emit(operations = readOperations()) {
  const plain = operations.filter((op) => isPlain(op) && luaNamesOf(op).length);
  // Composed operations are Lua modules of their own (recover_purchases.lua), not entry points.
  const registered = operations.filter((op) => op.kind !== 'composed');
  const shaped = registered.filter((op) => !isPlain(op)).flatMap((op) => luaNamesOf(op).map((lua) => shapedEntryPoint(op, lua)));
  for (const op of plain) {
    for (const arg of bridgedArgs(op)) {
      if (arg.type === 'function') throw new Error(`${pathOf(op)}: a plain operation cannot take a function (${arg.name}); make it kind callback and write its entry point by hand`);
    }
  }
  const rows = registered.flatMap(luaNamesOf).map((name) => `        {"${name}", ${pascal(name)}},`);
  // The write the extension makes itself when the platform asks the game to exit (after the
  // game's handlers saved): the manifest's data flush, by its path.
  const flush = operations.find((op) => op.module === 'data' && op.name === 'flushAsync');
  if (!flush) throw new Error('the manifest has no data.flushAsync: the extension flushes the player data on exitRequested with it');
  return `// ${operationsBanner}
//
// The Lua module \`sdk\`: every operation of the SDK as sdk.<module>_<operation> in snake case.
// Each entry point checks its Lua argument types (INVALID_PARAM naming the argument) and hands
// the call to the platform side with its own call id; results come back through update.
#if defined(DM_PLATFORM_HTML5) || defined(GAMESDK_TEST_HOST)

#include "gamesdk_private.h"

namespace gamesdk
{

const char* const DATA_FLUSH_OPERATION = "${pathOf(flush)}";

${[...plain.map(entryPoint), ...shaped].join('\n\n')}

void RegisterLuaModule(lua_State* L)
{
    DM_LUA_STACK_CHECK(L, 0);
    static const luaL_Reg functions[] = {
${rows.join('\n')}
        {0, 0},
    };
    luaL_register(L, "sdk", functions);
    lua_pop(L, 1);
}

} // namespace gamesdk

#endif
`;
}
