import 'fake-indexeddb/auto';
import { createStore, get } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { createLocalAdapter, type ExitJournal } from '../src/index.js';

/** An in-memory stand-in for localStorage. */
function memoryJournal(): ExitJournal & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v), removeItem: (k) => void items.delete(k) };
}

let storeCount = 0;
const freshStore = () => createStore(`local-storage-test-${storeCount++}`, 'player');

describe('the local fallback keeps data across an unfinished write at page exit', () => {
  it('the next load takes the journal kept at exit, stores it in IndexedDB and drops it', async () => {
    const store = freshStore();
    const journal = memoryJournal();
    const first = createLocalAdapter(store, journal).storage;
    await first.save({ level: 1 });
    first.saveBeforeUnload!({ level: 2 });
    const second = createLocalAdapter(store, journal).storage;
    await expect(second.load()).resolves.toEqual({ level: 2 });
    expect(journal.items.size).toBe(0);
    await expect(get('player-data', store)).resolves.toEqual({ level: 2 });
  });

  it('a save started after the journal drops it; one already running when it was kept leaves it', async () => {
    const store = freshStore();
    const journal = memoryJournal();
    const storage = createLocalAdapter(store, journal).storage;
    const running = storage.save({ level: 3 });
    storage.saveBeforeUnload!({ level: 4 });
    await running;
    expect(journal.items.size).toBe(1); // the running save holds older data than the journal
    await expect(createLocalAdapter(store, journal).storage.load()).resolves.toEqual({ level: 4 });

    storage.saveBeforeUnload!({ level: 5 }); // a page kept in the back/forward cache comes back...
    await storage.save({ level: 6 }); // ...and saves again: the journal is stale now
    expect(journal.items.size).toBe(0);
    await expect(createLocalAdapter(store, journal).storage.load()).resolves.toEqual({ level: 6 });
  });

  it('without localStorage (a sandboxed frame) it keeps working on IndexedDB alone', async () => {
    const store = freshStore();
    const storage = createLocalAdapter(store, null).storage;
    storage.saveBeforeUnload!({ level: 1 });
    await storage.save({ level: 2 });
    await expect(createLocalAdapter(store, null).storage.load()).resolves.toEqual({ level: 2 });
  });
});
