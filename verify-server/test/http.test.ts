// Request handling at the edge: JSON only, size cap, schema validation, CORS for any origin, no
// credentials, rate limiting with Retry-After, unknown routes, and logs that never hold a token.
import cors from 'cors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSqliteLedger, developmentKeyStore, MAX_BODY_BYTES, type LogFields, type Logger } from '@gamesdk/verify-server';
import { CORS_OPTIONS } from '../src/http/cors.js';
import { startServer, type RunningServer } from './support/server.js';
import { purchaseToken, sign } from './support/tokens.js';

const VERIFY = '/api/platform/partner/verify';
const CLAIM = '/api/platform/partner/purchases/claim';
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ keys: developmentKeyStore(), ledger: createSqliteLedger({ path: ':memory:' }) });
});
afterAll(() => server.close());

describe('body validation answers 400 invalid_request', () => {
  const cases: Array<[string, unknown]> = [
    ['malformed JSON', '{"token": '],
    ['a JSON array', '[]'],
    ['a JSON string', '"token"'],
    ['a JSON null', 'null'],
    ['an empty object', {}],
    ['a token that is not a string', { token: 42 }],
    ['an empty token', { token: '' }],
    ['an unknown kind', { kind: 'admin', token: 'a.b.c' }],
    ['an unknown field', { token: 'a.b.c', apiKey: 'x' }],
    ['an empty expectedPlayerId', { token: 'a.b.c', expectedPlayerId: '' }],
    ['an expectedPlayerId that is not a string', { token: 'a.b.c', expectedPlayerId: 7 }],
  ];
  it.each(cases)('verify with %s', async (_name, body) => {
    const answer = await server.post(VERIFY, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, code: 'invalid_request' });
    expect(answer.body.error.length).toBeGreaterThan(0);
  });

  it.each([
    ['a missing purchaseToken', { token: 'a.b.c' }],
    ['a missing token', { purchaseToken: 'pt' }],
    ['a purchaseToken over 512 characters', { token: 'a.b.c', purchaseToken: 'p'.repeat(513) }],
    ['an extra kind field', { token: 'a.b.c', purchaseToken: 'pt', kind: 'purchase' }],
  ])('claim with %s', async (_name, body) => {
    const answer = await server.post(CLAIM, body);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('invalid_request');
  });

  it('answers an empty JSON body with 400', async () => {
    const answer = await server.post(VERIFY, '', { 'content-type': 'application/json' });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('invalid_request');
  });

  it('answers 415 for a body sent without any Content-Type', async () => {
    const response = await fetch(`${server.url}${VERIFY}`, { method: 'POST', body: new Blob(['{"token":"a.b.c"}']) });
    expect(response.status).toBe(415);
    expect((await response.json()).code).toBe('unsupported_media_type');
  });

  it('names the offending field', async () => {
    const answer = await server.post(VERIFY, { token: 'a.b.c', kind: 'admin' });
    expect(answer.body.error).toMatch(/^kind: /);
    const extra = await server.post(VERIFY, { token: 'a.b.c', apiKey: 'x' });
    expect(extra.body.error).toContain('apiKey');
  });
});

describe('transport rules', () => {
  it('answers 415 unsupported_media_type for a body that is not JSON', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const answer = await server.post(VERIFY, 'token=a.b.c', { 'content-type': type });
      expect(answer.status).toBe(415);
      expect(answer.body.code).toBe('unsupported_media_type');
    }
  });

  it('answers 415 unsupported_media_type for a JSON body in an unsupported charset', async () => {
    const answer = await server.post(VERIFY, { token: 'a.b.c' }, { 'content-type': 'application/json; charset=latin1' });
    expect(answer.status).toBe(415);
    expect(answer.body.code).toBe('unsupported_media_type');
  });

  it('reads a JSON body in UTF-16 (RFC 7159) and one opened by a UTF-8 byte order mark', async () => {
    const json = JSON.stringify({ token: await sign('player') });
    for (const [charset, bytes] of [['utf-16le', Buffer.from(json, 'utf16le')], ['utf-8', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(json)])]] as const) {
      const response = await fetch(`${server.url}${VERIFY}`, { method: 'POST', headers: { 'content-type': `application/json; charset=${charset}` }, body: bytes });
      expect(response.status).toBe(200);
    }
  });

  it('answers 413 payload_too_large for a body over the cap', async () => {
    const answer = await server.post(VERIFY, { token: 'a.b.c', pad: 'x'.repeat(MAX_BODY_BYTES) });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ success: false, code: 'payload_too_large' });
  });

  it('answers a body just under the cap with the token check, not 413', async () => {
    const answer = await server.post(VERIFY, { token: 'x'.repeat(MAX_BODY_BYTES - 100) });
    expect(answer.body.code).toBe('token_too_large');
  });

  it('answers a CORS preflight from any origin, without credentials', async () => {
    const response = await fetch(`${server.url}${CLAIM}`, {
      method: 'OPTIONS',
      headers: { origin: 'https://games.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('needs no API key or Authorization header, and ignores one', async () => {
    const token = await sign('player');
    const plain = await server.post(VERIFY, { token }, { origin: 'https://elsewhere.example' });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('access-control-allow-origin')).toBe('*');
    const withAuth = await server.post(VERIFY, { token }, { authorization: 'Bearer whatever' });
    expect(withAuth.status).toBe(200);
  });

  it('gives an answer exactly the CORS headers the cors package sets for the same policy (the preflight is its own)', async () => {
    // What `cors` itself sets on a POST with CORS_OPTIONS, recorded from the package.
    const expected = new Map<string, string>();
    const recorder = { setHeader: (name: string, value: string) => void expected.set(name.toLowerCase(), String(value)), getHeader: () => undefined };
    await new Promise<void>((next) => cors(CORS_OPTIONS)({ method: 'POST', headers: { origin: 'https://games.example' } } as never, recorder as never, next));
    expect([...expected.keys()].sort()).toEqual(['access-control-allow-origin', 'access-control-expose-headers']);
    const answer = await server.post(VERIFY, { token: await sign('player') }, { origin: 'https://games.example' });
    expect(answer.status).toBe(200);
    for (const [name, value] of expected) expect(answer.headers.get(name)).toBe(value);
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    expect(answer.headers.get('vary')).toBeNull();
  });

  it('answers without an ETag: no cache keeps a POST answer, so hashing each body would be waste', async () => {
    const answer = await server.post(VERIFY, { token: await sign('player') });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('etag')).toBeNull();
    expect(answer.headers.get('content-type')).toContain('application/json'); // the headers are the answer's
  });

  it('answers 404 not_found as JSON for any other path or method', async () => {
    const other = await server.post('/api/platform/partner/refund', { token: 'a.b.c' });
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ success: false, code: 'not_found' });
    const get = await fetch(`${server.url}${VERIFY}`);
    expect(get.status).toBe(404);
    expect((await get.json()).code).toBe('not_found');
  });
});

describe('rate limiting', () => {
  it('answers 429 rate_limited with Retry-After in whole seconds once the budget is spent, across both endpoints', async () => {
    const limited = await startServer({ keys: developmentKeyStore(), ledger: createSqliteLedger({ path: ':memory:' }), rateLimit: { limit: 2, windowMs: 30_000 } });
    try {
      const token = await sign('player');
      expect((await limited.post(VERIFY, { token })).status).toBe(200);
      expect((await limited.post(CLAIM, { token: await purchaseToken('rl-1'), purchaseToken: 'rl-1' })).status).toBe(200);
      const answer = await limited.post(VERIFY, { token });
      expect(answer.status).toBe(429);
      expect(answer.body).toMatchObject({ success: false, code: 'rate_limited' });
      const retryAfter = answer.headers.get('retry-after');
      expect(retryAfter).toMatch(/^\d+$/);
      expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
      expect(Number(retryAfter)).toBeLessThanOrEqual(30);
      const claim = await limited.post(CLAIM, { token: await purchaseToken('rl-2'), purchaseToken: 'rl-2' });
      expect(claim.status).toBe(429);
      expect(claim.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      await limited.close();
    }
  });
});

describe('rate limiting behind a load balancer', () => {
  it('keys the budget on the client address from X-Forwarded-For when trustProxy is set', async () => {
    const proxied = await startServer({ keys: developmentKeyStore(), ledger: createSqliteLedger({ path: ':memory:' }), rateLimit: { limit: 1, windowMs: 60_000 }, trustProxy: 1 });
    try {
      const token = await sign('player');
      const from = (ip: string) => proxied.post(VERIFY, { token }, { 'x-forwarded-for': ip });
      expect((await from('203.0.113.1')).status).toBe(200);
      expect((await from('203.0.113.2')).status).toBe(200);
      expect((await from('203.0.113.1')).status).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});

describe('logs', () => {
  it('writes one structured entry per request and never a token or purchase token', async () => {
    const entries: Array<{ level: string; message: string; fields?: LogFields }> = [];
    const capture = (level: string) => (message: string, fields?: LogFields) => entries.push({ level, message, ...(fields ? { fields } : {}) });
    const logger: Logger = { info: capture('info'), warn: capture('warn'), error: capture('error') };
    const logged = await startServer({ keys: developmentKeyStore(), ledger: createSqliteLedger({ path: ':memory:' }), logger });
    try {
      const player = await sign('player');
      const purchase = await purchaseToken('secret-purchase-42');
      await logged.post(VERIFY, { token: player });
      await logged.post(VERIFY, { token: `${player}x` });
      await logged.post(CLAIM, { token: purchase, purchaseToken: 'secret-purchase-42' });
      await logged.post(VERIFY, { token: player, kind: 'purchase' });
      const text = JSON.stringify(entries);
      expect(entries.filter((entry) => entry.message === 'request')).toHaveLength(4);
      expect(entries[0]?.fields).toMatchObject({ method: 'POST', path: VERIFY, status: 200, kind: 'player', platformGameId: 'game-1' });
      expect(entries[1]?.fields).toMatchObject({ status: 401, code: 'invalid_signature' });
      for (const secret of [player, purchase, 'secret-purchase-42', ...player.split('.'), ...purchase.split('.')]) expect(text).not.toContain(secret);
    } finally {
      await logged.close();
    }
  });
});

describe('internal errors', () => {
  it('answers 500 internal_error with a generic message when a plugged-in part has a bug, and logs the cause', async () => {
    const entries: string[] = [];
    const logger: Logger = { info() {}, warn() {}, error: (message, fields) => void entries.push(JSON.stringify({ message, ...fields })) };
    // A custom key store returning a value that is not a list of keys: a programming error, not bad input.
    const buggy = await startServer({ keys: { keysFor: () => ({ length: 1 }) as never }, ledger: createSqliteLedger({ path: ':memory:' }), logger });
    try {
      const answer = await buggy.post(VERIFY, { token: await sign('player') });
      expect(answer.status).toBe(500);
      expect(answer.body).toEqual({ success: false, code: 'internal_error', error: 'internal error' });
      expect(entries).toHaveLength(1);
      expect(entries[0]).toContain('unexpected failure');
    } finally {
      await buggy.close();
    }
  });
});
