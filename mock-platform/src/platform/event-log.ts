// The event log, bounded: a mock left running for a day of play, or a page that sends thousands of
// requests, must not grow the process without end, nor make each checklist poll (which judges
// the whole log, twice a second from the shell) slower and slower for the platform calls waiting
// behind it. Past MAX_LOG_ENTRIES the oldest entries are dropped, LOG_TRIM_ENTRIES at a time so
// that appending stays cheap; entry numbers (`seq`) go on counting.
import type { EventLogEntry } from '../types.js';

/** Most entries the event log holds; the oldest go first. */
export const MAX_LOG_ENTRIES = 5_000;

/** How many of the oldest entries go at once when the log is full. */
export const LOG_TRIM_ENTRIES = 500;

/** The log's entries, oldest first, at most MAX_LOG_ENTRIES of them. */
export class EventLog {
  private readonly kept: EventLogEntry[] = [];
  private last = 0;

  /** The entries kept, oldest first (entry numbers are consecutive). */
  get entries(): readonly EventLogEntry[] {
    return this.kept;
  }

  /** The number of the newest entry ever appended (0 when none was). */
  get lastSeq(): number {
    return this.last;
  }

  /** Appends an entry, numbering it; drops the oldest when the log is full. */
  append(entry: Omit<EventLogEntry, 'seq'>): EventLogEntry {
    const numbered = { seq: ++this.last, ...entry } as EventLogEntry;
    this.kept.push(numbered);
    if (this.kept.length > MAX_LOG_ENTRIES) this.kept.splice(0, LOG_TRIM_ENTRIES);
    return numbered;
  }

  /** The entries kept after entry `since`, oldest first. */
  after(since: number): EventLogEntry[] {
    const first = this.kept[0]?.seq ?? this.last + 1;
    return this.kept.slice(Math.max(0, since - first + 1));
  }
}
