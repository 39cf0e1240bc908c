import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runKeysCommand } from '../../src/upload-api/index.js';
import { call, startService, type TestService } from './support.js';

let service: TestService;
let key: string;
let gameId: string;

beforeAll(async () => {
  service = await startService();
  key = await service.createKey('acme', 'GitHub Actions');
  gameId = (await call(service, 'POST', '/api/v1/games', key, { name: 'Orbit' })).body.data.id;
});
afterAll(() => service.stop());

const INVALID_KEY = { success: false, code: 'INVALID_API_KEY', error: expect.stringMatching(/^missing, malformed, revoked or unknown API key \(a key made with .*same data folder/) };

describe('401 INVALID_API_KEY', () => {
  it.each([
    ['no Authorization header', undefined],
    ['an empty bearer value', ''],
    ['a malformed key', 'not-a-key'],
    ['an unknown key of the right shape', `gsk_abcdefgh_${'A'.repeat(43)}`],
    ['a dashboard login token (a JWT)', 'eyJhbGciOiJFUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1c2VyLTEiLCJzZXNzaW9uIjp0cnVlfQ.c2lnbmF0dXJl'],
  ])('answers %s with 401 on every endpoint', async (_label, presented) => {
    for (const [method, path, body] of [
      ['POST', '/api/v1/games', { name: 'X' }],
      ['PATCH', `/api/v1/games/${gameId}`, { name: 'X' }],
      ['POST', `/api/v1/games/${gameId}/builds`, undefined],
    ] as const) {
      const answer = await call(service, method, path, presented, body);
      expect(answer).toEqual({ status: 401, body: INVALID_KEY });
    }
  });

  it('refuses another scheme carrying a valid key', async () => {
    const response = await fetch(`${service.url}/api/v1/games`, { method: 'POST', headers: { authorization: `Basic ${key}` } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(INVALID_KEY);
  });

  it('refuses a valid key with one character changed (the hash must match, not the prefix)', async () => {
    const tampered = key.slice(0, -1) + (key.endsWith('A') ? 'B' : 'A');
    expect((await call(service, 'POST', '/api/v1/games', tampered, { name: 'X' })).status).toBe(401);
  });

  it('refuses a revoked key on the very next request, for good', async () => {
    const doomed = await service.createKey('acme', 'laptop');
    expect((await call(service, 'POST', '/api/v1/games', doomed, { name: 'Before' })).status).toBe(201);
    expect(await service.revokeKey(doomed)).toBe(0);
    expect(await call(service, 'POST', '/api/v1/games', doomed, { name: 'After' })).toEqual({ status: 401, body: INVALID_KEY });
    // Revoking again cannot bring it back either.
    expect(await service.revokeKey(doomed)).toBe(0);
    expect((await call(service, 'POST', '/api/v1/games', doomed, { name: 'After' })).status).toBe(401);
  });
});

describe('403 FORBIDDEN: a key reaches only its team games', () => {
  it('refuses another team PATCH and upload, and changes nothing', async () => {
    const rival = await service.createKey('rival');
    const patch = await call(service, 'PATCH', `/api/v1/games/${gameId}`, rival, { name: 'Taken' });
    expect(patch).toEqual({ status: 403, body: { success: false, code: 'FORBIDDEN', error: "the API key's team does not own this game" } });
    const upload = await call(service, 'POST', `/api/v1/games/${gameId}/builds`, rival);
    expect(upload.status).toBe(403);
    expect(upload.body.code).toBe('FORBIDDEN');
    const mine = await call(service, 'PATCH', `/api/v1/games/${gameId}`, key, { category: 'arcade' });
    expect(mine.body.data).toMatchObject({ name: 'Orbit', team_id: 'acme' });
  });

  it('gives the key team as the owner of a game it creates', async () => {
    const rival = await service.createKey('rival');
    const created = await call(service, 'POST', '/api/v1/games', rival, { name: 'Theirs' });
    expect(created.body.data.team_id).toBe('rival');
  });
});

describe('keys command (the Team page)', () => {
  it('prints the secret once on stdout, stores only a hash, and lists prefixes only', async () => {
    let out = '';
    let err = '';
    const code = await runKeysCommand(['keys', 'create', '--team', 'acme', '--name', 'Buildkite'], {
      dataDir: service.dataDir,
      out: (text) => (out += text),
      err: (text) => (err += text),
    });
    expect(code).toBe(0);
    const secret = out.trim();
    expect(secret).toMatch(/^gsk_[a-z0-9]{8}_[A-Za-z0-9_-]{43}$/);
    expect(err).toContain(`prefix ${secret.slice(0, 12)}`);
    expect(err).not.toContain(secret);

    let listed = '';
    await runKeysCommand(['list'], { dataDir: service.dataDir, out: (text) => (listed += text), err: () => {} });
    expect(listed).toContain(secret.slice(0, 12));
    expect(listed).toContain('Buildkite');
    expect(listed).not.toContain(secret);

    const db = new Database(join(service.dataDir, 'upload-api.sqlite'), { readonly: true });
    const row = db.prepare('SELECT * FROM api_keys WHERE prefix = ?').get(secret.slice(0, 12)) as Record<string, unknown>;
    db.close();
    expect(JSON.stringify(row)).not.toContain(secret.slice(13));
    expect((row.secret_hash as Buffer).length).toBe(32);
  });

  it('answers usage errors with 2 and an unknown prefix with 1', async () => {
    const quiet = { dataDir: service.dataDir, out: () => {}, err: () => {} };
    expect(await runKeysCommand(['keys', 'create', '--team', 'acme'], quiet)).toBe(2);
    expect(await runKeysCommand(['keys', 'create', '--team', 'bad team!', '--name', 'x'], quiet)).toBe(2);
    expect(await runKeysCommand(['keys', 'rotate'], quiet)).toBe(2);
    expect(await runKeysCommand(['keys', 'revoke', 'gsk_nosuchpr'], quiet)).toBe(1);
  });
});

describe('dashboard routes refuse team API keys', () => {
  it('answers 403 to a bearer key on /dashboard and /uploads, and serves the dashboard without one', async () => {
    const withKey = await fetch(`${service.url}/dashboard`, { headers: { authorization: `Bearer ${key}` } });
    expect(withKey.status).toBe(403);
    const refusal = await withKey.text();
    expect(refusal).toContain('team API keys are not accepted on dashboard routes');
    expect(refusal).not.toContain(key);
    expect((await fetch(`${service.url}/dashboard`)).status).toBe(200);
    const file = await fetch(`${service.url}/uploads/any-game/any-build/index.html`, { headers: { authorization: `Bearer ${key}` } });
    expect(file.status).toBe(403);
    expect(await file.json()).toMatchObject({ code: 'FORBIDDEN' });
  });
});

it('answers an endpoint outside the three with 404 NOT_FOUND, even with a valid key', async () => {
  const answer = await call(service, 'GET', '/api/v1/games', key);
  expect(answer.status).toBe(404);
  expect(answer.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
});
