// The dashboard does every action of the API and the publishing flow, through HTTP as a browser's
// forms send them: games created and updated, builds uploaded by hand (no version), QA passes
// (cleared by any later upload), Request Publish, and the team's review on the control surface.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockPlatform, type RunningMockPlatform } from '../../src/index.js';
import { runKeysCommand } from '../../src/upload-api/index.js';
import { createMember, GOOD_BUILD, makeZip, signIn } from './support.js';

let platform: RunningMockPlatform;
let work: string;
let zip: Buffer;
let cookie: string;
let key: string;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'dashboard-actions-'));
  const dataDir = join(work, 'data');
  platform = await startMockPlatform({ dataDir });
  zip = readFileSync(await makeZip(work, 'build.zip', GOOD_BUILD));
  const password = await createMember(dataDir, 'acme', 'Dev', 'developer');
  cookie = (await signIn(platform.url, { team: 'acme', name: 'Dev', password })).cookie!;
  let secret = '';
  await runKeysCommand(['create', '--team', 'acme', '--name', 'CI'], { dataDir, out: (text) => (secret += text), err: () => {} });
  key = secret.trim();
});
afterAll(async () => {
  await platform.close();
  rmSync(work, { recursive: true, force: true });
});

const post = (path: string, fields: Record<string, string>) =>
  fetch(`${platform.url}${path}`, { method: 'POST', headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields), redirect: 'manual' });
const read = async (path: string) => (await fetch(`${platform.url}${path}`, { headers: { cookie } })).text();

const GAME = { name: 'Orbit', description: '', engine: 'vanilla', category: 'arcade', tags: 'space, casual', orientation: 'portrait' };

async function createGame(name = 'Orbit'): Promise<string> {
  const response = await post('/dashboard/games', { ...GAME, name });
  expect(response.status).toBe(303);
  return /\/dashboard\/games\/([^?]+)/.exec(response.headers.get('location')!)![1]!;
}

async function handUpload(gameId: string, notes = '', extra: Record<string, string> = {}) {
  const form = new FormData();
  form.append('notes', notes);
  for (const [name, value] of Object.entries(extra)) form.append(name, value);
  form.append('build', new Blob([zip], { type: 'application/zip' }), 'hand.zip');
  return fetch(`${platform.url}/dashboard/games/${gameId}/builds`, { method: 'POST', headers: { cookie }, body: form, redirect: 'manual' });
}

async function apiUpload(gameId: string, version: string) {
  const form = new FormData();
  form.append('version', version);
  form.append('build', new Blob([zip]), 'ci.zip');
  return fetch(`${platform.url}/api/v1/games/${gameId}/builds`, { method: 'POST', headers: { authorization: `Bearer ${key}` }, body: form });
}

/** The ids of the game's builds, newest first, as the game page lists them (its QA forms and Inspector links). */
async function buildIds(gameId: string): Promise<string[]> {
  return [...(await read(`/dashboard/games/${gameId}`)).matchAll(new RegExp(`uploads%2F${gameId}%2F([0-9a-f-]{36})%2F`, 'g'))].map((match) => match[1]!);
}

describe('games on the dashboard', () => {
  it('creates a game from the form, validated as the API validates it, and the API sees the same game', async () => {
    const gameId = await createGame();
    const page = await read(`/dashboard/games/${gameId}?done=created`);
    expect(page).toContain('Game created');
    expect(page).toContain('<h1>Orbit</h1>');
    expect(page).toContain('value="space, casual"');
    const patched = await fetch(`${platform.url}/api/v1/games/${gameId}`, { method: 'PATCH', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: '{"category":"puzzle"}' });
    expect((await patched.json()).data).toMatchObject({ name: 'Orbit', engine: 'vanilla', tags: ['space', 'casual'], orientation: 'portrait', description: null, team_id: 'acme' });
  });

  it('refuses a field the API refuses, on the page with the reason (400), and creates nothing', async () => {
    const response = await post('/dashboard/games', { ...GAME, name: 'Bad engine', engine: 'flash' });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain('role="alert"');
    expect(page).toContain('engine must be one of unity, defold, playcanvas, cocos, vanilla, other');
    expect(await read('/dashboard')).not.toContain('Bad engine');
  });

  it('updates a game from its page; only its own team reaches it', async () => {
    const gameId = await createGame('Before');
    expect((await post(`/dashboard/games/${gameId}`, { ...GAME, name: 'After', tags: '' })).status).toBe(303);
    const page = await read(`/dashboard/games/${gameId}?done=saved`);
    expect(page).toContain('<h1>After</h1>');
    expect(page).toContain('Game details saved.');
    expect((await post(`/dashboard/games/${gameId}`, { ...GAME, name: '   ' })).status).toBe(400);
  });
});

describe('a build uploaded by hand', () => {
  it('carries no version and never collides with versioned builds, nor with other hand uploads', async () => {
    const gameId = await createGame('Hands');
    expect((await handUpload(gameId, 'first by hand')).status).toBe(303);
    expect((await apiUpload(gameId, '1.0.0')).status).toBe(201);
    // A version part sent with a hand upload is ignored: the build still carries none.
    expect((await handUpload(gameId, 'second by hand', { version: '1.0.0' })).status).toBe(303);
    expect((await apiUpload(gameId, '1.0.0')).status).toBe(409);
    const page = await read(`/dashboard/games/${gameId}`);
    expect(page.match(/\(dashboard upload\)<\/th>/g)).toHaveLength(2);
    expect(page).toContain('New build (dashboard upload) of Hands uploaded: second by hand');
    expect(await buildIds(gameId)).toHaveLength(3);
  });

  it('is held to the same rules as an API upload: no build file, or no SDK, is refused on the page', async () => {
    const gameId = await createGame('Rules');
    const form = new FormData();
    form.append('notes', 'no file');
    const missing = await fetch(`${platform.url}/dashboard/games/${gameId}/builds`, { method: 'POST', headers: { cookie }, body: form });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain('choose the build zip to upload');
    const noSdk = new FormData();
    noSdk.append('build', new Blob([readFileSync(await makeZip(work, 'nosdk.zip', { 'index.html': '<p>hi</p>' }))]), 'nosdk.zip');
    const refused = await fetch(`${platform.url}/dashboard/games/${gameId}/builds`, { method: 'POST', headers: { cookie }, body: noSdk });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain('the game SDK was not detected');
    expect(await buildIds(gameId)).toEqual([]);
  });
});

describe('QA pass', () => {
  it('an upload clears an earlier QA pass, by hand or through the API, and the old build can no longer pass', async () => {
    const gameId = await createGame('Quality');
    await handUpload(gameId);
    const [first] = await buildIds(gameId);
    expect((await post(`/dashboard/games/${gameId}/builds/${first}/qa`, {})).status).toBe(303);
    let page = await read(`/dashboard/games/${gameId}`);
    expect(page).toContain('data-testid="qa-status">QA passed');
    expect(page).toContain('Stage 4: Request Publish');

    expect((await apiUpload(gameId, '2.0.0')).status).toBe(201);
    page = await read(`/dashboard/games/${gameId}`);
    expect(page).not.toContain('data-testid="qa-status"');
    expect(page).toContain('Stage 3: test the newest build in the Inspector');
    expect(page).toContain('Request Publish needs a build that passed QA');
    const refused = await post(`/dashboard/games/${gameId}/builds/${first}/qa`, {});
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('only the newest build can pass QA');

    const [second] = await buildIds(gameId);
    await post(`/dashboard/games/${gameId}/builds/${second}/qa`, {});
    expect((await handUpload(gameId)).status).toBe(303);
    expect(await read(`/dashboard/games/${gameId}`)).not.toContain('data-testid="qa-status"');
  });
});

describe('Request Publish and the review', () => {
  it('needs a QA pass, goes to the team with the platform chosen, and shows the status and feedback on the game page', async () => {
    const gameId = await createGame('Publish');
    await handUpload(gameId);
    const refused = await post(`/dashboard/games/${gameId}/publish`, { platform: 'partner' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Request Publish needs a build that passed QA');

    const [build] = await buildIds(gameId);
    await post(`/dashboard/games/${gameId}/builds/${build}/qa`, {});
    expect((await post(`/dashboard/games/${gameId}/publish`, { platform: 'elsewhere' })).status).toBe(400);
    expect((await post(`/dashboard/games/${gameId}/publish`, { platform: 'partner', own_registration_prompt: 'yes' })).status).toBe(303);
    expect((await post(`/dashboard/games/${gameId}/publish`, { platform: 'partner' })).status).toBe(400);
    expect(await read(`/dashboard/games/${gameId}`)).toContain('in review by the team');

    const [request] = (await platform.control.getPublishRequests()).filter((candidate) => candidate.game_id === gameId);
    expect(request).toMatchObject({ build_id: build, platform: 'partner', own_registration_prompt: true, manual_loading: false, status: 'in_review', requested_by: 'Dev', game_name: 'Publish', team_id: 'acme' });
    await expect(platform.control.reviewPublishRequest(request!.id, 'request-changes')).rejects.toMatchObject({ status: 400 });
    await platform.control.reviewPublishRequest(request!.id, 'request-changes', 'The <title> screen links to an outside site.');
    await expect(platform.control.reviewPublishRequest(request!.id, 'approve')).rejects.toMatchObject({ status: 400 });
    await expect(platform.control.reviewPublishRequest('no-such-request', 'approve')).rejects.toMatchObject({ status: 404 });
    const page = await read(`/dashboard/games/${gameId}`);
    expect(page).toContain('changes requested');
    expect(page).toContain('The &#60;title&#62; screen links to an outside site.');
    // The same build cannot be requested again: a new build, its QA pass, then a new request.
    const again = await post(`/dashboard/games/${gameId}/publish`, { platform: 'partner' });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('the team requested changes on this build: upload a new build');
    await handUpload(gameId);
    const [next] = await buildIds(gameId);
    await post(`/dashboard/games/${gameId}/builds/${next}/qa`, {});
    expect((await post(`/dashboard/games/${gameId}/publish`, { platform: 'partner' })).status).toBe(303);
    const [second] = (await platform.control.getPublishRequests()).filter((candidate) => candidate.game_id === gameId);
    expect(second).toMatchObject({ build_id: next, status: 'in_review' });
    await platform.control.reviewPublishRequest(second!.id, 'approve');
    expect(await read(`/dashboard/games/${gameId}`)).toContain('data-testid="review-status">approved');
  });
});
