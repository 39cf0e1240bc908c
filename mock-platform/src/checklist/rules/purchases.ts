// 6. Purchases recovered and granted exactly once at start-up. What the platform observes: every
// session that started the game asks for pending purchases, and none pending at the player's
// latest start is left unconsumed once its start-up is over; and, where the game keeps its
// granted tokens in the player store (the spec's recipe), no save holds a purchase token twice (a
// purchase granted twice) and no purchase is consumed before a stored save holds its token (a
// crash between the two loses the grant). A grant kept elsewhere (the game's backend, memory) is
// not observable here.
import { ref, type LogFacts } from '../evaluation/facts.js';
import { verdict, type Verdict } from '../evaluation/verdict.js';
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
  grantsInThePlayerStore(facts, findings, passes);
  return verdict(findings, passes, waiting);
}

/** Judges the grants the player store shows, per player; says so when it shows none. */
function grantsInThePlayerStore(facts: LogFacts, findings: string[], passes: string[]): void {
  const saves = facts.entries('saveData').filter((entry) => entry.outcome === 'ok');
  const consumes = facts.entries('consume').filter((entry) => entry.outcome === 'ok' && typeof entry.args.tokenSaved === 'boolean');
  const players = new Set([...saves, ...consumes].map((entry) => entry.player ?? ''));
  for (const player of players) {
    const own = (entry: { player: string | null }) => (entry.player ?? '') === player;
    const playerSaves = saves.filter(own);
    const playerConsumes = consumes.filter(own);
    const keepsTokens = playerSaves.some((entry) => Number(entry.args.purchaseTokens) > 0) || playerConsumes.some((entry) => entry.args.tokenSaved === true);
    if (!keepsTokens) {
      if (playerConsumes.length > 0) passes.push(`player ${player}: the player store held no purchase token, so whether each was granted once is not observable here (kept by the game's backend?)`);
      continue;
    }
    const before = findings.length;
    for (const save of playerSaves.filter((entry) => Number(entry.args.tokensSavedTwice) > 0)) {
      findings.push(`player ${player}: a save holds ${String(save.args.tokensSavedTwice)} purchase token(s) twice (${ref(save)}): a purchase granted twice`);
    }
    for (const consume of playerConsumes.filter((entry) => entry.args.tokenSaved === false)) {
      findings.push(`player ${player}: purchase ${String(consume.args.purchaseToken)} consumed before any stored save held its token (${ref(consume)}): save the grant with its token first`);
    }
    if (findings.length === before) passes.push(`player ${player}: every consumed purchase's token was in a stored save first, none saved twice`);
  }
}
