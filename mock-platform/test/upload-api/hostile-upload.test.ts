// Hostile and unusual upload requests through HTTP on 127.0.0.1: any-case Bearer scheme, multipart
// without a boundary, text parts that are not UTF-8. Each is a clear 4xx, never a 500.
import { connect } from 'node:net';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliCompressSync } from 'node:zlib';
import Database from 'better-sqlite3';
import { call, GOOD_BUILD, makeZip, SDK_SCRIPT, startService, type TestService } from './support.js';
import { HEAVY_TEST_MS } from '../heavy';

let service: TestService;
let key: string;
let work: string;
let zip: Buffer;

beforeAll(async () => {
  service = await startService({ maxBuildBytes: 256 * 1024 });
  key = await service.createKey('acme');
  work = mkdtempSync(join(tmpdir(), 'hostile-upload-'));
  zip = readFileSync(await makeZip(work, 'good.zip', GOOD_BUILD));
});
afterAll(async () => {
  await service.stop();
  rmSync(work, { recursive: true, force: true });
});

const newGame = async () => (await call(service, 'POST', '/api/v1/games', key, { name: 'Orbit' })).body.data.id as string;

/** A multipart body built by hand, so its bytes can be anything. */
function multipart(boundary: string, parts: Array<{ name: string; value: Buffer; filename?: string }>): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.filename ? 'Content-Type: application/zip\r\n' : ''}\r\n`), part.value, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

async function postRaw(gameId: string, contentType: string, body: Buffer) {
  const response = await fetch(`${service.url}/api/v1/games/${gameId}/builds`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': contentType }, body });
  return { status: response.status, body: (await response.json()) as { code: string; error: string; field?: string } };
}

describe('the Authorization scheme', () => {
  it.each(['bearer', 'BEARER', 'BeArEr'])('accepts "%s <key>" (the scheme is case-insensitive)', async (scheme) => {
    const response = await fetch(`${service.url}/api/v1/games`, { method: 'POST', headers: { authorization: `${scheme} ${key}`, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Case' }) });
    expect(response.status).toBe(201);
  });

  it('still refuses another scheme with 401 INVALID_API_KEY', async () => {
    const response = await fetch(`${service.url}/api/v1/games`, { method: 'POST', headers: { authorization: `Basic ${key}`, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Case' }) });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'INVALID_API_KEY' });
  });
});

describe('malformed multipart', () => {
  it('multipart/form-data without a boundary answers 400 VALIDATION_FAILED', async () => {
    const gameId = await newGame();
    const answer = await postRaw(gameId, 'multipart/form-data', multipart('x', [{ name: 'version', value: Buffer.from('1') }]));
    expect(answer).toEqual({ status: 400, body: { success: false, code: 'VALIDATION_FAILED', field: 'body', error: expect.stringContaining('malformed multipart body') } });
  });
});

describe('text parts must be valid UTF-8', () => {
  it.each([
    ['an invalid byte', Buffer.from([0x31, 0xff, 0x32])],
    ['an encoded lone surrogate', Buffer.from([0x31, 0xed, 0xa0, 0x80])],
    ['a truncated sequence', Buffer.from([0x31, 0xe2, 0x82])],
  ])('a version with %s answers 400 naming the field, and stores nothing', async (_name, bytes) => {
    const gameId = await newGame();
    const answer = await postRaw(gameId, 'multipart/form-data; boundary=b0undary', multipart('b0undary', [{ name: 'version', value: bytes }, { name: 'build', value: zip, filename: 'b.zip' }]));
    expect(answer).toEqual({ status: 400, body: { success: false, code: 'VALIDATION_FAILED', field: 'version', error: 'version is not valid UTF-8 text' } });
  });

  it('two versions that differ only in invalid bytes never collide: both are refused, a valid one is stored', async () => {
    const gameId = await newGame();
    for (const bytes of [[0x76, 0xff], [0x76, 0xfe]]) {
      const answer = await postRaw(gameId, 'multipart/form-data; boundary=b', multipart('b', [{ name: 'version', value: Buffer.from(bytes) }, { name: 'build', value: zip, filename: 'b.zip' }]));
      expect(answer.status).toBe(400);
    }
    const valid = await postRaw(gameId, 'multipart/form-data; boundary=b', multipart('b', [{ name: 'version', value: Buffer.from('v-é-🌾') }, { name: 'build', value: zip, filename: 'b.zip' }]));
    expect(valid.status).toBe(201);
    expect((valid.body as unknown as { data: { version: string } }).data.version).toBe('v-é-🌾');
  });

  it('a 100-character version of multi-byte characters is accepted, 101 is refused', async () => {
    const gameId = await newGame();
    const post = (version: string) => postRaw(gameId, 'multipart/form-data; boundary=b', multipart('b', [{ name: 'version', value: Buffer.from(version) }, { name: 'build', value: zip, filename: 'b.zip' }]));
    expect((await post('é'.repeat(100))).status).toBe(201);
    expect((await post('ü'.repeat(101))).body.code).toBe('MISSING_VERSION');
  });
});

// Unclosed tags with random text between them: pathological for a backtracking scanner, and not
// compressible enough to be refused as a zip bomb from its declared sizes.
const stallingHtml = () => Array.from({ length: 600_000 }, () => `<img ${Math.random().toString(36).slice(2, 10)}`).join('');

/** Builds of `gameId` stored by `on` (default: the shared service). */
const countBuilds = (gameId: string, on: TestService = service) => {
  const db = new Database(join(on.dataDir, 'upload-api.sqlite'), { readonly: true });
  try {
    return (db.prepare('SELECT COUNT(*) AS n FROM builds WHERE game_id = ?').get(gameId) as { n: number }).n;
  } finally {
    db.close();
  }
};

/** A service that takes big builds, a game on it, and the upload of a build made to stall the scanner. */
async function stallingUpload(name: string, signal?: AbortSignal) {
  const big = await startService({ maxBuildBytes: 64 * 1024 * 1024 });
  const bigKey = await big.createKey('acme');
  const gameId = (await call(big, 'POST', '/api/v1/games', bigKey, { name })).body.data.id as string;
  const form = new FormData();
  form.append('version', '1');
  form.append('build', new Blob([readFileSync(await makeZip(work, `${name}.zip`, { 'index.html': stallingHtml(), 'gamesdk.js': SDK_SCRIPT }))]), `${name}.zip`);
  const upload = () => fetch(`${big.url}/api/v1/games/${gameId}/builds`, { method: 'POST', headers: { authorization: `Bearer ${bigKey}` }, body: form, signal });
  return { big, gameId, upload };
}

describe('pathological builds', () => {
  it('while a build made to stall the scanner is analysed, other requests answer within a second', async () => {
    const { big, upload } = await stallingUpload('slow');
    try {
      let done = false;
      const uploading = upload().then(async (r) => {
        done = true;
        return { status: r.status, body: await r.json() };
      });
      const latencies: number[] = [];
      while (!done) {
        const started = performance.now();
        await fetch(`${big.url}/uploads/none/none/index.html`);
        latencies.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect((await uploading).status).toBe(201);
      expect(latencies.length).toBeGreaterThan(0);
      expect(Math.max(...latencies)).toBeLessThan(1000);
    } finally {
      await big.stop();
    }
    // The stalling build's analysis takes seconds alone and longer beside a full run; the second
    // that matters is the other requests', asserted above.
  }, HEAVY_TEST_MS);

  it('nested compressed bombs are refused 400 UPLOAD_ANALYSIS_FAILED and nothing is stored', async () => {
    const gameId = await newGame();
    const bomb = brotliCompressSync(Buffer.alloc(64 * 1024 * 1024, 0x61));
    const files: Record<string, string | Buffer> = { 'index.html': '<script src="gamesdk.js"></script>', 'gamesdk.js': SDK_SCRIPT };
    for (let i = 0; i < 10; i++) files[`f${i}.js.br`] = bomb;
    const answer = await postRaw(gameId, 'multipart/form-data; boundary=b', multipart('b', [{ name: 'version', value: Buffer.from('1') }, { name: 'build', value: readFileSync(await makeZip(work, 'nested.zip', files)), filename: 'n.zip' }]));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'UPLOAD_ANALYSIS_FAILED', details: expect.stringMatching(/expands more than 1000 times/) });
    expect(countBuilds(gameId)).toBe(0);
    // Compressing 64 MiB takes seconds before the upload starts (17 s on a loaded machine).
  }, HEAVY_TEST_MS);

  it('a client that goes away during the analysis leaves nothing stored', async () => {
    const controller = new AbortController();
    const { big, gameId, upload } = await stallingUpload('gone', controller.signal);
    try {
      const pending = upload().catch((error: Error) => error.name);
      await new Promise((resolve) => setTimeout(resolve, 300));
      controller.abort();
      expect(await pending).toBe('AbortError');
      // The service settles the request in its own time (later on a loaded machine): its temp
      // file goes, and no build is ever stored.
      await expect.poll(() => readdirSync(join(big.dataDir, 'tmp')), { timeout: 40_000 }).toEqual([]);
      expect(countBuilds(gameId, big)).toBe(0);
    } finally {
      await big.stop();
    }
    // A full test run keeps both cores busy: the analysis of the stalled upload then takes longer.
  }, HEAVY_TEST_MS);

  it('a client that sends its whole build and closes at once leaves nothing stored', async () => {
    // The close lands while the service is still settling the body, before its analysis starts
    // listening for it: the analysis must see the connection is gone, not store a build nobody hears of.
    const big = await startService({ maxBuildBytes: 64 * 1024 * 1024 });
    try {
      const bigKey = await big.createKey('acme');
      const gameId = (await call(big, 'POST', '/api/v1/games', bigKey, { name: 'closed' })).body.data.id as string;
      const build = readFileSync(await makeZip(work, 'closed.zip', { 'index.html': stallingHtml(), 'gamesdk.js': SDK_SCRIPT }));
      const body = multipart('b', [{ name: 'version', value: Buffer.from('1') }, { name: 'build', value: build, filename: 'closed.zip' }]);
      const { port } = new URL(big.url);
      await new Promise<void>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => {
          const head = `POST /api/v1/games/${gameId}/builds HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Bearer ${bigKey}\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: ${body.length}\r\n\r\n`;
          socket.end(Buffer.concat([Buffer.from(head), body]), () => {
            socket.destroy();
            resolve();
          });
        });
        socket.on('error', reject);
      });
      await expect.poll(() => readdirSync(join(big.dataDir, 'tmp')), { timeout: 40_000 }).toEqual([]);
      // Nothing is left running on the service's side either: the next upload of that version is not a 409.
      const again = await fetch(`${big.url}/api/v1/games/${gameId}/builds`, { method: 'POST', headers: { authorization: `Bearer ${bigKey}`, 'content-type': 'multipart/form-data; boundary=b' }, body: multipart('b', [{ name: 'version', value: Buffer.from('1') }, { name: 'build', value: zip, filename: 'b.zip' }]) });
      expect(again.status).toBe(201);
      expect(countBuilds(gameId, big)).toBe(1);
    } finally {
      await big.stop();
    }
  }, HEAVY_TEST_MS);
});
