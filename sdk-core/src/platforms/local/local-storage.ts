import { get, set, type UseStore } from 'idb-keyval';
import type { PlayerStorage } from '../../port/adapter.js';
import type { PlayerData } from '../../types/values.js';
import { PLAYER_DATA_LIMIT_BYTES } from '../../validation/rules.generated.js';

/** Limit of the local fallback's player data, the same as the partner platform's 1 MB (10^6 bytes). */
export const LOCAL_PLAYER_DATA_LIMIT = PLAYER_DATA_LIMIT_BYTES;

const DATA_KEY = 'player-data';
const JOURNAL_KEY = 'gamesdk-local:player-data-at-exit';

/** The synchronous keeper used at page exit: localStorage, when the page may use it. */
export type ExitJournal = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The local fallback's player data: IndexedDB (idb-keyval) for every write, and a localStorage
 * journal for the one moment IndexedDB cannot be trusted, a page that goes away while a write is
 * unfinished (the browser may abort the transaction). The next load takes the journal, stores it
 * in IndexedDB and drops it; a save that started after the journal was written drops it too.
 */
export function createLocalStorage(store: UseStore, journal: ExitJournal | null = pageJournal()): PlayerStorage {
  // Counts journal writes, so a save that was already running when one happened leaves it alone.
  let journalWrites = 0;
  const dropJournal = () => journal?.removeItem(JOURNAL_KEY);
  return {
    limitBytes: LOCAL_PLAYER_DATA_LIMIT,
    async load() {
      const kept = journal?.getItem(JOURNAL_KEY);
      if (!kept) return (await get<PlayerData>(DATA_KEY, store)) ?? {};
      const data = JSON.parse(kept) as PlayerData;
      await set(DATA_KEY, data, store);
      dropJournal();
      return data;
    },
    async save(data) {
      const writesBefore = journalWrites;
      await set(DATA_KEY, data, store);
      if (journalWrites === writesBefore) dropJournal();
    },
    saveBeforeUnload(data) {
      if (!journal) return;
      journalWrites++;
      journal.setItem(JOURNAL_KEY, JSON.stringify(data));
    },
  };
}

function pageJournal(): ExitJournal | null {
  try {
    return globalThis.localStorage ?? null; // reading it throws in some sandboxed frames
  } catch {
    return null;
  }
}
