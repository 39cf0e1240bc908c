import type { Runtime } from '../runtime/runtime.js';
import { notOfferedModule } from './not-offered.js';

/** Numeric player statistics. */
export type Stats = Record<string, number>;

/** Stats. Not offered on the partner platform: isSupported() is false and calls reject FEATURE_NOT_SUPPORTED. */
export interface StatsModule {
  /** Whether stats are offered. */
  isSupported(): boolean;
  /** The player's stats, all or those named in `keys`. */
  getStatsAsync(keys?: string[]): Promise<Stats>;
  /** Sets values. */
  postStatsAsync(stats: Stats): Promise<void>;
  /** Adds to the named stats; completes with the new values. */
  incrementStatsAsync(increments: Stats): Promise<Stats>;
}

export function createStatsModule(runtime: Runtime): StatsModule {
  return notOfferedModule<StatsModule>(runtime, 'stats', ['getStatsAsync', 'postStatsAsync', 'incrementStatsAsync']);
}
