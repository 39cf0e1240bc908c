// What the platform can see of a game's grants: its player store. A game that records each
// granted purchase's token in its save (as the spec's recovery procedure does) leaves there which
// of the player's purchases it granted, and how often; the checklist monitor judges item 6 from it.
import type { PlayerRecord } from './records.js';

// The platform's purchase tokens (purchases.ts), wherever they sit in the saved data, strings
// holding JSON included.
const TOKEN = /pt-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** How often each of `player`'s purchase tokens (pending or consumed) occurs in `data`; others are ignored. */
export function savedTokenCounts(player: PlayerRecord, data: Record<string, unknown>): Map<string, number> {
  const counts = new Map<string, number>();
  const pending = new Set(player.purchases.map((p) => p.purchaseToken));
  for (const [token] of JSON.stringify(data).matchAll(TOKEN)) {
    if (pending.has(token) || player.consumed.has(token)) counts.set(token, (counts.get(token) ?? 0) + 1);
  }
  return counts;
}
