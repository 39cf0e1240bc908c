// Work per request is bounded before parsing: a token's header is short and its header and
// payload shallow, and a request body is shallow, each checked on the text before JSON.parse
// builds it (a deep 256 KiB document costs tens of milliseconds of the shared event loop).
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { createSqliteLedger, developmentKeyStore, MAX_BODY_JSON_DEPTH, MAX_TOKEN_CHARS, MAX_TOKEN_HEADER_CHARS, MAX_TOKEN_JSON_DEPTH } from '@gamesdk/verify-server';
import { createLargeTokenLane } from '../src/lib/large-token-lane.js';
import { LARGE_TOKEN_CHARS } from '../src/limits.js';
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

it('large tokens are verified one at a time while small ones pass at once, and a full lane answers 503', async () => {
  const lane = createLargeTokenLane(2);
  const large = 'x'.repeat(LARGE_TOKEN_CHARS + 1);
  const events: string[] = [];
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const first = lane(large, async () => (events.push('large 1 starts'), await held, events.push('large 1 ends')));
  const second = lane(large, async () => void events.push('large 2 runs'));
  while (events.length === 0) await new Promise((resolve) => setImmediate(resolve));
  await lane('small', async () => void events.push('small runs'));
  await expect(lane(large, async () => undefined)).rejects.toMatchObject({ code: 'verification_unavailable', status: 503 });
  release();
  await Promise.all([first, second]);
  expect(events).toEqual(['large 1 starts', 'small runs', 'large 1 ends', 'large 2 runs']);
  // A failed large token frees its place.
  await expect(lane(large, async () => Promise.reject(new Error('bad')))).rejects.toThrow('bad');
  await expect(lane(large, async () => 'next')).resolves.toBe('next');
});
