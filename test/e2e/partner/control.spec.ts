// The shared control vectors (test/vectors/control.json) on the mock platform server, driven
// through its MockControl, with the game's calls made by the real browser script in Chromium. The
// server's own answers differ from an engine mock's in shape only where its data file says so:
// getPlayerData answers { data, bytes, ... } (the data is compared), getNotifications answers the
// notifications by day (their number is compared); the player and the entry payload reach the page
// sessions started after they are set (the page is opened again), and a registration completed
// reloads the game (partner-platform.md, player states), which stands for its onClose reporting
// registered. Cases for the engines only are not run here.
import { MockControlError, type RunningMockPlatform } from '@gamesdk/mock-platform';
import type { Page } from '@playwright/test';
import { controlCases, type ControlExpect } from '../../vectors/control';
import { answerMismatch, type VectorCase } from '../../vectors/vectors';
import { expect, openFixture, run, test } from '../../support/mock-platform';

type Control = Record<string, (...args: unknown[]) => Promise<unknown>>;

/** The part of `value` that `path` reaches. */
const reach = (value: unknown, path: Array<string | number> = []) => path.reduce<unknown>((at, key) => (at as Record<string | number, unknown>)[key], value);

/** A control answer in the engines' shape (see the header). */
function asEngines(verb: string, answer: unknown): unknown {
  if (verb === 'getPlayerData') return (answer as { data: unknown }).data;
  if (verb === 'getNotifications') return Object.values((answer as { days: Record<string, unknown[]> }).days).flat();
  return answer;
}

function holds(answer: unknown, expected: ControlExpect | undefined, what: string): void {
  if (!expected) return;
  const { path, count, ...rest } = expected;
  const part = reach(answer, path);
  if (count !== undefined) expect(Array.isArray(part) ? part.length : Object.keys(part as object).length, what).toBe(count);
  expect(answerMismatch(part, rest as VectorCase['expect']), what).toBeNull();
}

async function control(platform: RunningMockPlatform, page: Page, step: { control: string; args: unknown[]; expect?: ControlExpect }): Promise<void> {
  const verb = (platform.control as unknown as Control)[step.control]!;
  const answer = verb(...step.args).then((value) => ({ value }), (error: unknown) => ({ error }));
  const outcome = await answer;
  if (step.expect?.refused) {
    expect('error' in outcome && outcome.error instanceof MockControlError && outcome.error.status === 400, `${step.control} refuses ${JSON.stringify(step.args)}`).toBe(true);
    return;
  }
  if ('error' in outcome) throw outcome.error;
  holds(asEngines(step.control, outcome.value), step.expect, step.control);
  if (step.control === 'setEntryPayload' || step.control === 'setPlayer') await openFixture(page, platform);
}

async function call(platform: RunningMockPlatform, page: Page, step: { call: string; args: unknown[]; expect?: ControlExpect }): Promise<void> {
  if (step.expect?.closed?.registered) {
    await Promise.all([page.waitForEvent('framenavigated'), page.evaluate((message) => void Sdk.auth.showRegistrationPrompt({ message }), (step.args[0] as { message: string }).message)]);
    await openFixture(page, platform);
    return;
  }
  const outcome = await run(
    page,
    async ({ name, args, closed }) => {
      const [module, operation] = name.split('.') as [string, string];
      const owner = (Sdk as unknown as Record<string, Record<string, (...a: unknown[]) => unknown>>)[module]!;
      const tokens = JSON.stringify(args).includes('$pendingToken') ? (await Sdk.iap.getPurchasesAsync()).map((p) => p.purchaseToken) : [];
      const expanded = args.map((arg) => (typeof arg === 'object' && arg !== null && '$pendingToken' in arg ? tokens[(arg as { $pendingToken: number }).$pendingToken] : arg));
      if (!closed) return owner[operation]!(...expanded);
      // A prompt: the answer is what its onClose reports, once the player (the scripted outcome) closed it.
      return new Promise((resolve) => owner[operation]!({ ...(expanded[0] as object), onClose: resolve }));
    },
    { name: step.call, args: step.args, closed: step.expect?.closed !== undefined },
  );
  const expected = step.expect;
  if (expected?.error) {
    expect(outcome, step.call).toMatchObject({ ok: false, code: expected.error, message: expected.message });
    return;
  }
  expect(outcome.ok ? null : outcome, step.call).toBeNull();
  if (!outcome.ok) return;
  if (expected?.closed) expect(outcome.value, step.call).toEqual(expected.closed);
  else holds(outcome.value, expected, step.call);
}

for (const vector of controlCases.filter((c) => (c.where ?? 'everywhere') === 'everywhere')) {
  test(`control: ${vector.name}`, async ({ page, platform }) => {
    await openFixture(page, platform);
    for (const step of vector.steps) {
      if ('control' in step) await control(platform, page, step);
      else if ('call' in step) await call(platform, page, step);
      else await expect.poll(() => page.evaluate(() => (window as unknown as { heard: string[] }).heard)).toEqual(step.events);
    }
  });
}
