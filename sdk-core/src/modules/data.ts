import type { Runtime } from '../runtime/runtime.js';
import { validateDataKey } from '../validation/data-keys.js';
import { invalid } from '../validation/validate.js';
import { validateWellFormedText } from '../validation/player-data.js';
import { RULE_MESSAGES as say } from '../validation/rules.generated.js';

/** Key-value saves in the player store; follows the player across devices. Guests save too. */
export interface DataModule {
  /** Always true: every platform has a player store. */
  isSupported(): boolean;
  /**
   * The saved string for `key`, or null when there is none. A value saved through
   * `player.setDataAsync` that is not a string comes back as its JSON text.
   * @example const level = Number(Sdk.data.getString('level') ?? '1');
   */
  getString(key: string): string | null;
  /**
   * Saves `value` under `key` at once in memory; the platform write follows within the tick,
   * coalesced with other changes. Past the platform's limit the write is skipped with a warning (every
   * skipped write is reported; a loop's skips are summed up once a second) and stored data is unchanged.
   * Throws SdkError (INVALID_PARAM) for a blank key.
   * @example Sdk.data.setString('level', String(level));
   */
  setString(key: string, value: string): void;
  /**
   * Like `data.setString`, and completes true once stored on the platform, false when the write was
   * refused (over the limit) or failed (it is retried on the next save).
   */
  setStringAsync(key: string, value: string): Promise<boolean>;
  /** Removes `key`. */
  removeKey(key: string): void;
  /** Writes pending changes now; completes true once stored. */
  flushAsync(): Promise<boolean>;
  /** Bytes the player's data uses, and the platform's limit. */
  getUsage(): { usedBytes: number; limitBytes: number };
}

export function createDataModule(runtime: Runtime): DataModule {
  const write = (context: string, key: unknown, value: unknown) => {
    const store = runtime.readyStore(context);
    validateDataKey(context, 'key', key);
    if (typeof value !== 'string') throw invalid(context, say.notAString('value'));
    validateWellFormedText(context, key as string);
    validateWellFormedText(context, value);
    return store.set({ [key as string]: value });
  };
  return {
    isSupported: () => true,
    getString(key) {
      const context = 'data.getString';
      const store = runtime.readyStore(context);
      validateDataKey(context, 'key', key);
      const value = store.get(key);
      if (value === undefined) return null;
      return typeof value === 'string' ? value : JSON.stringify(value);
    },
    setString(key, value) {
      write('data.setString', key, value);
    },
    async setStringAsync(key, value) {
      const context = 'data.setStringAsync';
      if (write(context, key, value) === 'over-limit') return false;
      return runtime.readyStore(context).flush();
    },
    removeKey(key) {
      const context = 'data.removeKey';
      const store = runtime.readyStore(context);
      validateDataKey(context, 'key', key);
      store.delete(key);
    },
    flushAsync: async () => runtime.readyStore('data.flushAsync').flush(),
    getUsage() {
      const store = runtime.readyStore('data.getUsage');
      return { usedBytes: store.usedBytes, limitBytes: store.limitBytes };
    },
  };
}
