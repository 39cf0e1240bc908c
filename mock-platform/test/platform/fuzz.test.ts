// A bounded fuzz (fixed seed, 800 requests) over every JSON route of the mock platform: the
// platform API on both origins (the main one and the content origin of uploaded builds), the
// control surface and the upload API's JSON routes, each path in any case and with or without a
// trailing slash, as Express routes them. No answer is a 500, nothing hangs, and the state, log
// and checklist routes answer 200 afterwards.
import { describe, expect, it } from 'vitest';
import { runKeysCommand } from '../../src/upload-api/index.js';
import { platform } from './support.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HEAVY_TEST_MS } from '../heavy';

let seed = 0x2545f491;
const random = () => ((seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const strings = ['', 'x', '\u0000', '\ud800', '__proto__', 'constructor', 'gems_100', 'player-1', 'pause', 'y'.repeat(5000), '{{registrationCode}}', 'data:image/png;base64,AAAA'];
const keys = ['code', 'context', 'href', 'pattern', 'percent', 'size', 'username', 'promptId', 'notification', 'purchaseToken', 'imageAssetId', 'intent', 'page', 'toString', 'id', 'registered', 'productId', 'count', 'playerId', 'payload', 'mode', 'choice', 'times', 'name', 'tags', 'engine', 'message', 'title', 'body', 'scheduledInDays', 'data', 'kind', 'detail', '__proto__', 'constructor'];
function value(depth: number): unknown {
  switch (Math.floor(random() * (depth > 3 ? 6 : 9))) {
    case 0: return pick(strings);
    case 1: return Math.floor(random() * 2e9) - 1e9;
    case 2: return random() * 10;
    case 3: return random() < 0.5;
    case 4: return null;
    case 5: return random() < 0.5 ? -0 : { toString: 1 };
    case 6: return Array.from({ length: Math.floor(random() * 4) }, () => value(depth + 1));
    default: return Object.fromEntries(Array.from({ length: Math.floor(random() * 5) }, () => [pick(keys), value(depth + 1)]));
  }
}
const raw = ['{', '[', 'null', '"x"', '{"a":', '[' .repeat(3000) + ']'.repeat(3000), '{"payload":' + '{"a":'.repeat(200) + '1' + '}'.repeat(201)];

// Calls that wait for the person at the screen are left out: they would wait for a decision (and
// the event long poll is sent without a session, or it would wait its 20 s).
const PLATFORM_OPS = ['login', 'registrationOutcome', 'init', 'loadingProgress', 'gameReady', 'loadData', 'saveData', 'signedPlayerInfo', 'botAvatarUrl', 'scheduleNotification', 'cancelNotification', 'cancelSessionNotifications', 'purchases', 'consume', 'subscriptions', 'referrals', 'events', 'observe', 'nosuchop'];
const CONTROL: Array<[string, string]> = [
  ['PUT', '/player'], ['POST', '/purchases/seed'], ['POST', '/consume/fail-next'], ['POST', '/subscriptions'], ['POST', '/referrals'],
  ['PUT', '/entry-payload'], ['POST', '/events/pause'], ['POST', '/events/resume'], ['POST', '/events/nosuch'], ['PUT', '/loading-mode'],
  ['POST', '/outcomes/checkout'], ['POST', '/outcomes/nosuch'], ['POST', '/pending/none'],
];

/** The path as Express still routes it: its letters in random case, maybe a trailing slash; the last segment (a parameter) kept. */
function respelled(path: string): string {
  const cut = path.lastIndexOf('/');
  const prefix = [...path.slice(0, cut)].map((char) => (random() < 0.3 ? char.toUpperCase() : char)).join('');
  return `${prefix}${path.slice(cut)}${random() < 0.2 ? '/' : ''}`;
}

describe('fuzz over the mock platform JSON routes', () => {
  it('answers every request below 500, and stays readable', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fuzz-'));
    try {
      const server = await platform({}, { dataDir });
      let key = '';
      await runKeysCommand(['create', '--team', 'fuzz', '--name', 'fuzz'], { dataDir, out: (text) => (key += text), err: () => {} });
      const init = await (await fetch(`${server.url}/partner-platform/v1/api/init`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"pagePath":"/play/farm/index.html"}' })).json();
      const session: string = init.value?.sessionId ?? '';
      const game = await (await fetch(`${server.url}/api/v1/games`, { method: 'POST', headers: { authorization: `Bearer ${key.trim()}`, 'content-type': 'application/json' }, body: '{"name":"Fuzz"}' })).json();
      const statuses = new Map<number, number>();
      for (let i = 0; i < 800; i++) {
        const body = random() < 0.15 ? pick(raw) : JSON.stringify(value(0) ?? null);
        const target = random();
        let url: string;
        let method = 'POST';
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (target < 0.45) {
          const op = pick(PLATFORM_OPS);
          url = `${random() < 0.3 ? server.contentUrl : server.url}${respelled(`/partner-platform/v1/api/${op}`)}`;
          if (random() < 0.7 && op !== 'events') headers['x-partner-session'] = session;
        } else if (target < 0.85) {
          const [verb, path] = pick(CONTROL);
          method = verb;
          url = `${server.url}${respelled(`/__mock/api${path}`)}`;
        } else {
          headers.authorization = `Bearer ${key.trim()}`;
          if (random() < 0.5) url = `${server.url}/api/v1/games`;
          else {
            method = 'PATCH';
            url = `${server.url}/api/v1/games/${game.data.id}`;
          }
        }
        const response = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(5000) });
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        await response.arrayBuffer();
        expect(response.status, `${method} ${url} ${body.slice(0, 120)}`).toBeLessThan(500);
      }
      expect([...statuses.keys()].some((status) => status >= 400)).toBe(true);
      for (const path of ['/state', '/log', '/checklist']) expect((await fetch(`${server.url}/__mock/api${path}`)).status, path).toBe(200);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, HEAVY_TEST_MS);
});
