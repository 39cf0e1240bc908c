// Defold's engine for the one runner (test/vectors/runner): the Lua shim (test/lua/shim.lua) in the
// LuaJIT test host, on the desktop stubs or the extension relayed to the real JS library, and how
// the Lua API differs from TypeScript's for the runner. test/run.mjs loads this file with jiti.
import type { SpawnOptions } from 'node:child_process';
import { processEngine } from '../../test/vectors/runner/process.js';
import type { Engine } from '../../test/vectors/runner/protocol.js';

const snake = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase();

/** The Lua API's differences: snake_case keys and callbacks, the rules' messages in Lua's words, tables, and Lua's own argument errors. */
const luaTraits: Omit<Engine, 'name' | 'send'> = {
  snakeKeys: true,
  dialect: true,
  tables: true,
  keepsCodeUnits: true,
  callbacks: (expected) => expected.map(snake),
  // A Lua argument-type error, raised before the rules run, names the Lua function and keeps its own words.
  ownError: (error) => error.context.startsWith('sdk.'),
};

/**
 * The shim in the test `host` with `hostArgs` before it (--relay and its page for the extension);
 * `fixed` is the extension page's one player, profile and stage.
 */
export function defoldEngine(name: string, host: string, hostArgs: string[], target: 'desktop' | 'extension', options: SpawnOptions, fixed?: Engine['fixed']) {
  return processEngine(name, host, [...hostArgs, 'test/lua/shim.lua', target], options, { ...luaTraits, ...(fixed ? { fixed } : {}) });
}
