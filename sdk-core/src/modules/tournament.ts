import type { Runtime } from '../runtime/runtime.js';
import { notOfferedModule } from './not-offered.js';
import type { Tournament } from '../types/values.js';

// The value type is generated with the others (sdk-core/api/values.json); kept exported from here.
export type { Tournament };

/** Tournaments. Not offered on the partner platform: isSupported() is false and calls reject FEATURE_NOT_SUPPORTED. */
export interface TournamentModule {
  /** Whether tournaments are offered. */
  isSupported(): boolean;
  /** Tournaments the player takes part in. */
  getAllAsync(): Promise<Tournament[]>;
  /** Starts a tournament with the player's first score. */
  createAsync(options: { initialScore: number; title?: string }): Promise<Tournament>;
  /** Posts a score to the current tournament. */
  postScoreAsync(score: number): Promise<void>;
  /** Joins the tournament with `tournamentId`. */
  joinAsync(tournamentId: string): Promise<void>;
  /** Shares the player's tournament score. */
  shareAsync(options: { score: number; data?: Record<string, unknown> }): Promise<void>;
}

export function createTournamentModule(runtime: Runtime): TournamentModule {
  return notOfferedModule<TournamentModule>(runtime, 'tournament', ['getAllAsync', 'createAsync', 'postScoreAsync', 'joinAsync', 'shareAsync']);
}
