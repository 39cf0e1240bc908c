// The ledger for several server instances behind a load balancer: one PostgreSQL table. A claim is
// one INSERT ... ON CONFLICT DO NOTHING, committed (synchronous_commit) before it resolves; a
// concurrent insert of the same purchase waits for the first to commit and then sees the conflict,
// so exactly one caller across all instances gets claimed=true.
import pg from 'pg';
import { ledgerCall, type ClaimLedger } from './ledger.js';

/** Options of {@link createPostgresLedger}. */
export interface PostgresLedgerOptions {
  /** `postgres://user:password@host:port/database`. */
  connectionString: string;
  /** Largest number of pooled connections (default 10). */
  maxConnections?: number;
  /** Bound on waiting for a connection, in ms (default 5000). */
  connectTimeoutMs?: number;
  /** Bound on one statement, in ms (default 10000). */
  statementTimeoutMs?: number;
}

// Serialises table creation between instances starting together.
const SCHEMA_LOCK = 0x76657269;
const SCHEMA = `CREATE TABLE IF NOT EXISTS purchase_claims (
  platform_game_id TEXT NOT NULL,
  purchase_token TEXT NOT NULL,
  player_id TEXT NOT NULL,
  product_id TEXT NOT NULL,
  claimed_at_ms BIGINT NOT NULL,
  PRIMARY KEY (platform_game_id, purchase_token)
)`;

/**
 * Creates a PostgreSQL claim ledger; the table is created on first use.
 * @example
 * const ledger = createPostgresLedger({ connectionString: process.env.LEDGER_URL! });
 */
export function createPostgresLedger(options: PostgresLedgerOptions): ClaimLedger {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
    query_timeout: options.statementTimeoutMs ?? 10_000,
    statement_timeout: options.statementTimeoutMs ?? 10_000,
    // A claim must be on disk before it is answered, whatever the server's default says.
    options: '-c synchronous_commit=on',
  });
  // An idle connection dropped by the server must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  let schemaReady: Promise<void> | undefined;
  let closed: Promise<void> | undefined;
  const ready = () =>
    (schemaReady ??= createSchema(pool).catch((error: unknown) => {
      schemaReady = undefined;
      throw error;
    }));

  const lookup = async (gid: string, purchaseToken: string) => {
    const result = await pool.query<{ claimed_at_ms: string }>(
      'SELECT claimed_at_ms FROM purchase_claims WHERE platform_game_id = $1 AND purchase_token = $2',
      [gid, purchaseToken],
    );
    const row = result.rows[0];
    return row ? new Date(Number(row.claimed_at_ms)) : undefined;
  };

  return {
    claim: (request) =>
      ledgerCall('claim', async () => {
        await ready();
        const inserted = await pool.query(
          `INSERT INTO purchase_claims (platform_game_id, purchase_token, player_id, product_id, claimed_at_ms)
           VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
          [request.platformGameId, request.purchaseToken, request.playerId, request.productId, request.at.getTime()],
        );
        if (inserted.rowCount === 1) return { claimed: true, claimedAt: new Date(request.at.getTime()) };
        const claimedAt = await lookup(request.platformGameId, request.purchaseToken);
        if (!claimedAt) throw new Error('claim row missing after a conflicting insert');
        return { claimed: false, claimedAt };
      }),
    claimedAt: (gid, purchaseToken) =>
      ledgerCall('lookup', async () => {
        await ready();
        return lookup(gid, purchaseToken);
      }),
    close: () => (closed ??= pool.end()),
  };
}

async function createSchema(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
    await client.query(SCHEMA);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
