// The recovery scenarios are data three engines read: keep their shape exact, their names unique,
// the purchases they name real and their codes in the error table.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { recoveryScenarios } from './recovery.js';

const table = JSON.parse(readFileSync(new URL('../../sdk-core/src/errors/error-table.json', import.meta.url), 'utf8')) as { codes: Array<{ code: string }> };
const codes = new Set(table.codes.map((row) => row.code));
const byCodePoint = (list: string[]) => [...list].sort();

describe('recovery scenarios', () => {
  it('have unique names, a spec reference, steps every runner knows and expectations over named purchases', () => {
    expect(recoveryScenarios.length).toBeGreaterThanOrEqual(10);
    expect(new Set(recoveryScenarios.map((s) => s.name)).size).toBe(recoveryScenarios.length);
    for (const scenario of recoveryScenarios) {
      expect(Object.keys(scenario).filter((k) => !['name', 'spec', 'pending', 'saved', 'claim', 'faults', 'steps', 'expect'].includes(k)), scenario.name).toEqual([]);
      expect(scenario.spec, scenario.name).toMatch(/^partner-platform\.md, /);
      const named = new Set(Array.from({ length: scenario.pending }, (_, i) => `p${i + 1}`));
      for (const step of scenario.steps) {
        if (typeof step === 'string') expect(['recover', 'finish', 'restart'], scenario.name).toContain(step);
        else if ('buy' in step) named.add(step.buy);
        else expect(Object.keys(step), scenario.name).toEqual(['waitForClaim']);
      }
      expect(scenario.steps.filter((s) => s === 'recover').length, `${scenario.name}: starts a recovery`).toBeGreaterThan(0);
      const known = (list: string[]) => expect(list.filter((n) => !named.has(n)), scenario.name).toEqual([]);
      known(scenario.saved ?? []);
      for (const [purchase, answers] of Object.entries(scenario.claim ?? {})) {
        if (purchase !== '*') known([purchase]);
        expect(answers.length, scenario.name).toBeGreaterThan(0);
        for (const answer of answers) {
          if (answer === 'hold') continue;
          if ('error' in answer) expect(codes.has(answer.error), `${scenario.name}: ${answer.error}`).toBe(true);
          else expect(typeof answer.claimed).toBe('boolean');
        }
      }
      for (const [fault, value] of Object.entries(scenario.faults ?? {})) {
        expect(['failNextConsume', 'failNextSave', 'failGrant', 'grantStops', 'grantReturnsNothing', 'grantSkipsSave'], scenario.name).toContain(fault);
        if (fault.startsWith('grant') || fault === 'failGrant') known([value as string]);
      }
      const { claims, grants, pending, runs } = scenario.expect;
      for (const list of [claims, grants, pending]) {
        known(list);
        expect(list, `${scenario.name}: sorted by code point`).toEqual(byCodePoint(list));
      }
      // Exactly once: no purchase is granted twice.
      expect(new Set(grants).size, `${scenario.name}: each grant once`).toBe(grants.length);
      for (const run of runs ?? []) {
        known([...run.granted, ...run.consumed, ...run.failed.map((f) => f.purchase)]);
        for (const failure of run.failed) {
          expect(['claim', 'grant', 'save', 'consume']).toContain(failure.step);
          expect(codes.has(failure.code), failure.code).toBe(true);
        }
        expect(Number.isInteger(run.rounds) && run.rounds >= 1).toBe(true);
      }
    }
  });
});
