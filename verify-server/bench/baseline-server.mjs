// The benchmark's baseline: the least a verify endpoint can be that still answers what the spec's
// verification result names: an Express app with express.json, one jose jwtVerify against the same
// development key, the expectedPlayerId comparison, and for a purchase its ledger row read with one
// prepared SQLite statement (the spec's `ledger` field). No schema, no hardening, no logs.
// Prints {"msg":"listening","port":N} once listening on 127.0.0.1.
import Database from 'better-sqlite3';
import express from 'express';
import { importJWK, jwtVerify } from 'jose';
import { DEV_PLATFORM_PUBLIC_JWK } from '../dist/index.js';

const key = await importJWK(DEV_PLATFORM_PUBLIC_JWK, 'ES256');
const db = new Database(process.env.LEDGER_PATH);
db.pragma('journal_mode = WAL');
db.exec('CREATE TABLE IF NOT EXISTS purchase_claims (platform_game_id TEXT NOT NULL, purchase_token TEXT NOT NULL, claimed_at_ms INTEGER NOT NULL, PRIMARY KEY (platform_game_id, purchase_token)) WITHOUT ROWID');
const claimedAt = db.prepare('SELECT claimed_at_ms FROM purchase_claims WHERE platform_game_id = ? AND purchase_token = ?');

const app = express();
app.use(express.json());
app.post('/api/platform/partner/verify', async (req, res) => {
  let payload;
  try {
    ({ payload } = await jwtVerify(req.body.token, key, { algorithms: ['ES256'] }));
  } catch {
    return res.status(401).json({ success: false, error: 'invalid', code: 'invalid_signature' });
  }
  if (req.body.expectedPlayerId !== undefined && req.body.expectedPlayerId !== payload.sub) {
    return res.status(409).json({ success: false, error: 'another player', code: 'subject_mismatch' });
  }
  const claims = payload[payload.kind];
  const row = payload.kind === 'purchase' ? claimedAt.get(payload.gid, claims.purchaseToken) : undefined;
  const ledger = payload.kind === 'purchase' ? { purchaseToken: claims.purchaseToken, claimed: row !== undefined, claimedAt: row ? new Date(row.claimed_at_ms).toISOString() : null } : null;
  res.json({ success: true, data: { kind: payload.kind, platformGameId: payload.gid, playerId: payload.sub, issuedAt: new Date(payload.iat * 1000).toISOString(), claims, ledger } });
});
const server = app.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ msg: 'listening', port: server.address().port })));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
