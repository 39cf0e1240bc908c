import { createStore, get, set, type UseStore } from 'idb-keyval';
import type { PlatformAdapter, PlatformDefinition } from '../../port/adapter.js';
import type { Player } from '../../types/values.js';
import { createLocalStorage, type ExitJournal } from './local-storage.js';

const PLAYER_ID_KEY = 'player-id';

/**
 * The local fallback, active when no `sdk_platform` is given: works offline and says so. One guest
 * player with a stable id, data in this browser's IndexedDB, and nothing else: every other
 * feature answers isSupported() false, so a game sees exactly what it would not get.
 */
export const localPlatform: PlatformDefinition = {
  id: 'local',
  create: () => createLocalAdapter(),
};

/** Makes a local fallback adapter; `store` and the exit `journal` are injectable for tests. */
export function createLocalAdapter(store: UseStore = createStore('gamesdk-local', 'player'), journal?: ExitJournal | null): PlatformAdapter {
  let player: Player = { id: '', mode: 'lite', name: null, photo: null };
  const storage = createLocalStorage(store, journal);

  return {
    id: 'local',
    description: 'offline fallback: one guest player, data kept in this browser only (add ?sdk_platform=<id> to test a platform)',
    supports: { data: true, player: true, session: true, game: true },
    async initialize() {
      let id = await get<string>(PLAYER_ID_KEY, store);
      if (!id) {
        id = `local-${crypto.randomUUID()}`;
        await set(PLAYER_ID_KEY, id, store);
      }
      player = { ...player, id };
    },
    storage,
    player: { getPlayer: () => player },
    session: { getEntryPointData: () => null },
  };
}
