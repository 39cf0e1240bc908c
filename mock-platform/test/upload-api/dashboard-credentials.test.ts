// The service's credentials as the spec draws them: a team API key grants nothing outside the
// three /api/v1 endpoints and is refused on every dashboard route, sign-in included; the
// dashboard signs in team members (local accounts of the `members` command), and only owners and
// managers create, list and revoke the team's keys.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockPlatform, type RunningMockPlatform } from '../../src/index.js';
import { runKeysCommand, runMembersCommand } from '../../src/upload-api/index.js';
import { createMember, signIn } from './support.js';

let platform: RunningMockPlatform;
let work: string;
let key: string;
const dataDir = () => join(work, 'data');

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'credentials-'));
  platform = await startMockPlatform({ dataDir: dataDir() });
  let secret = '';
  await runKeysCommand(['create', '--team', 'acme', '--name', 'CI'], { dataDir: dataDir(), out: (text) => (secret += text), err: () => {} });
  key = secret.trim();
});
afterAll(async () => {
  await platform.close();
  rmSync(work, { recursive: true, force: true });
});

async function member(name: string, role: 'owner' | 'manager' | 'developer'): Promise<string> {
  const { cookie } = await signIn(platform.url, { team: 'acme', name, password: await createMember(dataDir(), 'acme', name, role) });
  return cookie!;
}

const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${platform.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: new URLSearchParams(fields), redirect: 'manual' });

/** Whether the team's key still works on the upload API. */
const keyWorks = async (secret: string) =>
  (await fetch(`${platform.url}/api/v1/games`, { method: 'POST', headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' }, body: '{"name":"probe"}' })).status === 201;

const DASHBOARD_ROUTES: Array<[string, string]> = [
  ['GET', '/dashboard'],
  ['GET', '/dashboard/games/any'],
  ['POST', '/dashboard/sign-in'],
  ['POST', '/dashboard/sign-out'],
  ['POST', '/dashboard/games'],
  ['POST', '/dashboard/games/any'],
  ['POST', '/dashboard/games/any/builds'],
  ['POST', '/dashboard/games/any/builds/any/qa'],
  ['POST', '/dashboard/games/any/publish'],
  ['POST', '/dashboard/keys'],
  ['POST', '/dashboard/keys/gsk_any/revoke'],
];

describe('a team API key is refused on every dashboard route, sign-in included', () => {
  it('as a Bearer header: 403 on every dashboard route, even with a member signed in', async () => {
    const cookie = await member('Olga', 'owner');
    for (const [method, path] of DASHBOARD_ROUTES) {
      const response = await fetch(`${platform.url}${path}`, { method, headers: { authorization: `Bearer ${key}`, cookie }, redirect: 'manual' });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(await response.text()).not.toContain(key);
    }
  });

  it('typed into the sign-in form (as the password, or in the old key field): 403 and no session', async () => {
    for (const fields of [{ key }, { team: 'acme', name: 'CI', password: key }, { team: 'acme', name: key, password: 'x' }]) {
      const answer = await signIn(platform.url, fields);
      expect(answer.status, JSON.stringify(Object.keys(fields))).toBe(403);
      expect(answer.cookie).toBeNull();
      expect(answer.body).toContain('a team API key is not a dashboard credential');
      expect(answer.body).not.toContain(key);
    }
  });

  it('a key in any other dashboard form is refused with 403 too, and nothing changes', async () => {
    const cookie = await member('Oscar', 'owner');
    const response = await post('/dashboard/games', { name: key }, { cookie });
    expect(response.status).toBe(403);
    expect(await (await fetch(`${platform.url}/dashboard`, { headers: { cookie } })).text()).not.toContain(key.slice(0, 12) + '_');
  });
});

describe('only owners and managers create, list and revoke keys', () => {
  it.each(['owner', 'manager'] as const)('a %s sees the keys, creates one (its secret shown once) and revokes it', async (role) => {
    const cookie = await member(`${role} Kim`, role);
    const page = await (await fetch(`${platform.url}/dashboard`, { headers: { cookie } })).text();
    expect(page).toContain(key.slice(0, 12));
    expect(page).not.toContain(key);
    const created = await post('/dashboard/keys', { name: `${role}'s laptop` }, { cookie });
    expect(created.status).toBe(201);
    const secret = /data-testid="new-key">([^<]+)</.exec(await created.text())![1]!;
    expect(await keyWorks(secret)).toBe(true);
    expect(await (await fetch(`${platform.url}/dashboard`, { headers: { cookie } })).text()).not.toContain(secret);
    const revoked = await post(`/dashboard/keys/${secret.slice(0, 12)}/revoke`, {}, { cookie });
    expect(revoked.status).toBe(303);
    expect(await keyWorks(secret)).toBe(false);
  });

  it('a developer sees no key and cannot create or revoke one (403)', async () => {
    const cookie = await member('Dev Dana', 'developer');
    const page = await (await fetch(`${platform.url}/dashboard`, { headers: { cookie } })).text();
    expect(page).not.toContain(key.slice(0, 12));
    expect(page).toContain("Only a team owner or manager can create, list and revoke the team's API keys.");
    const created = await post('/dashboard/keys', { name: 'sneaky' }, { cookie });
    expect(created.status).toBe(403);
    expect(await created.text()).not.toContain('data-testid="new-key"');
    expect((await post(`/dashboard/keys/${key.slice(0, 12)}/revoke`, {}, { cookie })).status).toBe(403);
    expect(await keyWorks(key)).toBe(true);
  });

  it("a member cannot revoke another team's key", async () => {
    let other = '';
    await runKeysCommand(['create', '--team', 'globex', '--name', 'theirs'], { dataDir: dataDir(), out: (text) => (other += text), err: () => {} });
    const cookie = await member('Owen', 'owner');
    expect((await post(`/dashboard/keys/${other.trim().slice(0, 12)}/revoke`, {}, { cookie })).status).toBe(404);
    expect(await keyWorks(other.trim())).toBe(true);
  });
});

describe('the members command', () => {
  it('prints the password once on stdout, lists members without it, and a removed member is signed out', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const io = { dataDir: dataDir(), out: (text: string) => void out.push(text), err: (text: string) => void err.push(text) };
    expect(await runMembersCommand(['members', 'create', '--team', 'acme', '--name', 'Rita', '--role', 'manager'], io)).toBe(0);
    const password = out.join('').trim();
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(err.join('')).not.toContain(password);
    out.length = 0;
    expect(await runMembersCommand(['list'], io)).toBe(0);
    expect(out.join('')).toContain('acme\tRita\tmanager\t');
    expect(out.join('')).not.toContain(password);
    const { cookie } = await signIn(platform.url, { team: 'acme', name: 'Rita', password });
    expect(await (await fetch(`${platform.url}/dashboard`, { headers: { cookie: cookie! } })).text()).toContain('Signed in as <strong>Rita</strong> (manager)');
    expect(await runMembersCommand(['remove', '--team', 'acme', '--name', 'Rita'], io)).toBe(0);
    expect(await (await fetch(`${platform.url}/dashboard`, { headers: { cookie: cookie! } })).text()).toContain('Sign in');
  });

  it('refuses an unknown role, a taken name and a missing option with exit code 2', async () => {
    const quiet = { dataDir: dataDir(), out: () => {}, err: () => {} };
    expect(await runMembersCommand(['create', '--team', 'acme', '--name', 'Zed', '--role', 'admin'], quiet)).toBe(2);
    expect(await runMembersCommand(['create', '--team', 'acme', '--name', 'Zed', '--role', 'owner'], quiet)).toBe(0);
    expect(await runMembersCommand(['create', '--team', 'acme', '--name', 'Zed', '--role', 'owner'], quiet)).toBe(2);
    expect(await runMembersCommand(['create', '--team', 'acme', '--name', 'Zed'], quiet)).toBe(2);
    expect(await runMembersCommand(['remove', '--team', 'acme', '--name', 'Nobody'], quiet)).toBe(1);
  });
});

describe('builds on the content origin (same host, another port) cannot reach the signed-in dashboard', () => {
  it.each(DASHBOARD_ROUTES)("%s %s refuses every frame (CSP frame-ancestors 'none', X-Frame-Options DENY), signed in or not", async (method, path) => {
    const cookie = await member(`Framed ${method}${path}`, 'owner');
    for (const headers of [{}, { cookie }]) {
      const response = await fetch(`${platform.url}${path}`, { method, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: method === 'POST' ? '' : undefined, redirect: 'manual' });
      expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('on a loopback host the session is a __Host- cookie: Secure, HttpOnly, SameSite=Strict, Path=/, which no page may set for another path', async () => {
    const answer = await fetch(`${platform.url}/dashboard/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ team: 'acme', name: 'Hana', password: await createMember(dataDir(), 'acme', 'Hana', 'owner') }),
      redirect: 'manual',
    });
    const attributes = (answer.headers.get('set-cookie') ?? '').split(';').map((part) => part.trim());
    expect(attributes[0]).toMatch(/^__Host-mock_dashboard=[A-Za-z0-9_-]{43}$/);
    expect(attributes.slice(1).sort()).toEqual(['HttpOnly', 'Path=/', 'SameSite=Strict', 'Secure']);
  });

  it('a cookie a build planted (mock_dashboard, or the session name for /dashboard, sent first) never shadows the session, and is never taken for one', async () => {
    const session = await member('Shadowed', 'owner');
    const planted = ['mock_dashboard=planted', '__Host-mock_dashboard=planted', '__Host-mock_dashboard=' + 'A'.repeat(43)];
    const page = await (await fetch(`${platform.url}/dashboard`, { headers: { cookie: [...planted, session].join('; ') } })).text();
    expect(page).toContain('Signed in as <strong>Shadowed</strong> (owner)');
    const alone = await (await fetch(`${platform.url}/dashboard`, { headers: { cookie: planted.join('; ') } })).text();
    expect(alone).toContain('Sign in');
    expect(alone).not.toContain('Signed in as');
  });
});

describe('the sign-in page', () => {
  it('gives the members command in a game project\'s form, as its bin is named', async () => {
    const page = await (await fetch(`${platform.url}/dashboard/sign-in`)).text();
    const bin = Object.keys((await import('../../package.json', { with: { type: 'json' } })).default.bin)[0];
    expect(page).toContain(`<code>npx ${bin} members create --team &lt;team&gt;`);
    expect(page).not.toContain('npm run');
  });
});
