import type { Runtime } from '../lib/runtime.js';
import { notOffered } from './not-offered.js';

/** One tournament. */
export interface Tournament {
  id: string;
  title: string | null;
  /** When it ends, ISO 8601. */
  endTime: string;
}

/** Tournaments. Not offered on the partner platform: isSupported() is false and calls reject FEATURE_NOT_SUPPORTED. */
export interface TournamentModule {
  isSupported(): boolean;
  getAllAsync(): Promise<Tournament[]>;
  createAsync(options: { initialScore: number; title?: string }): Promise<Tournament>;
  postScoreAsync(score: number): Promise<void>;
  joinAsync(tournamentId: string): Promise<void>;
  shareAsync(options: { score: number; data?: Record<string, unknown> }): Promise<void>;
}

export function createTournamentModule(runtime: Runtime): TournamentModule {
  return {
    isSupported: () => runtime.supports('tournament'),
    getAllAsync: notOffered(runtime, 'tournament.getAllAsync'),
    createAsync: notOffered(runtime, 'tournament.createAsync'),
    postScoreAsync: notOffered(runtime, 'tournament.postScoreAsync'),
    joinAsync: notOffered(runtime, 'tournament.joinAsync'),
    shareAsync: notOffered(runtime, 'tournament.shareAsync'),
  };
}
