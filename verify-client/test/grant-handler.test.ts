// The grant handler's procedure, refusals, CORS and logs, with the real verify client against a
// scripted verify server (what the server answers is set per test), through real HTTP on
// 127.0.0.1 for the Node adapter. Against the real verify server: examples/game-backend/test and
// test/e2e/adoption/grant-handler.spec.ts (from the release, in Chromium).
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGrantHandler, createVerifyClient, toNodeHandler, type GrantHandlerOptions, type GrantLogEntry, type VerifiedGrant } from '../src/index.js';

const GAME_ORIGIN = 'http://127.0.0.1:8080';
const SIGNED = 'eyJhbGciOiJFUzI1NiJ9.eyJwdXJjaGFzZSI6e319.c2lnbmVkLXB1cmNoYXNl';
const TOKEN = 'order-secret-1';
const body = { playerId: 'player-1', signedRequest: SIGNED, purchaseToken: TOKEN };

type Step = { status: number; body: unknown; headers?: Record<string, string> };
let verifyServer: Server;
let verifyUrl: string;
let answers: Record<string, Step[]> = {};
let calls: Array<{ path: string; body: Record<string, unknown> }> = [];

const verified = (productId = 'gems_100', kind = 'purchase') => ({
  status: 200,
  body: { success: true, data: { kind, platformGameId: 'game-1', playerId: 'player-1', issuedAt: '2026-11-27T00:00:00.000Z', claims: { productId, purchaseToken: TOKEN, purchaseTime: '2026-11-27T00:00:00.000Z', isSandbox: true }, ledger: { purchaseToken: TOKEN, claimed: false, claimedAt: null } } },
});
// A signed player's verify answer, in the documented shape of its kind (claims.mode, no ledger).
const verifiedPlayer = () => ({
  status: 200,
  body: { success: true, data: { kind: 'player', platformGameId: 'game-1', playerId: 'player-1', issuedAt: '2026-11-27T00:00:00.000Z', claims: { mode: 'authorized' }, ledger: null } },
});
const claimAnswer = (claimed: boolean) => ({ status: 200, body: { success: true, data: { claimed, claimedAt: '2026-11-27T00:00:01.000Z' } } });
const failure = (status: number, code: string, headers?: Record<string, string>) => ({ status, headers, body: { success: false, code, error: `scripted ${code}` } });

beforeAll(async () => {
  verifyServer = createServer(async (req, res) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    const path = req.url!.replace('/api/platform/partner/', '');
    calls.push({ path, body: JSON.parse(text) });
    const step = answers[path]?.shift() ?? failure(500, 'internal_error');
    res.writeHead(step.status, { 'content-type': 'application/json', ...step.headers });
    res.end(JSON.stringify(step.body));
  });
  verifyServer.listen(0, '127.0.0.1');
  await once(verifyServer, 'listening');
  verifyUrl = `http://127.0.0.1:${(verifyServer.address() as AddressInfo).port}`;
});
afterAll(() => verifyServer.close());
beforeEach(() => {
  answers = {};
  calls = [];
});

function setUp(options: Partial<GrantHandlerOptions> = {}) {
  const grants: VerifiedGrant[] = [];
  const logged: GrantLogEntry[] = [];
  const handler = createGrantHandler({
    client: createVerifyClient({ baseUrl: verifyUrl, maxAttempts: 1 }),
    products: ['gems_100'],
    allowedOrigins: [GAME_ORIGIN],
    grantAndSave: (grant) => {
      grants.push(grant);
      return { granted: true, items: { gems: 100 } };
    },
    log: (entry) => logged.push(entry),
    ...options,
  });
  return { handler, grants, logged };
}

const post = (json: unknown, headers: Record<string, string> = {}, url = 'http://backend.test/purchases/grant') =>
  new Request(url, { method: 'POST', headers: { 'content-type': 'application/json', origin: GAME_ORIGIN, ...headers }, body: typeof json === 'string' ? json : JSON.stringify(json) });

async function read(response: Response) {
  return { status: response.status, body: await response.json(), headers: Object.fromEntries(response.headers) };
}

describe('the procedure', () => {
  it('verifies for the player, claims, grants the verified product once and answers consume', async () => {
    answers = { verify: [verified()], 'purchases/claim': [claimAnswer(true)] };
    const { handler, grants, logged } = setUp();
    const answer = await read(await handler(post(body)));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ productId: 'gems_100', granted: true, consume: true, items: { gems: 100 } });
    expect(answer.headers['access-control-allow-origin']).toBe(GAME_ORIGIN);
    expect(calls).toEqual([
      { path: 'verify', body: { kind: 'purchase', token: SIGNED, expectedPlayerId: 'player-1' } },
      { path: 'purchases/claim', body: { token: SIGNED, purchaseToken: TOKEN } },
    ]);
    expect(grants).toEqual([{ playerId: 'player-1', productId: 'gems_100', purchaseToken: TOKEN, claimed: true, isSandbox: true }]);
    expect(logged).toEqual([{ level: 'info', event: 'granted', status: 200, playerId: 'player-1', productId: 'gems_100' }]);
  });

  it('grants a purchase an earlier call claimed but did not save, marked recovered', async () => {
    answers = { verify: [verified()], 'purchases/claim': [claimAnswer(false)] };
    const { handler, grants } = setUp();
    expect((await read(await handler(post(body)))).body).toEqual({ productId: 'gems_100', granted: true, consume: true, items: { gems: 100 }, recovered: true });
    expect(grants[0]!.claimed).toBe(false);
  });

  it('only asks to consume when the save already holds the purchase', async () => {
    answers = { verify: [verified()], 'purchases/claim': [claimAnswer(false)] };
    const { handler, logged } = setUp({ grantAndSave: () => ({ granted: false }) });
    expect(await read(await handler(post(body)))).toMatchObject({ status: 200, body: { productId: 'gems_100', granted: false, consume: true } });
    expect(logged[0]!.event).toBe('already_granted');
  });

  it('verifies the signed player for playerId when sent, and requires it when asked', async () => {
    answers = { verify: [verifiedPlayer(), verified()], 'purchases/claim': [claimAnswer(true)] };
    const { handler } = setUp({ requireSignedPlayer: true });
    expect((await handler(post({ ...body, signedPlayerInfo: 'p.q.r' }))).status).toBe(200);
    expect(calls[0]).toEqual({ path: 'verify', body: { kind: 'player', token: 'p.q.r', expectedPlayerId: 'player-1' } });
    const missing = await read(await handler(post(body)));
    expect(missing).toMatchObject({ status: 400, body: { code: 'invalid_request', error: 'signedPlayerInfo is required', consume: false } });
  });
});

describe('refusals: nothing granted, nothing consumed', () => {
  it('refuses a product the game does not sell before claiming it (422 unknown_product)', async () => {
    answers = { verify: [verified('castle')] };
    const { handler, grants } = setUp();
    const answer = await read(await handler(post(body)));
    expect(answer).toMatchObject({ status: 422, body: { error: 'product castle is not sold by this game', code: 'unknown_product', consume: false } });
    expect(calls.map((call) => call.path)).toEqual(['verify']);
    expect(grants).toEqual([]);
  });

  it("passes the verify server's refusal on with its status and code", async () => {
    answers = { verify: [failure(409, 'subject_mismatch')] };
    const { handler, grants } = setUp();
    expect(await read(await handler(post(body)))).toMatchObject({ status: 409, body: { error: 'scripted subject_mismatch', code: 'subject_mismatch', consume: false } });
    expect(grants).toEqual([]);
  });

  it('answers 503 with Retry-After while the ledger is unavailable, and 503 network_error when the verify server is down', async () => {
    answers = { verify: [verified()], 'purchases/claim': [failure(503, 'ledger_unavailable', { 'retry-after': '7' })] };
    const { handler, grants } = setUp();
    expect(await read(await handler(post(body)))).toMatchObject({ status: 503, body: { code: 'ledger_unavailable', consume: false }, headers: { 'retry-after': '7' } });
    const down = setUp({ client: createVerifyClient({ baseUrl: 'http://127.0.0.1:1', maxAttempts: 1 }) });
    expect(await read(await down.handler(post(body)))).toMatchObject({ status: 503, body: { code: 'network_error', consume: false } });
    expect(grants).toEqual([]);
  });

  it('answers the same when the log hook throws', async () => {
    answers = { verify: [verified()], 'purchases/claim': [claimAnswer(true)] };
    const { handler, grants } = setUp({
      log: () => {
        throw new Error('log sink down');
      },
    });
    expect(await read(await handler(post(body)))).toMatchObject({ status: 200, body: { productId: 'gems_100', granted: true, consume: true } });
    expect(grants).toHaveLength(1);
  });

  it('answers 500 save_failed when the save hook throws, its message only in the log, redacted', async () => {
    answers = { verify: [verified()], 'purchases/claim': [claimAnswer(true)] };
    const { handler, logged } = setUp({
      grantAndSave: () => {
        throw new Error(`disk full while saving ${TOKEN} for ${SIGNED}`);
      },
    });
    const answer = await read(await handler(post(body)));
    expect(answer).toEqual({ status: 500, headers: expect.any(Object), body: { error: 'the grant could not be saved; the purchase stays pending', code: 'save_failed', consume: false } });
    expect(logged).toEqual([{ level: 'error', event: 'failed', status: 500, code: 'save_failed', playerId: 'player-1', productId: 'gems_100', message: 'disk full while saving [redacted] for [redacted]' }]);
  });
});

describe('bad input answers 4xx with a code, never reaching the verify server', () => {
  const cases: Array<[string, Request, number, string, string]> = [
    ['a body that is not JSON', post('{"playerId":'), 400, 'invalid_request', 'the body is not JSON'],
    ['a JSON array', post([body]), 400, 'invalid_request', 'the body must be a JSON object'],
    ['a missing field', post({ playerId: 'player-1', purchaseToken: TOKEN }), 400, 'invalid_request', 'signedRequest must be a non-empty string'],
    ['a field of another type', post({ ...body, purchaseToken: 7 }), 400, 'invalid_request', 'purchaseToken must be a non-empty string'],
    ['an empty field', post({ ...body, playerId: '' }), 400, 'invalid_request', 'playerId must be a non-empty string'],
    ['an unknown field', post({ ...body, productId: 'gems_100' }), 400, 'invalid_request', 'unknown field "productId"'],
    ['an overlong field', post({ ...body, signedRequest: 'a'.repeat(9000) }), 400, 'invalid_request', 'signedRequest is longer than 8192 characters'],
    ['another content type', post(JSON.stringify(body), { 'content-type': 'text/plain' }), 415, 'unsupported_media_type', 'the body must be application/json'],
    ['a body over the bound', post({ ...body, signedRequest: 'a'.repeat(20_000) }), 413, 'payload_too_large', 'the body is larger than 16384 bytes'],
    ['another method', new Request('http://backend.test/purchases/grant', { method: 'GET', headers: { origin: GAME_ORIGIN } }), 405, 'method_not_allowed', 'use POST'],
    ['another path', post(body, {}, 'http://backend.test/purchases/grant/x'), 404, 'not_found', 'no such endpoint; grants are posted to /purchases/grant'],
  ];
  it.each(cases)('%s', async (_name, request, status, code, error) => {
    const { handler, grants } = setUp();
    expect(await read(await handler(request))).toMatchObject({ status, body: { code, error, consume: false } });
    expect(calls).toEqual([]);
    expect(grants).toEqual([]);
  });

  it('answers 400 when the body stream breaks mid-way', async () => {
    const broken = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(new Error('connection reset'));
      },
    });
    const request = new Request('http://backend.test/purchases/grant', { method: 'POST', headers: { 'content-type': 'application/json' }, body: broken, duplex: 'half' } as RequestInit);
    expect(await read(await setUp().handler(request))).toMatchObject({ status: 400, body: { code: 'invalid_request', error: 'the body could not be read', consume: false } });
    expect(calls).toEqual([]);
  });

  it('stops reading a streamed body at the bound, whatever Content-Length says', async () => {
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1024;
        controller.enqueue(new Uint8Array(1024).fill(32));
      },
    });
    const { handler } = setUp({ maxBodyBytes: 4096 });
    const request = new Request('http://backend.test/purchases/grant', { method: 'POST', headers: { 'content-type': 'application/json' }, body: endless, duplex: 'half' } as RequestInit);
    expect((await handler(request)).status).toBe(413);
    expect(sent).toBeLessThan(8 * 1024);
  });
});

describe('CORS: only the listed origins', () => {
  const preflight = (origin: string) =>
    new Request('http://backend.test/purchases/grant', { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });

  it('passes the preflight of a listed origin, naming that origin (never *)', async () => {
    const response = await setUp().handler(preflight(GAME_ORIGIN));
    expect(response.status).toBe(204);
    expect(Object.fromEntries(response.headers)).toMatchObject({ 'access-control-allow-origin': GAME_ORIGIN, 'access-control-allow-methods': 'POST', 'access-control-allow-headers': 'content-type', vary: 'Origin' });
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('refuses the preflight and the POST of another origin (403 origin_not_allowed), without calling the verify server', async () => {
    const { handler, grants } = setUp();
    const refused = await handler(preflight('http://127.0.0.1:9999'));
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    expect(await read(await handler(post(body, { origin: 'https://evil.example' })))).toMatchObject({ status: 403, body: { code: 'origin_not_allowed', consume: false } });
    expect(calls).toEqual([]);
    expect(grants).toEqual([]);
  });

  it('refuses options it cannot run with, naming them', () => {
    expect(() => setUp({ products: ['gems_100', ''] })).toThrow('products must be an array of product ids, such as ["gems_100"]');
    expect(() => setUp({ client: {} as never })).toThrow('client must be a verify client: createVerifyClient({ baseUrl })');
    expect(() => setUp({ grantAndSave: undefined as never })).toThrow('grantAndSave must be a function that grants and saves a purchase once');
    expect(() => setUp({ path: 'purchases/grant' })).toThrow('path must start with "/", such as "/purchases/grant"');
    expect(() => setUp({ maxBodyBytes: 10 })).toThrow('maxBodyBytes must be a whole number of at least 256');
  });

  it('matches origins by meaning and refuses a list entry that is not an origin', () => {
    expect(() => setUp({ allowedOrigins: ['*'] })).toThrow('allowedOrigins: "*" is not accepted; list the origins that serve your game');
    expect(() => setUp({ allowedOrigins: ['https://platform.example/games'] })).toThrow('is not an origin (scheme, host and port only, no path)');
    expect(() => setUp({ allowedOrigins: ['platform.example'] })).toThrow('is not an origin such as');
  });

  it('serves a listed origin written with upper case and its default port', async () => {
    const response = await setUp({ allowedOrigins: ['HTTPS://Platform.Example:443'] }).handler(preflight('https://platform.example'));
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://platform.example');
  });
});

describe('toNodeHandler, on a real Node http server', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    const { handler } = setUp({ maxBodyBytes: 2048 });
    server = createServer(toNodeHandler(handler));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/purchases/grant`;
  });
  afterAll(() => server.close());

  it('grants over HTTP with the CORS header', async () => {
    answers = { verify: [verified()], 'purchases/claim': [claimAnswer(true)] };
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', origin: GAME_ORIGIN }, body: JSON.stringify(body) });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(GAME_ORIGIN);
    expect(await response.json()).toEqual({ productId: 'gems_100', granted: true, consume: true, items: { gems: 100 } });
  });

  it('answers 413 to a chunked body over the bound', async () => {
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 8; i++) controller.enqueue(new Uint8Array(1024).fill(32));
        controller.close();
      },
    });
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: chunks, duplex: 'half' } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'payload_too_large', consume: false });
  });
});
