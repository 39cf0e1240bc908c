import type { Runtime } from '../lib/runtime.js';
import { notOffered } from './not-offered.js';

/** One achievement. */
export interface Achievement {
  id: string;
  name: string;
  unlocked: boolean;
}

/** Achievements. Not offered on the partner platform: isSupported() is false and calls reject FEATURE_NOT_SUPPORTED. */
export interface AchievementsModule {
  isSupported(): boolean;
  getAchievementsAsync(): Promise<Achievement[]>;
  unlockAsync(achievementId: string): Promise<void>;
}

export function createAchievementsModule(runtime: Runtime): AchievementsModule {
  return {
    isSupported: () => runtime.supports('achievements'),
    getAchievementsAsync: notOffered(runtime, 'achievements.getAchievementsAsync'),
    unlockAsync: notOffered(runtime, 'achievements.unlockAsync'),
  };
}
