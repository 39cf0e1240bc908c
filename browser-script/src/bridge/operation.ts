/**
 * One row of the bridge host's generated table: 1 when the operation answers with a promise
 * (0 when at once), the names of the arguments the bridges pass in order, and the context its
 * errors name when not the path (`data.getString`) or `Sdk.` and the path for Sdk's own methods.
 */
export type BridgeOperation = readonly [async: 0 | 1, args: readonly string[], context?: string];

/**
 * Unity's values where they are not the SDK's: `wire` the argument (or argument.field) each C#
 * field is ("*": the argument the whole object is), `shape` the shape an argument or field
 * passes through, `result` the result's shape for JsonUtility, `optional` the arguments whose
 * "" or [] (JsonUtility's null) means not given.
 */
export interface UnityRow {
  readonly wire?: Readonly<Record<string, string>>;
  readonly shape?: Readonly<Record<string, string>>;
  readonly result?: string;
  readonly optional?: readonly string[];
}

/** Lua's values where they are not the SDK's: each argument's shape (0 plain) and a payload result. */
export interface LuaRow {
  readonly args?: readonly (0 | 'record' | 'payload' | 'list')[];
  readonly result?: 'payload';
}

/** A call that signals later: its call shape and the context its errors name when not its path. */
export type BridgeCall = readonly [shape: 'ad' | 'rewardedAd' | 'prompt' | 'promptLogin', context?: string];

/** One answer: a value (none when the operation returns nothing) or an error; `signal` names a callback (Lua's or Godot's). */
export type BridgeOutcome = { ok: true; value?: unknown; signal?: string } | { ok: false; error: { code: string; message: string; context: string } };
