import type { PlayerStorage } from '../port/adapter.js';
import type { JsonValue, PlayerData } from '../types/values.js';
import type { Logger } from '../runtime/logger.js';
import { SkippedWriteWarnings } from './skipped-write-warnings.js';
import { utf8Length } from './utf8.js';

/** Outcome of a write request to the store. */
export type WriteOutcome = 'accepted' | 'over-limit';

/**
 * The one player store behind `data.*` and `player.getDataAsync/setDataAsync`: an in-memory
 * copy loaded once, a serial write queue, and coalesced writes (every change made in one tick
 * becomes one platform write). The size of the JSON form is kept per entry so that a write is
 * checked against the limit without serialising the whole record.
 */
export class PlayerStore {
  private data: PlayerData = {};
  private entryBytes = new Map<string, number>();
  private totalBytes = 2; // "{}"
  private dirty = false;
  private scheduled = false;
  private inFlight: Promise<boolean> | null = null;
  private waiters: Array<(ok: boolean) => void> = [];
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
    const done = new Promise<boolean>((resolve) => this.waiters.push(resolve));
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
      this.settle(true);
      return;
    }
    this.dirty = false;
    const waiters = this.waiters;
    this.waiters = [];
    this.inFlight = this.storage.save({ ...this.data }).then(
      () => true,
      (error: unknown) => {
        // Keep the change and try again on the next flush: nothing the game saved is dropped.
        this.dirty = true;
        this.logger.error(`saving player data failed and will be retried: ${error instanceof Error ? error.message : String(error)}`);
        return false;
      },
    );
    void this.inFlight.then((ok) => {
      this.inFlight = null;
      for (const resolve of waiters) resolve(ok);
      if (this.dirty && ok) this.pump();
      else this.settle(ok);
    });
  }

  private settle(ok: boolean): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve(ok);
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
