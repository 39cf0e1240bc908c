// Godot's engine for the one runner (test/vectors/runner): the GDScript shim
// (test/projects/runner/shim.gd) on the real Godot web runtime, reached through the page's harness
// (window.godotTest.send) by whatever evaluates script in the page (Playwright's page.evaluate,
// the cross-browser engines' evaluate). Each step is bounded: an engine error ends the wait with its words.
import type { Answer, Engine, Step } from '../../../test/vectors/runner/protocol.js';
import { snake } from '../../../test/vectors/runner/run.js';

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
  const steps = async (list: Step[]) => (await evaluate(runSteps, JSON.stringify(list))) as Answer[];
  return {
    name,
    ...(fixed ? { fixed } : {}),
    // A lone surrogate stays a generator: the shim says GDScript cannot hold it.
    keepsCodeUnits: true,
    // GDScript's option keys are snake_case, so a message listing the options ("(hasToken, claim, grant)") lists them so.
    dialect: (message) => message.replace(/\(([A-Za-z, ]+)\)$/, (_, keys: string) => `(${keys.split(', ').map(snake).join(', ')})`),
    send: async (step) => (await steps([step]))[0]!,
    sendBatch: steps,
  };
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
