// An engine's value dialect as one object: how its arguments become the SDK's, how results and
// messages reach it, and how the calls that signal later speak to it. The host and its calls ask
// the dialect, never its name; the SDK's own values (no dialect) and Godot's are here, Lua's and
// Unity's beside (dialect-lua.ts, dialect-unity.ts), all by name in dialects.ts.
import type { BridgeOutcome } from './operation.js';

/** Where a signal goes: the outcome, whether it is the call's last, and the engine call id it answers (Unity's own ids). */
export type Signal = (outcome: BridgeOutcome, last: boolean, to?: number) => void;

/** One engine's value dialect. */
export interface EngineDialect {
  /** The engine's arguments of `operation` as the SDK's (an array in order or an object by name). */
  args(operation: string, args: unknown, context: string): unknown;
  /** The SDK's result of `operation` as the engine reads it; undefined: the answer has no value. */
  result(operation: string, value: unknown): unknown;
  /** An error's message in the engine's words. */
  message(text: string): string;
  /**
   * Present when the engine hears every callback of a call as a signal of that call (the call
   * answers at once and ends with its last signal): the signal's name for a callback's. Absent,
   * the engine hears them on the call ids it gave (Unity) and the ad's end as the call's answer.
   */
  callback?(name: string): string;
  /** The registration prompt's options from the engine's arguments object. */
  promptOptions(args: Record<string, unknown>, context: string): Record<string, unknown>;
  /** Sends the prompt's close, the call's last signal. */
  close(value: { registered: boolean }, args: Record<string, unknown>, signal: Signal): void;
  /** The value the prompt's call answers when it shows (none: no value). */
  shown?: unknown;
}

/** The SDK's own values: what the engine sends is the SDK's, what it gets is the SDK's. */
export const SDK_VALUES: EngineDialect = {
  args: (_operation, args) => args,
  result: (_operation, value) => value,
  message: (text) => text,
  promptOptions: (args) => args,
  close: (value, _args, signal) => signal({ ok: true, signal: 'close', value }, true),
};

/** Godot's: the SDK's own values, every callback of a call as a signal of it by the SDK's name. */
export const GODOT: EngineDialect = { ...SDK_VALUES, callback: (name) => name };
