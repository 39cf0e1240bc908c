// The engines' value dialects by the name an engine gives in its options (InvokeOptions.dialect).
import { GODOT, SDK_VALUES, type EngineDialect } from './dialect.js';
import { LUA } from './dialect-lua.js';
import { UNITY } from './dialect-unity.js';
import { ownValue } from './own-keys.js';

const DIALECTS = { unity: UNITY, lua: LUA, godot: GODOT };

/**
 * An engine's value dialect: 'unity' (JsonUtility's), 'lua' (snake_case keys, nil) or 'godot'
 * (the SDK's own values, every callback of a call as a signal of it).
 */
export type Dialect = keyof typeof DIALECTS;

/** The dialect named `name`; none (or a name no engine has): the SDK's own values. */
export const dialectOf = (name: string | undefined): EngineDialect => (name !== undefined && (ownValue(DIALECTS, name) as EngineDialect | undefined)) || SDK_VALUES;
