// Godot's engine for the one runner (test/vectors/runner): the GDScript shim
// (test/projects/runner/shim.gd) on the real Godot web runtime, reached through the page's harness
// (window.godotTest.send). Each step is bounded: an engine error ends the wait with its words.
import { expect, type Page } from '@playwright/test';
import type { Answer, Engine, Step } from '../../../test/vectors/runner/protocol.js';

type Harness = { onStep: unknown; errors: string[]; startFailure: string | null; send(json: string): Promise<Answer> };

/** The shim on `page` once its GDScript listens; `fixed`: the page's one player, profile and stage (the web), none on the mocks. */
export async function godotEngine(page: Page, name: string, fixed?: Engine['fixed']): Promise<Engine> {
  await expect
    .poll(() => page.evaluate(() => {
      const harness = (window as unknown as { godotTest?: Harness }).godotTest;
      if (!harness) return '';
      return harness.startFailure ?? (harness.errors.length ? harness.errors.join(' | ') : harness.onStep ? 'listening' : '');
    }), { timeout: 90_000, message: `the Godot shim of ${name} listens` })
    .toBe('listening');
  return {
    name,
    ...(fixed ? { fixed } : {}),
    // A lone surrogate stays a generator: the shim says GDScript cannot hold it.
    keepsCodeUnits: true,
    send: async (step) => (await steps(page, [step]))[0]!,
    sendBatch: (list) => steps(page, list),
  };
}

/** Steps in one evaluation, as JSON text (a key such as __proto__ survives it); each answer bounded. */
function steps(page: Page, list: Step[]): Promise<Answer[]> {
  return page.evaluate(async (json) => {
    const harness = (window as unknown as { godotTest: Harness }).godotTest;
    const answers: Answer[] = [];
    for (const step of JSON.parse(json) as unknown[]) {
      let poll: ReturnType<typeof setInterval> | undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const engineError = new Promise<Answer>((resolve) => {
        poll = setInterval(() => harness.errors.length && resolve({ fault: harness.errors.join(' | ') }), 200);
        timer = setTimeout(() => resolve({ fault: 'no answer within 30 s' }), 30_000);
      });
      answers.push(await Promise.race([harness.send(JSON.stringify(step)), engineError]));
      clearInterval(poll);
      clearTimeout(timer);
    }
    return answers;
  }, JSON.stringify(list));
}
