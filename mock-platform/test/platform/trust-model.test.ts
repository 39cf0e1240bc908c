// The mock platform's trust model through HTTP on 127.0.0.1: only loopback Host names, no
// cross-site state changes, bodies bounded in depth, game files only from the game folder,
// bounded request times and page sessions.
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAYER_DATA_DEPTH_MAX } from '@gamesdk/core';
import { MAX_JSON_DEPTH } from '../../src/serving/json-limits.js';
import { MAX_PAGE_SESSIONS } from '../../src/platform/sessions.js';
import { mockSdk, platform } from './support.js';
import { HEAVY_TEST_MS } from '../heavy';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'mock-trust-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>g</title>');
  symlinkSync('/etc', join(dir, 'etclink'));
  symlinkSync(join(dir, 'index.html'), join(dir, 'inside.html'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A raw HTTP request, so the Host and every other header can be anything. */
function raw(url: string, options: { method?: string; path: string; headers?: Record<string, string>; body?: string }) {
  const { hostname, port } = new URL(url);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ host: hostname, port, method: options.method ?? 'GET', path: options.path, headers: options.headers }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('Host names (DNS rebinding)', () => {
  it('refuses a Host that is not a loopback name with 421, on every route', async () => {
    const server = await platform();
    for (const path of ['/__mock/api/state', '/dashboard', '/shell/', '/partner-platform/v1/partner-sdk.js']) {
      const answer = await raw(server.url, { path, headers: { host: `rebound.example:${new URL(server.url).port}` } });
      expect(answer.status, path).toBe(421);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'misdirected_request' });
    }
    for (const host of ['127.0.0.1', 'localhost', '[::1]']) {
      expect((await raw(server.url, { path: '/__mock/api/state', headers: { host: `${host}:${new URL(server.url).port}` } })).status).toBe(200);
    }
  });
});

describe('cross-site requests cannot change state', () => {
  it.each([
    ['/__mock/api/events/exitRequested'],
    ['/__mock/api/consume/fail-next'],
    ['/partner-platform/v1/api/init'],
  ])('a text/plain POST to %s (no preflight in a browser) is refused with 415 and logs nothing', async (path) => {
    const server = await platform();
    const before = (await server.control.getEvents()).length;
    const answer = await raw(server.url, { method: 'POST', path, headers: { 'content-type': 'text/plain', host: new URL(server.url).host }, body: '{}' });
    expect(answer.status).toBe(415);
    expect((await server.control.getEvents()).length).toBe(before);
  });

  it('a JSON POST with another Origin is refused with 403; the same origin is accepted', async () => {
    const server = await platform();
    const headers = { 'content-type': 'application/json', host: new URL(server.url).host };
    expect((await raw(server.url, { method: 'POST', path: '/__mock/api/events/exitRequested', headers: { ...headers, origin: 'https://evil.example' }, body: '{}' })).status).toBe(403);
    expect((await raw(server.url, { method: 'POST', path: '/__mock/api/events/exitRequested', headers: { ...headers, origin: 'null' }, body: '{}' })).status).toBe(403);
    expect((await raw(server.url, { method: 'POST', path: '/__mock/api/events/exitRequested', headers: { ...headers, origin: server.url }, body: '{}' })).status).toBe(200);
  });
});

describe('JSON nested too deep is refused at the edge, and state stays readable', () => {
  it(`observe detail, entry payload and saveData deeper than ${MAX_JSON_DEPTH} answer 400; log, state and init still answer`, async () => {
    const server = await platform();
    const sdk = mockSdk(server);
    const session = await sdk.init();
    expect(session.player.id).toBe('player-1');
    const json = { 'content-type': 'application/json' };
    const observe = await fetch(`${server.url}/partner-platform/v1/api/observe`, { method: 'POST', headers: json, body: `{"kind":"x","detail":${deep(6000)}}` });
    expect(observe.status).toBe(400);
    expect((await observe.json()).error.message).toContain(`deeper than ${MAX_JSON_DEPTH}`);
    const entry = await fetch(`${server.url}/__mock/api/entry-payload`, { method: 'PUT', headers: json, body: `{"payload":${deep(6000)}}` });
    expect(entry.status).toBe(400);
    await expect(sdk.saveData({ nested: JSON.parse(deep(200)) })).rejects.toMatchObject({ code: 'BAD_ARGUMENT', message: `the JSON body is nested deeper than ${MAX_JSON_DEPTH} levels` });
    expect((await fetch(`${server.url}/__mock/api/log`)).status).toBe(200);
    expect((await fetch(`${server.url}/__mock/api/state`)).status).toBe(200);
    expect((await fetch(`${server.url}/__mock/api/checklist`)).status).toBe(200);
    await expect(mockSdk(server).init()).resolves.toMatchObject({ player: { id: 'player-1' } });
    // A value at the player data depth limit (well within the body's: the request wraps the data) is stored and served again.
    await sdk.saveData({ ok: JSON.parse(deep(PLAYER_DATA_DEPTH_MAX)) });
    expect(await sdk.loadData()).toEqual({ ok: JSON.parse(deep(PLAYER_DATA_DEPTH_MAX)) });
  });
});

describe('serving a game folder', () => {
  it('refuses a path that a symbolic link takes out of the game folder; a link inside it is served', async () => {
    const server = await platform({ g: dir });
    const outside = await fetch(`${server.url}/play/g/etclink/passwd`);
    expect(outside.status).toBe(404);
    expect(await outside.text()).not.toContain('root:');
    expect((await fetch(`${server.url}/play/g/inside.html`)).status).toBe(200);
  });
});

describe('bounded waits and sessions', () => {
  it('a request body that never ends is cut off after the request timeout', async () => {
    const server = await platform({}, { requestTimeoutMs: 500 });
    const { hostname, port } = new URL(server.url);
    const started = Date.now();
    const outcome = await new Promise<string>((resolve) => {
      const req = request({ host: hostname, port, method: 'POST', path: '/__mock/api/entry-payload', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } }, (res) => resolve(`status ${res.statusCode}`));
      req.on('error', (error) => resolve(`closed: ${error.message}`));
      req.write('{"payload":');
      // ...and never more.
    });
    expect(outcome).toMatch(/status 408|closed/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it(`keeps at most ${MAX_PAGE_SESSIONS} page sessions: older ones expire and their calls fail`, async () => {
    const server = await platform();
    const first = mockSdk(server);
    await first.init();
    for (let i = 0; i < MAX_PAGE_SESSIONS + 20; i++) await mockSdk(server).init();
    expect((await server.control.getSessions()).length).toBe(MAX_PAGE_SESSIONS);
    await expect(first.loadData()).rejects.toMatchObject({ code: expect.any(String) });
    expect((await fetch(`${server.url}/__mock/api/checklist`)).status).toBe(200);
    // 221 sessions opened one after another: seconds on a quiet machine, more beside a full run.
  }, HEAVY_TEST_MS);
});
