// The page sessions the platform keeps: started by `init`, ended when the platform sends the
// player home or newer sessions replace them; each has its queue of platform events.
import { randomUUID } from 'node:crypto';
import type { PartnerEventName } from '@gamesdk/adapter-partner';
import type { LoadingMode, MockClock, MockSessionView } from '../types.js';
import { isoTime } from './clock.js';
import { SessionEnded } from './failure.js';
import { silenceReason, silentSeconds, type LoadingWindows, type SentHome } from './loading-screen.js';
import type { SessionRecord } from './records.js';

/** Page sessions the platform keeps at once; older ones expire. */
export const MAX_PAGE_SESSIONS = 200;

/** Appends to the platform's event log. */
export type RecordEvent = (session: string | null, call: string, args: Record<string, unknown>, outcome: string) => void;

/** Every page session, live or ended, up to MAX_PAGE_SESSIONS. */
export class PageSessions {
  private readonly sessions = new Map<string, SessionRecord>();

  constructor(
    private readonly loading: LoadingWindows,
    private readonly record: RecordEvent,
    private readonly clock: Pick<MockClock, 'now'>,
  ) {}

  /** The session with `id`, live or ended. */
  get(id: string): SessionRecord | undefined {
    return this.sessions.get(id);
  }

  /** Starts a page session of `game` for `player`; in Manual loading `mode` its loading window opens. */
  start(game: string, player: string, loadingMode: LoadingMode, pageLoad: string | null = null): SessionRecord {
    const session: SessionRecord = {
      id: randomUUID(),
      player,
      game,
      startedAt: isoTime(this.clock),
      readyAt: null,
      loadingMode,
      pageLoad,
      sentHome: null,
      ended: new AbortController(),
      queue: [],
      listeners: new Set(),
    };
    this.sessions.set(session.id, session);
    this.loading.start(session, pageLoad);
    this.expireOldest();
    return session;
  }

  /**
   * Keeps at most MAX_PAGE_SESSIONS: past that the oldest is ended (its held calls fail, its
   * event poll ends) and forgotten, so a flood of `init` calls cannot grow memory or the views.
   */
  private expireOldest(): void {
    for (const [id, oldest] of this.sessions) {
      if (this.sessions.size <= MAX_PAGE_SESSIONS) return;
      this.loading.end(oldest);
      oldest.queue.length = 0;
      for (const deliver of oldest.listeners) deliver([]);
      oldest.listeners.clear();
      oldest.ended.abort(new SessionEnded('the page session expired: newer sessions replaced it'));
      this.sessions.delete(id);
    }
  }

  /** What the control surface shows of each session. */
  views(): MockSessionView[] {
    // Everything but the live parts, copied so a view never changes under its reader.
    return [...this.sessions.values()].map(({ ended: _ended, queue: _queue, listeners: _listeners, sentHome, ...view }) => ({ ...view, sentHome: sentHome && { ...sentHome } }));
  }

  /** Sessions the platform has not ended. */
  live(): SessionRecord[] {
    return [...this.sessions.values()].filter((session) => !session.ended.signal.aborted);
  }

  /**
   * Sends the player of `session` home (Manual loading mode, no progress call in time): logs it,
   * ends the session so its held calls and event polls fail and its decisions are withdrawn. The
   * shell takes the page away.
   */
  sendHome(session: SessionRecord, why: SentHome): void {
    if (session.ended.signal.aborted) return;
    this.loading.end(session);
    const reason = silenceReason(why.silentMs);
    session.sentHome = { at: isoTime(this.clock), reason, silentSeconds: silentSeconds(why.silentMs) };
    this.record(session.id, 'sentHome', { reason, silentSeconds: silentSeconds(why.silentMs), windowSeconds: this.loading.silenceMs / 1000, lastProgress: why.lastProgress }, 'sent home');
    session.queue.length = 0;
    session.ended.abort(new SessionEnded(`the platform sent the player home: ${reason}`));
  }

  /** Sends a platform event to every live session; answers how many got it. */
  broadcast(event: PartnerEventName): number {
    const live = this.live();
    for (const session of live) {
      session.queue.push(event);
      if (session.listeners.size === 0) continue;
      const events = session.queue.splice(0);
      for (const deliver of session.listeners) deliver(events);
      session.listeners.clear();
    }
    return live.length;
  }

  /** Ends every event poll (server closing). */
  close(): void {
    for (const session of this.sessions.values()) {
      for (const deliver of session.listeners) deliver([]);
      session.listeners.clear();
    }
  }
}
