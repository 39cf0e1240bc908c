// The shared behaviour vectors (test/vectors/behaviour.json) through the real browser script in
// Chromium against the mock platform: the TypeScript SDK's answers where the platform itself
// answers (unknown products, plans, tokens, a guest subscribing, ...), and every other case again on
// the real partner adapter. The no-purchases profile runs on the local fallback
// (?sdk_platform=local), as the engines' runners do. Operations only the bridges have (bridgeOnly in
// sdk-core/api/operations.json: the Lua parse_error, a prompt's login by id) have no TypeScript call.
import { readFileSync } from 'node:fs';
import { answerMismatch, contextOf, expand, loadVectors, profileOf, stageOf, timesOf, withPendingTokens, type VectorCase } from '../../vectors/vectors';
import { expect, fixtureUrl, test } from '../../support/mock-platform';

const manifest = JSON.parse(readFileSync(new URL('../../../sdk-core/api/operations.json', import.meta.url), 'utf8')) as { operations: Array<{ module?: string; name: string; bridgeOnly?: boolean }> };
const bridgeOnly = new Set(manifest.operations.filter((op) => op.bridgeOnly).map((op) => (op.module ? `${op.module}.${op.name}` : op.name)));

/** What the page saw: the call's value or error, and the ad callbacks in order. */
type PageOutcome = { value?: unknown; error?: { code: string; message: string; context: string }; callbacks?: string[]; returnedPromise?: boolean; earlier?: string[] };

for (const vector of loadVectors().filter((v) => !bridgeOnly.has(v.call))) {
  test(`vector: ${vector.name}`, async ({ page, platform }) => {
    await platform.control.setPlayer({ id: `vectors-${vector.player}`, registered: vector.player === 'registered' });
    const url = fixtureUrl(platform);
    await page.goto(profileOf(vector) === 'partner' ? url : url.replace('sdk_platform=partner', 'sdk_platform=local'));
    await page.evaluate(async (stage) => {
      if (stage === 'loaded') return;
      await Sdk.initializeAsync();
      if (stage === 'started') await Sdk.startGameAsync();
    }, stageOf(vector));
    if (vector.pending) await platform.control.seedPurchases(vector.pending);
    if (vector.checkout) await platform.control.setOutcome('checkout', vector.checkout);
    // The case crosses into the page as JSON text, parsed there as a game parses JSON: Playwright's
    // own serialisation would turn a key `__proto__` into the object's prototype and drop it.
    const outcome = await page.evaluate(runInPage, { vectorJson: JSON.stringify(vector), times: timesOf(vector), expandSource: expand.toString(), pendingSource: withPendingTokens.toString() });
    const expected = vector.expect;
    expect(outcome.earlier ?? [], 'every call before the last succeeds').toEqual([]);
    if ('callbacks' in expected) {
      expect(outcome.callbacks).toEqual(expected.callbacks);
    } else if ('error' in expected) {
      expect(outcome.error).toEqual({ code: expected.error, message: expected.message, context: contextOf(vector) });
    } else {
      expect(outcome.error).toBeUndefined();
      if (vector.sync) expect(outcome.returnedPromise, 'a synchronous call returns no promise').toBe(false);
      expect(answerMismatch(outcome.value, expected)).toBeNull();
    }
  });
}

/** Runs one case in the page: expands its argument generators (see vectors.ts), makes the call `times` times. */
async function runInPage({ vectorJson, times, expandSource, pendingSource }: { vectorJson: string; times: number; expandSource: string; pendingSource: string }): Promise<PageOutcome> {
  const vector = JSON.parse(vectorJson) as VectorCase;
  const sdk = (window as unknown as { Sdk: Record<string, unknown> }).Sdk;
  const tokens = vector.pending ? (await (sdk.iap as { getPurchasesAsync(): Promise<Array<{ purchaseToken: string }>> }).getPurchasesAsync()).map((p) => p.purchaseToken) : [];
  // vectors.ts's own generators, made again in the page: listeners and recovery hooks are functions, which cannot cross into it.
  // eslint-disable-next-line no-new-func
  const expand = new Function(`return (${expandSource})`)() as (value: unknown) => unknown;
  // eslint-disable-next-line no-new-func
  const withPendingTokens = new Function(`return (${pendingSource})`)() as (value: unknown, tokens: string[]) => unknown;
  const path = vector.call.split('.');
  const owner = (path.length === 1 ? sdk : sdk[path[0]!]) as Record<string, (...args: unknown[]) => unknown>;
  const args = expand(withPendingTokens(vector.args ?? [], tokens)) as unknown[];
  if ('callbacks' in vector.expect) {
    const order: string[] = [];
    await new Promise<void>((resolve) => {
      const note = (name: string) => () => {
        order.push(name);
        if (name === 'afterAd') resolve();
      };
      owner[path.at(-1)!]!({ beforeAd: note('beforeAd'), noFill: note('noFill'), adViewed: note('adViewed'), adDismissed: note('adDismissed'), afterAd: note('afterAd') });
    });
    return { callbacks: order };
  }
  const earlier: string[] = [];
  for (let call = 1; call < times; call++) {
    try {
      await owner[path.at(-1)!]!(...args);
    } catch (error) {
      earlier.push(`call ${call} of ${times}: ${(error as Error).message}`);
    }
  }
  try {
    const returned = owner[path.at(-1)!]!(...args);
    const returnedPromise = returned instanceof Promise;
    const value = await returned;
    // Values cross back to the test as JSON: a prompt or a function is reported as present only.
    return { value: typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).some((v) => typeof v === 'function') ? {} : value, returnedPromise, earlier };
  } catch (error) {
    const e = error as { code: string; message: string; context: string };
    return { error: { code: e.code, message: e.message, context: e.context }, earlier };
  }
}
