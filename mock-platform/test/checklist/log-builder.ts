// Builds event logs the way the mock platform writes them, on a frozen clock, for rule tests.
import { CHECKLIST, type ChecklistInput, type ChecklistPlayer } from '../../src/checklist/index.js';
import type { EventLogEntry } from '../../src/types.js';

const START = Date.parse('2026-03-01T10:00:00.000Z');

export class LogBuilder {
  readonly log: EventLogEntry[] = [];
  private clock = START;

  /** Appends one entry, `afterMs` after the previous one. */
  add(call: string, options: { session?: string | null; player?: string; args?: Record<string, unknown>; outcome?: string; afterMs?: number } = {}): EventLogEntry {
    this.clock += options.afterMs ?? 100;
    const entry: EventLogEntry = {
      seq: this.log.length + 1,
      at: new Date(this.clock).toISOString(),
      session: options.session === undefined ? 's1' : options.session,
      player: options.player ?? 'p1',
      call,
      args: options.args ?? {},
      outcome: options.outcome ?? 'ok',
    };
    this.log.push(entry);
    return entry;
  }

  /** A page session of `player` that started the game: init, then gameReady. */
  start(session: string, player = 'p1', readyAfterMs = 500): void {
    this.add('init', { session, player, args: { page: '/play/game/' } });
    this.add('gameReady', { session, player, afterMs: readyAfterMs });
  }

  /** The control surface switching the player's registration. */
  setRegistered(player: string, registered: boolean): void {
    this.add('control.setPlayer', { session: null, player, args: { id: player, registered } });
  }

  /** The player's D1 to D7 week, each day with its own copy and an image. */
  scheduleWeek(session: string, player = 'p1', body = (day: number) => `Day ${day}: your crops are ready`): void {
    for (let day = 1; day <= 7; day += 1) {
      const text = body(day);
      this.add('scheduleNotification', { session, player, args: { id: `day-${day}`, title: 't', body: text, bodyLength: [...text].length, day, image: 'data-url:image/png' } });
    }
  }

  /** The page reporting an unhandled SDK error. */
  pageError(session: string, player: string, context: string, code: string, message = 'failed'): void {
    this.add('observed.unhandledError', { session, player, args: { context, code, message }, outcome: 'observed' });
  }

  /** The monitor's input, judged `afterMs` after the last entry. */
  input(afterMs = 0, players: ChecklistPlayer[] = [], since = 0): ChecklistInput {
    return { log: this.log, players, now: new Date(this.clock + afterMs), since };
  }
}

/** The line an item that cannot pass yet ends its evidence with: what it waits for. */
export const awaiting = (key: string): string => CHECKLIST.find((item) => item.key === key)!.awaiting;
