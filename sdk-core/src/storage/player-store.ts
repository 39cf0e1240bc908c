import type { PlayerStorage } from '../port/adapter.js';
import type { JsonValue, PlayerData } from '../types/values.js';
import type { Logger } from '../runtime/logger.js';
import { SkippedWriteWarnings } from './skipped-write-warnings.js';
import { utf8Length } from './utf8.js';
import { isSdkError } from '../errors/sdk-error.js';

/** Outcome of a write request to the store. */
export type WriteOutcome = 'accepted' | 'over-limit';

/** Outcome of a flush: stored, or the error of the write that failed and whether it will be retried. */
export type FlushOutcome = { stored: true } | { stored: false; error: unknown; retried: boolean };

// Answers in which the platform refuses the data itself: sending the same record again would be
// refused again, so such a write is dropped instead of retried.
const REFUSALS: ReadonlySet<string> = new Set(['INVALID_PARAM', 'DATA_LIMIT_EXCEEDED']);
const isRefusal = (error: unknown) => isSdkError(error) && REFUSALS.has(error.code);

/**
 * The one player store behind `data.*` and `player.getDataAsync/setDataAsync`: an in-memory
 * copy loaded once, a serial write queue, and coalesced writes (every change made in one tick
 * becomes one platform write). The size of the JSON form is kept per entry so that a write is
 * checked against the limit without serialising the whole record.
 *
 * A write the platform refuses (INVALID_PARAM, DATA_LIMIT_EXCEEDED) is dropped, never retried:
 * the keys it changed go back to what the platform holds (changes made after it stay and are
 * written next), and its callers get the refusal. A write that fails otherwise (network, timeout)
 * stays pending and is retried on the next flush.
 */
export class PlayerStore {
  private data: PlayerData = {};
  private entryBytes = new Map<string, number>();
  private totalBytes = 2; // "{}"
  private dirty = false;
  private scheduled = false;
  private inFlight: Promise<FlushOutcome> | null = null;
  private waiters: Array<(outcome: FlushOutcome) => void> = [];
  /** The record as the platform holds it: loaded, then each record it stored. */
  private confirmed: PlayerData = {};
  /** Keys changed since the last write began, which a refused write must not revert. */
  private changedKeys = new Set<string>();
  private readonly skippedWrites: SkippedWriteWarnings;

  constructor(
    private readonly storage: PlayerStorage,
    private readonly logger: Logger,
  ) {
    this.skippedWrites = new SkippedWriteWarnings(logger);
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
    this.confirmed = { ...this.data };
    this.changedKeys.clear();
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
      this.skippedWrites.skipped(
        `player data would reach ${projected} bytes, over the platform's limit of ${this.storage.limitBytes}; the write was skipped and stored data is unchanged`,
      );
      return 'over-limit';
    }
    for (const [key, value] of Object.entries(entries)) {
      this.put(key, value, sizes.get(key));
      this.changedKeys.add(key);
    }
    this.markDirty();
    return 'accepted';
  }

  /** Removes an entry. */
  delete(key: string): void {
    if (!this.remove(key)) return;
    this.changedKeys.add(key);
    this.markDirty();
  }

  /**
   * Starts writing pending changes now, in this tick: the platform write begins before the caller
   * returns, which is what lets a synchronous save in an exitRequested handler reach storage.
   * Resolves true once everything changed so far is stored.
   */
  async flush(): Promise<boolean> {
    return (await this.flushOutcome()).stored;
  }

  /** Like flush, and says why a write was not stored: the platform's error, and whether it is retried. */
  flushOutcome(): Promise<FlushOutcome> {
    const done = new Promise<FlushOutcome>((resolve) => this.waiters.push(resolve));
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
      this.logger.error(`keeping player data at page exit failed: ${error instanceof Error ? error.message : String(error)}`);
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
      this.settle({ stored: true });
      return;
    }
    this.dirty = false;
    const waiters = this.waiters;
    this.waiters = [];
    const record = { ...this.data };
    const batch = this.changedKeys;
    this.changedKeys = new Set();
    this.inFlight = this.storage.save(record).then(
      (): FlushOutcome => {
        this.confirmed = record;
        return { stored: true };
      },
      (error: unknown): FlushOutcome => {
        const reason = error instanceof Error ? error.message : String(error);
        if (isRefusal(error)) {
          this.dropRefused(batch);
          this.logger.error(`the platform refused the player data write, which is dropped: ${reason}`);
          return { stored: false, error, retried: false };
        }
        // Keep the change and try again on the next flush: nothing the game saved is dropped.
        for (const key of batch) this.changedKeys.add(key);
        this.dirty = true;
        this.logger.error(`saving player data failed and will be retried: ${reason}`);
        return { stored: false, error, retried: true };
      },
    );
    void this.inFlight.then((outcome) => {
      this.inFlight = null;
      for (const resolve of waiters) resolve(outcome);
      // After a refusal, changes made meanwhile are written at once; after a failure, on the next flush.
      if (this.dirty && (outcome.stored || !outcome.retried)) this.pump();
      else this.settle(outcome);
    });
  }

  /** The keys of a refused write go back to what the platform holds, unless changed again since. */
  private dropRefused(batch: ReadonlySet<string>): void {
    for (const key of batch) {
      if (this.changedKeys.has(key)) continue;
      if (Object.prototype.hasOwnProperty.call(this.confirmed, key)) this.put(key, this.confirmed[key]!);
      else this.remove(key);
    }
  }

  private settle(outcome: FlushOutcome): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve(outcome);
  }

  private remove(key: string): boolean {
    const size = this.entryBytes.get(key);
    if (size === undefined) return false;
    delete this.data[key];
    this.entryBytes.delete(key);
    this.totalBytes -= size + (this.entryBytes.size > 0 ? 1 : 0);
    return true;
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
