import type { Runtime } from '../runtime/runtime.js';
import { notOfferedModule } from './not-offered.js';

/** One of the player's friends on the platform. */
export interface Friend {
  /** The friend's stable player id. */
  playerId: string;
  /** Display name, or null. */
  name: string | null;
  /** Picture URL, or null. */
  photoUrl: string | null;
}

/** The player's friends. Not offered on the partner platform: isSupported() is false and calls reject FEATURE_NOT_SUPPORTED. */
export interface FriendsModule {
  /** Whether the active platform offers this module; false before initialisation. */
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
