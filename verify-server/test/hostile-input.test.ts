// Hostile input through real HTTP on 127.0.0.1: prototype names as game ids, encoded bodies,
// route names in the request log, and a bounded fuzz over both JSON routes. None may answer 500.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync, deflateSync, brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSqliteLedger, developmentKeyStore, fileKeyStore, type Logger } from '@gamesdk/verify-server';
import { startServer, type RunningServer } from './support/server.js';
import { forge, productionPublicJwk, purchaseToken, sign, validHeader, validPayload } from './support/tokens.js';

const VERIFY = '/api/platform/partner/verify';
const CLAIM = '/api/platform/partner/purchases/claim';

describe('a production key store (games file) and game ids that name Object.prototype members', () => {
  let dir: string;
  let server: RunningServer;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'verify-hostile-'));
    const path = join(dir, 'games.json');
    writeFileSync(path, JSON.stringify({ games: { 'game-1': { keys: [productionPublicJwk] } } }));
    server = await startServer({ keys: fileKeyStore(path), ledger: createSqliteLedger({ path: ':memory:' }) });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(['constructor', 'hasOwnProperty', '__proto__', 'toString', 'valueOf'])('gid %s answers 404 game_not_configured, never 500', async (gid) => {
    for (const token of [forge(validHeader(), validPayload('player', { gid }), 'none'), forge(validHeader(), validPayload('player', { gid }))]) {
      const answer = await server.post(VERIFY, { token });
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ success: false, code: 'game_not_configured' });
    }
  });
});

describe('edge of the body', () => {
  let server: RunningServer;
  const lines: string[] = [];
  const logger: Logger = {
    info: (message, fields) => void lines.push(JSON.stringify({ message, ...fields })),
    warn: (message, fields) => void lines.push(JSON.stringify({ message, ...fields })),
    error: (message, fields) => void lines.push(JSON.stringify({ message, ...fields })),
  };
  beforeAll(async () => {
    server = await startServer({ keys: developmentKeyStore(), ledger: createSqliteLedger({ path: ':memory:' }), logger, rateLimit: false });
  });
  afterAll(() => server.close());

  const body = JSON.stringify({ token: 'a.b.c' });
  it.each([
    ['gzip', gzipSync(body)],
    ['deflate', deflateSync(body)],
    ['br', brotliCompressSync(body)],
    ['gzip', Buffer.from(body)], // labelled gzip, sent plain
    ['br', Buffer.from(body)],
    ['deflate', Buffer.from('not deflate at all')],
  ])('Content-Encoding %s answers 415 unsupported_media_type on both routes', async (encoding, payload) => {
    for (const path of [VERIFY, CLAIM]) {
      const response = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-encoding': encoding }, body: payload });
      expect(response.status).toBe(415);
      expect(await response.json()).toMatchObject({ success: false, code: 'unsupported_media_type' });
    }
  });

  it('logs each request with the route it reached, not "/"', async () => {
    lines.length = 0;
    await server.post(VERIFY, { token: await sign('player') });
    await server.post(CLAIM, { token: await purchaseToken('log-1'), purchaseToken: 'log-1' });
    const paths = lines.map((line) => JSON.parse(line)).filter((entry) => entry.message === 'request').map((entry) => entry.path);
    expect(paths).toEqual([VERIFY, CLAIM]);
  });

  it('names the route in the warning of a failed request too', async () => {
    const warnings: string[] = [];
    const quiet = () => {};
    const failing = await startServer({
      keys: { keysFor: () => { throw new Error('key service down'); } },
      ledger: createSqliteLedger({ path: ':memory:' }),
      logger: { info: quiet, error: quiet, warn: (message, fields) => void warnings.push(JSON.stringify({ message, ...fields })) },
    });
    try {
      expect((await failing.post(VERIFY, { token: await sign('player') })).status).toBe(503);
      expect(warnings.map((line) => JSON.parse(line).path)).toEqual([VERIFY]);
    } finally {
      await failing.close();
    }
  });
});

describe('fuzz over both JSON routes (bounded: 400 requests, fixed seed)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ keys: developmentKeyStore(), ledger: createSqliteLedger({ path: ':memory:' }), rateLimit: false });
  });
  afterAll(() => server.close());

  // A small deterministic generator, so a failure is reproducible.
  let seed = 0x9e3779b9;
  const random = () => ((seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const strings = ['', 'a.b.c', '..', '\u0000', '\ud800', '__proto__', 'constructor', 'x'.repeat(20_000), '{"a":1}', '🌾'.repeat(50)];
  const value = (depth: number): unknown => {
    const choice = Math.floor(random() * (depth > 3 ? 5 : 8));
    switch (choice) {
      case 0: return pick(strings);
      case 1: return Math.floor(random() * 1e9) * (random() < 0.5 ? -1 : 1);
      case 2: return random() < 0.5;
      case 3: return null;
      case 4: return 1e308 * 10;
      case 5: return Array.from({ length: Math.floor(random() * 4) }, () => value(depth + 1));
      case 6: return { __proto__: value(depth + 1), constructor: value(depth + 1) };
      default: return { token: value(depth + 1), kind: pick(['auto', 'player', 'purchase', 'x', 1]), purchaseToken: value(depth + 1), expectedPlayerId: value(depth + 1) };
    }
  };
  const raw = ['{', '[]', '"', 'null', '{"token":"a.b.c"', '{"token":' + '['.repeat(5_000) + ']'.repeat(5_000) + '}', '\u0000', '{"token":"\\ud800"}'];

  it('never answers 500 and still verifies afterwards', async () => {
    const statuses = new Map<number, number>();
    for (let i = 0; i < 400; i++) {
      const path = random() < 0.5 ? VERIFY : CLAIM;
      const body = random() < 0.2 ? pick(raw) : JSON.stringify(value(0) ?? null);
      const answer = await server.post(path, body);
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      expect(answer.status, `${path} ${body.slice(0, 200)}`).toBeLessThan(500);
      expect(answer.body).toMatchObject({ success: false });
    }
    expect([...statuses.keys()].every((status) => status >= 400 && status < 500)).toBe(true);
    expect((await server.post(VERIFY, { token: await sign('player') })).status).toBe(200);
  });
});
