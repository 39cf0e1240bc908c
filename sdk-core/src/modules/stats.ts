import type { Runtime } from '../lib/runtime.js';
import { notOffered } from './not-offered.js';

/** Numeric player statistics. */
export type Stats = Record<string, number>;

/** Stats. Not offered on the partner platform: isSupported() is false and calls reject FEATURE_NOT_SUPPORTED. */
export interface StatsModule {
  isSupported(): boolean;
  getStatsAsync(keys?: string[]): Promise<Stats>;
  postStatsAsync(stats: Stats): Promise<void>;
  incrementStatsAsync(increments: Stats): Promise<Stats>;
}

export function createStatsModule(runtime: Runtime): StatsModule {
  return {
    isSupported: () => runtime.supports('stats'),
    getStatsAsync: notOffered(runtime, 'stats.getStatsAsync'),
    postStatsAsync: notOffered(runtime, 'stats.postStatsAsync'),
    incrementStatsAsync: notOffered(runtime, 'stats.incrementStatsAsync'),
  };
}
