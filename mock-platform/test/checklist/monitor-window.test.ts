// The monitor never shows a clean report for what it has not seen: a page that never started the
// SDK is a finding, items that cannot pass yet say what they wait for, item 7 is not applicable to
// a game that sells no subscription, and a page load is logged for it to judge.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHECKLIST, evaluateChecklist } from '../../src/checklist/index.js';
import { platform } from '../platform/support.js';
import { LogBuilder } from './log-builder.js';

const item = (report: ReturnType<typeof evaluateChecklist>, key: string) => report.items.find((candidate) => candidate.key === key)!;

describe('a game that never loads the SDK', () => {
  it('is a finding under each item it breaks (1, 2 and 8) 10 s after its page loaded, saying the SDK never started, and awaited before', () => {
    const log = new LogBuilder();
    log.add('pageLoad', { session: null, args: { game: 'g', path: '/play/g/index.html' }, outcome: 'served' });
    const early = evaluateChecklist(log.input(5_000));
    expect(item(early, 'first-load').status).toBe('not-observed');
    expect(item(early, 'first-load').evidence[0]).toBe('page /play/g/index.html loaded (#1): waiting for Sdk.initializeAsync()');
    const late = evaluateChecklist(log.input(10_000));
    const page = 'page /play/g/index.html loaded (#1) but never started the game SDK: no Sdk.initializeAsync() within 10 s (is gamesdk.js loaded, or @gamesdk/core bundled?)';
    expect(late.items.filter((entry) => entry.status === 'finding').map((entry) => entry.id)).toEqual([1, 2, 8]);
    expect(item(late, 'first-load')).toMatchObject({ status: 'finding', evidence: [page] });
    expect(item(late, 'guest-progress')).toMatchObject({ status: 'finding', evidence: [`${page}, so it cannot keep a guest's progress (saves go through data.*)`] });
    expect(item(late, 'save-on-exit')).toMatchObject({ status: 'finding', evidence: [`${page}, so it cannot save progress on exit (exitRequested and data.* come with the SDK)`] });
    // Before its 10 s are up, only item 1 waits on it.
    expect(early.findings).toBe(0);
  });

  it('a page that started the SDK is judged by its session instead', () => {
    const log = new LogBuilder();
    log.add('pageLoad', { session: null, args: { game: 'g', path: '/play/g/index.html' }, outcome: 'served' });
    log.start('s1');
    const report = evaluateChecklist(log.input(20_000));
    expect(item(report, 'first-load').status).toBe('pass');
    expect(item(report, 'guest-progress').status).not.toBe('finding');
    expect(item(report, 'save-on-exit').status).not.toBe('finding');
  });
});

describe('items that cannot pass yet', () => {
  it('say what they wait for and when they can pass', () => {
    const report = evaluateChecklist(new LogBuilder().input());
    for (const entry of report.items) {
      expect(entry.status).toBe('not-observed');
      expect(entry.evidence.at(-1)).toBe(CHECKLIST.find((rule) => rule.key === entry.key)!.awaiting);
    }
    expect(item(report, 'purchases-recovered').evidence.at(-1)).toContain('passes 15 s after start-up');
  });
});

describe('item 7 for a game that sells no subscription', () => {
  it('is not applicable once a session settled without any subscription call', () => {
    const log = new LogBuilder();
    log.start('s1');
    expect(item(evaluateChecklist(log.input(1_000)), 'held-subscription').status).toBe('not-observed');
    expect(item(evaluateChecklist(log.input(20_000)), 'held-subscription')).toEqual(
      expect.objectContaining({ status: 'not-applicable', evidence: ['the game made no subscription call: it sells no subscription'] }),
    );
  });

  it('is judged as before when the game lists its plans', () => {
    const log = new LogBuilder();
    log.start('s1');
    log.add('subscriptions', { session: 's1' });
    expect(item(evaluateChecklist(log.input(20_000)), 'held-subscription').status).toBe('not-observed');
  });
});

describe('page loads are logged', () => {
  it('serving an HTML page of a game logs pageLoad; its scripts do not', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'page-load-'));
    try {
      writeFileSync(join(dir, 'index.html'), '<!doctype html><p>no SDK here</p>');
      writeFileSync(join(dir, 'game.js'), '1');
      const server = await platform({ nosdk: dir });
      await fetch(`${server.url}/play/nosdk/`);
      await fetch(`${server.url}/play/nosdk/game.js`);
      const loads = (await server.control.getEvents()).filter((entry) => entry.call === 'pageLoad');
      expect(loads.map((entry) => entry.args)).toEqual([{ game: 'nosdk', path: '/play/nosdk/', pageLoad: expect.stringMatching(/^[0-9a-f-]{36}$/), loadingMode: 'auto' }]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
