import { randomUUID } from 'node:crypto';
import type { UploadDatabase } from './database.js';
import { UploadApiError } from '../routes/errors.js';
import type { GameFields } from './game-fields.js';

/** A game as the API returns it (spec: Resources, Game). */
export interface Game extends GameFields {
  id: string;
  team_id: string;
  created_at: string;
}

interface GameRow extends Omit<Game, 'tags'> {
  tags: string;
}

const COLUMNS = 'id, team_id, name, description, engine, category, tags, orientation, created_at';
const toGame = (row: GameRow): Game => ({ ...row, tags: JSON.parse(row.tags) as string[] });

/** Stores a new game owned by `teamId`. */
export function insertGame(db: UploadDatabase, teamId: string, fields: GameFields, now: Date): Game {
  const game: Game = { id: randomUUID(), team_id: teamId, ...fields, created_at: now.toISOString() };
  db.prepare(
    `INSERT INTO games (${COLUMNS}) VALUES (@id, @team_id, @name, @description, @engine, @category, @tags, @orientation, @created_at)`,
  ).run({ ...game, tags: JSON.stringify(game.tags) });
  return game;
}

/** Reads a game, or undefined when there is none with that id. */
export function findGame(db: UploadDatabase, gameId: string): Game | undefined {
  const row = db.prepare(`SELECT ${COLUMNS} FROM games WHERE id = ?`).get(gameId) as GameRow | undefined;
  return row && toGame(row);
}

/**
 * The game `gameId` when `teamId` owns it. A missing game answers 404 GAME_NOT_FOUND before the
 * ownership check (403 FORBIDDEN), as the README documents.
 */
export function ownedGame(db: UploadDatabase, gameId: string, teamId: string): Game {
  const game = findGame(db, gameId);
  if (!game) throw new UploadApiError('GAME_NOT_FOUND', `no game with id ${gameId}`);
  if (game.team_id !== teamId) throw new UploadApiError('FORBIDDEN', "the API key's team does not own this game");
  return game;
}

/** Changes only the given fields and returns the updated game. */
export function updateGame(db: UploadDatabase, game: Game, changes: Partial<GameFields>): Game {
  const updated: Game = { ...game, ...changes };
  db.prepare(
    'UPDATE games SET name = @name, description = @description, engine = @engine, category = @category, tags = @tags, orientation = @orientation WHERE id = @id',
  ).run({ ...updated, tags: JSON.stringify(updated.tags) });
  return updated;
}

/** The games of one team, for its dashboard. */
export function listGames(db: UploadDatabase, teamId: string): Game[] {
  return (db.prepare(`SELECT ${COLUMNS} FROM games WHERE team_id = ? ORDER BY created_at DESC`).all(teamId) as GameRow[]).map(toGame);
}
