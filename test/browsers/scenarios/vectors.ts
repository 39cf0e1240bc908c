// Every behaviour vector the browser script answers (test/vectors/behaviour.json), with the page-side
// runner of Chromium's e2e/partner/vectors.spec.ts. The partner cases share one mock platform, each
// as a player of its own with no outcome left over; the local fallback's cases (a few) each get a
// platform of their own, so a new origin with empty storage. The failures are gathered and
// reported together, so one run names every case an engine differs on.
import { isDeepStrictEqual } from 'node:util';
import { expect } from 'vitest';
import { browserScriptVectors, pageAdCallbacks, runVectorInPage } from '../../vectors/browser-script-vectors';
import { answerMismatch, contextOf, expand, profileOf, stageOf, timesOf, withPendingTokens, type VectorCase } from '../../vectors/vectors';
import type { RunningMockPlatform } from '@gamesdk/mock-platform';
import type { BrowserEngine } from '../engines';
import { fixtures, withPlatform, type Scenario } from '../scenario';

export const vectors: Scenario = {
  name: `the shared behaviour vectors through the browser script (${browserScriptVectors().length} cases)`,
  elsewhere: { chromium: 'e2e/partner/vectors.spec.ts' },
  async run(engine) {
    const differences: string[] = [];
    const all = browserScriptVectors();
    await withPlatform({ fixture: fixtures.game }, async (shared) => {
      for (const [index, vector] of all.entries()) {
        const difference = await (profileOf(vector) === 'partner'
          ? runVector(engine, vector, shared, `vectors-${vector.player}-${index}`)
          : withPlatform({ fixture: fixtures.game }, (own) => runVector(engine, vector, own, `vectors-${vector.player}`))
        ).catch((error: Error) => `the engine failed: ${error.message}`);
        if (difference) differences.push(`${vector.name}: ${difference}`);
      }
    });
    expect(differences).toEqual([]);
  },
};

/** Runs one case; answers how the page's outcome differs from the expected one, or null. */
async function runVector(engine: BrowserEngine, vector: VectorCase, platform: RunningMockPlatform, player: string): Promise<string | null> {
    await platform.control.clearOutcomes();
    await platform.control.setPlayer({ id: player, registered: vector.player === 'registered' });
    await engine.open(`${platform.url}/play/fixture/index.html?sdk_platform=${profileOf(vector) === 'partner' ? 'partner' : 'local'}`);
    await engine.evaluate(async (stage: string) => {
      if (stage === 'loaded') return;
      await Sdk.initializeAsync();
      if (stage === 'started') await Sdk.startGameAsync();
    }, stageOf(vector));
    if (vector.pending) await platform.control.seedPurchases(vector.pending);
    if (vector.checkout) await platform.control.setOutcome('checkout', vector.checkout);
    const outcome = await engine.evaluate(runVectorInPage, { vectorJson: JSON.stringify(vector), times: timesOf(vector), expandSource: expand.toString(), pendingSource: withPendingTokens.toString(), adCallbacks: pageAdCallbacks(vector) });
    const expected = vector.expect;
    // Compared by meaning: WebKitWebDriver hands objects back with their keys sorted.
    const same = (a: unknown, b: unknown) => isDeepStrictEqual(a, b);
    if (outcome.earlier?.length) return `an earlier call failed: ${outcome.earlier.join('; ')}`;
    if ('callbacks' in expected) return same(outcome.callbacks, expected.callbacks) ? null : `callbacks ${JSON.stringify(outcome.callbacks)}`;
    if ('error' in expected) {
      const want = { code: expected.error, message: expected.message, context: contextOf(vector) };
      return same(outcome.error, want) ? null : `error ${JSON.stringify(outcome.error)}, expected ${JSON.stringify(want)}`;
    }
    if (outcome.error) return `error ${JSON.stringify(outcome.error)}`;
    if (vector.sync && outcome.returnedPromise !== false) return 'a synchronous call returned a promise';
    return answerMismatch(outcome.value, expected);
}
