// Public types of the launch checklist monitor: what it reads and the report it returns.
import type { EventLogEntry } from '../types.js';

/**
 * `pass`: observed and fine; `finding`: observed and breaking the item; `not-observed`: nothing to
 * judge yet (the evidence says what is awaited and when it can pass); `not-applicable`: the game
 * does not use what the item is about (item 7 for a game that sells no subscription).
 */
export type ChecklistStatus = 'pass' | 'finding' | 'not-observed' | 'not-applicable';

/** One item of the spec's launch checklist, as the mock platform sees it. */
export interface ChecklistItem {
  /** The item's number in the spec's launch checklist, 1 to 11. */
  id: number;
  /** A stable name, such as `first-load` or `prompt-guests-only`. */
  key: ChecklistKey;
  /** The spec's wording of the item. */
  title: string;
  status: ChecklistStatus;
  /** What was observed, one line each, with the event log's `seq` where one applies. */
  evidence: string[];
}

/** Stable names of the 11 items. */
export type ChecklistKey =
  | 'first-load'
  | 'guest-progress'
  | 'one-prompt'
  | 'prompt-guests-only'
  | 'notifications'
  | 'purchases-recovered'
  | 'held-subscription'
  | 'save-on-exit'
  | 'no-external-links'
  | 'relative-paths'
  | 'guest-errors';

/** What `GET /__mock/api/checklist` answers. */
export interface ChecklistReport {
  /** ISO 8601 time the report was made. */
  generatedAt: string;
  /** The last event log entry the report read. */
  lastSeq: number;
  /** How many items have status `finding`. */
  findings: number;
  items: ChecklistItem[];
}

/** A pending purchase as the monitor needs it. */
export interface ChecklistPurchase {
  productId: string;
  purchaseToken: string;
  /** ISO 8601. */
  purchasedAt: string;
}

/** A player as the monitor needs them: purchases seeded by the control surface are not in the log. */
export interface ChecklistPlayer {
  id: string;
  /** Unconsumed purchases, oldest first. */
  pendingPurchases: ChecklistPurchase[];
}

/** Everything the monitor judges: the event log and the players' pending purchases as they are now. */
export interface ChecklistInput {
  log: readonly EventLogEntry[];
  players: readonly ChecklistPlayer[];
  /** The time of judging; waits such as "a save within 5 s of exit" are measured to it. */
  now: Date;
  /** Judge only what was logged after this seq (earlier entries still tell who was registered). Default 0. */
  since?: number;
  /** The team's platform settings as they are now: the automatic login reminders. Absent, only reminders the log shows are judged. */
  settings?: { loginReminders: boolean };
}
