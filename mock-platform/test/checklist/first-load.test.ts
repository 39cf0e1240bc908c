import { describe, expect, it } from 'vitest';
import { evaluateChecklist } from '../../src/checklist/index.js';
import { awaiting, LogBuilder } from './log-builder.js';

const firstLoad = (b: LogBuilder, afterMs: number) => evaluateChecklist(b.input(afterMs)).items[0]!;

describe('checklist item 1: first load under 10 seconds', () => {
  it('passes a session that called startGameAsync 9.9 s after the platform SDK started', () => {
    const b = new LogBuilder();
    b.start('s1', 'p1', 9_900);
    expect(firstLoad(b, 0)).toMatchObject({ key: 'first-load', status: 'pass', evidence: ['session s1: startGameAsync 9.90 s after the platform SDK started (#1 to #2)'] });
  });

  it("times a session by the page's clock when gameReady carries it, from navigation start", () => {
    const b = new LogBuilder();
    b.add('init', { session: 's1' });
    b.add('gameReady', { session: 's1', args: { sincePageStartMs: 10_250 } }); // 0.1 s after init by the server's clock
    expect(firstLoad(b, 0)).toMatchObject({ status: 'finding', evidence: ['session s1: startGameAsync 10.25 s after the page started loading (#1 to #2)'] });
  });

  it('does not judge a session reloaded before it started and before its 10 s were up', () => {
    const b = new LogBuilder();
    b.add('init', { session: 's1' });
    b.start('s2', 'p1', 300);
    expect(firstLoad(b, 60_000)).toMatchObject({ status: 'pass', evidence: ['session s2: startGameAsync 0.30 s after the platform SDK started (#2 to #3)'] });
  });

  it('finds a session that took exactly 10 s', () => {
    const b = new LogBuilder();
    b.start('s1', 'p1', 10_000);
    expect(firstLoad(b, 0).status).toBe('finding');
  });

  it('finds a session still loading 10 s after it started, and waits on one loading for less', () => {
    const b = new LogBuilder();
    b.add('init', { session: 's1' });
    expect(firstLoad(b, 9_999)).toMatchObject({ status: 'not-observed', evidence: ['session s1: loading since #1', awaiting('first-load')] });
    expect(firstLoad(b, 10_000)).toMatchObject({ status: 'finding', evidence: ['session s1: no startGameAsync 10 s after the platform SDK started (#1)'] });
  });

  it('finds a session the platform sent home (Manual loading mode), even before 10 s and even when a reload then started', () => {
    const b = new LogBuilder();
    b.add('init', { session: 's1' });
    b.add('loadingProgress', { session: 's1', args: { percent: 30 } });
    b.add('sentHome', { session: 's1', afterMs: 1_000, args: { reason: 'no loading progress call for 1 s in Manual loading mode', silentSeconds: 1, windowSeconds: 1, lastProgress: 30 }, outcome: 'sent home' });
    const evidence = 'session s1: sent home by the platform, no loading progress call for 1 s in Manual loading mode (window 1 s) before startGameAsync (#1 to #3)';
    expect(firstLoad(b, 0)).toMatchObject({ status: 'finding', evidence: [evidence] });
    b.start('s2', 'p1', 300);
    expect(firstLoad(b, 0)).toMatchObject({ status: 'finding', evidence: [evidence] }); // findings only: the reload's pass is not listed
  });
});
