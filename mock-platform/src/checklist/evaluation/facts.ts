// What the rules read out of the event log: page sessions with their start, readiness and exit
// events, whether a player was registered at a point of the log, and the page's error reports.
import type { EventLogEntry } from '../../types.js';
import type { ChecklistInput, ChecklistPlayer } from '../types.js';
import { START_UP_GRACE_MS } from './limits.js';
import { storedText } from './stored-values.js';

/** One page session: one `init` of the platform SDK, and everything logged under its id. */
export interface SessionFacts {
  id: string;
  player: string;
  init: EventLogEntry;
  /** The `gameReady` entry (the game called startGameAsync), or null. */
  ready: EventLogEntry | null;
  /** The `sentHome` entry (Manual loading mode: no progress call in time), or null. */
  sentHome: EventLogEntry | null;
  /** Every entry of the session, in log order (init included). */
  entries: EventLogEntry[];
}

/** An error the page reported as unhandled (`observed.unhandledError`). */
export interface PageError {
  entry: EventLogEntry;
  code: string;
  /** The SDK call that failed (`notifications.scheduleAsync`), or `''` for a non-SDK error. */
  context: string;
  message: string;
}

/** The event log read once, for every rule. */
export class LogFacts {
  readonly sessions: SessionFacts[] = [];
  /** The entries being judged: those after `input.since`. */
  private readonly judged: EventLogEntry[];
  private readonly players = new Map<string, ChecklistPlayer>();
  /** Player id to the changes of their registration, in log order. */
  private readonly registrations = new Map<string, Array<{ seq: number; registered: boolean }>>();
  // Per-player indexes, so that no rule scans every session or entry once per session: with
  // thousands of page sessions the report stays linear in the log.
  private readonly sessionsOf = new Map<string, SessionFacts[]>();
  private readonly positionOf = new Map<SessionFacts, number>();
  private readonly exitsOf = new Map<string, EventLogEntry[]>();

  constructor(readonly input: ChecklistInput) {
    for (const player of input.players) this.players.set(player.id, player);
    const since = input.since ?? 0;
    this.judged = input.log.filter((entry) => entry.seq > since);
    for (const entry of input.log) this.noteRegistration(entry);
    const byId = new Map<string, SessionFacts>();
    for (const entry of this.judged) {
      if (entry.call === 'event.exit' && entry.player !== null) {
        const exits = this.exitsOf.get(entry.player) ?? [];
        exits.push(entry);
        this.exitsOf.set(entry.player, exits);
      }
      if (!entry.session) continue;
      let session = byId.get(entry.session);
      if (!session && entry.call === 'init') {
        session = { id: entry.session, player: entry.player ?? '', init: entry, ready: null, sentHome: null, entries: [] };
        byId.set(entry.session, session);
        this.sessions.push(session);
        const own = this.sessionsOf.get(session.player) ?? [];
        this.positionOf.set(session, own.push(session) - 1);
        this.sessionsOf.set(session.player, own);
      }
      if (!session) continue;
      session.entries.push(entry);
      if (entry.call === 'gameReady' && entry.outcome === 'ok' && !session.ready) session.ready = entry;
      if (entry.call === 'sentHome' && !session.sentHome) session.sentHome = entry;
    }
  }

  /** Judged entries whose call is one of `calls`. */
  entries(...calls: string[]): EventLogEntry[] {
    return this.judged.filter((entry) => calls.includes(entry.call));
  }

  /**
   * Whether `player` was registered when entry `seq` was logged. Players start as guests; a
   * completed registration prompt or the control surface's setPlayer changes that.
   */
  registeredAt(player: string | null, seq: number): boolean {
    const changes = (player && this.registrations.get(player)) || [];
    return changes.filter((change) => change.seq < seq).at(-1)?.registered ?? false;
  }

  private noteRegistration(entry: EventLogEntry): void {
    let change: { player: string | null; registered: boolean } | null = null;
    if (entry.call === 'registrationClosed' && entry.outcome === 'registered') change = { player: entry.player, registered: true };
    if (entry.call === 'control.setPlayer') change = { player: storedText(entry.args.id), registered: entry.args.registered === true };
    if (!change?.player) return;
    const changes = this.registrations.get(change.player) ?? [];
    changes.push({ seq: entry.seq, registered: change.registered });
    this.registrations.set(change.player, changes);
  }

  /** The player as the state holds them now. */
  player(id: string): ChecklistPlayer | undefined {
    return this.players.get(id);
  }

  /** Whether the session was a registered player's from its start. */
  registeredSession(session: SessionFacts): boolean {
    return this.registeredAt(session.player, session.init.seq);
  }

  /**
   * Where `session` is in its start-up: `loading` until startGameAsync; `starting` until it
   * received exitRequested or START_UP_GRACE_MS passed (`settled`, when start-up work is judged);
   * `cut-short` when a later session of the same player began first (a reload, such as the one
   * after registration), which leaves its start-up unjudged.
   */
  phase(session: SessionFacts): 'loading' | 'starting' | 'settled' | 'cut-short' {
    if (!session.ready) return 'loading';
    const exit = this.exitsAfter(session.player, session.ready.seq)[0];
    const graceEnd = Date.parse(session.ready.at) + START_UP_GRACE_MS;
    const settledAt = Math.min(exit ? Date.parse(exit.at) : Infinity, graceEnd);
    if (this.replacedAt(session) < settledAt) return 'cut-short';
    return settledAt <= this.input.now.getTime() ? 'settled' : 'starting';
  }

  /** When the next page session of the same player began (a reload), or Infinity. */
  replacedAt(session: SessionFacts): number {
    const next = this.sessionsOf.get(session.player)?.[(this.positionOf.get(session) ?? Infinity) + 1];
    return next ? Date.parse(next.init.at) : Infinity;
  }

  /**
   * exitRequested sent while `player` was the current player, after entry `seq`. The platform
   * sends events to every open page of the player, so an exit is the player's, not one session's.
   */
  exitsAfter(player: string, seq: number): EventLogEntry[] {
    return (this.exitsOf.get(player) ?? []).filter((entry) => entry.seq > seq);
  }

  /** The player's latest session that called startGameAsync, or undefined. */
  latestReady(player: string): SessionFacts | undefined {
    return (this.sessionsOf.get(player) ?? []).filter((session) => session.ready).at(-1);
  }

  /** The errors the page reported as unhandled. */
  pageErrors(): PageError[] {
    return this.entries('observed.unhandledError').map((entry) => ({
      entry,
      code: storedText(entry.args.code),
      context: storedText(entry.args.context),
      message: storedText(entry.args.message),
    }));
  }
}

/** `#12` style reference to a log entry, for evidence lines. */
export const ref = (entry: EventLogEntry) => `#${entry.seq}`;
