// The shape every rule answers, and the one way to reach a status from findings and passes.
import type { ChecklistStatus } from '../types.js';

/** A rule's answer before the item's number and title are added. */
export interface Verdict {
  status: ChecklistStatus;
  evidence: string[];
}

/**
 * A finding when there is any, else a pass when something was observed that satisfies the item,
 * else not observed. Evidence lists findings first, then what passed, then what is still awaited.
 */
export function verdict(findings: string[], passes: string[], waiting: string[] = []): Verdict {
  if (findings.length > 0) return { status: 'finding', evidence: [...findings, ...waiting] };
  if (passes.length > 0 && waiting.length === 0) return { status: 'pass', evidence: passes };
  return { status: 'not-observed', evidence: [...passes, ...waiting] };
}
