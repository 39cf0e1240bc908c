// The example backend against a real verify server (SQLite ledger) and real save files: a purchase
// is granted exactly once, also when the backend stops between claim and save, and under
// concurrent calls; refused purchases are neither granted nor consumed.
import { once } from 'node:events';
import { createServer as createHttpServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, createSqliteLedger, developmentKeyStore, silentLogger } from '@gamesdk/verify-server';
import { DEV_PLATFORM_PRIVATE_JWK, signPlatformToken } from '@gamesdk/verify-server/token';
import { createVerifyClient } from '@gamesdk/verify-client';
import { createGameBackend } from '../src/app.js';
import { createSaveStore } from '../src/save-store.js';
import { grantAndSaveIn } from '../src/grant-purchase.js';

const GAME_ORIGIN = 'http://127.0.0.1:8080';
let dir;
let verifyServer;
let ledger;
let verifyUrl;
const hooks = {};
const logged = [];
let backendUrl;
let backend;

async function listen(app) {
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, url: `http://127.0.0.1:${server.address().port}` };
}

const signPurchase = (purchaseToken, { playerId = 'player-1', productId = 'seeds_pack' } = {}) =>
  signPlatformToken(
    { kind: 'purchase', platformGameId: 'game-1', playerId, claims: { productId, purchaseToken, purchaseTime: new Date().toISOString(), isSandbox: true } },
    DEV_PLATFORM_PRIVATE_JWK,
  );

async function grant(body, url = backendUrl) {
  const response = await fetch(`${url}/purchases/grant`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: await response.json() };
}

async function seedsOf(playerId) {
  const response = await fetch(`${backendUrl}/players/${playerId}/save`);
  return (await response.json()).items.seeds ?? 0;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'game-backend-'));
  ledger = createSqliteLedger({ path: join(dir, 'ledger.sqlite') });
  ({ server: verifyServer, url: verifyUrl } = await listen(createApp({ keys: developmentKeyStore(), ledger, logger: silentLogger, rateLimit: false })));
  const client = createVerifyClient({ baseUrl: verifyUrl, maxAttempts: 1 });
  ({ server: backend, url: backendUrl } = await listen(createGameBackend({ client, saves: await createSaveStore(join(dir, 'saves')), allowedOrigins: [GAME_ORIGIN], hooks, log: (line) => logged.push(line) })));
});

afterAll(async () => {
  backend.close();
  verifyServer.close();
  await ledger.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('exactly-once grant', () => {
  it('grants the first time and only asks to consume afterwards', async () => {
    const purchase = { playerId: 'player-1', signedRequest: await signPurchase('order-1'), purchaseToken: 'order-1' };
    const first = await grant(purchase);
    expect(first).toEqual({ status: 200, body: { productId: 'seeds_pack', granted: true, consume: true, items: { seeds: 10 } } });
    const again = await grant(purchase);
    expect(again.body).toEqual({ productId: 'seeds_pack', granted: false, consume: true, items: { seeds: 10 } });
    expect(await seedsOf('player-1')).toBe(10);
  });

  it('grants once when the backend stopped between claim and save (claimed false, token missing from the save)', async () => {
    const purchase = { playerId: 'player-2', signedRequest: await signPurchase('order-2', { playerId: 'player-2' }), purchaseToken: 'order-2' };
    hooks.afterClaim = () => {
      throw new Error('backend stopped after claim');
    };
    const crashed = await grant(purchase);
    hooks.afterClaim = undefined;
    expect(crashed.status).toBe(500);
    expect(crashed.body).toEqual({ error: 'the grant could not be saved; the purchase stays pending', code: 'save_failed', consume: false });
    expect(JSON.parse(logged.at(-1))).toMatchObject({ event: 'failed', code: 'save_failed', playerId: 'player-2', message: 'backend stopped after claim' });
    expect(await seedsOf('player-2')).toBe(0);

    const recovered = await grant(purchase);
    expect(recovered.body).toEqual({ productId: 'seeds_pack', granted: true, consume: true, items: { seeds: 10 }, recovered: true });
    expect((await grant(purchase)).body.granted).toBe(false);
    expect(await seedsOf('player-2')).toBe(10);
  });

  it('grants once under 20 concurrent calls for one purchase', async () => {
    const purchase = { playerId: 'player-3', signedRequest: await signPurchase('order-3', { playerId: 'player-3' }), purchaseToken: 'order-3' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => grant(purchase)));
    expect(answers.filter((answer) => answer.body.granted)).toHaveLength(1);
    expect(answers.every((answer) => answer.body.consume)).toBe(true);
    expect(await seedsOf('player-3')).toBe(10);
  });
});

describe('refusals: nothing granted, nothing consumed', () => {
  it('refuses a purchase signed for another player (409 subject_mismatch)', async () => {
    const answer = await grant({ playerId: 'player-4', signedRequest: await signPurchase('order-4', { playerId: 'thief' }), purchaseToken: 'order-4' });
    expect(answer).toEqual({ status: 409, body: { error: expect.any(String), code: 'subject_mismatch', consume: false } });
    expect(await seedsOf('player-4')).toBe(0);
  });

  it('refuses a forged purchase (401 invalid_signature)', async () => {
    const [header, payload] = (await signPurchase('order-5')).split('.');
    const answer = await grant({ playerId: 'player-1', signedRequest: `${header}.${payload}.${'A'.repeat(86)}`, purchaseToken: 'order-5' });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ code: 'invalid_signature', consume: false });
  });

  it('refuses a purchaseToken that is not the signed purchase (409)', async () => {
    const answer = await grant({ playerId: 'player-1', signedRequest: await signPurchase('order-6'), purchaseToken: 'order-7' });
    expect(answer.body).toMatchObject({ code: 'purchase_token_mismatch', consume: false });
  });

  it('refuses a product the game does not sell (422)', async () => {
    const answer = await grant({ playerId: 'player-1', signedRequest: await signPurchase('order-8', { productId: 'castle' }), purchaseToken: 'order-8' });
    expect(answer).toEqual({ status: 422, body: { error: 'product castle is not sold by this game', code: 'unknown_product', consume: false } });
  });

  it('answers 503 and does not consume while the verify server is unreachable', async () => {
    const saves = await createSaveStore(join(dir, 'saves-offline'));
    const offline = await listen(createGameBackend({ client: createVerifyClient({ baseUrl: 'http://127.0.0.1:1', maxAttempts: 1 }), saves, allowedOrigins: [GAME_ORIGIN], log: (line) => logged.push(line) }));
    try {
      const answer = await grant({ playerId: 'player-1', signedRequest: await signPurchase('order-9'), purchaseToken: 'order-9' }, offline.url);
      expect(answer).toEqual({ status: 503, body: { error: expect.any(String), code: 'network_error', consume: false } });
    } finally {
      offline.server.close();
    }
  });

  it.each([
    ['never answers', 503, 'timeout', (_req, _res) => {}],
    ['redirects elsewhere', 502, 'redirect_refused', (req, res) => (req.resume(), res.writeHead(307, { location: 'http://127.0.0.1:1/claim' }).end())],
  ])('when the verify server %s, answers %i %s and grants nothing', async (_name, status, code, handler) => {
    const saves = await createSaveStore(join(dir, `saves-${code}`));
    const hostile = await listen(createHttpServer(handler));
    const backendOfHostile = await listen(createGameBackend({ client: createVerifyClient({ baseUrl: hostile.url, maxAttempts: 1, timeoutMs: 300 }), saves, allowedOrigins: [GAME_ORIGIN], log: (line) => logged.push(line) }));
    try {
      const answer = await grant({ playerId: 'player-1', signedRequest: await signPurchase('order-10'), purchaseToken: 'order-10' }, backendOfHostile.url);
      expect(answer).toEqual({ status, body: { error: expect.any(String), code, consume: false } });
    } finally {
      backendOfHostile.server.close();
      hostile.server.closeAllConnections();
      hostile.server.close();
    }
  });

  it('answers 400 for a request missing a field', async () => {
    const answer = await grant({ playerId: 'player-1', purchaseToken: 'x' });
    expect(answer.status).toBe(400);
    expect(answer.body.consume).toBe(false);
  });
});

describe('CORS and logs', () => {
  const preflight = (origin) =>
    fetch(`${backendUrl}/purchases/grant`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });

  it("passes the preflight of the game's origin and answers its POST with that origin", async () => {
    const allowed = await preflight(GAME_ORIGIN);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(GAME_ORIGIN);
    const purchase = { playerId: 'player-5', signedRequest: await signPurchase('order-10', { playerId: 'player-5' }), purchaseToken: 'order-10' };
    const response = await fetch(`${backendUrl}/purchases/grant`, { method: 'POST', headers: { 'content-type': 'application/json', origin: GAME_ORIGIN }, body: JSON.stringify(purchase) });
    expect(response.headers.get('access-control-allow-origin')).toBe(GAME_ORIGIN);
    expect((await response.json()).granted).toBe(true);
  });

  it('refuses the preflight of another origin', async () => {
    const refused = await preflight('http://127.0.0.1:9999');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('logs no signed purchase and no purchase token', async () => {
    const signedRequest = await signPurchase('order-11', { playerId: 'player-6' });
    await grant({ playerId: 'player-6', signedRequest, purchaseToken: 'order-11' });
    expect(logged.length).toBeGreaterThan(0);
    for (const line of logged) {
      expect(line).not.toContain(signedRequest.split('.')[2]);
      expect(line).not.toContain('order-');
    }
  });
});

describe('toNodeHandler after a body parser', () => {
  it('grants when express.json() read the body first', async () => {
    const { default: express } = await import('express');
    const { createGrantHandler, toNodeHandler } = await import('@gamesdk/verify-client');
    const saves = await createSaveStore(join(dir, 'saves-parsed'));
    const app = express();
    app.use(express.json());
    const handler = createGrantHandler({ client: createVerifyClient({ baseUrl: verifyUrl, maxAttempts: 1 }), products: ['seeds_pack'], allowedOrigins: [GAME_ORIGIN], grantAndSave: grantAndSaveIn(saves) });
    app.post('/purchases/grant', toNodeHandler(handler));
    const parsed = await listen(app);
    try {
      const purchase = { playerId: 'player-7', signedRequest: await signPurchase('order-12', { playerId: 'player-7' }), purchaseToken: 'order-12' };
      expect(await grant(purchase, parsed.url)).toEqual({ status: 200, body: { productId: 'seeds_pack', granted: true, consume: true, items: { seeds: 10 } } });
    } finally {
      parsed.server.close();
    }
  });
});
