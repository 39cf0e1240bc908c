// The client's own behaviour against a scripted HTTP server: retries on 429 (Retry-After in
// seconds or as an HTTP-date) and 503, none on other 4xx, typed errors; and Retry-After parsing.
// Against the real verify server: verify-server/test/client.test.ts and test/e2e/verify (a Worker).
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifyClient, retryAfterMs } from '../src/index.js';

describe('retries', () => {
  let scripted: Server;
  let url: string;
  let script: Array<{ status: number; headers?: Record<string, string>; body: unknown }> = [];
  let calls = 0;

  beforeAll(async () => {
    scripted = createServer((req, res) => {
      calls++;
      req.resume();
      const step = script.shift() ?? { status: 500, body: { success: false, code: 'internal_error', error: 'script ran out' } };
      res.writeHead(step.status, { 'content-type': 'application/json', ...step.headers });
      res.end(typeof step.body === 'string' ? step.body : JSON.stringify(step.body));
    });
    scripted.listen(0, '127.0.0.1');
    await once(scripted, 'listening');
    url = `http://127.0.0.1:${(scripted.address() as AddressInfo).port}`;
  });
  afterAll(() => scripted.close());

  const ok = { status: 200, body: { success: true, data: { claimed: true, claimedAt: '2026-11-21T08:00:00.000Z' } } };
  const limited = (retryAfter: string) => ({ status: 429, headers: { 'retry-after': retryAfter }, body: { success: false, code: 'rate_limited', error: 'slow down' } });
  const unavailable = (headers: Record<string, string> = {}) => ({ status: 503, headers, body: { success: false, code: 'ledger_unavailable', error: 'retry later' } });
  const NOW = Date.parse('2026-11-21T08:00:00.000Z');

  function client(options: { maxAttempts?: number; maxRetryDelayMs?: number } = {}) {
    const waits: number[] = [];
    const instance = createVerifyClient({ baseUrl: url, now: () => NOW, sleep: async (ms) => void waits.push(ms), ...options });
    return { instance, waits };
  }

  const run = async (steps: typeof script, options?: { maxAttempts?: number; maxRetryDelayMs?: number }) => {
    script = [...steps];
    calls = 0;
    const { instance, waits } = client(options);
    const result = await instance.claim({ token: 'a.b.c', purchaseToken: 'p' }).catch((error: unknown) => error);
    return { result, waits, calls };
  };

  it('waits Retry-After seconds on 429, then succeeds', async () => {
    const { result, waits, calls } = await run([limited('2'), ok]);
    expect(result).toEqual(ok.body.data);
    expect(waits).toEqual([2000]);
    expect(calls).toBe(2);
  });

  it('reads Retry-After as an HTTP-date', async () => {
    const { result, waits } = await run([limited(new Date(NOW + 3000).toUTCString()), ok]);
    expect(result).toEqual(ok.body.data);
    expect(waits).toEqual([3000]);
  });

  it('retries 503 with Retry-After or, without it, exponential backoff', async () => {
    const { result, waits, calls } = await run([unavailable({ 'retry-after': '1' }), unavailable(), unavailable(), ok]);
    expect(result).toEqual(ok.body.data);
    expect(waits).toEqual([1000, 1000, 2000]);
    expect(calls).toBe(4);
  });

  it('gives up after maxAttempts with the last error', async () => {
    const { result, calls } = await run([unavailable(), unavailable(), unavailable()], { maxAttempts: 3 });
    expect(result).toMatchObject({ code: 'ledger_unavailable', status: 503, attempts: 3 });
    expect(calls).toBe(3);
  });

  it('fails at once when Retry-After is longer than maxRetryDelayMs, reporting the wait', async () => {
    const { result, waits } = await run([limited('120'), ok], { maxRetryDelayMs: 30_000 });
    expect(result).toMatchObject({ code: 'rate_limited', status: 429, retryAfterMs: 120_000 });
    expect(waits).toEqual([]);
  });

  it.each([400, 401, 404, 409, 413, 415, 422])('does not retry a %i', async (status) => {
    const { result, calls, waits } = await run([{ status, body: { success: false, code: 'invalid_request', error: 'no' } }, ok]);
    expect(result).toMatchObject({ status, code: 'invalid_request' });
    expect(calls).toBe(1);
    expect(waits).toEqual([]);
  });

  it('reports an answer that is not the documented shape as invalid_response', async () => {
    const { result } = await run([{ status: 502, body: '<html>bad gateway</html>' }]);
    expect(result).toMatchObject({ code: 'invalid_response', status: 502 });
  });

  it('retries a refused connection, then reports network_error', async () => {
    const waits: number[] = [];
    const refused = createVerifyClient({ baseUrl: 'http://127.0.0.1:1', maxAttempts: 2, sleep: async (ms) => void waits.push(ms) });
    const error = await refused.verify({ token: 'a.b.c' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'network_error', attempts: 2 });
    expect(waits).toEqual([500]);
  });
});

describe('retryAfterMs', () => {
  const now = Date.parse('2026-11-21T08:00:00.000Z');
  it('reads delta-seconds, HTTP-dates, past dates and junk', () => {
    expect(retryAfterMs('0', now)).toBe(0);
    expect(retryAfterMs(' 7 ', now)).toBe(7000);
    expect(retryAfterMs('Sat, 21 Nov 2026 08:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs('Sat, 21 Nov 2026 07:59:00 GMT', now)).toBe(0);
    expect(retryAfterMs('-3', now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs('2026-11-21T08:00:05Z', now)).toBeUndefined();
    expect(retryAfterMs('Saturday, 21-Nov-26 08:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
});

