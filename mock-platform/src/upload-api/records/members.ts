// The dashboard's people: a local account per team member, each with a role. Only owners and
// managers create, list and revoke the team's API keys (spec: Authentication, rule 6); a team
// API key is never a dashboard credential. The `members` command creates accounts, as the
// `keys` command creates keys: the password is generated and shown once.
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { UploadDatabase } from './database.js';

/** What a member may do: owners and managers also manage the team's API keys. */
export const ROLES = ['owner', 'manager', 'developer'] as const;
export type Role = (typeof ROLES)[number];

/** A member as the dashboard and the command list them: never a password. */
export interface Member {
  id: string;
  team_id: string;
  name: string;
  role: Role;
  created_at: string;
}

/** Whether `member` may create, list and revoke the team's API keys. */
export const managesKeys = (member: Pick<Member, 'role'>): boolean => member.role === 'owner' || member.role === 'manager';

const TEAM_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;
const MAX_NAME_CHARS = 100;

// Passwords are 144 random bits the command generates, never chosen by a person, so one SHA-256
// round leaves nothing to guess from a stolen database (as for API keys).
const hashPassword = (password: string): Buffer => createHash('sha256').update(password).digest();
const DUMMY_HASH = hashPassword('unused');

/** Creates a member of `team`; returns the member and its password (shown once, stored only as a hash). */
export function createMember(db: UploadDatabase, team: string, name: string, role: string, now: Date): { member: Member; password: string } {
  if (!TEAM_PATTERN.test(team)) throw new RangeError('team must be 1 to 64 letters, digits, ".", "_" or "-"');
  const trimmed = name.trim();
  if (!trimmed || [...trimmed].length > MAX_NAME_CHARS) throw new RangeError(`name must be 1 to ${MAX_NAME_CHARS} characters, not blank`);
  if (!(ROLES as readonly string[]).includes(role)) throw new RangeError(`role must be one of ${ROLES.join(', ')}`);
  const exists = db.prepare('SELECT 1 FROM members WHERE team_id = ? AND name = ?').get(team, trimmed);
  if (exists) throw new RangeError(`team ${team} already has a member named ${JSON.stringify(trimmed)}`);
  const member: Member = { id: randomUUID(), team_id: team, name: trimmed, role: role as Role, created_at: now.toISOString() };
  const password = randomBytes(18).toString('base64url');
  db.prepare('INSERT INTO members (id, team_id, name, role, password_hash, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    member.id,
    team,
    trimmed,
    role,
    hashPassword(password),
    member.created_at,
  );
  return { member, password };
}

/** Removes a member for good (their sessions end at their next request). Returns whether there was one. */
export function removeMember(db: UploadDatabase, team: string, name: string): boolean {
  return db.prepare('DELETE FROM members WHERE team_id = ? AND name = ?').run(team, name.trim()).changes > 0;
}

const COLUMNS = 'id, team_id, name, role, created_at';

/** Members, by team then name: one team's, or every team's for the command. */
export function listMembers(db: UploadDatabase, team?: string): Member[] {
  return (team === undefined
    ? db.prepare(`SELECT ${COLUMNS} FROM members ORDER BY team_id, name`).all()
    : db.prepare(`SELECT ${COLUMNS} FROM members WHERE team_id = ? ORDER BY name`).all(team)) as Member[];
}

/** One member by id (a signed-in session's), or undefined once removed. */
export function findMember(db: UploadDatabase, id: string): Member | undefined {
  return db.prepare(`SELECT ${COLUMNS} FROM members WHERE id = ?`).get(id) as Member | undefined;
}

/**
 * The member whose team, name and password these are, or undefined. The stored hash is compared
 * in constant time, and an unknown member still costs one comparison.
 */
export function authenticateMember(db: UploadDatabase, team: string, name: string, password: string): Member | undefined {
  const row = db.prepare(`SELECT ${COLUMNS}, password_hash FROM members WHERE team_id = ? AND name = ?`).get(team, name.trim()) as
    | (Member & { password_hash: Buffer })
    | undefined;
  const matches = timingSafeEqual(hashPassword(password), row?.password_hash ?? DUMMY_HASH);
  if (!row || !matches) return undefined;
  const { password_hash: _hash, ...member } = row;
  return member;
}
