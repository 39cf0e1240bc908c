import { randomUUID } from 'node:crypto';
import { mkdirSync, renameSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { BuildAnalysis } from '../uploads/analyze-build.js';
import type { UploadDatabase } from './database.js';
import { UploadApiError } from '../routes/errors.js';
import type { Game } from './games.js';

/** A build as the upload answers it (spec: Resources, Build), informational fields included. */
export interface Build {
  id: string;
  original_filename: string;
  original_size_bytes: number;
  status: 'uploaded';
  notes: string;
  created_at: string;
  version: string;
  compression: BuildAnalysis['compression'];
  largest_file_bytes: number;
  largest_file_name: string | null;
}

/** A stored build with what the dashboard shows about it. */
export interface StoredBuild extends Omit<Build, 'version' | 'compression' | 'largest_file_bytes' | 'largest_file_name'> {
  game_id: string;
  version: string | null;
  analysis: BuildAnalysis;
  /** Where the Inspector (the mock platform shell) opens the build. */
  inspector_bundle: string;
}

/** A build as stored by an upload: an API upload's answer, or a dashboard upload's (no version). */
export type StoredUpload = Omit<Build, 'version'> & { version: string | null };

/** The new build's validated upload, its zip in a temp file. */
export interface NewBuild {
  /** The API upload's version; null for a dashboard upload. */
  version: string | null;
  notes: string;
  filename: string;
  size: number;
  tempPath: string;
  analysis: BuildAnalysis;
}

/** Where a build's zip lives under the data dir. */
export const buildZipPath = (dataDir: string, gameId: string, buildId: string): string =>
  join(dataDir, 'builds', gameId, `${buildId}.zip`);

/**
 * The shell URL that opens a build (served by the upload API's /uploads route) on the partner
 * platform, launched as the platform launches it (its pages declare the platform).
 */
export const inspectorUrl = (gameId: string, buildId: string): string =>
  `/shell/?game=${encodeURIComponent(`/uploads/${gameId}/${buildId}/index.html`)}`;

/** Whether the game already has a build with this version (checked again by the unique index). */
export function versionExists(db: UploadDatabase, gameId: string, version: string): boolean {
  return db.prepare('SELECT 1 FROM builds WHERE game_id = ? AND version = ?').get(gameId, version) !== undefined;
}

/**
 * Stores the build and its post-upload effects in one transaction: the build row, the Inspector
 * bundle, the onboarding stage, the invalidated QA pass and the team notification. The unique
 * index on (game_id, version) decides concurrent uploads of one version: the loser gets 409 and
 * nothing of it is kept.
 */
export function storeBuild(db: UploadDatabase, dataDir: string, game: Game, upload: NewBuild, now: Date): StoredUpload {
  const id = randomUUID();
  const created_at = now.toISOString();
  const target = buildZipPath(dataDir, game.id, id);
  const store = db.transaction(() => {
    db.prepare(
      `INSERT INTO builds (id, game_id, version, original_filename, original_size_bytes, status, notes, created_at, analysis, inspector_bundle)
       VALUES (?, ?, ?, ?, ?, 'uploaded', ?, ?, ?, ?)`,
    ).run(id, game.id, upload.version, upload.filename, upload.size, upload.notes, created_at, JSON.stringify(upload.analysis), inspectorUrl(game.id, id));
    // Stage 3 (test in the Inspector) is where an uploaded build leaves the game; a new build
    // invalidates any earlier QA pass, so a game that had reached Stage 4 goes back to 3.
    db.prepare('UPDATE games SET onboarding_stage = 3, qa_passed_build_id = NULL WHERE id = ?').run(game.id);
    db.prepare('INSERT INTO notifications (team_id, game_id, build_id, message, notes, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
      game.team_id,
      game.id,
      id,
      upload.version === null ? `New build (dashboard upload) of ${game.name} uploaded` : `New build ${upload.version} of ${game.name} uploaded`,
      upload.notes,
      created_at,
    );
    mkdirSync(dirname(target), { recursive: true });
    renameSync(upload.tempPath, target);
  });
  try {
    store();
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE' && upload.version !== null) throw versionExistsError(upload.version);
    throw error;
  }
  const { analysis } = upload;
  return {
    id,
    original_filename: upload.filename,
    original_size_bytes: upload.size,
    status: 'uploaded',
    notes: upload.notes,
    created_at,
    version: upload.version,
    compression: analysis.compression,
    largest_file_bytes: analysis.largest_file_bytes,
    largest_file_name: analysis.largest_file_name,
  };
}

/** The 409 answer for a version the game already has. */
export const versionExistsError = (version: string): UploadApiError =>
  new UploadApiError('VERSION_EXISTS', `the game already has a build with version ${JSON.stringify(version)}`);

interface BuildRow extends Omit<StoredBuild, 'analysis'> {
  analysis: string;
}

const BUILD_COLUMNS =
  'id, game_id, version, original_filename, original_size_bytes, status, notes, created_at, analysis, inspector_bundle';
const toStoredBuild = (row: BuildRow): StoredBuild => ({ ...row, analysis: JSON.parse(row.analysis) as BuildAnalysis });

/** A game's builds, newest first, for the dashboard. */
export function listBuilds(db: UploadDatabase, gameId: string): StoredBuild[] {
  const rows = db.prepare(`SELECT ${BUILD_COLUMNS} FROM builds WHERE game_id = ? ORDER BY created_at DESC, rowid DESC`).all(gameId);
  return (rows as BuildRow[]).map(toStoredBuild);
}

/** One stored build of a game, or undefined. */
export function findBuild(db: UploadDatabase, gameId: string, buildId: string): StoredBuild | undefined {
  const row = db.prepare(`SELECT ${BUILD_COLUMNS} FROM builds WHERE game_id = ? AND id = ?`).get(gameId, buildId);
  return row ? toStoredBuild(row as BuildRow) : undefined;
}
