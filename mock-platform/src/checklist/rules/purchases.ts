// 6. Purchases recovered and granted exactly once at start-up: every session that started the
// game asks for pending purchases, and none pending at the player's latest start is left
// unconsumed once its start-up is over.
import { ref, type LogFacts } from '../lib/facts.js';
import { verdict, type Verdict } from '../lib/verdict.js';
import { plural } from '../../plural.js';

export function purchasesRecovered(facts: LogFacts): Verdict {
  const findings: string[] = [];
  const passes: string[] = [];
  const waiting: string[] = [];
  for (const session of facts.sessions) {
    const phase = facts.phase(session);
    const name = `session ${session.id.slice(0, 8)}`;
    if (phase === 'starting') waiting.push(`${name}: start-up not over`);
    if (phase !== 'settled' || !session.ready) continue;
    const readySeq = session.ready.seq;
    const asked = session.entries.find((entry) => entry.call === 'purchases' && entry.seq > readySeq);
    if (!asked) {
      findings.push(`${name} never called getPurchasesAsync after startGameAsync (${ref(session.ready)})`);
      continue;
    }
    if (facts.latestReady(session.player) !== session) {
      passes.push(`${name} recovered purchases (${ref(asked)})`);
      continue;
    }
    const readyAt = Date.parse(session.ready.at);
    const left = (facts.player(session.player)?.pendingPurchases ?? []).filter((p) => Date.parse(p.purchasedAt) <= readyAt);
    if (left.length === 0) passes.push(`${name} recovered purchases (${ref(asked)}) and left none pending from before its start`);
    else findings.push(`${name}: ${plural(left.length, 'purchase')} pending at start-up still unconsumed (${left.slice(0, 3).map((p) => p.productId).join(', ')}${left.length > 3 ? ', ...' : ''})`);
  }
  return verdict(findings, passes, waiting);
}
