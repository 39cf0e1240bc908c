// A hostile or broken server cannot crash or fool a game's backend through the client: every
// answer is read within a size and a time bound with bounded memory (a 2 GiB, an endless and a
// trickling answer, streamed from a local server, never allocated), a redirect is never followed
// (the token never reaches another origin), and only the documented shape of what was asked for is
// accepted. Each ends in a VerifyClientError with a documented code.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createVerifyClient, DEFAULT_MAX_RESPONSE_BYTES, VerifyClientError, type VerifyClientOptions } from '../src/index.js';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

async function listen(handler: Handler): Promise<{ server: Server; url: string }> {
  const server = createServer(handler);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

let handler: Handler = (_req, res) => res.end();
let hostile: { server: Server; url: string };
// A fresh server (a fresh origin) per test: no attempt meets a pooled socket an earlier test's
// hostile answer left closing.
beforeEach(async () => {
  hostile = await listen((req, res) => handler(req, res));
});
afterEach(() => {
  hostile.server.closeAllConnections();
  hostile.server.close();
});

const client = (options: Partial<VerifyClientOptions> = {}) => createVerifyClient({ baseUrl: hostile.url, sleep: async () => undefined, ...options });
const failure = (call: Promise<unknown>) =>
  call.then(
    (value) => ({ resolved: value }) as unknown as VerifyClientError,
    (error: unknown) => error as VerifyClientError,
  );

// Streams `total` bytes of JSON-looking text (or without end), 64 KiB at a time from one buffer,
// waiting for the socket to drain: the server never holds more than one chunk. Resolves with the
// bytes written when the client hangs up.
function streamAnswer(res: ServerResponse, { total = Infinity, declare = false }: { total?: number; declare?: boolean }): Promise<number> {
  const chunk = Buffer.alloc(64 * 1024, 'a');
  let sent = 0;
  res.writeHead(200, { 'content-type': 'application/json', ...(declare ? { 'content-length': String(total) } : {}) });
  res.write('{"success":true,"data":"');
  return new Promise((resolve) => {
    res.on('close', () => resolve(sent));
    const pump = () => {
      while (sent < total && !res.destroyed) {
        sent += chunk.length;
        if (!res.write(chunk)) return void res.once('drain', pump);
      }
      if (sent >= total) res.end('"}');
    };
    pump();
  });
}

// Memory this process holds beyond its start: the JS heap and the buffers outside it.
const held = () => {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
};

describe('answers bounded by size and time', () => {
  const TWO_GIB = 2 * 1024 ** 3;

  it.each([
    ['a 2 GiB answer sent chunked, without a length', { total: TWO_GIB }],
    ['an endless answer', {}],
  ])('%s ends in response_too_large once maxResponseBytes are read, the connection closed, memory bounded', async (_name, shape) => {
    let written!: Promise<number>;
    handler = (req, res) => {
      req.resume();
      written = streamAnswer(res, shape);
    };
    const before = held();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, held())), 5);
    const error = await failure(client().claim({ token: 'a.b.c', purchaseToken: 'p' }));
    clearInterval(sampler);
    expect(error).toBeInstanceOf(VerifyClientError);
    expect(error).toMatchObject({ code: 'response_too_large', status: 200, attempts: 1, message: `the answer is longer than ${DEFAULT_MAX_RESPONSE_BYTES} bytes (maxResponseBytes); reading stopped there` });
    // The server saw the client hang up after a few MiB (what loopback buffers hold), not 2 GiB.
    expect(await written).toBeLessThan(64 * 1024 ** 2);
    expect(peak - before).toBeLessThan(64 * 1024 ** 2);
  });

  it('a 2 GiB answer that declares its length is refused before its body is read', async () => {
    let written!: Promise<number>;
    handler = (req, res) => {
      req.resume();
      written = streamAnswer(res, { total: TWO_GIB, declare: true });
    };
    const error = await failure(client({ maxResponseBytes: 4096 }).verify({ token: 'a.b.c' }));
    expect(error).toMatchObject({ code: 'response_too_large', message: 'the answer is longer than 4096 bytes (maxResponseBytes); reading stopped there' });
    expect(await written).toBeLessThan(64 * 1024 ** 2);
  });

  it('an answer that trickles without end ends in timeout after timeoutMs per attempt, retried within maxAttempts', async () => {
    const timers: NodeJS.Timeout[] = [];
    handler = (req, res) => {
      req.resume();
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"success":true,');
      const timer = setInterval(() => res.write(' '), 20);
      timers.push(timer);
      res.on('close', () => clearInterval(timer));
    };
    const waits: number[] = [];
    const started = performance.now();
    const error = await failure(client({ timeoutMs: 300, maxAttempts: 2, sleep: async (ms) => void waits.push(ms) }).claim({ token: 'a.b.c', purchaseToken: 'p' }));
    const elapsed = performance.now() - started;
    timers.forEach(clearInterval);
    expect(error).toMatchObject({ code: 'timeout', attempts: 2, message: 'no whole answer from /api/platform/partner/purchases/claim within the time limit (timeoutMs)' });
    expect(waits).toEqual([500]);
    expect(elapsed).toBeGreaterThanOrEqual(550);
    expect(elapsed).toBeLessThan(10_000);
  });

  it('headers that never come end in timeout too', async () => {
    handler = (req) => void req.resume();
    const error = await failure(client({ timeoutMs: 200, maxAttempts: 1 }).verify({ token: 'a.b.c' }));
    expect(error).toMatchObject({ code: 'timeout', attempts: 1 });
  });
});

describe('redirects are never followed', () => {
  let elsewhere: { server: Server; url: string };
  let reached: string[] = [];
  beforeAll(async () => {
    elsewhere = await listen((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk));
      req.on('end', () => {
        reached.push(body);
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ success: true, data: { claimed: true, claimedAt: '2026-11-21T08:00:00.000Z' } }));
      });
    });
  });
  afterAll(() => elsewhere.server.close());

  it.each([301, 302, 303, 307, 308])('a %i to another origin ends in redirect_refused; the token never reaches it', async (status) => {
    reached = [];
    let calls = 0;
    handler = (req, res) => {
      calls++;
      req.resume();
      res.writeHead(status, { location: `${elsewhere.url}/api/platform/partner/purchases/claim` }).end();
    };
    const error = await failure(client().claim({ token: 'signed.purchase.token', purchaseToken: 'p' }));
    expect(error).toMatchObject({ code: 'redirect_refused', status, attempts: 1 });
    expect(error.message).toBe(`the server answered /api/platform/partner/purchases/claim with a redirect (status ${status}), which is never followed: it would carry the token elsewhere`);
    expect(calls).toBe(1);
    expect(reached).toEqual([]);
  });

  it('a redirect to the same origin is not followed either', async () => {
    handler = (req, res) => {
      req.resume();
      res.writeHead(307, { location: '/elsewhere' }).end();
    };
    expect(await failure(client().verify({ token: 'a.b.c' }))).toMatchObject({ code: 'redirect_refused', status: 307 });
  });

  it('an injected fetch that follows redirects anyway is not trusted', async () => {
    const following: typeof fetch = async (input, init) => {
      const answer = await fetch(input, { ...init, redirect: 'follow' });
      return answer;
    };
    reached = [];
    handler = (req, res) => {
      req.resume();
      res.writeHead(307, { location: `${elsewhere.url}/claim` }).end();
    };
    expect(await failure(client({ fetch: following }).claim({ token: 't', purchaseToken: 'p' }))).toMatchObject({ code: 'redirect_refused' });
  });
});

describe('only the documented shape of what was asked for', () => {
  const answer = (body: unknown, status = 200) => {
    handler = (req, res) => {
      req.resume();
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
  };
  const purchaseData = {
    kind: 'purchase',
    platformGameId: 'game-1',
    playerId: 'player-1',
    issuedAt: '2026-11-21T07:00:00.000Z',
    claims: { productId: 'gems-100', purchaseToken: 'pt-1', purchaseTime: '2026-11-21T07:00:00.000Z', isSandbox: false },
    ledger: { purchaseToken: 'pt-1', claimed: false, claimedAt: null },
  };

  it.each([
    ['a string "false"', 'false', "the answer's data.claimed is not a boolean"],
    ['the number 1', 1, "the answer's data.claimed is not a boolean"],
    ['missing', undefined, "the answer's data.claimed is not a boolean"],
  ])('a claim answer whose claimed is %s ends in invalid_response', async (_name, claimed, message) => {
    answer({ success: true, data: { claimed, claimedAt: '2026-11-21T08:00:00.000Z' } });
    expect(await failure(client().claim({ token: 't', purchaseToken: 'p' }))).toMatchObject({ code: 'invalid_response', status: 200, message });
  });

  it.each(['soon', '1', 'May 5', '2026-13-01T00:00:00Z', '2026-11-21 08:00:00'])('a claim answer whose claimedAt is %j ends in invalid_response', async (claimedAt) => {
    answer({ success: true, data: { claimed: true, claimedAt } });
    expect(await failure(client().claim({ token: 't', purchaseToken: 'p' }))).toMatchObject({ code: 'invalid_response', message: "the answer's data.claimedAt is not a time" });
  });

  it('a documented claim answer resolves with exactly its two fields', async () => {
    answer({ success: true, data: { claimed: false, claimedAt: '2026-11-21T08:00:00.000Z', extra: 'dropped' } });
    expect(await client().claim({ token: 't', purchaseToken: 'p' })).toEqual({ claimed: false, claimedAt: '2026-11-21T08:00:00.000Z' });
  });

  it('a verify of kind purchase answered with a player result about another game ends in invalid_response', async () => {
    answer({ success: true, data: { kind: 'player', platformGameId: 'other-game', playerId: 'player-1', issuedAt: '2026-11-21T07:00:00.000Z', claims: { mode: 'lite' }, ledger: null } });
    expect(await failure(client().verify({ kind: 'purchase', token: 't' }))).toMatchObject({ code: 'invalid_response', message: "the answer's data.kind is player, not the purchase that was asked for" });
  });

  it('a value about another game than expectedPlatformGameId ends in game_mismatch', async () => {
    answer({ success: true, data: { ...purchaseData, platformGameId: 'other-game' } });
    expect(await failure(client({ expectedPlatformGameId: 'game-1' }).verify({ kind: 'purchase', token: 't' }))).toMatchObject({ code: 'game_mismatch', status: 200 });
    answer({ success: true, data: purchaseData });
    expect(await client({ expectedPlatformGameId: 'game-1' }).verify({ kind: 'purchase', token: 't' })).toEqual(purchaseData);
  });

  it('a result about another player than expectedPlayerId ends in invalid_response', async () => {
    answer({ success: true, data: purchaseData });
    expect(await failure(client().verify({ kind: 'purchase', token: 't', expectedPlayerId: 'player-2' }))).toMatchObject({ code: 'invalid_response', message: "the answer's data.playerId is not the expectedPlayerId that was asked for" });
  });

  it.each([
    ['claims of the wrong type', { ...purchaseData, claims: { ...purchaseData.claims, isSandbox: 'false' } }, 'data.claims.isSandbox is not a boolean'],
    ['a ledger about another purchase', { ...purchaseData, ledger: { ...purchaseData.ledger, purchaseToken: 'pt-2' } }, 'data.ledger.purchaseToken is not the purchase the claims are about'],
    ['a claimed ledger without a time', { ...purchaseData, ledger: { ...purchaseData.ledger, claimed: true } }, 'data.ledger.claimedAt is not a string'],
    ['an unknown kind', { ...purchaseData, kind: 'coupon' }, 'data.kind is not one of player, purchase, subscription, referrals'],
    ['a referrals list that is not a list', { ...purchaseData, kind: 'referrals', claims: { referrals: 'all' }, ledger: null }, 'data.claims.referrals is not a list'],
  ])('a verify answer with %s ends in invalid_response', async (_name, data, message) => {
    answer({ success: true, data });
    expect(await failure(client().verify({ token: 't' }))).toMatchObject({ code: 'invalid_response', message: `the answer's ${message}` });
  });

  it('a failure naming a code the endpoints never answer ends in invalid_response; a documented one keeps its code', async () => {
    answer({ success: false, code: 'grant_everything', error: 'ok' }, 400);
    expect(await failure(client().verify({ token: 't' }))).toMatchObject({ code: 'invalid_response', status: 400 });
    answer({ success: false, code: 'invalid_signature', error: 'x'.repeat(10_000) }, 401);
    const error = await failure(client().verify({ token: 't' }));
    expect(error).toMatchObject({ code: 'invalid_signature', status: 401 });
    expect(error.message).toHaveLength(500);
  });

  it('a success envelope with a failure status is not a success', async () => {
    answer({ success: true, data: { claimed: true, claimedAt: '2026-11-21T08:00:00.000Z' } }, 400);
    expect(await failure(client().claim({ token: 't', purchaseToken: 'p' }))).toMatchObject({ code: 'invalid_response', status: 400 });
  });
});

describe('options', () => {
  it.each([
    [{ maxResponseBytes: 0 }, 'maxResponseBytes must be a whole number above 0'],
    [{ maxResponseBytes: Number.NaN }, 'maxResponseBytes must be a whole number above 0'],
    [{ timeoutMs: -1 }, 'timeoutMs must be a whole number above 0'],
    [{ expectedPlatformGameId: '' }, 'expectedPlatformGameId must be a non-empty string'],
  ])('refuses %j at once, naming the option', (options, message) => {
    expect(() => createVerifyClient({ baseUrl: 'http://127.0.0.1:1', ...options })).toThrow(new TypeError(message));
  });
});
