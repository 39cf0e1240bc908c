// The engines' value dialects by the name an engine gives in its options (InvokeOptions.dialect).
// A host knows the dialects its script was built with: Lua's and Godot's in gamesdk-bridge.js
// (Defold's and Godot's copies, engine.ts), Unity's alone in the .jspre's build (engine-unity.ts),
// so no copy carries a dialect its engine never speaks.
import { GODOT, type EngineDialect } from './dialect.js';
import { LUA } from './dialect-lua.js';
import { UNITY } from './dialect-unity.js';

/** Every engine's dialect, by name. */
export const DIALECTS = { unity: UNITY, lua: LUA, godot: GODOT };

/** The dialects of the engines that ship gamesdk-bridge.js: Defold's (Lua) and Godot's. */
export const COPY_DIALECTS = { lua: LUA, godot: GODOT };

/** The dialects a host knows, by name. */
export type Dialects = Readonly<Partial<Record<Dialect, EngineDialect>>>;

/**
 * An engine's value dialect: 'unity' (JsonUtility's), 'lua' (snake_case keys, nil) or 'godot'
 * (the SDK's own values, every callback of a call as a signal of it).
 */
export type Dialect = keyof typeof DIALECTS;
