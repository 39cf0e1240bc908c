// The shared behaviour vectors (test/vectors/behaviour.json) through the real browser script in
// Chromium against the mock platform: the TypeScript SDK's answers where the platform itself
// answers (unknown products, plans, tokens, a guest subscribing, ...), and every other case again on
// the real partner adapter. The no-purchases profile runs on the local fallback
// (?sdk_platform=local), as the engines' runners do. browsers/vectors.ts runs the same cases on WebKit and Gecko.
import { answerMismatch, contextOf, expand, profileOf, stageOf, timesOf, withPendingTokens } from '../../vectors/vectors';
import { browserScriptVectors, pageAdCallbacks, runVectorInPage } from '../../vectors/browser-script-vectors';
import type { Page } from '@playwright/test';
import { expect, fixtureUrl, test as platformTest } from '../../support/mock-platform';

// Each vector starts a platform of its own, so a new origin (its port): no storage, session or
// answer of an earlier case reaches it, as a page of its own would give. The page itself is one
// per worker, navigated to each case's origin, as the WebKit and Gecko run does
// (browsers/scenarios/vectors.ts): a browser context and its renderer made per case were most of
// the file's CPU time (146 CPU-seconds for its 221 cases on one worker; 42 with one page), and no
// case is about the browser context. The page's previous document only ever reaches its own,
// closed platform. A failed case ends its worker (Playwright starts a new one) and its page.
const test = platformTest.extend<object, { vectorPage: Page }>({
  vectorPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

// The file's 200-odd vectors may run on every worker: in order, they were the run's longest file
// on one worker while the other waited.
test.describe.configure({ mode: 'parallel' });

for (const vector of browserScriptVectors()) {
  test(`vector: ${vector.name}`, async ({ vectorPage: page, platform }) => {
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
    const outcome = await page.evaluate(runVectorInPage, { vectorJson: JSON.stringify(vector), times: timesOf(vector), expandSource: expand.toString(), pendingSource: withPendingTokens.toString(), adCallbacks: pageAdCallbacks(vector) });
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
