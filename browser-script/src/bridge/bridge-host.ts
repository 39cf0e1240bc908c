// The one host the engine bridges (Unity's jslib, Defold's JS library, Godot's web transport) call
// the SDK through: an operation by its SDK path and its arguments in, one envelope out. The host
// owns the envelope, each engine's value dialect (generated from the manifest) and the calls that
// signal later (ads, the registration prompt and its login); the bridges keep only Emscripten glue
// (strings in and out, callbacks, queueing).
import { SdkError, isSdkError, type EngineSdk } from '@gamesdk/core';
import { createCalls } from './calls.js';
import { SDK_VALUES, type EngineDialect, type Signal } from './dialect.js';
import type { Dialect, Dialects } from './dialects.js';
import type { BridgeCall, BridgeOperation, BridgeOutcome } from './operation.js';
import { BRIDGE_CALLS, BRIDGE_OPERATIONS } from './operations.generated.js';
import { ownValue } from './own-keys.js';

export type { Signal } from './dialect.js';
export type { Dialect, Dialects } from './dialects.js';
export type { BridgeOutcome } from './operation.js';

/** The error half of an envelope: the SdkError's code, message and context. */
export interface BridgeError {
  code: string;
  message: string;
  context: string;
}

/** How an engine calls: its value dialect, its call id, and where signals of a call that signals later go. */
export interface InvokeOptions {
  /**
   * The engine's value dialect: 'unity' (JsonUtility's), 'lua' (snake_case keys, nil) or 'godot'
   * (the SDK's own values, every callback of a call as a signal of it); none: the SDK's own values.
   */
  dialect?: Dialect;
  /** The engine's id of this call: a registration prompt it shows is kept under it for its login. */
  id?: number;
  /** Receives each signal of a call that signals later (an ad's callbacks, a prompt's close). */
  signal?: Signal;
}

/**
 * Sdk.bridge: runs the manifest's operations for the engine bridges. Every answer is the envelope
 * `{"ok":true,"value":...}` (no `value` when there is none) or
 * `{"ok":false,"error":{"code","message","context"}}`; a throw that is not an SdkError answers
 * OPERATION_FAILED. An operation that answers at once answers at once; the rest with a promise
 * that never rejects.
 */
export interface BridgeHost {
  /**
   * Runs an operation with its arguments as values: an array in order, or an object keyed by the
   * manifest's names (in the dialect's spelling). Answers the envelope object.
   * @example const outcome = Sdk.bridge.invoke('data.getString', { key: 'save' }); // { ok: true, value: null }
   */
  invoke(operation: string, args: unknown, options?: InvokeOptions): BridgeOutcome | Promise<BridgeOutcome>;
  /**
   * Runs an operation with its arguments as JSON text and answers the envelope as JSON text, at
   * once for an operation that answers at once, else a promise of it; signals too arrive as text.
   * The entry of the Emscripten libraries (Unity's jslib, Defold's JS library): the engine's JSON
   * is parsed once and the answer serialised once.
   * @example const json = Sdk.bridge.run('data.getString', '["save"]', { dialect: 'lua', id: 7 }); // '{"ok":true,"value":null}'
   */
  run(operation: string, argsJson: string, options?: JsonOptions): string | Promise<string>;
  /**
   * `run` whose answer is always a promise (never rejected): the JSON entry of an engine that
   * awaits every call, such as Godot's JavaScriptBridge (call_async).
   * @example const json = await Sdk.bridge.call('data.setStringAsync', '["save","{}"]');
   */
  call(operation: string, argsJson: string, options?: JsonOptions): Promise<string>;
  /**
   * `run` for an engine that must have the answer at once (Godot's call_sync): an operation that
   * answers with a promise answers INVALID_OPERATION instead (call it with `call`).
   * @example Sdk.bridge.callSync('player.getId', '[]'); // '{"ok":true,"value":"p1"}'
   */
  callSync(operation: string, argsJson: string, options?: JsonOptions): string;
}

/** {@link InvokeOptions} for the JSON entry: signals arrive as JSON text. */
export interface JsonOptions extends Omit<InvokeOptions, 'signal'> {
  signal?: (outcomeJson: string, last: boolean, to?: number) => void;
}

/**
 * The outcome of a failure: an SdkError as it is, anything else as OPERATION_FAILED, its message in
 * the engine's words (`say`). The one place that says so.
 */
export function failure(error: unknown, context: string, say: (message: string) => string = (message) => message): BridgeOutcome {
  // Only the error table's codes cross to C# and Lua, which know no others. Fields, not toJSON:
  // lowered to ES5 for Unity, an Error subclass loses its prototype's methods.
  const body: BridgeError = isSdkError(error)
    ? { code: error.code, message: say(error.message), context: error.context }
    : { code: 'OPERATION_FAILED', message: say(error instanceof Error ? error.message : String(error)), context };
  return { ok: false, error: body };
}

/** The dialect named `name` among `dialects`; none (or a name they lack): the SDK's own values. */
const dialectOf = (dialects: Dialects, name: string | undefined): EngineDialect => (name !== undefined && (ownValue(dialects, name) as EngineDialect | undefined)) || SDK_VALUES;

const call = (operation: string) => ownValue(BRIDGE_CALLS, operation) as BridgeCall | undefined;
const plain = (operation: string) => ownValue(BRIDGE_OPERATIONS, operation) as BridgeOperation | undefined;

/**
 * Creates the host over one Sdk, speaking `dialects` (the engines' own by name; a name it lacks
 * gets the SDK's own values).
 */
export function createBridgeHost(sdk: EngineSdk, dialects: Dialects): BridgeHost {
  const runCall = createCalls(sdk);
  const contextOf = (operation: string): string =>
    call(operation)?.[1] ?? plain(operation)?.[2] ?? (operation.includes('.') ? operation : `Sdk.${operation}`);

  // Arguments come as an array (in order) or an object keyed by the manifest's names; a null is a
  // missing argument (Lua's nil).
  const runSdk = (operation: string, args: unknown): unknown => {
    const row = plain(operation);
    if (!row) throw new SdkError('FEATURE_NOT_SUPPORTED', `${operation} is not an operation of this SDK`, contextOf(operation));
    if (args === null || typeof args !== 'object') throw new SdkError('INVALID_PARAM', `the arguments of ${operation} must be a JSON array or object`, contextOf(operation));
    const list = Array.isArray(args) ? args : row[1].map((name) => (args as Record<string, unknown>)[name]);
    const dot = operation.indexOf('.');
    const owner = (dot < 0 ? sdk : sdk[operation.slice(0, dot) as keyof EngineSdk]) as unknown as Record<string, (...a: unknown[]) => unknown>;
    return owner[operation.slice(dot + 1)]!.apply(owner, list.map((arg) => (arg === null ? undefined : arg)));
  };

  const invoke = (operation: string, args: unknown, options: InvokeOptions = {}): BridgeOutcome | Promise<BridgeOutcome> => {
    const { id, signal = () => undefined } = options;
    const dialect = dialectOf(dialects, options.dialect);
    const context = contextOf(operation);
    const fail = (error: unknown): BridgeOutcome => failure(error, context, dialect.message);
    const success = (value: unknown): BridgeOutcome => {
      const spoken = dialect.result(operation, value);
      return spoken === undefined ? { ok: true } : { ok: true, value: spoken };
    };
    try {
      const given = dialect.args(operation, args, context);
      const signalling = call(operation);
      if (signalling) {
        const answer = runCall(operation, signalling, dialect, given, id, signal);
        return 'then' in answer ? answer.then(undefined, fail) : answer;
      }
      if (plain(operation)?.[0]) return new Promise((resolve) => resolve(runSdk(operation, given))).then(success, fail);
      return success(runSdk(operation, given));
    } catch (error) {
      return fail(error);
    }
  };

  // JSON text of an outcome; a value JSON cannot hold answers as a failure.
  const text = (outcome: BridgeOutcome, context: string): string => {
    try {
      return JSON.stringify(outcome);
    } catch (error) {
      return JSON.stringify(failure(error, context));
    }
  };

  const run = (operation: string, argsJson: string, options: JsonOptions = {}): string | Promise<string> => {
    const context = contextOf(operation);
    let args: unknown;
    try {
      args = JSON.parse(argsJson);
    } catch (error) {
      return text(failure(new SdkError('INVALID_PARAM', `the arguments of ${operation} are not JSON text: ${(error as Error).message}`, context), context), context);
    }
    const { signal } = options;
    const outcome = invoke(operation, args, { ...options, signal: signal && ((sent, last, to) => signal(text(sent, context), last, to)) });
    return 'then' in outcome ? outcome.then((done) => text(done, context)) : text(outcome, context);
  };

  return {
    invoke,
    run,
    call: (operation, argsJson, options) => Promise.resolve(run(operation, argsJson, options)),
    callSync(operation, argsJson, options) {
      const context = contextOf(operation);
      const later = () => text(failure(new SdkError('INVALID_OPERATION', `${operation} answers with a promise: use Sdk.bridge.call`, context), context), context);
      if (plain(operation)?.[0] || call(operation)?.[0] === 'promptLogin') return later();
      const answer = run(operation, argsJson, options);
      return typeof answer === 'string' ? answer : later();
    },
  };
}
