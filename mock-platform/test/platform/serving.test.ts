// How games, the platform SDK and the platform's own paths are served.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createMockPlatformApp, shellUrl } from '../../src/index.js';

const apps: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

function gameFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'mock-game-'));
  writeFileSync(join(folder, 'index.html'), '<!doctype html><script src="gamesdk.js"></script><img src="/logo.png">');
  return folder;
}

function app(games: Record<string, string> = { farm: gameFolder() }) {
  const made = createMockPlatformApp({ games });
  apps.push(made);
  return made.app;
}

describe('serving', () => {
  it('serves a game from /play/<name>/ with the launch declaration first in its head, and nothing the game does not ship', async () => {
    const server = app();
    const page = await request(server).get('/play/farm/');
    expect(page.status).toBe(200);
    // The page that opens the game also names its page load, which the loading screen starts with.
    expect(page.text).toMatch(/^<!doctype html><meta name="gamesdk-platform" content="partner"><meta name="partner-page-load" content="[0-9a-f-]{36}"><script src="gamesdk.js"><\/script><img src="\/logo.png">$/);
    expect((await request(server).get('/play/farm/index.html')).text).toContain('<meta name="gamesdk-platform" content="partner">');
    // The platform serves none of the game SDK: a game ships its own gamesdk.js.
    expect((await request(server).get('/play/farm/gamesdk.js')).status).toBe(404);
  });

  it('redirects /play/<name> to /play/<name>/, so the page\'s relative paths resolve under the game', async () => {
    const response = await request(app()).get('/play/farm');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/play/farm/');
  });

  it('puts the launch declaration right after <head>, before any of the game\'s scripts, and leaves other files as they are', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'mock-game-'));
    writeFileSync(join(folder, 'index.html'), '<!DOCTYPE html>\n<html lang="en"><HEAD data-x="1">\n<script src="gamesdk.js"></script></HEAD></html>');
    writeFileSync(join(folder, 'other.htm'), 'plain <b>text</b>');
    writeFileSync(join(folder, 'game.js'), 'const page = "<head>";');
    const server = app({ farm: folder });
    expect((await request(server).get('/play/farm/index.html')).text).toMatch(/^<!DOCTYPE html>\n<html lang="en"><HEAD data-x="1"><meta name="gamesdk-platform" content="partner"><meta name="partner-page-load" content="[0-9a-f-]{36}">\n<script src="gamesdk.js"><\/script><\/HEAD><\/html>$/);
    expect((await request(server).get('/play/farm/other.htm')).text).toBe('<meta name="gamesdk-platform" content="partner">plain <b>text</b>');
    expect((await request(server).get('/play/farm/game.js')).text).toBe('const page = "<head>";');
  });

  it('serves Unity\'s pre-compressed files (.gz, .br) as a CDN does: the inner type, with Content-Encoding, so the browser decodes them', async () => {
    const folder = gameFolder();
    writeFileSync(join(folder, 'game.wasm.br'), brotliCompressSync(Buffer.from('\0asm code')));
    writeFileSync(join(folder, 'game.framework.js.gz'), gzipSync('var unityFramework;'));
    writeFileSync(join(folder, 'game.data.gz'), gzipSync('data'));
    writeFileSync(join(folder, 'game.data.unityweb'), gzipSync('data'));
    const server = app({ farm: folder });
    const code = await request(server).get('/play/farm/game.wasm.br');
    expect(code.headers).toMatchObject({ 'content-type': 'application/wasm', 'content-encoding': 'br', 'cache-control': 'public, max-age=10' });
    const framework = await request(server).get('/play/farm/game.framework.js.gz');
    expect(framework.headers).toMatchObject({ 'content-type': 'text/javascript; charset=utf-8', 'content-encoding': 'gzip' });
    expect(framework.text).toBe('var unityFramework;');
    expect((await request(server).get('/play/farm/game.data.gz')).headers).toMatchObject({ 'content-type': 'application/octet-stream', 'content-encoding': 'gzip' });
    // Decompression Fallback's files are decoded by Unity's loader: served as they are.
    const fallback = await request(server).get('/play/farm/game.data.unityweb');
    expect(fallback.headers['content-encoding']).toBeUndefined();
  });

  it('answers 404 for a root-absolute path and records it in the event log', async () => {
    const made = createMockPlatformApp({ games: { farm: gameFolder() } });
    apps.push(made);
    const response = await request(made.app).get('/logo.png').set('referer', 'http://127.0.0.1/play/farm/index.html');
    expect(response.status).toBe(404);
    expect(response.text).toContain('relative paths');
    const log = await request(made.app).get('/__mock/api/log');
    expect(log.body).toEqual([expect.objectContaining({ call: 'rootAbsoluteRequest', args: { path: '/logo.png', referrer: '/play/farm/index.html' }, outcome: 'not found' })]);
  });

  it('records a request under /play/ outside every served game (a build that hard-codes a sub-path) as a root-absolute request', async () => {
    const made = createMockPlatformApp({ games: { farm: gameFolder() } });
    apps.push(made);
    const response = await request(made.app).get('/play/farm-dev/Build/web.data').set('referer', 'http://127.0.0.1/play/farm/index.html');
    expect(response.status).toBe(404);
    expect(response.text).toContain('relative paths');
    // The game's own sub-path is served as before.
    expect((await request(made.app).get('/play/farm/')).status).toBe(200);
    const log = await request(made.app).get('/__mock/api/log');
    expect(log.body.filter((entry: { call: string }) => entry.call === 'rootAbsoluteRequest')).toEqual([
      expect.objectContaining({ args: { path: '/play/farm-dev/Build/web.data', referrer: '/play/farm/index.html' }, outcome: 'not found' }),
    ]);
    const report = await request(made.app).get('/__mock/api/checklist');
    expect(report.body.items.find((item: { key: string }) => item.key === 'relative-paths')).toMatchObject({ status: 'finding', evidence: [expect.stringContaining('/play/farm-dev/Build/web.data')] });
  });

  it('serves game files with the caching a CDN uses (public, max-age=10, ETag and Last-Modified) and answers a revalidation with 304; pages stay no-store', async () => {
    const folder = gameFolder();
    writeFileSync(join(folder, 'engine.js'), 'var engine = 1;\n'.repeat(1000));
    const server = app({ farm: folder });
    const first = await request(server).get('/play/farm/engine.js');
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=10');
    expect(first.headers.etag).toMatch(/^W\/"/);
    expect(first.headers['last-modified']).toBeTruthy();
    const again = await request(server).get('/play/farm/engine.js').set('if-none-match', first.headers.etag!);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    const since = await request(server).get('/play/farm/engine.js').set('if-modified-since', first.headers['last-modified']!);
    expect(since.status).toBe(304);
    expect((await request(server).get('/play/farm/')).headers['cache-control']).toBe('no-store');
  });

  it('records a root-absolute request with a malformed Referer without failing', async () => {
    const response = await request(app()).get('/img/logo.png').set('referer', 'not a url');
    expect(response.status).toBe(404);
  });

  it('serves the mock platform SDK at the contract default path', async () => {
    const response = await request(app()).get('/partner-platform/v1/partner-sdk.js');
    expect(response.status).toBe(200);
    expect(response.text).toContain('PartnerSDK');
  });

  it('serves the same bot avatar for the same username', async () => {
    const server = app();
    const svg = async (name: string) => {
      const response = await request(server).get(`/partner-platform/v1/avatars/${name}.svg`).responseType('blob');
      expect(response.headers['content-type']).toContain('image/svg+xml');
      return (response.body as Buffer).toString('utf8');
    };
    const joe = await svg('Joe');
    expect(joe).toMatch(/^<svg /);
    expect(await svg('Joe')).toBe(joe);
    expect(await svg('Ann')).not.toBe(joe);
  });

  it('redirects / to the shell showing the first game, launched by its declaration', async () => {
    const response = await request(app()).get('/');
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe(shellUrl('', 'farm'));
    expect(decodeURIComponent(response.headers.location!)).toBe('/shell/?game=/play/farm/index.html');
  });

  it('refuses a game name unusable in a URL and a missing folder', () => {
    expect(() => createMockPlatformApp({ games: { 'my game': gameFolder() } })).toThrow("game name 'my game'");
    expect(() => createMockPlatformApp({ games: { farm: '/no/such/folder' } })).toThrow('does not exist');
  });

  it('mounts the verify endpoint on the same origin', async () => {
    const response = await request(app()).post('/api/platform/partner/verify').send({ token: 'not-a-token' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false });
  });
});
