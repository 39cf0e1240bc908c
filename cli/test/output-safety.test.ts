// What the CLI prints is safe to print: an answer that is not the API's JSON envelope fails the
// step, every text from the server has its control characters escaped, and the API key shows in
// no form: not whole, not a piece of it cut by an echo, not in Node's own request tracing.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { headerTracingSection } from '../src/config/config.js';
import { redact } from '../src/output/io.js';
import { escapeControl } from '../src/output/safe-text.js';
import { gamesdk, GOOD_BUILD, makeZip, tempDir, type CliRun } from './support.js';

const SITE = 'https://games.example.test';
const KEY = 'gsk_wxyz5678_KEYbodyKEYbodyKEYbodyKEYbodyKEYbodyKEYbody12';
const ENV = { GAMESDK_API_KEY: KEY, GAMESDK_SITE_URL: SITE };
const buildsUrl = `${SITE}/api/v1/games/g1/builds`;
const server = setupServer();
const temp = tempDir();
let zip: string;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  zip = await makeZip(temp.dir, 'game.zip', GOOD_BUILD);
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  temp.cleanup();
});

// Anything a terminal acts on: C0 (ESC, BEL, CR...), DEL, C1 (U+009B is CSI), separators, bidi.
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
const HOSTILE_TEXT = '\x1b]0;pwned\x07\x1b[2J\r\x1b[1Auploaded build ok\u009b31m \u202egnp.exe';

/** A key piece: any 8 characters of it in a row. */
const keyPieces = Array.from({ length: KEY.length - 7 }, (_, i) => KEY.slice(i, i + 8));

async function upload(): Promise<CliRun> {
  const result = await gamesdk(['builds', 'upload', 'g1', zip, '--version', '1', '--retries', '0'], ENV);
  for (const piece of keyPieces) expect(result.stdout + result.stderr).not.toContain(piece);
  return result;
}

describe('an answer that is not the API JSON envelope fails the step', () => {
  it('a 200 HTML page (a proxy) exits 1 with INVALID_RESPONSE and the start of the body, escaped', async () => {
    server.use(http.post(buildsUrl, () => new HttpResponse(`<html><title>Login</title>${HOSTILE_TEXT}${'x'.repeat(500)}</html>`, { status: 200, headers: { 'content-type': 'text/html' } })));
    const result = await upload();
    expect(result.code).toBe(1);
    expect(result.json).toMatchObject({ success: false, status: 200, code: 'INVALID_RESPONSE' });
    expect(result.json.error).toContain(`the service answered 200 with a body that is not the API's JSON envelope: "<html><title>Login</title>${escapeControl(HOSTILE_TEXT)}`);
    expect(result.json.error).toContain('(first 200 of');
    expect(result.stderr).toContain('error: the service answered 200 INVALID_RESPONSE');
    expect(result.stderr).not.toMatch(/^uploaded build/m);
    expect(result.stdout + result.stderr).not.toMatch(RAW_CONTROL);
  });

  it.each([
    ['JSON of another shape', [{ id: 'b1' }]],
    ['success without data', { success: true }],
    ['a failure without a code', { success: false, error: 'nope' }],
  ])('a 201 with %s exits 1', async (_name, body) => {
    server.use(http.post(buildsUrl, () => HttpResponse.json(body, { status: 201 })));
    const result = await upload();
    expect(result.code).toBe(1);
    expect(result.json).toMatchObject({ success: false, status: 201, code: 'INVALID_RESPONSE' });
  });

  it('a 201 envelope whose data has no build id exits 1 instead of "uploaded build undefined"', async () => {
    server.use(http.post(buildsUrl, () => HttpResponse.json({ success: true, data: {} }, { status: 201 })));
    const result = await upload();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('error: the service answered 201 without data.id, data.version: not an answer of the API; the step fails');
    expect(result.stderr).not.toContain('undefined');
  });
});

describe('text from the server is printed with control characters escaped', () => {
  it('an error message with escape sequences (title, screen clear, a fake success line) shows them as text', async () => {
    server.use(http.post(buildsUrl, () => HttpResponse.json({ success: false, error: HOSTILE_TEXT, code: `BAD\x1b[2J`, details: `\x07${HOSTILE_TEXT}` }, { status: 400 })));
    const result = await upload();
    expect(result.code).toBe(1);
    expect(result.stdout + result.stderr).not.toMatch(RAW_CONTROL);
    expect(result.stderr).toContain(`error: the service answered 400 BAD\\x1b[2J: ${escapeControl(HOSTILE_TEXT)} (\\x07${escapeControl(HOSTILE_TEXT)})`);
    // stdout stays JSON that parses back to exactly what the server sent.
    expect(result.json).toEqual({ success: false, error: HOSTILE_TEXT, code: 'BAD\x1b[2J', details: `\x07${HOSTILE_TEXT}` });
  });

  it('fields of a success answer are escaped in the message too', async () => {
    server.use(http.post(buildsUrl, () => HttpResponse.json({ success: true, data: { id: `b1${HOSTILE_TEXT}`, version: '1' } }, { status: 201 })));
    const result = await upload();
    expect(result.code).toBe(0);
    expect(result.stderr.endsWith(`\nuploaded build b1${escapeControl(HOSTILE_TEXT)} (version 1) to game g1\n`)).toBe(true);
    expect(result.stderr).not.toMatch(RAW_CONTROL);
  });

  it('a retry line escapes the code', async () => {
    server.use(http.post(buildsUrl, () => HttpResponse.json({ success: false, error: 'x', code: '\x1b[2J' }, { status: 503 })));
    const result = await gamesdk(['builds', 'upload', 'g1', zip, '--version', '1', '--retries', '1'], ENV);
    expect(result.stderr).toContain('the server answered 503 \\x1b[2J; retrying');
    expect(result.stderr).not.toMatch(RAW_CONTROL);
  });
});

describe('the API key shows in no form', () => {
  it('an echo of the key cut at 500 characters (its first 20 characters left) shows none of it', async () => {
    server.use(
      http.post(buildsUrl, ({ request }) =>
        HttpResponse.json({ success: false, code: 'INVALID_API_KEY', error: `${'-'.repeat(473)} key: ${request.headers.get('authorization')}`.slice(0, 500) }, { status: 401 }),
      ),
    );
    const result = await upload();
    expect(result.json.error.endsWith('Bearer [redacted]')).toBe(true);
    expect(result.stdout + result.stderr).not.toContain(KEY.slice(0, 20));
  });

  it('a non-JSON echo is redacted before it is cut', async () => {
    server.use(http.post(buildsUrl, ({ request }) => new HttpResponse(`${'-'.repeat(180)}${request.headers.get('authorization')}`, { status: 401 })));
    const result = await upload();
    expect(result.code).toBe(1);
    expect(result.json.error).toContain(`${'-'.repeat(180)}Bearer [redacted]`);
  });

  it('redact replaces the key and any piece of 8 or more of its characters, and nothing else', () => {
    expect(redact(`a ${KEY} b`, KEY)).toBe('a [redacted] b');
    expect(redact(`cut: ${KEY.slice(0, 20)}`, KEY)).toBe('cut: [redacted]');
    expect(redact(`tail: ${KEY.slice(-9)}!`, KEY)).toBe('tail: [redacted]!');
    expect(redact('gsk_wxy is short', KEY)).toBe('gsk_wxy is short');
  });

  it.each(['http', 'fs,HTTP', 'net', 'tls', 'ht*', '*', 'http2', 'undici'])('NODE_DEBUG=%s: the key is not sent, and the CLI says why (exit 2)', async (nodeDebug) => {
    let requests = 0;
    server.use(http.post(`${SITE}/api/v1/games`, () => (requests++, HttpResponse.json({ success: true, data: { id: 'g1' } }, { status: 201 }))));
    const result = await gamesdk(['games', 'create', '--name', 'Orbit'], { ...ENV, NODE_DEBUG: nodeDebug });
    expect(result.code).toBe(2);
    expect(requests).toBe(0);
    expect(result.stderr).toContain(`NODE_DEBUG=${headerTracingSection(nodeDebug)} makes Node print every request's headers on stderr, which would show the API key in the log: the key is not sent`);
  });

  it('NODE_DEBUG without a request section (fs, module) does not stop the CLI', () => {
    expect(headerTracingSection('fs,module')).toBeUndefined();
    expect(headerTracingSection('')).toBeUndefined();
  });
});

describe('as a process, with Node tracing requests', () => {
  let local: Server;
  let site: string;
  let requests = 0;
  beforeAll(async () => {
    local = createServer((request, response) => {
      requests++;
      request.resume();
      request.on('end', () => response.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ success: true, data: { id: 'g1', name: 'x' } })));
    });
    local.listen(0, '127.0.0.1');
    await once(local, 'listening');
    site = `http://127.0.0.1:${(local.address() as AddressInfo).port}`;
    server.close(); // msw off: the real node:http stack, which is what NODE_DEBUG traces
  });
  afterAll(() => {
    local.close();
    server.listen({ onUnhandledRequest: 'error' });
  });

  it('NODE_DEBUG=http: the bin sends nothing and prints no piece of the key', async () => {
    const bin = new URL('../bin/gamesdk.js', import.meta.url).pathname;
    const run = await promisify(execFile)(process.execPath, [bin, 'games', 'create', '--name', 'x'], {
      env: { PATH: process.env.PATH ?? '', NODE_DEBUG: 'http', GAMESDK_API_KEY: KEY, GAMESDK_SITE_URL: site },
      timeout: 30_000,
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
    );
    expect(run.code).toBe(2);
    expect(requests).toBe(0);
    expect(run.stderr).toContain('NODE_DEBUG=http makes Node print');
    for (const piece of keyPieces) expect(run.stdout + run.stderr).not.toContain(piece);
  });
});
