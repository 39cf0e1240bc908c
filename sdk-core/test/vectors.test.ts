import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createSdk, isSdkError, type Sdk } from '../src/index.js';
import { profilePlatform, profileState } from './support/profile-adapter.js';
import { adCallbacksOf, answerMismatch, contextOf, expand, loadVectors, profileOf, stageOf, type VectorCase } from '@gamesdk/vectors';
import { readFileSync } from 'node:fs';

const silentLogger = { info() {}, warn() {}, error() {} };

// The no-purchases profile is the local fallback itself (no platform given, none declared). The
// SDK is initialised and started as far as the case's stage says.
async function startedSdk(vector: VectorCase): Promise<Sdk> {
  const sdk =
    profileOf(vector) === 'no-purchases'
      ? createSdk({ url: 'https://game.test/', logger: silentLogger })
      : createSdk({ platforms: [profilePlatform(profileState({ registered: vector.player === 'registered' }))], url: 'https://game.test/?sdk_platform=partner', logger: silentLogger });
  if (stageOf(vector) === 'loaded') return sdk;
  await sdk.initializeAsync();
  if (stageOf(vector) === 'started') await sdk.startGameAsync();
  return sdk;
}

function operation(sdk: Sdk, call: string): (...args: unknown[]) => unknown {
  const path = call.split('.');
  const owner = path.length === 1 ? sdk : (sdk as unknown as Record<string, Record<string, unknown>>)[path[0]!];
  const fn = (owner as Record<string, unknown>)[path.at(-1)!];
  if (typeof fn !== 'function') throw new Error(`the vectors name ${call}, which the SDK lacks`);
  return (fn as (...args: unknown[]) => unknown).bind(owner);
}

// Operations only the bridges have (the Lua parse_error, a prompt's login by id) are not on the
// TypeScript surface: the engines run their vectors.
const manifest = JSON.parse(readFileSync(new URL('../api/operations.json', import.meta.url), 'utf8')) as { operations: Array<{ module?: string; name: string; bridgeOnly?: boolean }> };
const bridgeOnly = new Set(manifest.operations.filter((op) => op.bridgeOnly).map((op) => (op.module ? `${op.module}.${op.name}` : op.name)));

// The platform's own answers (answeredBy 'platform') need the mock platform, which the in-memory
// profile adapter is not: test/e2e/partner/vectors.spec.ts runs them through the browser script
// against it, as the engines' runners do.
describe('behaviour vectors (test/vectors/behaviour.json) through the TypeScript SDK', () => {
  for (const vector of loadVectors().filter((v) => v.answeredBy !== 'platform' && !bridgeOnly.has(v.call))) {
    it(vector.name, async () => {
      const sdk = await startedSdk(vector);
      const args = expand(vector.args ?? []) as unknown[];
      const expected = vector.expect;
      if ('callbacks' in expected) {
        const order: string[] = [];
        await new Promise<void>((resolve) => {
          // Every callback this ad takes, and no other (another key is refused).
          const note = (name: string) => () => (order.push(name), name === 'afterAd' && resolve());
          operation(sdk, vector.call)(Object.fromEntries(adCallbacksOf(vector.call).map((name) => [name, note(name)])));
        });
        expect(order).toEqual(expected.callbacks);
        return;
      }
      let outcome: { value: unknown } | { error: unknown };
      try {
        const returned = operation(sdk, vector.call)(...args);
        if (vector.sync) expect(returned).not.toBeInstanceOf(Promise);
        outcome = { value: await returned };
      } catch (error) {
        outcome = { error };
      }
      if ('error' in expected) {
        expect(outcome).toHaveProperty('error');
        const error = (outcome as { error: unknown }).error;
        expect(isSdkError(error)).toBe(true);
        expect((error as { code: string }).code).toBe(expected.error);
        expect((error as { message: string }).message).toBe(expected.message);
        expect((error as { context: string }).context).toBe(contextOf(vector));
      } else {
        if ('error' in outcome) throw outcome.error;
        expect(answerMismatch(outcome.value, expected)).toBeNull();
      }
    });
  }
});
