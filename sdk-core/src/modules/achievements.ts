import type { Runtime } from '../runtime/runtime.js';
import { notOfferedModule } from './not-offered.js';

/** One achievement. */
export interface Achievement {
  /** The achievement's id. */
  id: string;
  /** Display name. */
  name: string;
  /** True once unlocked. */
  unlocked: boolean;
}

/** Achievements. Not offered on the partner platform: isSupported() is false and calls reject FEATURE_NOT_SUPPORTED. */
export interface AchievementsModule {
  /** Whether the active platform offers this module; false before initialisation. */
  isSupported(): boolean;
  /** Every achievement with the player's progress. */
  getAchievementsAsync(): Promise<Achievement[]>;
  /** Unlocks the achievement with `achievementId`. */
  unlockAsync(achievementId: string): Promise<void>;
}

export function createAchievementsModule(runtime: Runtime): AchievementsModule {
  return notOfferedModule<AchievementsModule>(runtime, 'achievements', ['getAchievementsAsync', 'unlockAsync']);
}
