import { describe, expect, it } from 'vitest';
import { evaluateChecklist } from '../../src/checklist/index.js';
import { awaiting, LogBuilder } from './log-builder.js';

const notifications = (b: LogBuilder, afterMs = 60_000) => evaluateChecklist(b.input(afterMs)).items.find((i) => i.key === 'notifications')!;

/** A registered player's session that started the game. */
function registered(): LogBuilder {
  const b = new LogBuilder();
  b.setRegistered('p1', true);
  b.start('s1');
  return b;
}

describe('checklist item 5: D1 to D7 notifications once registered', () => {
  it('passes a week of seven days, each with an image and its own copy', () => {
    const b = registered();
    b.scheduleWeek('s1');
    expect(notifications(b)).toMatchObject({ id: 5, status: 'pass', evidence: ['player p1: D1 to D7 scheduled, each with an image and its own copy'] });
  });

  it('finds a missing day once start-up is over, and only waits while it is not', () => {
    const b = registered();
    b.scheduleWeek('s1');
    b.add('cancelNotification', { args: { id: 'day-4' } });
    expect(notifications(b, 1_000)).toMatchObject({ status: 'not-observed', evidence: ['player p1 (start-up not over): no notification scheduled for D4', awaiting('notifications')] });
    expect(notifications(b, 60_000)).toMatchObject({ status: 'finding', evidence: ['player p1: no notification scheduled for D4'] });
  });

  it('judges a missing week at once when exitRequested reached the player', () => {
    const b = registered();
    b.add('event.exit', { session: null, outcome: 'sent' });
    expect(notifications(b, 0)).toMatchObject({ status: 'finding', evidence: ['player p1: no notification scheduled for D1, D2, D3, D4, D5, D6, D7'] });
  });

  it('finds a notification without an image and two days with the same copy', () => {
    const b = registered();
    b.scheduleWeek('s1', 'p1', (day) => (day <= 2 ? 'Same words' : `Day ${day}`));
    b.add('scheduleNotification', { args: { id: 'day-7', title: 't', body: 'Day 7 again', bodyLength: 11, day: 7, image: null } });
    const result = notifications(b);
    expect(result.status).toBe('finding');
    expect(result.evidence).toEqual(['player p1: notification #11 for D7 has no image', 'player p1: notifications #4 and #5 repeat the same copy']);
  });

  it('finds a body over 100 characters that reached the platform, and one the SDK refused before it did', () => {
    const b = registered();
    b.scheduleWeek('s1', 'p1', (day) => (day === 2 ? 'x'.repeat(101) : `Day ${day}`));
    b.pageError('s1', 'p1', 'notifications.scheduleAsync', 'INVALID_PARAM', 'body must be at most 100 characters, got 120');
    const result = notifications(b);
    expect(result.status).toBe('finding');
    expect(result.evidence).toEqual([
      'notification #5 has a body of 101 characters (at most 100)',
      'the SDK refused a notification before it reached the platform (#11: body must be at most 100 characters, got 120)',
    ]);
  });

  it('counts a cancelAllAsync as cancelling only that page session', () => {
    const b = registered();
    b.scheduleWeek('s1');
    b.start('s2');
    b.add('cancelSessionNotifications', { session: 's2' });
    expect(notifications(b).status).toBe('pass');
    b.add('cancelSessionNotifications', { session: 's1' });
    expect(notifications(b).status).toBe('finding');
  });

  it('is not observed while no registered player played', () => {
    const b = new LogBuilder();
    b.start('s1');
    expect(notifications(b)).toMatchObject({ status: 'not-observed', evidence: [awaiting('notifications')] });
  });
});
