import { describe, expect, it } from 'vitest';
import { CHECKLIST, evaluateChecklist } from '../../src/checklist/index.js';
import { LogBuilder } from './log-builder.js';

describe('checklist report', () => {
  it("lists the spec's 11 items in order, numbered 1 to 11, all not observed on an empty log", () => {
    const report = evaluateChecklist(new LogBuilder().input());
    expect(report.items.map((item) => `${item.id} ${item.key}`)).toEqual([
      '1 first-load',
      '2 guest-progress',
      '3 one-prompt',
      '4 prompt-guests-only',
      '5 notifications',
      '6 purchases-recovered',
      '7 held-subscription',
      '8 save-on-exit',
      '9 no-external-links',
      '10 relative-paths',
      '11 guest-errors',
    ]);
    expect(report).toMatchObject({ findings: 0, lastSeq: 0, generatedAt: '2026-03-01T10:00:00.000Z' });
    expect(new Set(report.items.map((item) => item.status))).toEqual(new Set(['not-observed']));
    expect(CHECKLIST).toHaveLength(11);
  });

  it('counts items with findings, not findings within an item', () => {
    const b = new LogBuilder();
    b.start('s1');
    b.add('purchases');
    b.add('observed.vibrate', { outcome: 'observed' });
    b.add('observed.vibrate', { outcome: 'observed' });
    b.add('rootAbsoluteRequest', { session: null, args: { path: '/a.png' } });
    const report = evaluateChecklist(b.input(60_000));
    expect(report.items.filter((item) => item.status === 'finding').map((item) => item.key)).toEqual(['no-external-links', 'relative-paths']);
    expect(report.findings).toBe(2);
    expect(report.lastSeq).toBe(6);
  });

  it('judges only entries after `since`, while earlier entries still tell who registered', () => {
    const b = new LogBuilder();
    b.start('s1');
    b.add('observed.vibrate', { outcome: 'observed' });
    b.setRegistered('p1', true);
    b.start('s2');
    b.add('showRegistration', { session: 's2', outcome: 'NOT_ALLOWED' });
    const all = evaluateChecklist(b.input(60_000));
    expect(all.items.find((item) => item.key === 'no-external-links')!.status).toBe('finding');
    const later = evaluateChecklist(b.input(60_000, [], 3));
    expect(later.items.find((item) => item.key === 'no-external-links')!.status).toBe('pass');
    expect(later.items.find((item) => item.key === 'prompt-guests-only')).toMatchObject({ status: 'finding', evidence: ['prompt #7 was asked for registered player p1'] });
  });
});
