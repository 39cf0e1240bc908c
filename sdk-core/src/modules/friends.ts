import type { Runtime } from '../runtime/runtime.js';
import { notOfferedModule } from './not-offered.js';
import type { Friend } from '../types/values.js';

// The value type is generated with the others (sdk-core/api/values.json); kept exported from here.
export type { Friend };

/** The player's friends. Not offered on the partner platform: isSupported() is false and calls reject FEATURE_NOT_SUPPORTED. */
export interface FriendsModule {
  /** Whether friends are offered. */
  isSupported(): boolean;
  /**
   * The player's friends who play this game.
   * @example if (Sdk.friends.isSupported()) showFriends(await Sdk.friends.getFriendsAsync());
   */
  getFriendsAsync(): Promise<Friend[]>;
}

export function createFriendsModule(runtime: Runtime): FriendsModule {
  return notOfferedModule<FriendsModule>(runtime, 'friends', ['getFriendsAsync']);
}
