// The calls that signal later through callbacks (the manifest's bridge column), each written once
// for every engine: an ad (beforeAd, adViewed, adDismissed, noFill, afterAd), the registration
// prompt (onClose) and its login. Each signal reaches the engine through `signal`, as its dialect
// (dialect.ts) says: Lua and Godot hear every callback as a signal of the call, the last one
// ending it, and their calls answer at once (Lua's callSync; Godot's call_sync must have its
// answer before the ad's first callback can reach GDScript); Unity hears beforeAd and the prompt's
// close on the call ids C# gave for them, and the ad's end as the call's answer (no-fill as its
// error, since C# has no afterAd after it).
import { SdkError, type EngineSdk } from '@gamesdk/core';
import type { EngineDialect, Signal } from './dialect.js';
import type { BridgeCall, BridgeOutcome } from './operation.js';
import { AD_CALLBACKS } from './operations.generated.js';

type Method = (...args: unknown[]) => unknown;
type Prompt = { login(): Promise<void> };

/** The calls of one host: the prompts shown (kept for the page's life) by the call id that showed them. */
export function createCalls(sdk: EngineSdk) {
  const prompts = new Map<unknown, Prompt>();
  const methodOf = (path: string): Method => {
    const [module, name] = path.split('.') as [string, string];
    const owner = (sdk as unknown as Record<string, Record<string, Method>>)[module];
    if (typeof owner?.[name] !== 'function') throw new SdkError('FEATURE_NOT_SUPPORTED', `${path} is not an operation of this SDK`, path);
    return owner[name]!.bind(owner);
  };

  // Lua's and Godot's ad answers at once (started) and ends with its last signal, afterAd;
  // Unity's answers when it ends: the first of no-fill (its error) and afterAd settles it. The SDK
  // is given the ad's callbacks (the generated AD_CALLBACKS, whose rows are the ad paths of
  // BRIDGE_CALLS), each relayed to the engine.
  const ad = (path: string, dialect: EngineDialect, a: Record<string, unknown>, signal: Signal): BridgeOutcome | Promise<BridgeOutcome> => {
    const { callback } = dialect;
    let viewed = false;
    let end!: (outcome: BridgeOutcome) => void; // set at once: a promise's executor runs synchronously
    const ended = new Promise<BridgeOutcome>((resolve) => (end = resolve));
    const callbacks: Record<string, () => void> = {};
    for (const name of AD_CALLBACKS[path]!) {
      callbacks[name] = () => {
        if (callback) return signal({ ok: true, signal: callback(name) }, name === 'afterAd');
        if (name === 'adViewed') viewed = true;
        if (name === 'beforeAd' && typeof a.beforeAdCallId === 'number') signal({ ok: true }, false, a.beforeAdCallId);
        if (name === 'noFill') end({ ok: false, error: { code: 'NO_FILL', message: 'no ad was available: resume the game in onError', context: path } });
        if (name === 'afterAd') end({ ok: true, value: { viewed } });
      };
    }
    methodOf(path)(callbacks);
    return callback ? { ok: true } : ended;
  };

  const prompt = (path: string, dialect: EngineDialect, a: Record<string, unknown>, id: unknown, signal: Signal): BridgeOutcome => {
    const onClose = (result: { registered?: boolean } | undefined) => dialect.close({ registered: !!result?.registered }, a, signal);
    prompts.set(id, methodOf(path)({ ...dialect.promptOptions(a, path), onClose }) as Prompt);
    return dialect.shown === undefined ? { ok: true } : { ok: true, value: dialect.shown };
  };

  const login = (context: string, promptId: unknown): Promise<BridgeOutcome> => {
    // A prompt is kept for the page's life: a login on one that has closed goes to the platform,
    // which answers it as on the web (it resolves and changes nothing).
    const shown = prompts.get(promptId);
    if (!shown) throw new SdkError('INVALID_PARAM', `no registration prompt ${String(promptId)} was shown`, context);
    return shown.login().then(() => ({ ok: true }));
  };

  /** Runs a call that signals later; the outcome (or its promise) is its answer, what it throws its error. */
  return (path: string, call: BridgeCall, dialect: EngineDialect, args: unknown, id: unknown, signal: Signal): BridgeOutcome | Promise<BridgeOutcome> => {
    const [shape, context = path] = call;
    const list = Array.isArray(args) ? args : [args];
    const first = (list[0] ?? {}) as Record<string, unknown>;
    if (shape === 'promptLogin') return login(context, Array.isArray(args) ? list[0] : first.prompt);
    if (shape === 'prompt') return prompt(path, dialect, first, id, signal);
    return ad(path, dialect, first, signal);
  };
}

