import { createStore, get, set, type UseStore } from 'idb-keyval';
import type { PlatformAdapter, PlatformDefinition, PlayerStorage } from '../../port/adapter.js';
import type { Player, PlayerData } from '../../types/values.js';

/** Limit of the local fallback's player data, the same as the partner platform's 1 MB (10^6 bytes). */
export const LOCAL_PLAYER_DATA_LIMIT = 1_000_000;

const PLAYER_ID_KEY = 'player-id';
const DATA_KEY = 'player-data';

/**
 * The local fallback, active when no `sdk_platform` is given: works offline and says so. One guest
 * player with a stable id, data in this browser's IndexedDB, and nothing else: every other
 * feature answers isSupported() false, so a game sees exactly what it would not get.
 */
export const localPlatform: PlatformDefinition = {
  id: 'local',
  create: () => createLocalAdapter(),
};

/** Makes a local fallback adapter; `store` is injectable for tests. */
export function createLocalAdapter(store: UseStore = createStore('gamesdk-local', 'player')): PlatformAdapter {
  let player: Player = { id: '', mode: 'lite', name: null, photo: null };

  const storage: PlayerStorage = {
    limitBytes: LOCAL_PLAYER_DATA_LIMIT,
    load: async () => (await get<PlayerData>(DATA_KEY, store)) ?? {},
    save: (data) => set(DATA_KEY, data, store),
  };

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
