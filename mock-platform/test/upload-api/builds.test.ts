import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, dashboardOf, GOOD_BUILD, makeZip, SDK_SCRIPT, startService, upload, type TestService } from './support.js';

let service: TestService;
let key: string;
let work: string;
let goodZip: string;

beforeAll(async () => {
  service = await startService({ maxBuildBytes: 256 * 1024 });
  key = await service.createKey('acme');
  work = mkdtempSync(join(tmpdir(), 'builds-test-'));
  goodZip = await makeZip(work, 'good.zip', GOOD_BUILD);
});
afterAll(async () => {
  await service.stop();
  rmSync(work, { recursive: true, force: true });
});

const newGame = async () => (await call(service, 'POST', '/api/v1/games', key, { name: 'Orbit' })).body.data.id as string;
const countRows = (table: string, gameId: string) => {
  const db = new Database(join(service.dataDir, 'upload-api.sqlite'), { readonly: true });
  try {
    return (db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE game_id = ?`).get(gameId) as { n: number }).n;
  } finally {
    db.close();
  }
};
const failure = (code: string) => ({ success: false, code, error: expect.any(String) });

describe('201: a build that passes every rule', () => {
  it('answers the Build in the success envelope, with typed informational fields', async () => {
    const gameId = await newGame();
    const answer = await upload(service, gameId, key, { build: goodZip, version: '1.4.0-rc.2+exp.sha.5114f85', notes: '  Faster start  ', filename: 'orbit build.zip' });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      success: true,
      data: {
        id: expect.any(String),
        original_filename: 'orbit build.zip',
        original_size_bytes: readFileSync(goodZip).length,
        status: 'uploaded',
        notes: 'Faster start',
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        version: '1.4.0-rc.2+exp.sha.5114f85',
        compression: 'deflate',
        largest_file_bytes: Buffer.byteLength(SDK_SCRIPT),
        largest_file_name: 'gamesdk.js',
      },
    });
  });

  it('stores blank or absent notes as the empty string, and accepts 500 characters after trimming', async () => {
    const gameId = await newGame();
    expect((await upload(service, gameId, key, { build: goodZip, version: 'a' })).body.data.notes).toBe('');
    expect((await upload(service, gameId, key, { build: goodZip, version: 'b', notes: ' \n\t ' })).body.data.notes).toBe('');
    const notes = `  ${'n'.repeat(500)}  `;
    expect((await upload(service, gameId, key, { build: goodZip, version: 'c', notes })).body.data.notes).toBe('n'.repeat(500));
  });

  it('accepts a version of exactly 100 characters and free-form versions', async () => {
    const gameId = await newGame();
    for (const version of ['v'.repeat(100), '2026.11.21-nightly_3', '1.0.0+build.7']) {
      expect((await upload(service, gameId, key, { build: goodZip, version })).status).toBe(201);
    }
  });

  it('accepts index.html one level down and serves the build from that folder', async () => {
    const gameId = await newGame();
    const nested = await makeZip(work, 'nested.zip', Object.fromEntries(Object.entries(GOOD_BUILD).map(([name, body]) => [`orbit/${name}`, body])));
    const answer = await upload(service, gameId, key, { build: nested, version: '1' });
    expect(answer.status).toBe(201);
    const page = await fetch(`${service.url}/uploads/${gameId}/${answer.body.data.id}/index.html`);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toBe(GOOD_BUILD['index.html'].replace('<!doctype html>', '<!doctype html><meta name="gamesdk-platform" content="partner">'));
    const script = await fetch(`${service.url}/uploads/${gameId}/${answer.body.data.id}/gamesdk.js`);
    expect(await script.text()).toBe(SDK_SCRIPT);
  });

  it('accepts a build with a root-absolute script path (launch review, not the upload, rejects it) and shows the finding', async () => {
    const gameId = await newGame();
    const zip = await makeZip(work, 'absolute.zip', { ...GOOD_BUILD, 'index.html': '<script src="/gamesdk.js"></script>' });
    expect((await upload(service, gameId, key, { build: zip, version: 'absolute-1' })).status).toBe(201);
    // The dashboard shows what launch review would find, from gamesdk check on the stored zip.
    const page = await dashboardOf(service, 'acme');
    expect(page).toContain('<li>reject ROOT_ABSOLUTE_PATH: index.html:1 &#34;/gamesdk.js&#34; is root-absolute');
  });

  it('finds the SDK in Unity decompression-fallback output (Build/*.framework.js.unityweb, Brotli inside)', async () => {
    const { brotliCompressSync } = await import('node:zlib');
    const zip = await makeZip(work, 'unityweb.zip', {
      'index.html': '<script src="Build/game.loader.js"></script>',
      'Build/game.loader.js': 'createUnityInstance();',
      'Build/game.framework.js.unityweb': brotliCompressSync(Buffer.from(`var unityFramework=1;\n${SDK_SCRIPT}`)),
    });
    expect((await upload(service, await newGame(), key, { build: zip, version: '1' })).status).toBe(201);
  });

  it('finds the SDK in Unity output: a pre-compressed Build/*.framework.js.gz', async () => {
    const { gzipSync } = await import('node:zlib');
    const gameId = await newGame();
    const zip = await makeZip(work, 'unity.zip', {
      'index.html': '<script src="Build/game.loader.js"></script>',
      'Build/game.loader.js': 'createUnityInstance();',
      'Build/game.framework.js.gz': gzipSync(`var unityFramework=1;\n${SDK_SCRIPT}`),
    });
    const answer = await upload(service, gameId, key, { build: zip, version: '1' });
    expect(answer.status).toBe(201);
    const served = await fetch(`${service.url}/uploads/${gameId}/${answer.body.data.id}/Build/game.framework.js.gz`);
    expect(served.headers.get('content-encoding')).toBe('gzip');
    expect(await served.text()).toContain('@gamesdk/core');
  });
});

describe('400 MISSING_VERSION, BUILD_NOTES_TOO_LONG, MISSING_BUILD', () => {
  it.each([
    ['absent', undefined],
    ['blank', '   '],
    ['over 100 characters', 'v'.repeat(101)],
  ])('answers MISSING_VERSION when the version is %s', async (_label, version) => {
    const answer = await upload(service, await newGame(), key, { build: goodZip, version });
    expect(answer).toEqual({ status: 400, body: { success: false, code: 'MISSING_VERSION', error: 'version is required: 1 to 100 characters, not blank' } });
  });

  it('answers BUILD_NOTES_TOO_LONG for 501 characters after trimming', async () => {
    const answer = await upload(service, await newGame(), key, { build: goodZip, version: '1', notes: ` ${'n'.repeat(501)} ` });
    expect(answer).toEqual({ status: 400, body: { success: false, code: 'BUILD_NOTES_TOO_LONG', error: 'notes must be at most 500 characters after trimming' } });
  });

  it('answers MISSING_BUILD without a file part, with build sent as text, or without multipart', async () => {
    const gameId = await newGame();
    expect((await upload(service, gameId, key, { version: '1' })).body).toEqual({ success: false, code: 'MISSING_BUILD', error: 'no build file part' });
    const form = new FormData();
    form.append('version', '1');
    form.append('build', 'not a file');
    const asText = await fetch(`${service.url}/api/v1/games/${gameId}/builds`, { method: 'POST', headers: { authorization: `Bearer ${key}` }, body: form });
    expect(asText.status).toBe(400);
    expect(await asText.json()).toMatchObject({ code: 'MISSING_BUILD', error: 'build was sent as a text field; send it as a file part' });
    const json = await call(service, 'POST', `/api/v1/games/${gameId}/builds`, key, { version: '1' });
    expect(json).toEqual({ status: 400, body: { success: false, code: 'MISSING_BUILD', error: 'send multipart/form-data with a build file part' } });
  });
});

describe('400 UPLOAD_ANALYSIS_FAILED with details', () => {
  const analysisFailure = (details: unknown) => ({
    status: 400,
    body: { success: false, code: 'UPLOAD_ANALYSIS_FAILED', error: 'the build zip cannot be analysed', details },
  });

  it('refuses bytes that are not a zip', async () => {
    const answer = await upload(service, await newGame(), key, { build: randomBytes(2000), version: '1' });
    expect(answer).toEqual(analysisFailure(expect.stringMatching(/^not a readable zip: /)));
  });

  it('refuses a truncated zip', async () => {
    const bytes = readFileSync(goodZip);
    const answer = await upload(service, await newGame(), key, { build: bytes.subarray(0, bytes.length - 30), version: '1' });
    expect(answer).toEqual(analysisFailure(expect.stringMatching(/^not a readable zip: /)));
  });

  it('refuses entry names that climb out of the build (path traversal), storing nothing', async () => {
    const gameId = await newGame();
    const zip = readFileSync(await makeZip(work, 'climb.zip', { ...GOOD_BUILD, 'xx/evil.js': 'owned();' }));
    const crafted = Buffer.from(zip.toString('latin1').replaceAll('xx/evil.js', '../evil.js'), 'latin1');
    const answer = await upload(service, gameId, key, { build: crafted, version: '1' });
    expect(answer).toEqual(analysisFailure(expect.stringContaining('../evil.js')));
    expect(countRows('builds', gameId)).toBe(0);
  });

  it('refuses a zip bomb without inflating it', async () => {
    const gameId = await newGame();
    const bomb = await makeZip(work, 'bomb.zip', { ...GOOD_BUILD, 'assets/zeros.bin': Buffer.alloc(64 * 1024 * 1024) });
    const answer = await upload(service, gameId, key, { build: bomb, version: '1' });
    expect(answer).toEqual(analysisFailure(expect.stringMatching(/^assets\/zeros\.bin expands 10\d\d times \(zip bomb\)$/)));
  });
});

describe('400 VALIDATION_FAILED for the build field', () => {
  it('refuses a second file part and too many text parts, ignores unknown text parts', async () => {
    const gameId = await newGame();
    const post = (form: FormData) =>
      fetch(`${service.url}/api/v1/games/${gameId}/builds`, { method: 'POST', headers: { authorization: `Bearer ${key}` }, body: form }).then(async (r) => ({ status: r.status, body: await r.json() }));
    const zip = new Blob([readFileSync(goodZip)]);
    const twoFiles = new FormData();
    twoFiles.append('version', '1');
    twoFiles.append('build', zip, 'a.zip');
    twoFiles.append('build', zip, 'b.zip');
    expect(await post(twoFiles)).toEqual({ status: 400, body: { success: false, code: 'VALIDATION_FAILED', field: 'build', error: 'build: only one file part is accepted' } });
    const manyFields = new FormData();
    for (let i = 0; i < 11; i++) manyFields.append(`extra${i}`, 'x');
    expect((await post(manyFields)).body).toMatchObject({ code: 'VALIDATION_FAILED', error: 'the request has too many parts' });
    const unknown = new FormData();
    unknown.append('version', '1');
    unknown.append('channel', 'beta');
    unknown.append('build', zip, 'a.zip');
    expect((await post(unknown)).status).toBe(201);
  });

  it('refuses index.html two levels down, naming the field and where it was found', async () => {
    const zip = await makeZip(work, 'deep.zip', Object.fromEntries(Object.entries(GOOD_BUILD).map(([name, body]) => [`a/b/${name}`, body])));
    const answer = await upload(service, await newGame(), key, { build: zip, version: '1' });
    expect(answer).toEqual({
      status: 400,
      body: { success: false, code: 'VALIDATION_FAILED', field: 'build', error: 'build: index.html must be at the zip root or one level down (found a/b/index.html)' },
    });
  });
});

describe('409 VERSION_EXISTS', () => {
  it('changes nothing: no second build, no notification, the first build still served', async () => {
    const gameId = await newGame();
    const first = await upload(service, gameId, key, { build: goodZip, version: '1.0.0', notes: 'first' });
    const second = await upload(service, gameId, key, { build: goodZip, version: '1.0.0', notes: 'second' });
    expect(second).toEqual({ status: 409, body: { success: false, code: 'VERSION_EXISTS', error: 'the game already has a build with version "1.0.0"' } });
    expect(countRows('builds', gameId)).toBe(1);
    expect(countRows('notifications', gameId)).toBe(1);
    expect((await fetch(`${service.url}/uploads/${gameId}/${first.body.data.id}/index.html`)).status).toBe(200);
    expect(readdirSync(join(service.dataDir, 'tmp'))).toEqual([]);
  });

  it('answers a rerun whose version comes before the build at once, without reading the zip', async () => {
    const gameId = await newGame();
    await upload(service, gameId, key, { build: goodZip, version: 'rerun' });
    // Over the size limit: reading it to the end would answer 413, so a 409 means it was not read.
    const answer = await upload(service, gameId, key, { build: randomBytes(1024 * 1024), version: 'rerun', textFirst: true });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('VERSION_EXISTS');
    expect(readdirSync(join(service.dataDir, 'tmp'))).toEqual([]);
  });

  it('lets two games use the same version', async () => {
    expect((await upload(service, await newGame(), key, { build: goodZip, version: 'same' })).status).toBe(201);
    expect((await upload(service, await newGame(), key, { build: goodZip, version: 'same' })).status).toBe(201);
  });

  it('two concurrent uploads of one version: exactly one 201, one 409, one build stored', async () => {
    const gameId = await newGame();
    const bigger = await makeZip(work, 'bigger.zip', { ...GOOD_BUILD, 'assets/noise.bin': randomBytes(200 * 1024) });
    for (let round = 0; round < 5; round++) {
      const version = `race-${round}`;
      const answers = await Promise.all([1, 2].map(() => upload(service, gameId, key, { build: bigger, version })));
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    }
    expect(countRows('builds', gameId)).toBe(5);
  });
});

describe('422 SDK_NOT_INTEGRATED', () => {
  it('refuses a build without the game SDK, identically on retry', async () => {
    const gameId = await newGame();
    const zip = await makeZip(work, 'nosdk.zip', { 'index.html': '<script src="game.js"></script>', 'game.js': 'start();' });
    for (let attempt = 0; attempt < 2; attempt++) {
      const answer = await upload(service, gameId, key, { build: zip, version: '1' });
      expect(answer).toEqual({ status: 422, body: { success: false, code: 'SDK_NOT_INTEGRATED', error: 'the game SDK was not detected in the build (no file carries @gamesdk/core)' } });
    }
    expect(countRows('builds', gameId)).toBe(0);
  });
});

describe('413 BUILD_TOO_LARGE', () => {
  it('stops a build over the limit while it streams and keeps no file', async () => {
    const gameId = await newGame();
    const big = await makeZip(work, 'big.zip', { ...GOOD_BUILD, 'noise.bin': randomBytes(300 * 1024) });
    const answer = await upload(service, gameId, key, { build: big, version: '1' });
    expect(answer).toEqual({ status: 413, body: { success: false, code: 'BUILD_TOO_LARGE', error: 'the build zip is larger than 262,144 bytes' } });
    expect(readdirSync(join(service.dataDir, 'tmp'))).toEqual([]);
    expect(countRows('builds', gameId)).toBe(0);
  });

  it('refuses a declared Content-Length over the limit before reading the body', async () => {
    const gameId = await newGame();
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(`${service.url}/api/v1/games/${gameId}/builds`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(600_000_000) },
      });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      });
      req.on('error', reject);
      req.write('--x\r\n');
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual(failure('BUILD_TOO_LARGE'));
  });
});

describe('precedence when several errors apply', () => {
  it('checks the key, then the game, then the owner, then the parts in order', async () => {
    const gameId = await newGame();
    const rival = await service.createKey('rival');
    expect((await call(service, 'POST', '/api/v1/games/no-such-game/builds', 'bad-key')).status).toBe(401);
    expect((await call(service, 'POST', '/api/v1/games/no-such-game/builds', rival)).body.code).toBe('GAME_NOT_FOUND');
    expect((await call(service, 'POST', `/api/v1/games/${gameId}/builds`, rival)).body.code).toBe('FORBIDDEN');
    expect((await upload(service, gameId, key, { notes: 'n'.repeat(600) })).body.code).toBe('MISSING_BUILD');
    expect((await upload(service, gameId, key, { build: randomBytes(10), notes: 'n'.repeat(600) })).body.code).toBe('MISSING_VERSION');
    expect((await upload(service, gameId, key, { build: randomBytes(10), version: '1', notes: 'n'.repeat(600) })).body.code).toBe('BUILD_NOTES_TOO_LONG');
    await upload(service, gameId, key, { build: goodZip, version: 'taken' });
    expect((await upload(service, gameId, key, { build: randomBytes(10), version: 'taken' })).body.code).toBe('VERSION_EXISTS');
    const deepWithoutSdk = await makeZip(work, 'deep-nosdk.zip', { 'a/b/index.html': '<p>hi</p>' });
    expect((await upload(service, gameId, key, { build: deepWithoutSdk, version: '2' })).body.code).toBe('VALIDATION_FAILED');
  });
});

describe('500 INTERNAL_ERROR', () => {
  it('answers a server fault with a message that says nothing of internals, and logs it', async () => {
    const faulty = await startService();
    try {
      const faultyKey = await faulty.createKey('acme');
      const gameId = (await call(faulty, 'POST', '/api/v1/games', faultyKey, { name: 'Orbit' })).body.data.id;
      const db = new Database(join(faulty.dataDir, 'upload-api.sqlite'));
      db.exec('DROP TABLE notifications');
      db.close();
      const answer = await upload(faulty, gameId, faultyKey, { build: goodZip, version: '1' });
      expect(answer).toEqual({ status: 500, body: { success: false, code: 'INTERNAL_ERROR', error: 'internal server error; safe to retry' } });
      expect(faulty.logs.join('\n')).toContain('no such table: notifications');
      expect(faulty.logs.join('\n')).not.toContain(faultyKey);
      // The transaction rolled back: the build is not half-stored, so a retry is safe.
      const check = new Database(join(faulty.dataDir, 'upload-api.sqlite'), { readonly: true });
      expect((check.prepare('SELECT COUNT(*) AS n FROM builds').get() as { n: number }).n).toBe(0);
      check.close();
    } finally {
      await faulty.stop();
    }
  });
});

describe('post-upload effects on the dashboard', () => {
  it('shows the analysis, the SDK check, the team notification with notes and the Inspector link', async () => {
    const gameId = await newGame();
    const answer = await upload(service, gameId, key, { build: goodZip, version: '3.1.4', notes: 'New <levels> & music' });
    const page = await dashboardOf(service, 'acme');
    expect(page).toContain('3.1.4');
    expect(page).toContain('Stage 3: test the newest build in the Inspector, then mark it QA passed');
    expect(page).toContain('QA pass: <span class="badge">none</span> <span class="hint">(a new build clears it)</span>');
    expect(page).toContain('SDK integrated (gamesdk.js)');
    expect(page).toContain('New build 3.1.4 of Orbit uploaded: New &#60;levels&#62; &#38; music');
    expect(page).toContain(`/shell/?game=${encodeURIComponent(`${service.url}/uploads/${gameId}/${answer.body.data.id}/index.html`)}`);
    expect(page).toContain(key.slice(0, 12));
    expect(page).not.toContain(key);
  });

  it('accepts a bundled platform SDK (launch review rejects it) and flags it on the dashboard', async () => {
    const gameId = await newGame();
    const zip = await makeZip(work, 'bundled.zip', { ...GOOD_BUILD, 'vendor/partner-sdk.js': 'window.PartnerSDK = {};' });
    expect((await upload(service, gameId, key, { build: zip, version: 'bundled-1' })).status).toBe(201);
    const page = await dashboardOf(service, 'acme');
    expect(page).toContain('platform SDK bundled: vendor/partner-sdk.js');
  });

  it('answers 404 for a file or a build that is not there', async () => {
    const gameId = await newGame();
    const answer = await upload(service, gameId, key, { build: goodZip, version: '1' });
    expect((await fetch(`${service.url}/uploads/${gameId}/${answer.body.data.id}/missing.js`)).status).toBe(404);
    expect((await fetch(`${service.url}/uploads/${gameId}/no-such-build/index.html`)).status).toBe(404);
  });
});

it('leaves no temp file behind after all the accepted and refused uploads above', () => {
  expect(readdirSync(join(service.dataDir, 'tmp'))).toEqual([]);
});
