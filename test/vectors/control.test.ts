// The control vectors are data every engine's mock runs: keep their shape exact, every verb an
// engine has covered, the operations they call real and their codes in the error table.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { controlCases, mockPlatformData, type ControlExpect } from './control.js';

const table = JSON.parse(readFileSync(new URL('../../sdk-core/src/errors/error-table.json', import.meta.url), 'utf8')) as { codes: Array<{ code: string }> };
const codes = new Set(table.codes.map((row) => row.code));
const manifest = JSON.parse(readFileSync(new URL('../../sdk-core/api/operations.json', import.meta.url), 'utf8')) as { operations: Array<{ module: string; name: string }> };
const operations = new Set(manifest.operations.map((op) => `${op.module}.${op.name}`));
const verbs = new Map(mockPlatformData.control.map((verb) => [verb.name, verb]));
const EXPECTATIONS = ['ok', 'value', 'error', 'message', 'fields', 'each', 'length', 'refused', 'count', 'closed', 'path'];

function checkExpect(name: string, expectation: ControlExpect | undefined): void {
  if (!expectation) return;
  expect(Object.keys(expectation).filter((k) => !EXPECTATIONS.includes(k)), name).toEqual([]);
  if (expectation.error !== undefined) {
    expect(codes.has(expectation.error), `${name}: ${expectation.error}`).toBe(true);
    expect(typeof expectation.message, `${name}: an error names its message`).toBe('string');
  }
}

describe('control vectors', () => {
  it('cover every verb the engines have, each case naming verbs of the data file', () => {
    const covered = new Set(controlCases.flatMap((c) => c.verbs));
    const engineVerbs = mockPlatformData.control.filter((v) => v.where !== 'server').map((v) => v.name);
    expect(engineVerbs.filter((v) => !covered.has(v))).toEqual([]);
    expect([...covered].filter((v) => verbs.get(v)?.where === 'server' || !verbs.has(v))).toEqual([]);
  });

  it('have unique names and steps every runner knows', () => {
    expect(new Set(controlCases.map((c) => c.name)).size).toBe(controlCases.length);
    for (const c of controlCases) {
      expect(Object.keys(c).filter((k) => !['name', 'verbs', 'where', 'drift', 'steps'].includes(k)), c.name).toEqual([]);
      expect(['everywhere', 'engines']).toContain(c.where ?? 'everywhere');
      for (const step of c.steps) {
        if ('events' in step) {
          expect(step.events.filter((e) => !mockPlatformData.events.includes(e)), c.name).toEqual([]);
          continue;
        }
        if ('control' in step) {
          const verb = verbs.get(step.control);
          expect(verb, `${c.name}: ${step.control} is a verb`).toBeDefined();
          expect(verb!.where === 'engines' && (c.where ?? 'everywhere') === 'everywhere', `${c.name}: ${step.control} is engines-only`).toBe(false);
          // A refused step may pass one argument too many or of the wrong kind; any other passes no more than the verb takes.
          if (!step.expect?.refused) expect(step.args.length, `${c.name}: ${step.control}`).toBeLessThanOrEqual(verb!.args.length);
        } else {
          expect(operations.has(step.call), `${c.name}: ${step.call} is an operation`).toBe(true);
        }
        checkExpect(c.name, step.expect);
      }
    }
  });

  it('script only the outcomes the data offers', () => {
    for (const c of controlCases) {
      for (const step of c.steps) {
        if (!('control' in step) || step.control !== 'setOutcome' || step.expect?.refused) continue;
        const [kind, choice] = step.args as [string, string];
        expect(mockPlatformData.outcomes.kinds[kind]?.choices, c.name).toContain(choice);
      }
    }
  });
});
