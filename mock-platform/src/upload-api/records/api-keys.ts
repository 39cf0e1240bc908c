import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { UploadDatabase } from './database.js';

/** What the Team page shows of a key after creation: never the secret. */
export interface ApiKeyInfo {
  prefix: string;
  team_id: string;
  name: string;
  created_at: string;
  revoked_at: string | null;
}

/** A key as created: the only moment its secret exists outside the caller's CI secrets. */
export interface CreatedApiKey extends ApiKeyInfo {
  secret: string;
}

// gsk_<8 lowercase alphanumerics>_<32 random bytes, base64url>. The prefix is the visible part.
const KEY_PATTERN = /^(gsk_[a-z0-9]{8})_[A-Za-z0-9_-]{43}$/;
const TEAM_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

// Keys are 256-bit random secrets, so one SHA-256 round is enough to make a stolen database
// useless (no dictionary to try); a slow password hash would only slow every request.
const hashSecret = (secret: string): Buffer => createHash('sha256').update(secret).digest();
const DUMMY_HASH = hashSecret('gsk_00000000_unused');

/** Creates a key for `team` named `name`; the returned secret is not stored anywhere. */
export function createApiKey(db: UploadDatabase, team: string, name: string, now: Date): CreatedApiKey {
  if (!TEAM_PATTERN.test(team)) throw new RangeError('team must be 1 to 64 letters, digits, ".", "_" or "-"');
  if (!name.trim()) throw new RangeError('name must not be blank (say where the key runs, e.g. "GitHub Actions")');
  const prefix = `gsk_${randomBytes(6).toString('hex').slice(0, 8)}`;
  const secret = `${prefix}_${randomBytes(32).toString('base64url')}`;
  const created_at = now.toISOString();
  db.prepare('INSERT INTO api_keys (id, team_id, name, prefix, secret_hash, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    randomUUID(),
    team,
    name.trim(),
    prefix,
    hashSecret(secret),
    created_at,
  );
  return { prefix, team_id: team, name: name.trim(), created_at, revoked_at: null, secret };
}

/** Revokes the key with this prefix for good. Returns the key as it now is, or undefined when unknown. */
export function revokeApiKey(db: UploadDatabase, prefix: string, now: Date): ApiKeyInfo | undefined {
  db.prepare('UPDATE api_keys SET revoked_at = ? WHERE prefix = ? AND revoked_at IS NULL').run(now.toISOString(), prefix);
  return db.prepare('SELECT prefix, team_id, name, created_at, revoked_at FROM api_keys WHERE prefix = ?').get(prefix) as
    | ApiKeyInfo
    | undefined;
}

/** Keys, newest first, as the Team page lists them (prefixes only): one team's, or every team's for the keys command. */
export function listApiKeys(db: UploadDatabase, teamId?: string): ApiKeyInfo[] {
  const columns = 'SELECT prefix, team_id, name, created_at, revoked_at FROM api_keys';
  return (teamId === undefined
    ? db.prepare(`${columns} ORDER BY created_at DESC`).all()
    : db.prepare(`${columns} WHERE team_id = ? ORDER BY created_at DESC`).all(teamId)) as ApiKeyInfo[];
}

/**
 * The team of an active key, or undefined for a malformed, unknown or revoked one. The stored
 * hash is compared in constant time, and an unknown prefix still costs one comparison.
 */
export function teamOfApiKey(db: UploadDatabase, secret: string): string | undefined {
  const prefix = KEY_PATTERN.exec(secret)?.[1];
  if (!prefix) return undefined;
  const row = db.prepare('SELECT team_id, secret_hash, revoked_at FROM api_keys WHERE prefix = ?').get(prefix) as
    | { team_id: string; secret_hash: Buffer; revoked_at: string | null }
    | undefined;
  const matches = timingSafeEqual(hashSecret(secret), row?.secret_hash ?? DUMMY_HASH);
  return row && matches && row.revoked_at === null ? row.team_id : undefined;
}
