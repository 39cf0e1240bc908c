// Work per request is bounded before parsing: a token's header is short and its header and
// payload shallow, and a request body is shallow, each checked on the text before JSON.parse
// builds it (a deep 256 KiB document costs tens of milliseconds of the shared event loop). Large
// bodies are parsed and verified in the large-body lane, one at a time, clients in turn.
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { createSqliteLedger, developmentKeyStore, jsonNestsDeeperThan, LARGE_BODY_BYTES, LARGE_BODY_RECEIVE_WINDOW, MAX_BODY_JSON_DEPTH, MAX_QUEUED_LARGE_BODIES_PER_CLIENT, MAX_TOKEN_CHARS, MAX_TOKEN_HEADER_CHARS, MAX_TOKEN_JSON_DEPTH, type KeyStore } from '@gamesdk/verify-server';
import { createLargeBodyAdmission } from '../src/http/large-body-admission.js';
import { createLargeBodyLane } from '../src/http/large-body-lane.js';
import { connect, type Socket } from 'node:net';
import type { IncomingMessage } from 'node:http';
import { startServer, type RunningServer } from './support/server.js';
import { b64url, forge, sign, validHeader, validPayload } from './support/tokens.js';

const VERIFY = '/api/platform/partner/verify';
const CLAIM = '/api/platform/partner/purchases/claim';
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ keys: developmentKeyStore(), ledger: createSqliteLedger({ path: ':memory:' }), rateLimit: false });
});
afterAll(() => server.close());
afterEach(() => vi.restoreAllMocks());

/** The texts JSON.parse is called with while `run` runs, in this process (the server runs here). */
async function parsedTexts(run: () => Promise<void>): Promise<string[]> {
  const texts: string[] = [];
  const parse = JSON.parse;
  vi.spyOn(JSON, 'parse').mockImplementation((text: string, reviver?: (this: unknown, key: string, value: unknown) => unknown) => {
    texts.push(String(text));
    return parse(text, reviver);
  });
  await run();
  vi.restoreAllMocks();
  return texts;
}

// Almost as long as a token may be, nested as deep as the characters allow.
const deepArray = (chars: number) => `[${'['.repeat(chars / 2)}${']'.repeat(chars / 2)}]`;
const deepPayloadToken = () => {
  const payload = `{"gid":"game-1","x":${deepArray(180_000)}}`;
  return { token: `${b64url(JSON.stringify(validHeader()))}.${b64url(payload)}.${'A'.repeat(86)}`, payload };
};

it(`a token payload nested deeper than ${MAX_TOKEN_JSON_DEPTH} levels answers 400 invalid_request without being parsed`, async () => {
  const { token, payload } = deepPayloadToken();
  expect(token.length).toBeLessThanOrEqual(MAX_TOKEN_CHARS);
  const texts = await parsedTexts(async () => {
    for (const [path, body] of [[VERIFY, { token }], [CLAIM, { token, purchaseToken: 'pt-1' }]] as const) {
      const answer = await server.post(path, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ success: false, code: 'invalid_request', error: `token payload nests deeper than ${MAX_TOKEN_JSON_DEPTH} levels` });
    }
  });
  expect(texts.some((text) => text.includes(payload.slice(0, 1000)) && !text.startsWith('{"token"'))).toBe(false);
});

it(`a token header longer than ${MAX_TOKEN_HEADER_CHARS} characters or nested too deep answers 400 invalid_request`, async () => {
  const long = forge(validHeader('player', { kid: 'k'.repeat(MAX_TOKEN_HEADER_CHARS) }), validPayload());
  expect((await server.post(VERIFY, { token: long })).body).toMatchObject({ code: 'invalid_request', error: `token header is longer than ${MAX_TOKEN_HEADER_CHARS} characters` });
  const deepHeader = `${b64url(`{"alg":"ES256","x":${deepArray(600)}}`)}.${b64url(JSON.stringify(validPayload()))}.AAAA`;
  expect((await server.post(VERIFY, { token: deepHeader })).body).toMatchObject({ code: 'invalid_request', error: `token header nests deeper than ${MAX_TOKEN_JSON_DEPTH} levels` });
});

it(`a request body nested deeper than ${MAX_BODY_JSON_DEPTH} levels answers 400 invalid_request without being parsed`, async () => {
  const body = `{"token":${deepArray(200_000)}}`;
  const texts = await parsedTexts(async () => {
    const answer = await server.post(VERIFY, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, code: 'invalid_request', error: `request body nests deeper than ${MAX_BODY_JSON_DEPTH} levels` });
  });
  expect(texts.filter((text) => text.length > 100_000)).toEqual([]);
});

it('brackets inside strings do not count, and the deepest value the platform signs verifies', async () => {
  const referrals = Array.from({ length: 3 }, (_, i) => ({ playerId: `[[[[[[[[[[{{{{{{{{{{-${i}`, registeredAt: '2026-11-20T10:00:00.000Z' }));
  const answer = await server.post(VERIFY, { token: await sign('referrals', { claims: { referrals } }) });
  expect(answer.status).toBe(200);
  expect(answer.body.data.claims.referrals).toEqual(referrals);
});

it('the depth scan skips strings whole, escaped quotes included, in text and in raw bytes alike', () => {
  const cases: Array<[string, number, boolean]> = [
    ['{"a":[1]}', 2, false],
    ['[[[]]]', 2, true],
    ['["[[[[{{{{"]', 1, false],
    ['["\\\\",[[1]]]', 2, true], // the string holds one backslash; the arrays after it count
    ['["\\"[[[["]', 1, false], // an escaped quote does not end the string
    ['["\\\\\\"[[",[]]', 1, true], // a backslash, an escaped quote, then the string ends
    ['["never closed [[[[', 1, false],
    [`{"token":"${'a'.repeat(300_000)}","x":[[[[[1]]]]]}`, 4, true],
  ];
  for (const [text, depth, deeper] of cases) {
    expect([jsonNestsDeeperThan(text, depth), jsonNestsDeeperThan(Buffer.from(text), depth)]).toEqual([deeper, deeper]);
  }
});

it('large bodies are parsed and verified one at a time, clients in turn, while small ones pass at once', async () => {
  const lane = createLargeBodyLane();
  const large = LARGE_BODY_BYTES + 1;
  const events: string[] = [];
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const running = [lane('a', large, async () => (events.push('a1 starts'), await held, events.push('a1 ends')))];
  while (events.length === 0) await new Promise((resolve) => setImmediate(resolve));
  running.push(
    lane('a', large, async () => void events.push('a2')),
    lane('a', large, async () => void events.push('a3')),
    lane('b', large, async () => void events.push('b1')),
  );
  await lane('c', LARGE_BODY_BYTES, async () => void events.push('small c'));
  release();
  await Promise.all(running);
  // b waited behind a's running body only, not behind a's queue.
  expect(events).toEqual(['a1 starts', 'small c', 'a1 ends', 'a2', 'b1', 'a3']);
  // A failed large body frees its place.
  await expect(lane('a', large, async () => Promise.reject(new Error('bad')))).rejects.toThrow('bad');
  await expect(lane('a', large, async () => 'next')).resolves.toBe('next');
});

it("large bodies are counted on arrival: past a client's share 429, past the server's 503, and a client has only so many active", async () => {
  const admit = createLargeBodyAdmission({ maxInFlight: 3, maxInFlightPerClient: 2, activePerClient: 1 });
  const turns: string[] = [];
  const a1 = admit('a');
  const a2 = admit('a');
  void a1.turn.then(() => turns.push('a1'));
  void a2.turn.then(() => turns.push('a2'));
  expect(() => admit('a')).toThrow(expect.objectContaining({ code: 'rate_limited', status: 429, retryAfterSeconds: 1 }));
  const b1 = admit('b');
  void b1.turn.then(() => turns.push('b1'));
  expect(() => admit('c')).toThrow(expect.objectContaining({ code: 'verification_unavailable', status: 503 }));
  await new Promise((resolve) => setImmediate(resolve));
  // a2 waits for a1's active place; b has its own.
  expect(turns).toEqual(['a1', 'b1']);
  a1.done();
  await new Promise((resolve) => setImmediate(resolve));
  expect(turns).toEqual(['a1', 'b1', 'a2']);
  // Places come back when requests end, abandoned ones included, and once only.
  a2.done();
  a2.done();
  const a3 = admit('a');
  const a4 = admit('a');
  a4.done(); // abandoned while waiting: its turn lets its reader go, and it holds nothing
  await a4.turn;
  b1.done();
  a3.done();
  for (const client of ['a', 'a', 'c']) admit(client);
});

// A key store that holds the first large token's verification until released, so the lane fills.
function heldKeyStore() {
  const keys = developmentKeyStore();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let holding = true;
  let started!: () => void;
  const firstStarted = new Promise<void>((resolve) => (started = resolve));
  const store: KeyStore = {
    keysFor: async (gid) => {
      if (holding) {
        holding = false;
        started();
        await held;
      }
      return keys.keysFor(gid);
    },
  };
  return { store, firstStarted, release };
}

it(`a client with ${MAX_QUEUED_LARGE_BODIES_PER_CLIENT} large bodies in flight answers 429 rate_limited with Retry-After, and its queue is served after`, async () => {
  const { store, firstStarted, release } = heldKeyStore();
  const held = await startServer({ keys: store, ledger: createSqliteLedger({ path: ':memory:' }), rateLimit: false });
  try {
    // Past LARGE_BODY_BYTES by leading whitespace; the token is about another player (409).
    const padded = `${' '.repeat(LARGE_BODY_BYTES)}${JSON.stringify({ token: await sign('player'), expectedPlayerId: 'someone-else' })}`;
    const first = held.post(VERIFY, padded);
    await firstStarted;
    // With the first, one more than may be in flight: exactly one is refused at once, while the others wait.
    const queued = Array.from({ length: MAX_QUEUED_LARGE_BODIES_PER_CLIENT }, () => held.post(VERIFY, padded));
    const refused = await Promise.race(queued);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, code: 'rate_limited', error: 'too many large requests from this client are waiting; retry after 1 s' });
    expect(refused.headers.get('retry-after')).toBe('1');
    // A small body from the same client is not held up by its own queue.
    expect((await held.post(VERIFY, { token: await sign('player') })).status).toBe(200);
    release();
    const codes = (await Promise.all([first, ...queued])).map((answer) => answer.body.code);
    expect(codes.filter((code) => code === 'rate_limited')).toHaveLength(1);
    expect(codes.filter((code) => code === 'subject_mismatch')).toHaveLength(MAX_QUEUED_LARGE_BODIES_PER_CLIENT);
  } finally {
    release();
    await held.close();
  }
});

// A raw connection that sends a request's head (and optionally its body) and collects the answer.
function rawRequest(url: string, head: { length: number }, body?: string) {
  const { hostname, port } = new URL(url);
  const socket: Socket = connect(Number(port), hostname);
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(`POST ${VERIFY} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${head.length}\r\n\r\n${body ?? ''}`);
  return { socket, closed, answer: () => answer };
}

it(`large bodies are counted as they arrive: one past ${MAX_QUEUED_LARGE_BODIES_PER_CLIENT} heads from one client answers 429 at once, before its body is sent`, async () => {
  const arrived = await startServer({ keys: developmentKeyStore(), ledger: createSqliteLedger({ path: ':memory:' }), rateLimit: false });
  const sockets: Array<ReturnType<typeof rawRequest>> = [];
  try {
    // Heads only: each declares a 200 KB body that it never sends.
    for (let i = 0; i < MAX_QUEUED_LARGE_BODIES_PER_CLIENT; i++) sockets.push(rawRequest(arrived.url, { length: 200_000 }));
    // Let the server see every head before the next one.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const refused = rawRequest(arrived.url, { length: 200_000 });
    await vi.waitFor(() => expect(refused.answer()).toMatch(/\r\n\r\n\{.*\}$/s), { timeout: 10_000, interval: 20 });
    expect(refused.answer()).toMatch(/^HTTP\/1\.1 429 /);
    expect(refused.answer()).toMatch(/\r\nretry-after: 1\r\n/i);
    expect(refused.answer()).toMatch(/\r\nconnection: close\r\n/i);
    expect(refused.answer()).toContain('{"success":false,"error":"too many large requests from this client are waiting; retry after 1 s","code":"rate_limited"}');
    await refused.closed;
    // The client's small verifies are not held up by its own waiting bodies.
    expect((await arrived.post(VERIFY, { token: await sign('player') })).status).toBe(200);
    // Once its waiting requests end, the client's large bodies are admitted again.
    for (const { socket } of sockets) socket.destroy();
    await Promise.all(sockets.map(({ closed }) => closed));
    const padded = `${' '.repeat(LARGE_BODY_BYTES)}${JSON.stringify({ token: await sign('player') })}`;
    await vi.waitFor(async () => expect((await arrived.post(VERIFY, padded)).status).toBe(200), { timeout: 5000, interval: 50 });
  } finally {
    for (const { socket } of sockets) socket.destroy();
    await arrived.close();
  }
});

it(`a client's large bodies are read ${LARGE_BODY_RECEIVE_WINDOW} at a time: the others wait unread while the lane is busy`, async () => {
  const { store, firstStarted, release } = heldKeyStore();
  const held = await startServer({ keys: store, ledger: createSqliteLedger({ path: ':memory:' }), rateLimit: false });
  const requests: IncomingMessage[] = [];
  held.server.on('request', (req: IncomingMessage) => requests.push(req));
  try {
    const body = JSON.stringify({ token: await sign('player') }) + ' '.repeat(200_000);
    const sent = Array.from({ length: 12 }, () => rawRequest(held.url, { length: Buffer.byteLength(body) }, body));
    await firstStarted;
    await vi.waitFor(() => expect(requests).toHaveLength(12), { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    // The first is being verified (held); at most the window's worth were received in full.
    expect(requests.filter((req) => req.complete).length).toBeLessThanOrEqual(LARGE_BODY_RECEIVE_WINDOW);
    release();
    for (const { answer, closed } of sent) {
      await vi.waitFor(() => expect(answer()).toMatch(/^HTTP\/1\.1 200 [^]*"success":true/), { timeout: 20_000, interval: 20 });
      void closed;
    }
    expect(requests.every((req) => req.complete)).toBe(true);
    for (const { socket } of sent) socket.destroy();
  } finally {
    release();
    await held.close();
  }
});
