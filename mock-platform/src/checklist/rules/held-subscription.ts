// 7. A held subscription is never offered again: a subscribe call for a plan the player holds
// (the platform refuses it with NOT_ALLOWED) is a finding.
import { ref, type LogFacts } from '../lib/facts.js';
import { verdict, type Verdict } from '../lib/verdict.js';

export function heldSubscription(facts: LogFacts): Verdict {
  const findings: string[] = [];
  const passes: string[] = [];
  for (const entry of facts.entries('subscribe')) {
    const plan = String(entry.args.productId ?? '');
    if (entry.outcome === 'NOT_ALLOWED') findings.push(`subscribe ${ref(entry)} offered '${plan}', which player ${entry.player} already holds`);
    else if (entry.outcome === 'bought') passes.push(`player ${entry.player} took '${plan}' (${ref(entry)}) and was not offered it again`);
  }
  return verdict(findings, passes);
}
