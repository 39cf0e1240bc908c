// 7. A held subscription is never offered again: a subscribe call for a plan the player holds
// (the platform refuses it with NOT_ALLOWED) is a finding. A plan is held from a completed
// subscribe, or from the control surface granting it as `active`.
import type { EventLogEntry } from '../../types.js';
import { ref, type LogFacts } from '../evaluation/facts.js';
import { verdict, type Verdict } from '../evaluation/verdict.js';
import { storedText } from '../evaluation/stored-values.js';

export function heldSubscription(facts: LogFacts): Verdict {
  const findings: string[] = [];
  const passes: string[] = [];
  for (const entry of facts.entries('subscribe')) {
    if (entry.outcome === 'NOT_ALLOWED') findings.push(`subscribe ${ref(entry)} offered '${planOf(entry)}', which player ${entry.player} already holds`);
  }
  for (const held of heldPlans(facts)) {
    const later = facts.sessions.filter((session) => session.player === held.player && session.init.seq > held.seq && facts.phase(session) === 'settled');
    for (const session of later) passes.push(`player ${held.player} holds '${held.plan}' (${ref(held.entry)}); session ${session.id.slice(0, 8)} did not offer it`);
    if (held.entry.call === 'subscribe') passes.push(`player ${held.player} took '${held.plan}' (${ref(held.entry)}) and was not offered it again`);
  }
  const result = verdict(findings, passes);
  if (result.status !== 'not-observed' || facts.entries('subscriptions', 'subscribe', 'control.setSubscription').length > 0) return result;
  // No subscription call in a settled session: the game sells none, so nothing can be offered again.
  const settled = facts.sessions.some((session) => facts.phase(session) === 'settled');
  return settled ? { status: 'not-applicable', evidence: ['the game made no subscription call: it sells no subscription'] } : result;
}

/** Plans the log shows a player came to hold. */
function heldPlans(facts: LogFacts): Array<{ player: string; plan: string; seq: number; entry: EventLogEntry }> {
  return facts
    .entries('subscribe', 'control.setSubscription')
    .filter((entry) => (entry.call === 'subscribe' ? entry.outcome === 'bought' : entry.args.status === 'active'))
    .map((entry) => ({ player: entry.player ?? '', plan: planOf(entry), seq: entry.seq, entry }));
}

const planOf = (entry: EventLogEntry) => storedText(entry.args.productId);
