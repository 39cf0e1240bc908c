// The one runner's own rules, against a scripted engine: what it sends for a case, how it checks an
// answer (code, message in the engine's words, context, values, a Lua table), what counts as skipped,
// how a recovery outcome in tokens becomes purchase names, and how a control case's steps are held.
import { describe, expect, it } from 'vitest';
import type { ControlCase } from '../control';
import type { RecoveryScenario } from '../recovery';
import type { VectorCase } from '../vectors';
import type { Answer, Engine, Step } from './protocol';
import { readFileSync } from 'node:fs';
import { runControl, runRecovery, runVectors, snake } from './run';

/** An engine answering each call from `answers` by call name, recording every step. */
function scripted(answers: Record<string, Answer>, traits: Partial<Engine> = {}): Engine & { steps: Step[] } {
  const steps: Step[] = [];
  return {
    name: 'scripted', steps, ...traits,
    send: async (step) => {
      steps.push(step);
      if (step.op === 'case') return { tokens: ['t1', 't2'].slice(0, step.pending) };
      if (step.op === 'dialect') return { message: step.message.replace('productId', 'product_id') };
      return step.op === 'call' ? answers[step.call] ?? { fault: 'unscripted' } : {};
    },
  };
}

const error = (message: string): VectorCase => ({ name: `refuses: ${message}`, player: 'guest', call: 'iap.purchaseAsync', args: [{ productId: 1 }], expect: { error: 'INVALID_PARAM', message } });

describe('the one runner', () => {
  it('spells keys by the one snake_case rule (test/vectors/snake-case.json)', () => {
    const { cases } = JSON.parse(readFileSync(new URL('../snake-case.json', import.meta.url), 'utf8')) as { cases: Array<[string, string]> };
    expect(cases.map(([name]) => snake(name))).toEqual(cases.map(([, expected]) => expected));
  });

  it('checks the code, the message in the engine\'s words and the context, and sends option keys as the engine spells them', async () => {
    const engine = scripted({ 'iap.purchaseAsync': { error: { code: 'INVALID_PARAM', message: 'product_id must be a string', context: 'iap.purchaseAsync' } } }, { snakeKeys: true, dialect: true });
    const report = await runVectors(engine, [error('productId must be a string'), error('productId must be text')]);
    expect(report.passed).toEqual(['refuses: productId must be a string']);
    expect(report.failed[0]!.problem).toBe('expected the message "product_id must be text", got "product_id must be a string"');
    expect(engine.steps.find((step) => step.op === 'call')).toMatchObject({ args: [{ product_id: 1 }] });
  });

  it('hands pending purchases\' tokens to the arguments, repeats a call, and reports skips with their reasons', async () => {
    const engine = scripted({ 'iap.consumePurchaseAsync': { value: null }, parseError: { skip: 'typed errors' } });
    const report = await runVectors(engine, [
      { name: 'consume', player: 'guest', call: 'iap.consumePurchaseAsync', pending: 2, times: 2, args: [{ $pendingToken: 1 }], expect: { ok: true } },
      { name: 'parse', player: 'guest', call: 'parseError', args: ['x'], expect: { value: null } },
    ]);
    expect(report).toMatchObject({ passed: ['consume'], failed: [], skipped: [{ name: 'parse', reason: 'typed errors' }] });
    expect(engine.steps.filter((step) => step.op === 'call' && step.call !== 'parseError')).toEqual([1, 2].map(() => ({ op: 'call', call: 'iap.consumePurchaseAsync', args: ['t2'], sync: false })));
  });

  it('takes an empty table for the empty list expected only from an engine whose tables are both', async () => {
    const vector: VectorCase = { name: 'plans', player: 'guest', call: 'iap.getSubscriptionsAsync', expect: { value: [] } };
    expect((await runVectors(scripted({ 'iap.getSubscriptionsAsync': { value: {} } }, { tables: true }), [vector])).passed).toEqual(['plans']);
    expect((await runVectors(scripted({ 'iap.getSubscriptionsAsync': { value: {} } }), [vector])).failed).toHaveLength(1);
  });

  it('names a recovery\'s purchases by the platform\'s order and compares sorted claims, grants and pending', async () => {
    const scenario: RecoveryScenario = { name: 'two', spec: '', pending: 2, steps: ['recover'], expect: { claims: [], grants: ['p1', 'p2'], pending: [], runs: [{ granted: ['p1'], consumed: ['p1'], failed: [{ purchase: 'p2', step: 'consume', code: 'OPERATION_FAILED' }], rounds: 2 }] } };
    const outcome: Answer = { claims: [], grants: ['b', 'a'], pending: [], runs: [{ granted: ['a'], consumed: ['a'], failed: [{ token: 'b', step: 'consume', code: 'OPERATION_FAILED' }], rounds: 2 }] };
    const engine = (answer: Answer): Engine => ({ name: 'scripted', send: async (step) => (step.op === 'recovery' ? { tokens: ['a', 'b'] } : step.op === 'outcome' ? answer : {}) });
    expect((await runRecovery(engine(outcome), [scenario])).passed).toEqual(['two']);
    expect((await runRecovery(engine({ ...outcome, pending: ['b'] }), [scenario])).failed[0]!.problem).toBe('pending: expected [], got ["p2"]');
  });

  it('holds a control case\'s refusals, paths, counts and events, with the pending token the game lists, keys as the engine spells them', async () => {
    const vector: ControlCase = { name: 'verbs', verbs: ['seedPurchases'], steps: [
      { control: 'seedPurchases', args: [0], expect: { refused: true } },
      { control: 'setPlayer', args: [{ registered: true }] },
      { control: 'getPurchases', args: [], expect: { path: [1], fields: { productId: 'seeds_pack' } } },
      { control: 'getNotifications', args: [], expect: { count: 1 } },
      { call: 'iap.consumePurchaseAsync', args: [{ $pendingToken: 1 }], expect: { ok: true } },
      { events: ['pause'] },
    ] };
    const steps: Step[] = [];
    const answers = (refuses: boolean): Engine => ({
      name: 'scripted', snakeKeys: true,
      send: async (step) => {
        steps.push(step);
        if (step.op === 'control' && step.verb === 'seedPurchases') return refuses ? { refused: 'count must be at least 1' } : { value: [] };
        if (step.op === 'control' && step.verb === 'getPurchases') return { value: [{ product_id: 'gems_100' }, { product_id: 'seeds_pack' }] };
        if (step.op === 'control' && step.verb === 'getNotifications') return { value: { 'day-1': {} } };
        if (step.op === 'call' && step.call === 'iap.getPurchasesAsync') return { value: [{ purchase_token: 'a' }, { purchase_token: 'b' }] };
        return step.op === 'events' ? { events: ['pause'] } : {};
      },
    });
    expect(await runControl(answers(true), [vector])).toMatchObject({ passed: ['verbs'], failed: [] });
    expect(steps).toContainEqual({ op: 'control', verb: 'setPlayer', args: [{ registered: true }] });
    expect(steps).toContainEqual({ op: 'call', call: 'iap.consumePurchaseAsync', args: ['b'], sync: false });
    expect((await runControl(answers(false), [vector])).failed[0]!.problem).toBe('step 1 (seedPurchases): expected seedPurchases to refuse [0], it answered []');
  });
});
