// The shared behaviour vectors are data other engines read too: keep their shape exact.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { answerMismatch } from './vectors';

const doc = JSON.parse(readFileSync(new URL('./behaviour.json', import.meta.url), 'utf8')) as { platform: string; cases: Array<Record<string, unknown>> };
const table = JSON.parse(readFileSync(new URL('../../sdk-core/src/errors/error-table.json', import.meta.url), 'utf8')) as { codes: Array<{ code: string }> };
const codes = new Set(table.codes.map((row) => row.code));
const manifest = JSON.parse(readFileSync(new URL('../../sdk-core/api/operations.json', import.meta.url), 'utf8')) as { operations: Array<{ module?: string; name: string }> };
const operationName = (op: { module?: string; name: string }) => (op.module ? `${op.module}.${op.name}` : op.name);

describe('behaviour vectors', () => {
  it('every case has a unique name, a player state, a call and exactly one expectation (an error with its message)', () => {
    const names = new Set<string>();
    for (const vector of doc.cases) {
      expect(typeof vector.name).toBe('string');
      expect(names.has(vector.name as string)).toBe(false);
      names.add(vector.name as string);
      expect(['guest', 'registered']).toContain(vector.player);
      if ('profile' in vector) expect(['partner', 'no-purchases']).toContain(vector.profile);
      if ('answeredBy' in vector) expect(vector.answeredBy).toBe('platform');
      // Seeding pending purchases needs a platform's control: only platform-answered cases may.
      if ('pending' in vector) expect([Number.isInteger(vector.pending) && (vector.pending as number) > 0, vector.answeredBy]).toEqual([true, 'platform']);
      if ('checkout' in vector) expect([['buy', 'close'].includes(vector.checkout as string), vector.answeredBy]).toEqual([true, 'platform']);
      if ('stage' in vector) expect(['loaded', 'initialized', 'started']).toContain(vector.stage);
      if ('context' in vector) expect(vector.context).toMatch(/^[a-z][a-zA-Z]*(\.[a-zA-Z]+)+$/);
      if ('times' in vector) expect(Number.isInteger(vector.times) && (vector.times as number) > 1).toBe(true);
      expect(vector.call).toMatch(/^([a-z][a-zA-Z]*\.)?[a-zA-Z]+$/);
      const expectation = vector.expect as Record<string, unknown>;
      // An error is its code and its message, the same text on every engine.
      if ('error' in expectation) {
        expect(Object.keys(expectation).sort(), vector.name as string).toEqual(['error', 'message']);
        expect(typeof expectation.message === 'string' && expectation.message !== '', `${vector.name}: a message`).toBe(true);
        continue;
      }
      expect(Object.keys(expectation)).toHaveLength(1);
      expect(['ok', 'value', 'callbacks', 'each', 'fields', 'length']).toContain(Object.keys(expectation)[0]);
      for (const key of ['each', 'fields'] as const) if (key in expectation) expect(Object.keys(expectation[key] as object).length, `${vector.name}: fields to check`).toBeGreaterThan(0);
      if ('length' in expectation) expect(Number.isInteger(expectation.length)).toBe(true);
    }
    expect(doc.platform).toBe('partner');
  });

  it('every operation of the manifest has a vector, and every vector names an operation of the manifest', () => {
    const operations = manifest.operations.map(operationName);
    const called = new Set(doc.cases.map((vector) => vector.call as string));
    expect(operations.filter((name) => !called.has(name)), 'operations without a vector').toEqual([]);
    expect([...called].filter((name) => !operations.includes(name)), 'vectors of no operation').toEqual([]);
  });

  it('every expected error code is in the error table', () => {
    for (const vector of doc.cases) {
      const expected = (vector.expect as { error?: string }).error;
      if (expected !== undefined) expect(codes.has(expected), `${vector.name}: ${expected}`).toBe(true);
    }
  });

  it('the runners\' answer check refuses what differs from a value, fields, a length or every element\'s fields', () => {
    expect(answerMismatch(null, { value: null })).toBeNull();
    expect(answerMismatch('', { value: null })).toMatch(/expected null/);
    expect(answerMismatch({ limitBytes: 1000000, usedBytes: 12 }, { fields: { limitBytes: 1000000 } })).toBeNull();
    expect(answerMismatch({ usedBytes: 12 }, { fields: { limitBytes: 1000000 } })).toMatch(/fields/);
    expect(answerMismatch(new Array(50).fill({}), { length: 50 })).toBeNull();
    expect(answerMismatch(new Array(51).fill({}), { length: 50 })).toMatch(/list of 50, got 51/);
    expect(answerMismatch([{ isActive: false }, { isActive: true }], { each: { isActive: false } })).toMatch(/every element/);
    expect(answerMismatch([], { each: { isActive: false } })).toMatch(/non-empty/);
    expect(answerMismatch('anything', { ok: true })).toBeNull();
  });
});
