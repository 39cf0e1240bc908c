import type { Runtime } from '../runtime/runtime.js';
import { notOfferedModule } from './not-offered.js';
import type { Achievement } from '../types/values.js';

// The value type is generated with the others (sdk-core/api/values.json); kept exported from here.
export type { Achievement };

/** Achievements. Not offered on the partner platform: isSupported() is false and calls reject FEATURE_NOT_SUPPORTED. */
export interface AchievementsModule {
  /** Whether achievements are offered. */
  isSupported(): boolean;
  /** Every achievement with the player's progress. */
  getAchievementsAsync(): Promise<Achievement[]>;
  /** Unlocks the achievement with `achievementId`. */
  unlockAsync(achievementId: string): Promise<void>;
}

export function createAchievementsModule(runtime: Runtime): AchievementsModule {
  return notOfferedModule<AchievementsModule>(runtime, 'achievements', ['getAchievementsAsync', 'unlockAsync']);
}
