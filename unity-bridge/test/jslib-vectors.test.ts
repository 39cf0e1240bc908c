// The shared behaviour vectors through the .jslib: each case's call in the bridge's wire shape, from
// C through GameSdk_Call, against the real browser script and the mock platform. Unity differs from
// TypeScript in one documented way: an ad's no-fill ends the call with NO_FILL and no afterAd.
import type { RunningMockPlatform } from '@gamesdk/mock-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBridge, type LoadedBridge, type Outcome } from './support/bridge-harness.js';
import { linkBridgeTest } from './support/emcc.js';
import { startTestPlatform } from './support/platform.js';
// The local fallback's storage, for the page launched with ?sdk_platform=local (Node has no IndexedDB).
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { answerMismatch, contextOf, expand, loadVectors, profileOf, stageOf, timesOf, fromWire, notOnTheWire, wireArgs, withPendingTokens, type VectorCase } from './support/vectors.js';

let program: string;
let platform: RunningMockPlatform;
let partnerPage: string;

beforeAll(async () => {
  program = linkBridgeTest();
  ({ platform, partnerPage } = await startTestPlatform());
});

afterAll(async () => {
  await platform?.close();
});

// The tokens of the case's pending purchases, seeded on the mock platform and listed through the bridge.
async function pendingTokens(bridge: LoadedBridge, vector: VectorCase): Promise<string[]> {
  if (!vector.pending) return [];
  await platform.control.seedPurchases(vector.pending);
  const listed = await bridge.call('iap.getPurchasesAsync');
  expect(listed.error).toBeUndefined();
  return (listed.value as Array<{ purchaseToken: string }>).map((purchase) => purchase.purchaseToken);
}

async function outcomeOf(bridge: LoadedBridge, vector: VectorCase): Promise<Outcome> {
  const args = wireArgs(vector.call, withPendingTokens(expand(vector.args ?? []), await pendingTokens(bridge, vector)) as unknown[]);
  const name = vector.call;
  if (vector.checkout) await platform.control.setOutcome('checkout', vector.checkout);
  if (vector.sync) return bridge.callSync(name, args);
  if ('callbacks' in vector.expect) return bridge.call(name, { beforeAdCallId: 0 });
  for (let call = 1; call < timesOf(vector); call++) expect((await bridge.call(name, args)).error, `call ${call} of ${timesOf(vector)}`).toBeUndefined();
  return bridge.call(name, args);
}

// Operations C# composes from others (the purchase recovery): no wire call of their own, so their
// vectors run through the C# API over the .jslib (jslib-csharp.test.ts), not here. Neither do the
// events (C# events fed by the .jslib's event callback) nor the Lua-only parse_error.
const manifest = JSON.parse(readFileSync(new URL('../../sdk-core/api/operations.json', import.meta.url), 'utf8')) as { operations: Array<{ module?: string; name: string; kind: string }> };
const composed = new Set(manifest.operations.filter((op) => ['composed', 'event', 'helper'].includes(op.kind)).map((op) => (op.module ? `${op.module}.${op.name}` : op.name)));

// One page session per run: its player, its profile and how far the game got (the stage).
const runs = [
  { player: 'guest', profile: 'partner', stage: 'started' },
  { player: 'registered', profile: 'partner', stage: 'started' },
  { player: 'guest', profile: 'no-purchases', stage: 'started' },
  { player: 'guest', profile: 'partner', stage: 'loaded' },
  { player: 'guest', profile: 'partner', stage: 'initialized' },
  { player: 'registered', profile: 'partner', stage: 'initialized' },
] as const;

for (const { player, profile, stage } of runs) {
  const stageName = stage === 'started' ? '' : stage === 'loaded' ? ', before initializeAsync' : ', before startGameAsync';
  describe(`behaviour vectors through the jslib, ${player} player${profile === 'partner' ? '' : `, ${profile} profile (the local fallback)`}${stageName}`, () => {
    let bridge: LoadedBridge;

    beforeAll(async () => {
      await platform.control.setPlayer({ id: `vectors-${player}-${Date.now()}`, registered: player === 'registered' });
      bridge = await loadBridge(program, profile === 'partner' ? partnerPage : partnerPage.replace('sdk_platform=partner', 'sdk_platform=local'));
      bridge.init();
      if (stage === 'loaded') return;
      expect(await bridge.call('initializeAsync')).toEqual({ ok: true });
      if (stage === 'started') expect(await bridge.call('startGameAsync')).toEqual({ ok: true });
    });

    afterAll(async () => {
      await bridge?.dispose();
    });

    const cases = loadVectors().filter((v) => v.player === player && profileOf(v) === profile && stageOf(v) === stage && !composed.has(v.call));
    it('has cases', () => expect(cases.length).toBeGreaterThan(0));
    for (const vector of cases) {
      const inexpressible = notOnTheWire(vector.call, vector.args ?? []);
      if (inexpressible) {
        it.skip(`${vector.name} (type-checked: ${inexpressible})`, () => {});
        continue;
      }
      it(vector.name, async () => {
        const outcome = await outcomeOf(bridge, vector);
        const expected = vector.expect;
        if ('callbacks' in expected) {
          expect(expected.callbacks).toEqual(['noFill', 'afterAd']);
          expect(outcome.error).toMatchObject({ code: 'NO_FILL', context: vector.call });
          const deliveries = bridge.deliveries.length;
          await new Promise((resolve) => setTimeout(resolve, 20));
          expect(bridge.deliveries.length, 'no afterAd after no-fill').toBe(deliveries);
        } else if ('error' in expected) {
          expect(outcome.error).toMatchObject({ code: expected.error, message: expected.message, context: contextOf(vector) });
        } else {
          expect(outcome.error).toBeUndefined();
          expect(answerMismatch(fromWire(outcome.value), expected)).toBeNull();
        }
      });
    }
  });
}
