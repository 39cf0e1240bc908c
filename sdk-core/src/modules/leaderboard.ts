import type { Runtime } from '../lib/runtime.js';
import { notOffered } from './not-offered.js';

/** One row of a leaderboard. */
export interface LeaderboardEntry {
  playerId: string;
  name: string | null;
  score: number;
  rank: number;
}

/** Leaderboards. Not offered on the partner platform: isSupported() is false and calls reject FEATURE_NOT_SUPPORTED. */
export interface LeaderboardModule {
  isSupported(): boolean;
  submitScoreAsync(leaderboard: string, score: number, extraData?: string): Promise<LeaderboardEntry>;
  getEntriesAsync(leaderboard: string, count?: number, offset?: number): Promise<LeaderboardEntry[]>;
  getPlayerEntryAsync(leaderboard: string): Promise<LeaderboardEntry | null>;
}

export function createLeaderboardModule(runtime: Runtime): LeaderboardModule {
  return {
    isSupported: () => runtime.supports('leaderboard'),
    submitScoreAsync: notOffered(runtime, 'leaderboard.submitScoreAsync'),
    getEntriesAsync: notOffered(runtime, 'leaderboard.getEntriesAsync'),
    getPlayerEntryAsync: notOffered(runtime, 'leaderboard.getPlayerEntryAsync'),
  };
}
