import type { PlayerStorage } from '../port/adapter.js';
import type { JsonValue, PlayerData } from '../types/values.js';
import type { Logger } from '../runtime/logger.js';
import { skippedWriteWarnings } from './skipped-write-warnings.js';
import { utf8Length } from './utf8.js';
import { isSdkError, type SdkError } from '../errors/sdk-error.js';
import { errorText } from '../errors/error-text.js';

/** Outcome of a write request to the store. */
export type WriteOutcome = 'accepted' | 'over-limit';

/**
 * Whether a failed write was the platform refusing the data itself (INVALID_PARAM,
 * DATA_LIMIT_EXCEEDED): sending the same record again would be refused again, so such a write is
 * dropped instead of retried.
 */
export const isRefusal = (error: unknown): error is SdkError => isSdkError(error) && (error.code === 'INVALID_PARAM' || error.code === 'DATA_LIMIT_EXCEEDED');

/**
 * The one player store behind `data.*` and `player.getDataAsync/setDataAsync`: an in-memory
 * copy loaded once, a serial write queue, and coalesced writes (every change made in one tick
 * becomes one platform write). The size of the JSON form is kept per entry so that a write is
 * checked against the limit without serialising the whole record.
 *
 * A write the platform refuses is dropped, never retried: the keys it changed go back to what the
 * platform holds (changes made after it began stay, and are written next) and its callers get the
 * refusal. A write that fails otherwise (network, timeout) stays pending for the next flush.
 */
export class PlayerStore {
  private data: PlayerData = {};
  private entryBytes = new Map<string, number>();
  private totalBytes = 2; // "{}"
  private dirty = false;
  private scheduled = false;
  // Each flush resolves with undefined once stored, or with the error of the write that failed.
  private inFlight: Promise<unknown> | null = null;
  private waiters: Array<(error: unknown) => void> = [];
  /** The record as the platform holds it: loaded, then each record it stored. */
  private confirmed: PlayerData = {};
  /** Reports one skipped write to the console, a save loop's skips summed up. */
  private readonly skipped: (message: string) => void;

  constructor(
    private readonly storage: PlayerStorage,
    private readonly logger: Logger,
  ) {
    this.skipped = skippedWriteWarnings(logger);
  }

  /** Bytes used by the JSON form of the player's data. */
  get usedBytes(): number {
    return this.totalBytes;
  }

  get limitBytes(): number {
    return this.storage.limitBytes;
  }

  async load(): Promise<void> {
    const loaded = await this.storage.load();
    this.data = {};
    this.entryBytes.clear();
    this.totalBytes = 2;
    for (const [key, value] of Object.entries(loaded ?? {})) this.put(key, value);
    this.confirmed = loaded ?? {};
  }

  get(key: string): JsonValue | undefined {
    return Object.prototype.hasOwnProperty.call(this.data, key) ? this.data[key] : undefined;
  }

  /** Sets several entries at once, or none of them when the result would pass the limit. */
  set(entries: PlayerData): WriteOutcome {
    let projected = this.totalBytes;
    const sizes = new Map<string, number>();
    for (const [key, value] of Object.entries(entries)) {
      const size = entrySize(key, value);
      sizes.set(key, size);
      const previous = this.entryBytes.get(key);
      projected += previous === undefined ? size + (projected > 2 ? 1 : 0) : size - previous;
    }
    if (projected > this.storage.limitBytes) {
      this.skipped(
        `player data would reach ${projected} bytes, over the platform's limit of ${this.storage.limitBytes}; the write was skipped and stored data is unchanged`,
      );
      return 'over-limit';
    }
    for (const [key, value] of Object.entries(entries)) this.put(key, value, sizes.get(key));
    this.markDirty();
    return 'accepted';
  }

  /** Removes an entry. */
  delete(key: string): void {
    const size = this.entryBytes.get(key);
    if (size === undefined) return;
    delete this.data[key];
    this.entryBytes.delete(key);
    this.totalBytes -= size + (this.entryBytes.size > 0 ? 1 : 0);
    this.markDirty();
  }

  /**
   * Starts writing pending changes now, in this tick: the platform write begins before the caller
   * returns, which is what lets a synchronous save in an exitRequested handler reach storage.
   * Resolves true once everything changed so far is stored.
   */
  flush(): Promise<boolean> {
    return this.flushError().then((error) => error === undefined);
  }

  /** Like flush, and resolves with the error of the write that failed (undefined once stored). */
  flushError(): Promise<unknown> {
    const done = new Promise<unknown>((resolve) => this.waiters.push(resolve));
    this.pump();
    return done;
  }

  /**
   * The page is going away: starts the write of pending changes, and when a write is still
   * unfinished hands the whole record to the storage's synchronous keeper as well.
   */
  saveBeforeUnload(): void {
    void this.flush();
    if (!this.dirty && !this.inFlight) return;
    try {
      this.storage.saveBeforeUnload?.({ ...this.data });
    } catch (error) {
      this.logger.error(`keeping player data at page exit failed: ${errorText(error)}`);
    }
  }

  private markDirty(): void {
    this.dirty = true;
    if (this.scheduled) return;
    this.scheduled = true;
    queueMicrotask(() => {
      this.scheduled = false;
      this.pump();
    });
  }

  private pump(): void {
    if (this.inFlight) return;
    if (!this.dirty) {
      this.settle(undefined);
      return;
    }
    this.dirty = false;
    const waiters = this.waiters;
    this.waiters = [];
    const record = { ...this.data };
    this.inFlight = this.storage.save(record).then(
      () => void (this.confirmed = record),
      (error: unknown) => {
        const refused = isRefusal(error);
        // Keep a failed change and try again on the next flush: nothing the game saved is lost.
        this.dirty ||= !refused;
        // A refused one is dropped: the keys it changed go back to what the platform holds, unless
        // changed again since it was sent (a key listed twice holds the platform's value the second
        // time; deleting a key the platform never held writes the platform's record once more).
        if (refused) {
          for (const key of [...Object.keys(record), ...Object.keys(this.confirmed)]) {
            if (this.data[key] !== record[key]) continue;
            if (Object.prototype.hasOwnProperty.call(this.confirmed, key)) this.put(key, this.confirmed[key]!);
            else this.delete(key);
          }
        }
        this.logger.error(`saving player data failed${refused ? '' : ' and will be retried'}: ${errorText(error)}`);
        return error ?? null; // never undefined, which reads as stored
      },
    );
    void this.inFlight.then((error) => {
      this.inFlight = null;
      for (const resolve of waiters) resolve(error);
      // After a refusal, changes made meanwhile are written at once; after a failure, on the next flush.
      if (this.dirty && (error === undefined || isRefusal(error))) this.pump();
      else this.settle(error);
    });
  }

  private settle(error: unknown): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve(error);
  }

  private put(key: string, value: JsonValue, size = entrySize(key, value)): void {
    const previous = this.entryBytes.get(key);
    if (previous === undefined) this.totalBytes += size + (this.entryBytes.size > 0 ? 1 : 0);
    else this.totalBytes += size - previous;
    this.entryBytes.set(key, size);
    this.data[key] = value;
  }
}

/** Bytes of `"key":value` in the JSON form of the record. */
function entrySize(key: string, value: JsonValue): number {
  return utf8Length(JSON.stringify(key)) + 1 + utf8Length(JSON.stringify(value));
}
