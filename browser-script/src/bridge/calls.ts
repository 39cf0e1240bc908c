// The calls that signal later through callbacks (the manifest's bridge column), each written once
// for every engine: an ad (beforeAd, adViewed, adDismissed, noFill, afterAd), the registration
// prompt (onClose) and its login. Each signal reaches the engine through `signal`, in its dialect:
// Lua and Godot get every callback as a signal of the call (Lua in snake_case, Godot by the SDK's
// own names), the last one ending it; Unity gets beforeAd and the prompt's close on the call ids
// C# gave for them, and the ad's end as the call's answer (no-fill as its error, since C# has no
// afterAd after it). Lua's and Godot's calls answer at once (Lua's callSync; Godot's call_sync
// must have its answer before the ad's first callback can reach GDScript) and end with their
// last signal.
import { SdkError, type Sdk } from '@gamesdk/core';
import { unityPromptOptions } from './dialect-unity.js';
import { snake } from './dialect-lua.js';
import type { BridgeCall } from './operation.js';

/** One answer: a value (none when the operation returns nothing) or an error; `signal` names a callback (Lua's or Godot's). */
export type BridgeOutcome = { ok: true; value?: unknown; signal?: string } | { ok: false; error: { code: string; message: string; context: string } };

/** Where a signal goes: the outcome, whether it is the call's last, and the engine call id it answers (Unity's own ids). */
export type Signal = (outcome: BridgeOutcome, last: boolean, to?: number) => void;

/** An engine's value dialect: JsonUtility's ('unity'), snake_case keys and nil ('lua'), the SDK's own JSON ('godot'). */
export type Dialect = 'unity' | 'lua' | 'godot';

/** Whether an engine hears every callback of a call as a signal of that call (its answer comes at once). */
const signalsOfCall = (dialect: Dialect | undefined): boolean => dialect === 'lua' || dialect === 'godot';

type Method = (...args: unknown[]) => unknown;
type Prompt = { login(): Promise<void> };

/** The calls of one host: the prompts shown (kept for the page's life) by the call id that showed them. */
export function createCalls(sdk: Sdk) {
  const prompts = new Map<unknown, Prompt>();
  const methodOf = (path: string): Method => {
    const [module, name] = path.split('.') as [string, string];
    const owner = (sdk as unknown as Record<string, Record<string, Method>>)[module];
    if (typeof owner?.[name] !== 'function') throw new SdkError('FEATURE_NOT_SUPPORTED', `${path} is not an operation of this SDK`, path);
    return owner[name]!.bind(owner);
  };

  // Lua's and Godot's ad answers at once (started) and ends with its last signal, afterAd;
  // Unity's answers when it ends.
  const ad = (path: string, dialect: Dialect | undefined, a: Record<string, unknown>, signal: Signal): BridgeOutcome | Promise<BridgeOutcome> => {
    const ofCall = signalsOfCall(dialect);
    const named = (name: string) => (dialect === 'lua' ? snake(name) : name);
    let noFill = false;
    let viewed = false;
    let end: (outcome: BridgeOutcome) => void = () => undefined;
    const ended = new Promise<BridgeOutcome>((resolve) => (end = resolve));
    const tell = (name: string) => {
      if (ofCall) signal({ ok: true, signal: named(name) }, false);
      else if (name === 'beforeAd' && typeof a.beforeAdCallId === 'number') signal({ ok: true }, false, a.beforeAdCallId);
    };
    methodOf(path)({
      beforeAd: () => tell('beforeAd'),
      adViewed: () => { viewed = true; tell('adViewed'); },
      adDismissed: () => tell('adDismissed'),
      noFill: () => {
        noFill = true;
        tell('noFill');
        if (!ofCall) end({ ok: false, error: { code: 'NO_FILL', message: 'no ad was available: resume the game in onError', context: path } });
      },
      afterAd: () => {
        if (ofCall) signal({ ok: true, signal: named('afterAd') }, true);
        else if (!noFill) end({ ok: true, value: { viewed } });
      },
    });
    return ofCall ? { ok: true } : ended;
  };

  const prompt = (path: string, dialect: Dialect | undefined, a: Record<string, unknown>, id: unknown, signal: Signal): BridgeOutcome => {
    const options = dialect === 'unity' ? unityPromptOptions(a, path) : a;
    const close = (result: { registered?: boolean } | undefined) => {
      const value = { registered: !!result?.registered };
      if (dialect === 'unity') signal({ ok: true, value }, true, a.closeCallId as number);
      else signal({ ok: true, signal: 'close', value }, true);
    };
    prompts.set(id, methodOf(path)({ ...options, onClose: close }) as Prompt);
    return dialect === 'lua' ? { ok: true, value: true } : { ok: true };
  };

  const login = (context: string, promptId: unknown): Promise<BridgeOutcome> => {
    // A prompt is kept for the page's life: a login on one that has closed goes to the platform,
    // which answers it as on the web (it resolves and changes nothing).
    const shown = prompts.get(promptId);
    if (!shown) throw new SdkError('INVALID_PARAM', `no registration prompt ${String(promptId)} was shown`, context);
    return shown.login().then(() => ({ ok: true }));
  };

  /** Runs a call that signals later; the outcome (or its promise) is its answer, what it throws its error. */
  return (call: BridgeCall, dialect: Dialect | undefined, args: unknown, id: unknown, signal: Signal): BridgeOutcome | Promise<BridgeOutcome> => {
    const [shape, context] = call;
    const list = Array.isArray(args) ? args : [args];
    const first = (list[0] ?? {}) as Record<string, unknown>;
    if (shape === 'promptLogin') return login(context, Array.isArray(args) ? list[0] : first.promptId);
    const path = context;
    if (shape === 'prompt') return prompt(path, dialect, first, id, signal);
    return ad(path, dialect, first, signal);
  };
}

