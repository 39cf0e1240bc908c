// Godot's engine for the one runner (test/vectors/runner): the GDScript shim
// (test/projects/runner/shim.gd) on the real Godot web runtime, reached through the page's harness
// (window.godotTest.send) by whatever evaluates script in the page (Playwright's page.evaluate,
// the cross-browser engines' evaluate). Each step is bounded: an engine error ends the wait with its words.
// What needs no GDScript is done here: the platform's control around a step (GameSdk.mock's verbs
// on the mocks, the mock platform's control surface on a page) and which calls GDScript's types rule out.
import { readFileSync } from 'node:fs';
import type { Answer, Engine, Step } from '../../../test/vectors/runner/protocol.js';
import { snake } from '../../../test/vectors/runner/run.js';

const rules = JSON.parse(readFileSync(new URL('../../../sdk-core/api/rules.json', import.meta.url), 'utf8')) as { messages: Record<string, { text: string; engines?: { gdscript?: string } }> };
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The messages GDScript words its own way (rules.json's engines.gdscript: a Callable, a Dictionary): the common text as a pattern of its parameters. */
const gdWorded = Object.values(rules.messages).flatMap(({ text, engines }) => {
  if (!engines?.gdscript) return [];
  const params = [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  return [{ pattern: new RegExp(`^${text.split(/\{\w+\}/).map(escaped).join('(.+?)')}$`), params, gdscript: engines.gdscript }];
});
/** `message` in GDScript's words when rules.json words it so; what it names (callbacks.beforeAd) as the game spells it (snake_case). */
const inGdWords = (message: string): string => {
  for (const { pattern, params, gdscript } of gdWorded) {
    const found = pattern.exec(message);
    if (!found) continue;
    const values = Object.fromEntries(params.map((param, i) => [param, ['key', 'label'].includes(param) ? snake(found[i + 1]!) : found[i + 1]!]));
    return gdscript.replace(/\{(\w+)\}/g, (_, param: string) => values[param]!);
  }
  return message;
};

const operations = (JSON.parse(readFileSync(new URL('../../../sdk-core/api/operations.json', import.meta.url), 'utf8')) as { operations: Array<{ module: string; name: string; args: Array<{ type: string; optional?: boolean; bridged?: boolean }> }> }).operations;
const GD_TYPES: Record<string, string> = { string: 'string', number: 'number', boolean: 'boolean' };

/** Whether a call's arguments fit its GameSdk method's types; if not, GDScript runs it untyped (run_operation), as a game passing a wrong type on purpose. */
function fitsTypes(call: string, args: unknown[]): boolean {
  const params = operations.find((op) => (op.module ? `${op.module}.${op.name}` : op.name) === call)?.args.filter((arg) => arg.bridged !== false && arg.type !== 'function') ?? [];
  return args.length <= params.length && args.every((arg, i) => params[i]!.optional || !GD_TYPES[params[i]!.type] || typeof arg === GD_TYPES[params[i]!.type]);
}

/** The mock platform's control surface on a page, by verb: the harness's function and its arguments (test/shell/harness.js). */
const WEB_CONTROL: Record<string, (args: unknown[]) => [string, unknown[]]> = {
  seedPurchases: (args) => ['seedPurchases', args],
  failNextConsume: (args) => ['failNextConsume', args],
  getPurchases: () => ['pendingPurchases', []],
  // The harness drops earlier outcomes first, as clearOutcomes does on the mocks.
  setOutcome: ([, choice]) => ['setCheckout', [choice]],
};

type Harness = { onStep: unknown; errors: string[]; startFailure: string | null; send(json: string): Promise<Answer> };

/** Runs `work(arg)` in the page and resolves with its answer (a self-contained function: engines rebuild it from its source). */
export type Evaluate = (work: (arg: string) => unknown, arg: string) => Promise<unknown>;

/** The shim once its GDScript listens; `fixed`: the page's one player, profile and stage (the web), none on the mocks. */
export async function godotEngine(evaluate: Evaluate, name: string, fixed?: Engine['fixed']): Promise<Engine> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const state = await evaluate(() => {
      const harness = (window as unknown as { godotTest?: Harness }).godotTest;
      if (!harness) return '';
      return harness.startFailure ?? (harness.errors.length ? harness.errors.join(' | ') : harness.onStep ? 'listening' : '');
    }, '');
    if (state === 'listening') break;
    if (state || Date.now() > deadline) throw new Error(`the Godot shim of ${name} does not listen: ${state || 'not within 90 s'}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const typed = (step: Step) => (step.op === 'call' && !fitsTypes(step.call, step.args) ? ({ ...step, untyped: true } as Step) : step);
  const steps = async (list: Step[]) => (await evaluate(runSteps, JSON.stringify(list.map(typed)))) as Answer[];
  const one = async (step: Step) => (await steps([step]))[0]!;
  const onWeb = (await evaluate(() => 'Sdk' in window, '')) === true;
  const verb = (name: string, args: unknown[] = []): Step => ({ op: 'control', verb: name, args });
  const call = (path: string): Step => ({ op: 'call', call: path, args: [], sync: false });
  /** Steps' answers as one: the first fault, else none (what initialising or a verb answered is the case's business, not the step's). */
  const folded = (answers: Answer[]): Answer => answers.find((answer) => answer.fault) ?? {};
  let started = false;
  /** The GDScript steps of a platform for a case: on the mocks a fresh one each time (GameSdk.mock's verbs); the page's is one player's, started once. */
  const prepare = (step: { player: string; profile: string; stage: string }): Step[] => {
    const fresh = onWeb ? [] : [verb('reset'), verb('setPlayer', [{ registered: step.player === 'registered' }]), verb('setOffersPurchases', [step.profile === 'partner'])];
    if (onWeb && started) return fresh;
    started = true;
    return [...fresh, ...(step.stage === 'loaded' ? [] : [call('initializeAsync')]), ...(step.stage === 'started' ? [call('startGameAsync')] : [])];
  };
  const control = async (name: string, args: unknown[] = []): Promise<unknown> => {
    // The page's control surface answers the mock platform's JSON; GameSdk.mock, the game's key style (snake_case), as the runner reads an engine's values.
    if (onWeb) {
      const answer = await evaluate(callHarness, JSON.stringify(WEB_CONTROL[name]!(args)));
      return snakeKeyed(name === 'getPurchases' ? JSON.parse(answer as string) : answer);
    }
    if (name === 'setOutcome') await one(verb('clearOutcomes'));
    return (await one(verb(name, args))).value;
  };
  const pending = async () => ((await control('getPurchases')) as Array<{ purchase_token: string }>).map((purchase) => purchase.purchase_token);
  /** A step with the platform's control it needs done here, the rest in GDScript. */
  const send = async (step: Step): Promise<Answer> => {
    switch (step.op) {
      case 'case': {
        const prepared = folded(await steps(prepare(step)));
        if (prepared.fault || step.pending === 0) return { ...prepared, tokens: [] };
        await control('seedPurchases', [step.pending]);
        const listed = await one(call('iap.getPurchasesAsync'));
        return { tokens: ((listed.value ?? []) as Array<{ purchase_token: string }>).map((purchase) => purchase.purchase_token) };
      }
      case 'controlCase':
        // A fresh mock, the game initialised and started, and the events heard so far drained.
        return folded(await steps([verb('reset'), call('initializeAsync'), call('startGameAsync'), { op: 'events' }]));
      case 'checkout':
        await control('setOutcome', ['checkout', step.choice]);
        return {};
      case 'recovery': {
        const prepared = started ? {} : folded(await steps(prepare({ player: 'registered', profile: 'partner', stage: 'started' })));
        const begun = prepared.fault ? prepared : await one(step);
        if (begun.fault) return begun;
        await control('failNextConsume', [0, 0]);
        for (const token of await pending()) await one({ op: 'call', call: 'iap.consumePurchaseAsync', args: [token], sync: false });
        if (step.pending > 0) await control('seedPurchases', [step.pending]);
        return { tokens: await pending() };
      }
      case 'setup': {
        const fault = step.faults.failNextConsume as { count: number; after: number } | undefined;
        if (fault) await control('failNextConsume', [fault.count, fault.after]);
        return one(step);
      }
      case 'buy':
        await control('setOutcome', ['checkout', 'buy']);
        return one(step);
      case 'outcome': {
        const outcome = await one(step);
        return outcome.fault ? outcome : { ...outcome, pending: await pending() };
      }
      default:
        return one(step);
    }
  };
  return {
    name,
    ...(fixed ? { fixed } : {}),
    // A lone surrogate stays a generator: the shim says GDScript cannot hold it.
    keepsCodeUnits: true,
    // The Dictionaries GDScript gives and receives have snake_case keys (runtime/value_keys.gd).
    snakeKeys: true,
    // GDScript's option keys are snake_case, so a message listing the options ("(hasToken, claim, grant)") lists them so,
    // and names the key it refuses as the game spelt it (callbacks.ad_viewed).
    // A message rules.json words for GDScript (a Callable) is that text.
    dialect: (message) =>
      inGdWords(message)
        .replace(/\(([A-Za-z, ]+)\)$/, (_, keys: string) => `(${keys.split(', ').map(snake).join(', ')})`)
        .replace(/^(\w+)\.(\w+)(?= is not an option \()/, (_, label: string, key: string) => `${label}.${snake(key)}`),
    send,
    // Steps GDScript answers alone go in one round trip; one that needs the platform's control here, on its own.
    sendBatch: async (list) => {
      const alone = (step: Step) => step.op === 'call' || (step.op === 'case' && step.pending === 0);
      const answers: Answer[] = [];
      for (let start = 0; start < list.length; ) {
        let end = start;
        while (end < list.length && alone(list[end]!)) end += 1;
        if (end === start) answers.push(await send(list[start]!));
        else {
          // A case's platform is GDScript steps too: the whole run in one round trip, each case's answers folded into one.
          const groups = list.slice(start, end).map((step) => (step.op === 'case' ? prepare(step) : [step]));
          const flat = await steps(groups.flat());
          let at = 0;
          for (const [i, group] of groups.entries()) {
            const part = flat.slice(at, (at += group.length));
            answers.push(list[start + i]!.op === 'case' ? { ...folded(part), tokens: [] } : part[0]!);
          }
        }
        start = Math.max(end, start + 1);
      }
      return answers;
    },
  };
}

/** `value` with snake_case keys, recursively, except the game's payload under `data` (the page's control answers, as GameSdk.mock answers). */
function snakeKeyed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeKeyed);
  return typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [snake(key), key === 'data' ? inner : snakeKeyed(inner)])) : value;
}

/** Page side: a function of the harness with its arguments (JSON text: [name, args]); answers what it resolves with. */
async function callHarness(json: string): Promise<unknown> {
  const [name, args] = JSON.parse(json) as [string, unknown[]];
  return (window as unknown as { godotTest: Record<string, (...args: unknown[]) => unknown> }).godotTest[name]!(...args);
}

/** Page side: the steps (JSON text, so a key such as __proto__ survives) one after another, each answer bounded. */
async function runSteps(json: string): Promise<Answer[]> {
  const harness = (window as unknown as { godotTest: Harness }).godotTest;
  const answers: Answer[] = [];
  for (const step of JSON.parse(json) as unknown[]) {
    let poll: ReturnType<typeof setInterval> | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const engineError = new Promise<Answer>((resolve) => {
      // A refused control verb reports with push_error, as GameSdk.mock documents: the runner holds the refusal, not this.
      const unexpected = () => harness.errors.filter((line) => !/^ERROR: GameSdk\.mock\.[a-z_]+: |^\s*at: push_error /.test(line));
      poll = setInterval(() => unexpected().length && resolve({ fault: unexpected().join(' | ') }), 200);
      timer = setTimeout(() => resolve({ fault: 'no answer within 150 s' }), 150_000);
    });
    answers.push(await Promise.race([harness.send(JSON.stringify(step)), engineError]));
    clearInterval(poll);
    clearTimeout(timer);
  }
  return answers;
}
