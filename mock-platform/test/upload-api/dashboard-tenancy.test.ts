// The dashboard shows one team at a time after a member's local sign-in, and uploaded builds are
// served from their own origin, through HTTP on 127.0.0.1.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockPlatform, type RunningMockPlatform } from '../../src/index.js';
import { runKeysCommand } from '../../src/upload-api/index.js';
import { createMember, dashboardOf, GOOD_BUILD, makeZip, signIn } from './support.js';
import { HEAVY_TEST_MS } from '../heavy';

let platform: RunningMockPlatform;
let work: string;
const keys: Record<string, string> = {};
const games: Record<string, { id: string; build: string }> = {};
const service = () => ({ url: platform.url, dataDir: join(work, 'data') });

async function createKey(team: string): Promise<string> {
  let secret = '';
  await runKeysCommand(['create', '--team', team, '--name', 'tenancy test'], { dataDir: join(work, 'data'), out: (text) => (secret += text), err: () => {} });
  return secret.trim();
}

const dashboard = async (cookie?: string) => (await fetch(`${platform.url}/dashboard`, { headers: cookie ? { cookie } : {} })).text();

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'tenancy-'));
  platform = await startMockPlatform({ dataDir: join(work, 'data') });
  const zip = readFileSync(await makeZip(work, 'build.zip', GOOD_BUILD));
  for (const team of ['acme', 'globex']) {
    keys[team] = await createKey(team);
    const auth = { authorization: `Bearer ${keys[team]}` };
    const game = await (await fetch(`${platform.url}/api/v1/games`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ name: `${team} secret game` }) })).json();
    const form = new FormData();
    form.append('version', '1');
    form.append('notes', `${team} private notes`);
    form.append('build', new Blob([zip]), 'build.zip');
    const build = await (await fetch(`${platform.url}/api/v1/games/${game.data.id}/builds`, { method: 'POST', headers: auth, body: form })).json();
    games[team] = { id: game.data.id, build: build.data.id };
  }
}, HEAVY_TEST_MS);
afterAll(async () => {
  await platform.close();
  rmSync(work, { recursive: true, force: true });
});

describe('the dashboard', () => {
  it('shows a sign-in form and nothing of any team without a session', async () => {
    const page = await dashboard();
    expect(page).toContain('Sign in');
    for (const team of ['acme', 'globex']) {
      expect(page).not.toContain(`${team} secret game`);
      expect(page).not.toContain(games[team]!.id);
    }
    expect((await fetch(`${platform.url}/dashboard/games/${games.acme!.id}`)).status).toBe(200);
    expect(await (await fetch(`${platform.url}/dashboard/games/${games.acme!.id}`)).text()).not.toContain('acme secret game');
  });

  it("after a member signs in, shows that team's games, builds and notes only", async () => {
    const acme = await dashboardOf(service(), 'acme');
    expect(acme).toContain('acme secret game');
    expect(acme).toContain('acme private notes');
    expect(acme).not.toContain('globex secret game');
    expect(acme).not.toContain('globex private notes');
    expect(acme).not.toContain(games.globex!.build);
    expect(await dashboardOf(service(), 'globex')).toContain('globex secret game');
  });

  it("answers another team's game page with 404, saying nothing of it", async () => {
    const password = await createMember(join(work, 'data'), 'acme', 'Curious', 'owner');
    const { cookie } = await signIn(platform.url, { team: 'acme', name: 'Curious', password });
    const response = await fetch(`${platform.url}/dashboard/games/${games.globex!.id}`, { headers: { cookie: cookie! } });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('globex secret game');
  });

  it('refuses a wrong password with 401, and a sign-in posted from another site with 403', async () => {
    const password = await createMember(join(work, 'data'), 'acme', 'Bea', 'developer');
    expect((await signIn(platform.url, { team: 'acme', name: 'Bea', password: `${password}x` })).status).toBe(401);
    expect((await signIn(platform.url, { team: 'globex', name: 'Bea', password })).status).toBe(401);
    const crossSite = await signIn(platform.url, { team: 'acme', name: 'Bea', password }, 'https://evil.example');
    expect(crossSite.status).toBe(403);
    expect(crossSite.cookie).toBeNull();
    expect((await signIn(platform.url, { team: 'acme', name: 'Bea', password })).status).toBe(303);
  });
});

describe('uploaded builds', () => {
  it('are served from the content origin only, never from the origin of the control surface', async () => {
    const path = `/uploads/${games.acme!.id}/${games.acme!.build}/index.html`;
    expect(new URL(platform.contentUrl).origin).not.toBe(new URL(platform.url).origin);
    expect((await fetch(`${platform.contentUrl}${path}`)).status).toBe(200);
    expect((await fetch(`${platform.url}${path}`)).status).toBe(404);
  });

  it('the content origin has no control surface and no dashboard', async () => {
    expect((await fetch(`${platform.contentUrl}/__mock/api/state`)).status).toBe(404);
    expect((await fetch(`${platform.contentUrl}/dashboard`)).status).toBe(404);
  });

  it('a page on the content origin cannot change the platform state on the control origin', async () => {
    const response = await fetch(`${platform.url}/__mock/api/events/exitRequested`, { method: 'POST', headers: { 'content-type': 'application/json', origin: platform.contentUrl }, body: '{}' });
    expect(response.status).toBe(403);
  });
});
