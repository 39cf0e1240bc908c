// The game's player saves: one JSON file per player, written atomically (temp file, fsync,
// rename), so an item and the purchaseToken that paid for it are always saved together or not at
// all. Updates of one player run one at a time, so "is this token in the save?" and the write
// that adds it cannot interleave with another request for the same purchase.
import { mkdir, open, readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * @typedef {object} PlayerSave
 * @property {Record<string, number>} items            Item counts, e.g. `{ seeds: 10 }`.
 * @property {string[]} grantedPurchases               purchaseTokens already granted into this save.
 */

/** @returns {PlayerSave} */
const emptySave = () => ({ items: {}, grantedPurchases: [] });

/**
 * Opens a save store in a folder (created when missing).
 * @param {string} dir
 * @example
 * const saves = await createSaveStore('.data/game-saves');
 * await saves.update('player-1', (save) => ({ ...save, items: { seeds: 10 } }));
 */
export async function createSaveStore(dir) {
  await mkdir(dir, { recursive: true });
  /** @type {Map<string, Promise<unknown>>} */
  const queues = new Map();
  const fileOf = (playerId) => join(dir, `${encodeURIComponent(playerId)}.json`);

  /** @param {string} playerId @returns {Promise<PlayerSave>} */
  async function load(playerId) {
    try {
      return JSON.parse(await readFile(fileOf(playerId), 'utf8'));
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return emptySave();
      throw error;
    }
  }

  /** @param {string} playerId @param {PlayerSave} save */
  async function write(playerId, save) {
    const file = fileOf(playerId);
    const temp = `${file}.${process.pid}.tmp`;
    const handle = await open(temp, 'w');
    try {
      await handle.writeFile(JSON.stringify(save));
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  }

  return {
    load,
    /**
     * Runs `change` on the player's save and writes its result as one save; calls for one player
     * run in order. `change` returns undefined to leave the save as it is.
     * @template T
     * @param {string} playerId
     * @param {(save: PlayerSave) => { save?: PlayerSave, result: T }} change
     * @returns {Promise<T>}
     */
    update(playerId, change) {
      const previous = queues.get(playerId) ?? Promise.resolve();
      const run = previous.catch(() => {}).then(async () => {
        const outcome = change(await load(playerId));
        if (outcome.save) await write(playerId, outcome.save);
        return outcome.result;
      });
      queues.set(playerId, run);
      void run.finally(() => queues.get(playerId) === run && queues.delete(playerId)).catch(() => {});
      return run;
    },
  };
}
