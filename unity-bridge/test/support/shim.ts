// Unity's engine for the one runner (test/vectors/runner): the compiled test program's shim
// (test/cs/Shim.cs) under mono, and how the C# API differs from TypeScript's for the runner.
// What needs no C# is done here, as Godot's TypeScript side does: the platform's control around a
// step (MockPlatform's verbs on the mocks, the mock platform's control surface through the .jslib),
// a purchase's token, the recovery report in the runner's terms, and which calls C#'s types rule out (cs-fit.ts).
import { isDeepStrictEqual } from 'node:util';
import { csMisfit, csVerbRefusal } from './cs-fit.js';
import { processEngine } from '../../../test/vectors/runner/process.js';
import type { Answer, Engine, Step } from '../../../test/vectors/runner/protocol.js';

/** Unity's documented difference: an ad's no-fill is onError with ErrorCode.NoFill, and no afterAd follows. */
export const unityTraits: Omit<Engine, 'name' | 'send'> = {
  callbacks: (expected) => (isDeepStrictEqual(expected, ['noFill', 'afterAd']) ? ['onError:NoFill'] : expected),
  lacks: (call) => (call === 'parseError' ? 'type-checked by C#: C# errors arrive as a typed SdkError, with nothing to parse' : null),
};

/** A control verb of the platform (its TypeScript name) with its arguments; resolves with what it answers. */
export type Control = (verb: string, args: unknown[]) => Promise<unknown>;

type Purchase = { purchaseToken: string };
/** A RecoveryReport as the shim writes any C# value: its properties in camelCase. */
type Report = { granted: Purchase[]; consumed: string[]; failed: Array<{ purchase: Purchase; step: string; error: { code: string } }>; rounds: number };

const tokensOf = (purchases: unknown) => ((purchases ?? []) as Purchase[]).map((purchase) => purchase.purchaseToken);
/** The platform a recovery scenario and a control case start on: a guest, purchases offered, the game started. */
const FRESH: Step = { op: 'case', player: 'guest', profile: 'partner', stage: 'started', pending: 0 };

/**
 * `engine` (the C# shim) with the steps that need the platform's control done here through `control`;
 * `prepares`: a case resets the platform to its player and profile and brings the game to its stage
 * here (the mocks; a page through the .jslib is one player's, already started).
 */
export function withPlatformControl(engine: Engine, control: Control, prepares = false): Engine {
  const one = (step: Step) => engine.send(step);
  const call = (name: string, args: unknown[] = []) => one({ op: 'call', call: name, args, sync: false });
  // The first step that failed, in words; null when every one went through.
  const first = async (steps: Array<() => Promise<unknown>>) => {
    for (const run of steps) {
      const answer = (await run()) as Answer | null | undefined;
      if (answer?.fault || answer?.error) return answer.fault ?? `${answer.error!.code}: ${answer.error!.message}`;
    }
    return null;
  };
  const prepare = (step: Extract<Step, { op: 'case' }>) =>
    first([
      () => one(step),
      ...(prepares
        ? [
            () => control('reset', []),
            () => control('setPlayer', [{ registered: step.player === 'registered' }]),
            () => control('setOffersPurchases', [step.profile !== 'no-purchases']),
            ...(step.stage === 'loaded' ? [] : [() => call('initializeAsync')]),
            ...(step.stage === 'started' ? [() => call('startGameAsync')] : []),
          ]
        : []),
    ]);
  const send = async (step: Step): Promise<Answer> => {
    switch (step.op) {
      case 'case': {
        const failed = await prepare(step);
        if (failed) return { fault: `the case's platform: ${failed}` };
        if (step.pending === 0) return {};
        await control('seedPurchases', [step.pending]);
        return { tokens: tokensOf((await call('iap.getPurchasesAsync')).value) };
      }
      case 'checkout':
        await control('setOutcome', ['checkout', step.choice]);
        return {};
      case 'recovery': {
        const prepared = await send(FRESH);
        const started = prepared.fault ? prepared : await one(step);
        if (started.fault || step.pending === 0) return { ...started, tokens: [] };
        return { tokens: tokensOf(await control('seedPurchases', [step.pending])) };
      }
      case 'setup': {
        const fault = step.faults.failNextConsume as { count: number; after: number } | undefined;
        if (fault) await control('failNextConsume', [fault.count, fault.after]);
        return one(step);
      }
      // The player buys the catalog's first product.
      case 'buy': {
        const catalog = (await call('iap.getCatalogAsync')).value as Array<{ productId: string }>;
        const bought = await call('iap.purchaseAsync', [{ productId: catalog[0]!.productId }]);
        return bought.error ? { fault: `the purchase failed: ${bought.error.message}` } : { token: (bought.value as Purchase).purchaseToken };
      }
      case 'control': {
        const refusal = csVerbRefusal(step.verb, step.args);
        return refusal ? { refused: refusal } : one(step);
      }
      case 'controlCase': {
        const prepared = await send(FRESH);
        return prepared.fault ? prepared : one(step);
      }
      // A call C#'s compiler refuses is never made; C# hands the game the entry payload as its JSON text.
      case 'call': {
        const misfit = csMisfit(step.call, step.args);
        if (misfit) return { skip: `type-checked by C#: ${misfit}` };
        const answer = await one(step);
        return step.call === 'session.getEntryPointData' && typeof answer.value === 'string' ? { ...answer, value: JSON.parse(answer.value) } : answer;
      }
      case 'outcome': {
        const outcome = await one(step);
        if (outcome.fault) return outcome;
        const runs = (outcome.runs as unknown as Report[]).map((run) => ({
          granted: tokensOf(run.granted),
          consumed: run.consumed,
          failed: run.failed.map((failure) => ({ token: failure.purchase.purchaseToken, step: failure.step, code: failure.error.code })),
          rounds: run.rounds,
        }));
        return { ...outcome, runs, pending: tokensOf(await control('getPurchases', [])) };
      }
      default:
        return one(step);
    }
  };
  return { ...engine, send };
}

/** The shim on the Play Mode mocks: one mono process for every case and scenario; the platform's control is MockPlatform's verbs. */
export function monoEngine(runner: string) {
  const mono = processEngine('unity-mocks', 'mono', [runner, '--shim'], {}, unityTraits);
  const control: Control = async (verb, args) => {
    const answer = await mono.send({ op: 'control', verb, args });
    if (answer.fault || answer.refused) throw new Error(`MockPlatform.${verb} failed: ${answer.fault ?? answer.refused}`);
    return answer.value;
  };
  return { ...withPlatformControl(mono, control, true), close: mono.close };
}
