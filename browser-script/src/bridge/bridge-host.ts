// The one host the engine bridges (Unity's jslib, Defold's JS library) call the SDK through: an
// operation by its SDK path and its arguments in, one envelope out (as JSON text, or as the object
// for a bridge that reshapes values itself). The bridges keep only Emscripten glue (strings in and
// out, callbacks, queueing) and their engine's naming and shapes.
import { SdkError, isSdkError, type Sdk, type SdkEventListener, type SdkEventName } from '@gamesdk/core';
import { BRIDGE_OPERATIONS } from './operations.generated.js';

/** The error half of an envelope: the SdkError's code, message and context. */
export interface BridgeError {
  code: string;
  message: string;
  context: string;
}

/** One answer: a value (none when the operation returns nothing) or an error. */
export type BridgeOutcome = { ok: true; value?: unknown } | { ok: false; error: BridgeError };

/**
 * Sdk.bridge: runs the manifest's plain operations (sync, void, async) for the engine bridges.
 * Every answer is `{"ok":true,"value":...}` (no `value` when the operation returns nothing) or
 * `{"ok":false,"error":{"code","message","context"}}`, as JSON text from `call` and `callSync`
 * or as the object from `invoke`; a throw that is not an SdkError answers OPERATION_FAILED.
 * Operations that signal later through callbacks (ads, the registration prompt) stay in each bridge.
 */
export interface BridgeHost {
  /**
   * Runs any bridged operation with its arguments as an array (in order) or an object keyed by
   * the manifest's names: the outcome at once for an operation that answers at once (and for a
   * name the host does not run), else a promise of it that never rejects.
   * @example const outcome = Sdk.bridge.invoke('data.getString', { key: 'save' }); // { ok: true, value: null }
   */
  invoke(operation: string, args: unknown): BridgeOutcome | Promise<BridgeOutcome>;
  /**
   * Runs any bridged operation; resolves with its envelope, never rejects.
   * @example const json = await Sdk.bridge.call('data.setStringAsync', '["save","{}"]');
   */
  call(operation: string, argsJson: string): Promise<string>;
  /**
   * Runs an operation that answers at once and returns its envelope; an async operation answers
   * INVALID_OPERATION (call it with `call`).
   * @example Sdk.bridge.callSync('data.getString', '{"key":"save"}'); // '{"ok":true,"value":null}'
   */
  callSync(operation: string, argsJson: string): string;
  /**
   * Whether an operation answers at once (callSync) rather than with a promise; false for a name
   * the host does not run.
   * @example Sdk.bridge.isSync('player.getId'); // true
   */
  isSync(operation: string): boolean;
  /**
   * Listens to an SDK event (exitRequested, pause, resume) for an engine; returns the remover.
   * @example const off = Sdk.bridge.on('pause', () => forwardToEngine('pause'));
   */
  on(event: SdkEventName, listener: SdkEventListener): () => void;
}

/** The outcome of a failure: an SdkError as it is, anything else as OPERATION_FAILED. */
export function failure(error: unknown, context: string): BridgeOutcome {
  // Only the error table's codes cross to C# and Lua, which know no others. Fields, not toJSON:
  // lowered to ES5 for Unity, an Error subclass loses its prototype's methods.
  const body: BridgeError = isSdkError(error)
    ? { code: error.code, message: error.message, context: error.context }
    : { code: 'OPERATION_FAILED', message: error instanceof Error ? error.message : String(error), context };
  return { ok: false, error: body };
}

const success = (value: unknown): BridgeOutcome => (value === undefined ? { ok: true } : { ok: true, value });

/** Creates the host over one Sdk. */
export function createBridgeHost(sdk: Sdk): BridgeHost {
  // Own rows only: a name such as `constructor` is no operation.
  const rowOf = (operation: string) => (Object.prototype.hasOwnProperty.call(BRIDGE_OPERATIONS, operation) ? BRIDGE_OPERATIONS[operation] : undefined);
  const contextOf = (operation: string): string => rowOf(operation)?.[2] ?? (operation.includes('.') ? operation : `Sdk.${operation}`);

  const parse = (operation: string, argsJson: string): unknown => {
    try {
      return JSON.parse(argsJson);
    } catch (error) {
      throw new SdkError('INVALID_PARAM', `the arguments of ${operation} are not JSON text: ${(error as Error).message}`, contextOf(operation));
    }
  };

  // Arguments come as an array (in order) or an object keyed by the manifest's names; a null is a
  // missing argument (Lua's nil).
  const run = (operation: string, args: unknown): unknown => {
    const row = rowOf(operation);
    if (!row) throw new SdkError('FEATURE_NOT_SUPPORTED', `${operation} is not an operation of this SDK`, contextOf(operation));
    if (args === null || typeof args !== 'object') throw new SdkError('INVALID_PARAM', `the arguments of ${operation} must be a JSON array or object`, contextOf(operation));
    const list = Array.isArray(args) ? args : row[1].map((name) => (args as Record<string, unknown>)[name]);
    const dot = operation.indexOf('.');
    const owner = (dot < 0 ? sdk : sdk[operation.slice(0, dot) as keyof Sdk]) as unknown as Record<string, (...a: unknown[]) => unknown>;
    const method = owner[operation.slice(dot + 1)] as (...a: unknown[]) => unknown;
    return method.apply(owner, list.map((arg) => (arg === null ? undefined : arg)));
  };

  const invoke = (operation: string, args: unknown): BridgeOutcome | Promise<BridgeOutcome> => {
    const fail = (error: unknown) => failure(error, contextOf(operation));
    if (rowOf(operation)?.[0]) return new Promise((resolve) => resolve(run(operation, args))).then(success, fail);
    try {
      return success(run(operation, args));
    } catch (error) {
      return fail(error);
    }
  };

  return {
    invoke,
    call(operation, argsJson) {
      return new Promise<BridgeOutcome>((resolve) => resolve(invoke(operation, parse(operation, argsJson))))
        .then(undefined, (error) => failure(error, contextOf(operation)))
        .then((outcome) => JSON.stringify(outcome));
    },
    callSync(operation, argsJson) {
      let outcome: BridgeOutcome;
      try {
        if (rowOf(operation)?.[0]) throw new SdkError('INVALID_OPERATION', `${operation} answers with a promise: use Sdk.bridge.call`, contextOf(operation));
        outcome = invoke(operation, parse(operation, argsJson)) as BridgeOutcome;
      } catch (error) {
        outcome = failure(error, contextOf(operation));
      }
      return JSON.stringify(outcome);
    },
    isSync: (operation) => rowOf(operation)?.[0] === 0,
    on: (event, listener) => sdk.on(event, listener),
  };
}
