import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** The upload API's SQLite handle. */
export type UploadDatabase = Database.Database;

// The unique index on (game_id, version) is what makes concurrent uploads of one version safe:
// the second insert fails inside SQLite, never a check-then-insert race. Dashboard builds carry
// no version (NULL), and NULLs never collide in a SQLite unique index.
const schema = `
CREATE TABLE IF NOT EXISTS api_keys (
  id TEXT PRIMARY KEY,
  team_id TEXT NOT NULL,
  name TEXT NOT NULL,
  prefix TEXT NOT NULL UNIQUE,
  secret_hash BLOB NOT NULL,
  created_at TEXT NOT NULL,
  revoked_at TEXT
);
CREATE TABLE IF NOT EXISTS games (
  id TEXT PRIMARY KEY,
  team_id TEXT NOT NULL,
  name TEXT NOT NULL,
  description TEXT,
  engine TEXT,
  category TEXT,
  tags TEXT NOT NULL,
  orientation TEXT NOT NULL,
  created_at TEXT NOT NULL,
  onboarding_stage INTEGER NOT NULL DEFAULT 1,
  qa_passed_build_id TEXT
);
CREATE TABLE IF NOT EXISTS builds (
  id TEXT PRIMARY KEY,
  game_id TEXT NOT NULL REFERENCES games(id),
  version TEXT,
  original_filename TEXT NOT NULL,
  original_size_bytes INTEGER NOT NULL,
  status TEXT NOT NULL,
  notes TEXT NOT NULL,
  created_at TEXT NOT NULL,
  analysis TEXT NOT NULL,
  inspector_bundle TEXT NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS builds_game_version ON builds(game_id, version);
CREATE TABLE IF NOT EXISTS members (
  id TEXT PRIMARY KEY,
  team_id TEXT NOT NULL,
  name TEXT NOT NULL,
  role TEXT NOT NULL,
  password_hash BLOB NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (team_id, name)
);
CREATE TABLE IF NOT EXISTS publish_requests (
  id TEXT PRIMARY KEY,
  game_id TEXT NOT NULL REFERENCES games(id),
  build_id TEXT NOT NULL REFERENCES builds(id),
  platform TEXT NOT NULL,
  own_registration_prompt INTEGER NOT NULL,
  manual_loading INTEGER NOT NULL,
  status TEXT NOT NULL,
  feedback TEXT NOT NULL,
  requested_by TEXT NOT NULL,
  requested_at TEXT NOT NULL,
  reviewed_at TEXT
);
CREATE TABLE IF NOT EXISTS notifications (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  team_id TEXT NOT NULL,
  game_id TEXT NOT NULL,
  build_id TEXT NOT NULL,
  message TEXT NOT NULL,
  notes TEXT NOT NULL,
  created_at TEXT NOT NULL
);
`;

/** Opens (and creates when missing) the upload API's database in `dataDir`. */
export function openUploadDatabase(dataDir: string): UploadDatabase {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, 'upload-api.sqlite'));
  db.pragma('journal_mode = WAL');
  // The keys command and the server share the file; wait for each other's writes, bounded.
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  db.exec(schema);
  return db;
}
