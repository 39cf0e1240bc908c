import { mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { BuildAnalysis } from '../../src/upload-api/uploads/analyze-build.js';
import { storeBuild } from '../../src/upload-api/records/builds.js';
import { openUploadDatabase } from '../../src/upload-api/records/database.js';
import { insertGame } from '../../src/upload-api/records/games.js';

// The guarantee behind "exactly one 201": the unique index, even when both uploads passed the
// early version check (which this test skips on purpose by calling storeBuild directly).
const dataDir = mkdtempSync(join(tmpdir(), 'store-build-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const analysis: BuildAnalysis = {
  file_count: 1,
  total_uncompressed_bytes: 10,
  compression: 'deflate',
  largest_file_bytes: 10,
  largest_file_name: 'index.html',
  index_html: 'index.html',
  deeper_index_html: [],
  sdk_marker_file: 'index.html',
  platform_sdk_files: [],
};

it('lets the unique index refuse a second build of one version with VERSION_EXISTS, keeping nothing of it', () => {
  const db = openUploadDatabase(dataDir);
  const now = new Date('2026-11-21T08:00:00.000Z');
  const game = insertGame(db, 'acme', { name: 'Orbit', description: null, engine: null, category: null, tags: [], orientation: 'both' }, now);
  const upload = (name: string) => {
    const tempPath = join(dataDir, name);
    writeFileSync(tempPath, 'zip bytes');
    return { version: '1.0.0', notes: '', filename: 'b.zip', size: 9, tempPath, analysis };
  };
  const first = storeBuild(db, dataDir, game, upload('first.zip'), now);
  expect(first.version).toBe('1.0.0');
  expect(() => storeBuild(db, dataDir, game, upload('second.zip'), now)).toThrow(expect.objectContaining({ code: 'VERSION_EXISTS', status: 409 }));
  // The loser's file was not moved into place and no row, effect or notification was written.
  expect(existsSync(join(dataDir, 'second.zip'))).toBe(true);
  expect((db.prepare('SELECT COUNT(*) AS n FROM builds').get() as { n: number }).n).toBe(1);
  expect((db.prepare('SELECT COUNT(*) AS n FROM notifications').get() as { n: number }).n).toBe(1);
  // Builds without a version (dashboard uploads) never collide with each other or with versions.
  db.prepare("INSERT INTO builds (id, game_id, version, original_filename, original_size_bytes, status, notes, created_at, analysis, inspector_bundle) VALUES ('m1', ?, NULL, 'a.zip', 1, 'uploaded', '', '', '{}', ''), ('m2', ?, NULL, 'b.zip', 1, 'uploaded', '', '', '{}', '')").run(game.id, game.id);
  expect((db.prepare('SELECT COUNT(*) AS n FROM builds').get() as { n: number }).n).toBe(3);
  db.close();
});
