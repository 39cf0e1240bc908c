import type { Runtime } from '../runtime/runtime.js';
import { notOfferedModule } from './not-offered.js';
import type { LeaderboardEntry } from '../types/values.js';

// The value type is generated with the others (sdk-core/api/values.json); kept exported from here.
export type { LeaderboardEntry };

/** Leaderboards. Not offered on the partner platform: isSupported() is false and calls reject FEATURE_NOT_SUPPORTED. */
export interface LeaderboardModule {
  /** Whether leaderboards are offered. */
  isSupported(): boolean;
  /** Submits a score to `leaderboard`; completes with the player's entry. */
  submitScoreAsync(leaderboard: string, score: number, extraData?: string): Promise<LeaderboardEntry>;
  /** Up to `count` entries of `leaderboard` from `offset`. */
  getEntriesAsync(leaderboard: string, count?: number, offset?: number): Promise<LeaderboardEntry[]>;
  /** The player's entry in `leaderboard`, or null. */
  getPlayerEntryAsync(leaderboard: string): Promise<LeaderboardEntry | null>;
}

export function createLeaderboardModule(runtime: Runtime): LeaderboardModule {
  return notOfferedModule<LeaderboardModule>(runtime, 'leaderboard', ['submitScoreAsync', 'getEntriesAsync', 'getPlayerEntryAsync']);
}
