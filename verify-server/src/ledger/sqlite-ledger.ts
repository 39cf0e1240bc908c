// The embedded default ledger: one SQLite file (better-sqlite3). WAL with synchronous=FULL makes
// every committed claim survive a process kill and a power loss; the insert-if-absent runs in one
// IMMEDIATE transaction, so several processes sharing the file still give one claimed=true.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { ledgerCall, type ClaimLedger } from './ledger.js';

/** Options of {@link createSqliteLedger}. */
export interface SqliteLedgerOptions {
  /** Path of the SQLite file (its folder is created); `:memory:` for a throwaway ledger. */
  path: string;
  /** How long a write waits for another process holding the file, in ms (default 5000). */
  busyTimeoutMs?: number;
}

/**
 * Opens (and creates when missing) a SQLite claim ledger.
 * @example
 * const ledger = createSqliteLedger({ path: '.data/verify-ledger.sqlite' });
 */
export function createSqliteLedger(options: SqliteLedgerOptions): ClaimLedger {
  if (options.path !== ':memory:') mkdirSync(dirname(options.path), { recursive: true });
  const db = new Database(options.path);
  db.pragma(`busy_timeout = ${Math.trunc(options.busyTimeoutMs ?? 5000)}`);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec(`CREATE TABLE IF NOT EXISTS purchase_claims (
    platform_game_id TEXT NOT NULL,
    purchase_token TEXT NOT NULL,
    player_id TEXT NOT NULL,
    product_id TEXT NOT NULL,
    claimed_at_ms INTEGER NOT NULL,
    PRIMARY KEY (platform_game_id, purchase_token)
  ) WITHOUT ROWID`);
  const insert = db.prepare(
    'INSERT INTO purchase_claims (platform_game_id, purchase_token, player_id, product_id, claimed_at_ms) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
  );
  const select = db.prepare<[string, string], { claimed_at_ms: number }>(
    'SELECT claimed_at_ms FROM purchase_claims WHERE platform_game_id = ? AND purchase_token = ?',
  );
  const claimOnce = db.transaction((gid: string, purchaseToken: string, playerId: string, productId: string, atMs: number) => {
    const inserted = insert.run(gid, purchaseToken, playerId, productId, atMs).changes === 1;
    const row = select.get(gid, purchaseToken);
    if (!row) throw new Error('claim row missing after insert');
    return { claimed: inserted, claimedAt: new Date(row.claimed_at_ms) };
  });

  return {
    claim: (request) =>
      ledgerCall('claim', () =>
        claimOnce.immediate(request.platformGameId, request.purchaseToken, request.playerId, request.productId, request.at.getTime()),
      ),
    claimedAt: (gid, purchaseToken) =>
      ledgerCall('lookup', () => {
        const row = select.get(gid, purchaseToken);
        return row ? new Date(row.claimed_at_ms) : undefined;
      }),
    close: async () => {
      if (db.open) db.close();
    },
  };
}
