// 5. At least one notification a day for D1 to D7 once the player registers, with images and
// varied copy, bodies at most 100 characters. Bodies the SDK refused before they reached the
// platform show up as the page's unhandled INVALID_PARAM errors of notifications.scheduleAsync.
import type { EventLogEntry } from '../../types.js';
import { ref, type LogFacts, type SessionFacts } from '../evaluation/facts.js';
import { NOTIFICATION_BODY_MAX, REMINDER_DAYS } from '../evaluation/limits.js';
import { verdict, type Verdict } from '../evaluation/verdict.js';
import { storedNumber, storedText } from '../evaluation/stored-values.js';

interface Held {
  entry: EventLogEntry;
  day: number;
  body: string;
  image: unknown;
  session: string | null;
}

export function notifications(facts: LogFacts): Verdict {
  const findings: string[] = [];
  const passes: string[] = [];
  const waiting: string[] = [];
  for (const entry of facts.entries('scheduleNotification')) {
    const length = storedNumber(entry.args.bodyLength);
    if (length > NOTIFICATION_BODY_MAX) findings.push(`notification ${ref(entry)} has a body of ${length} characters (at most ${NOTIFICATION_BODY_MAX})`);
  }
  for (const error of facts.pageErrors()) {
    if (error.context.startsWith('notifications.') && error.code === 'INVALID_PARAM') {
      findings.push(`the SDK refused a notification before it reached the platform (${ref(error.entry)}: ${error.message})`);
    }
  }
  for (const [player, sessions] of registeredSessionsByPlayer(facts)) {
    const held = heldNotifications(facts, player);
    const coverage = judgeWeek(held);
    const label = `player ${player}`;
    if (coverage.length === 0) passes.push(`${label}: D1 to D7 scheduled, each with an image and its own copy`);
    else if (sessions.some((session) => facts.phase(session) === 'settled')) findings.push(...coverage.map((line) => `${label}: ${line}`));
    else waiting.push(...coverage.map((line) => `${label} (start-up not over): ${line}`));
  }
  return verdict(findings, passes, waiting);
}

/** Registered players' sessions that called startGameAsync, by player. */
function registeredSessionsByPlayer(facts: LogFacts): Map<string, SessionFacts[]> {
  const byPlayer = new Map<string, SessionFacts[]>();
  for (const session of facts.sessions) {
    if (!session.ready || !facts.registeredSession(session)) continue;
    byPlayer.set(session.player, [...(byPlayer.get(session.player) ?? []), session]);
  }
  return byPlayer;
}

/** The player's notifications still scheduled, replaying schedules and cancellations by id. */
function heldNotifications(facts: LogFacts, player: string): Map<string, Held> {
  const held = new Map<string, Held>();
  for (const entry of facts.entries('scheduleNotification', 'cancelNotification', 'cancelSessionNotifications')) {
    if (entry.player !== player || entry.outcome !== 'ok') continue;
    if (entry.call === 'scheduleNotification') {
      held.set(storedText(entry.args.id), { entry, day: storedNumber(entry.args.day), body: storedText(entry.args.body), image: entry.args.image, session: entry.session });
    } else if (entry.call === 'cancelNotification') {
      held.delete(storedText(entry.args.id));
    } else {
      for (const [id, notification] of held) if (notification.session === entry.session) held.delete(id);
    }
  }
  return held;
}

/** What the held notifications lack for the week: missing days, missing images, repeated copy. */
function judgeWeek(held: Map<string, Held>): string[] {
  const week = [...held.values()].filter((n) => (REMINDER_DAYS as readonly number[]).includes(n.day));
  const lines: string[] = [];
  const missing = REMINDER_DAYS.filter((day) => !week.some((n) => n.day === day));
  if (missing.length > 0) lines.push(`no notification scheduled for ${missing.map((day) => `D${day}`).join(', ')}`);
  for (const n of week) if (!n.image) lines.push(`notification ${ref(n.entry)} for D${n.day} has no image`);
  const bodies = new Map<string, Held>();
  for (const n of week) {
    const twin = bodies.get(n.body);
    if (twin) lines.push(`notifications ${ref(twin.entry)} and ${ref(n.entry)} repeat the same copy`);
    else bodies.set(n.body, n);
  }
  return lines;
}
