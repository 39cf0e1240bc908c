import { describe, expect, it } from 'vitest';
import { evaluateChecklist } from '../../src/checklist/index.js';
import { awaiting, LogBuilder } from './log-builder.js';

const item = (b: LogBuilder, key: string) => evaluateChecklist(b.input(60_000)).items.find((i) => i.key === key)!;

describe('checklist item 9: no external links, no vibration', () => {
  it('finds navigator.vibrate and a link to another site, and passes a watched session without them', () => {
    const b = new LogBuilder();
    b.start('s1');
    expect(item(b, 'no-external-links')).toMatchObject({ id: 9, status: 'pass', evidence: ['1 page session watched, nothing observed'] });
    b.add('observed.vibrate', { args: { pattern: '200' }, outcome: 'observed' });
    b.add('observed.externalLink', { args: { href: 'https://example.com/signup' }, outcome: 'observed' });
    expect(item(b, 'no-external-links')).toMatchObject({
      status: 'finding',
      evidence: ['the page called navigator.vibrate (#3)', 'the page opened an external link to https://example.com/signup (#4)'],
    });
  });
});

describe('checklist item 10: relative paths only', () => {
  it('finds every root-absolute request', () => {
    const b = new LogBuilder();
    b.start('s1');
    b.add('rootAbsoluteRequest', { session: null, args: { path: '/images/logo.png', referrer: '/play/game/' }, outcome: 'not found' });
    expect(item(b, 'relative-paths')).toMatchObject({ id: 10, status: 'finding', evidence: ['root-absolute request for /images/logo.png from the page /play/game/ (#3)'] });
  });

  it('finds a root-absolute URL the page wrote (a hard-coded /play/<game>/ sub-path the server served), once per path the server did not already refuse', () => {
    const b = new LogBuilder();
    b.start('s1');
    b.add('observed.rootAbsoluteUrl', { args: { url: '/play/farm/Build/web.data', via: 'XMLHttpRequest' }, outcome: 'observed' });
    b.add('rootAbsoluteRequest', { session: null, args: { path: '/img/logo.png', referrer: '/play/farm/' }, outcome: 'not found' });
    b.add('observed.rootAbsoluteUrl', { args: { url: '/img/logo.png?v=2', via: '<img src>' }, outcome: 'observed' });
    expect(item(b, 'relative-paths')).toMatchObject({
      status: 'finding',
      evidence: [
        'root-absolute request for /img/logo.png from the page /play/farm/ (#4)',
        "root-absolute URL /play/farm/Build/web.data written in the page (XMLHttpRequest); it loads here from the mock's sub-path and fails on the platform's (#3)",
      ],
    });
  });

  it('is not observed before any game page played', () => {
    expect(item(new LogBuilder(), 'relative-paths')).toMatchObject({ status: 'not-observed', evidence: [awaiting('relative-paths')] });
  });
});

describe('checklist item 11: no unhandled notification or subscription errors for a guest', () => {
  it("finds a guest's unhandled PLAYER_NOT_AUTHENTICATED from notifications and from subscribeAsync", () => {
    const b = new LogBuilder();
    b.start('s1');
    b.pageError('s1', 'p1', 'notifications.scheduleAsync', 'PLAYER_NOT_AUTHENTICATED', 'notifications reach registered players only');
    b.pageError('s1', 'p1', 'iap.subscribeAsync', 'PLAYER_NOT_AUTHENTICATED', 'needs a registered player');
    const result = item(b, 'guest-errors');
    expect(result).toMatchObject({ id: 11, status: 'finding' });
    expect(result.evidence).toEqual([
      'guest p1: unhandled PLAYER_NOT_AUTHENTICATED from notifications.scheduleAsync (#3: notifications reach registered players only)',
      'guest p1: unhandled PLAYER_NOT_AUTHENTICATED from iap.subscribeAsync (#4: needs a registered player)',
    ]);
  });

  it("ignores a registered player's errors and other calls' errors", () => {
    const b = new LogBuilder();
    b.start('s1');
    b.pageError('s1', 'p1', 'iap.purchaseAsync', 'IAP_PURCHASE_CANCELLED');
    b.setRegistered('p1', true);
    b.pageError('s1', 'p1', 'notifications.scheduleAsync', 'INVALID_PARAM');
    expect(item(b, 'guest-errors')).toMatchObject({ status: 'pass', evidence: ['1 guest session watched, no unhandled notification or subscription error'] });
  });
});
