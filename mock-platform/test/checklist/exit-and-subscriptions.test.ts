import { describe, expect, it } from 'vitest';
import { evaluateChecklist } from '../../src/checklist/index.js';
import { awaiting, LogBuilder } from './log-builder.js';

const item = (b: LogBuilder, key: string, afterMs = 0) => evaluateChecklist(b.input(afterMs)).items.find((i) => i.key === key)!;

describe('checklist item 7: a held subscription is never offered again', () => {
  it('finds a subscribe call for a plan the player holds (the platform answers NOT_ALLOWED)', () => {
    const b = new LogBuilder();
    b.start('s1');
    b.add('subscribe', { args: { productId: 'club_monthly' }, outcome: 'bought' });
    b.add('subscribe', { args: { productId: 'club_monthly' }, outcome: 'NOT_ALLOWED' });
    expect(item(b, 'held-subscription')).toMatchObject({ id: 7, status: 'finding', evidence: ["subscribe #4 offered 'club_monthly', which player p1 already holds"] });
  });

  it('passes once a plan was taken and not offered again; a closed checkout alone observes nothing', () => {
    const b = new LogBuilder();
    b.start('s1');
    b.add('subscribe', { args: { productId: 'club_monthly' }, outcome: 'closed' });
    expect(item(b, 'held-subscription').status).toBe('not-observed');
    b.add('subscribe', { args: { productId: 'club_monthly' }, outcome: 'bought' });
    expect(item(b, 'held-subscription').status).toBe('pass');
  });

  it('passes a settled session of a player granted the plan by the control surface that did not offer it', () => {
    const b = new LogBuilder();
    b.add('control.setSubscription', { session: null, args: { productId: 'club_monthly', status: 'active' } });
    b.start('s1');
    expect(item(b, 'held-subscription', 1_000).status).toBe('not-observed'); // start-up not over
    expect(item(b, 'held-subscription', 60_000)).toMatchObject({ status: 'pass', evidence: ["player p1 holds 'club_monthly' (#1); session s1 did not offer it"] });
  });
});

describe('checklist item 8: progress saved on exit', () => {
  it('passes a save of the player within 5 s of exitRequested', () => {
    const b = new LogBuilder();
    b.start('s1');
    b.add('event.exit', { session: null, outcome: 'sent' });
    b.add('saveData', { afterMs: 300 });
    expect(item(b, 'save-on-exit')).toMatchObject({ id: 8, status: 'pass', evidence: ['exitRequested #3 was followed by save #4'] });
  });

  it('waits up to 5 s for the save, then finds its absence', () => {
    const b = new LogBuilder();
    b.start('s1');
    b.add('event.exit', { session: null, outcome: 'sent' });
    expect(item(b, 'save-on-exit', 4_999)).toMatchObject({ status: 'not-observed', evidence: ['exitRequested #3: waiting for the save', awaiting('save-on-exit')] });
    expect(item(b, 'save-on-exit', 5_000)).toMatchObject({ status: 'finding', evidence: ['exitRequested #3 was not followed by a save of player p1 within 5 s'] });
  });

  it('does not count a save that came too late or failed', () => {
    const b = new LogBuilder();
    b.start('s1');
    b.add('event.exit', { session: null, outcome: 'sent' });
    b.add('saveData', { outcome: 'QUOTA_EXCEEDED' });
    b.add('saveData', { afterMs: 5_500 });
    expect(item(b, 'save-on-exit').status).toBe('finding');
  });

  it('ignores an exit sent while no game of the player was running', () => {
    const b = new LogBuilder();
    b.add('event.exit', { session: null, outcome: 'sent' });
    expect(item(b, 'save-on-exit', 10_000).status).toBe('not-observed');
  });
});
