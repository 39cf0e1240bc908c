// Reading the test harness (test/shell/harness.js) from a page: every wait is bounded, and a
// start failure or an engine error (a GDScript that does not parse) ends the wait at once.
import { expect, type Frame, type Page } from '@playwright/test';

/** One check a test project's GDScript ran on the engine. */
export interface GodotCheck {
  name: string;
  ok: boolean;
  detail: string;
}

/** A report the GDScript sent with window.godotTest.report. */
export interface GodotReport {
  kind: string;
  results: GodotCheck[];
}

interface HarnessState {
  reports: GodotReport[];
  errors: string[];
  printed: string[];
  engineStartedMs: number | null;
  startFailure: string | null;
}

const harness = (page: Page | Frame) => page.evaluate(() => {
  const state = (window as unknown as { godotTest?: HarnessState }).godotTest;
  return state ? { reports: state.reports, errors: state.errors, printed: state.printed, engineStartedMs: state.engineStartedMs, startFailure: state.startFailure } : null;
});

/**
 * Waits (bounded) for the report of `kind`; fails with the engine's own words if it cannot come.
 * `expected` says which engine error lines the project causes on purpose (none by default).
 */
export async function reportOf(page: Page | Frame, kind: string, timeout = 45_000, expected: (line: string) => boolean = () => false): Promise<{ report: GodotReport; engineStartedMs: number | null; printed: string[] }> {
  let last: Awaited<ReturnType<typeof harness>> = null;
  let outcome = 'waiting';
  await expect
    .poll(
      async () => {
        last = await harness(page);
        if (!last) outcome = 'waiting: no harness on the page yet';
        else if (last.startFailure) outcome = `engine start failed: ${last.startFailure}`;
        else if (last.errors.some((line) => !expected(line))) outcome = `engine errors: ${last.errors.join(' | ')}`;
        else outcome = last.reports.some((report) => report.kind === kind) ? 'reported' : 'waiting';
        return outcome.startsWith('waiting');
      },
      { timeout, intervals: [100, 250, 500], message: `the Godot project's '${kind}' report (last seen: ${outcome})` },
    )
    .toBe(false);
  expect(outcome, `the Godot project's '${kind}' report`).toBe('reported');
  const state = last as unknown as HarnessState;
  return { report: state.reports.find((report) => report.kind === kind)!, engineStartedMs: state.engineStartedMs, printed: state.printed };
}

/** The failed checks of a report, as readable lines (an empty list when all passed). */
export const failures = (report: GodotReport) => report.results.filter((check) => !check.ok).map((check) => `${check.name}: ${check.detail}`);
