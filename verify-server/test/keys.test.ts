// Games and keys: a configured game verifies with its own keys only, an unknown game answers 404,
// and keys that cannot be read answer 503 rather than a guess.
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSqliteLedger, DEV_PLATFORM_PUBLIC_JWK, fileKeyStore, parseGamesConfig, staticKeyStore, type KeyStore } from '@gamesdk/verify-server';
import { DEV_PLATFORM_PRIVATE_JWK, signPlatformToken } from '@gamesdk/verify-server/token';
import { startServer, type RunningServer } from './support/server.js';
import { productionPublicJwk, sign, signProduction } from './support/tokens.js';

const VERIFY = '/api/platform/partner/verify';
const CLAIM = '/api/platform/partner/purchases/claim';
const { x, y, kid } = DEV_PLATFORM_PUBLIC_JWK;
const devKey = { kty: 'EC', crv: 'P-256', x, y, kid };
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'verify-keys-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function withServer(keys: KeyStore, run: (server: RunningServer) => Promise<void>) {
  const server = await startServer({ keys, ledger: createSqliteLedger({ path: ':memory:' }) });
  try {
    await run(server);
  } finally {
    await server.close();
  }
}

it('answers 404 game_not_configured for a game without keys, on verify and claim', async () => {
  await withServer(staticKeyStore({ 'game-1': [devKey] }), async (server) => {
    const token = await sign('purchase', { platformGameId: 'game-unknown' });
    for (const [path, body] of [[VERIFY, { token }], [CLAIM, { token, purchaseToken: 'pt-1' }]] as const) {
      const answer = await server.post(path, body);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ success: false, code: 'game_not_configured' });
    }
    expect((await server.post(VERIFY, { token: await sign('player') })).status).toBe(200);
  });
});

it('answers 503 verification_unavailable when the key store fails, and 200 once it recovers', async () => {
  let failing = true;
  const keys: KeyStore = {
    keysFor: async () => {
      if (failing) throw new Error('secrets service timed out');
      return [devKey];
    },
  };
  await withServer(keys, async (server) => {
    const token = await sign('player');
    const answer = await server.post(VERIFY, { token });
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ success: false, code: 'verification_unavailable' });
    expect(answer.body.error).not.toContain('secrets service');
    failing = false;
    expect((await server.post(VERIFY, { token })).status).toBe(200);
  });
});

it('answers 503 verification_unavailable when a configured key cannot be used', async () => {
  await withServer(staticKeyStore({ 'game-1': [{ kty: 'EC', crv: 'P-256', x: 'AAAA', y: 'AAAA', alg: 'ES256', kid }] }), async (server) => {
    const answer = await server.post(VERIFY, { token: await sign('player') });
    expect(answer.status).toBe(503);
    expect(answer.body.code).toBe('verification_unavailable');
  });
});

it('picks a game\'s key by the token\'s kid, the same on every request: a made-up kid or another key\'s kid is refused each time', async () => {
  const pair = (id: string) => {
    const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    return { publicJwk: { ...publicKey.export({ format: 'jwk' }), kid: id }, privateJwk: { ...privateKey.export({ format: 'jwk' }), kid: id } };
  };
  const [a, b] = [pair('key-a'), pair('key-b')];
  const signWith = (privateJwk: object) => signPlatformToken({ kind: 'player', platformGameId: 'game-1', playerId: 'p', claims: { mode: 'lite' } }, privateJwk as never);
  await withServer(staticKeyStore({ 'game-1': [a.publicJwk, b.publicJwk] }), async (server) => {
    const byA = await signWith(a.privateJwk);
    const byB = await signWith(b.privateJwk);
    const aUnderBsKid = await signWith({ ...a.privateJwk, kid: 'key-b' });
    const madeUpKid = await signWith({ ...a.privateJwk, kid: 'key-c' });
    // Twice each, interleaved: a pick kept from one request must not answer for another kid.
    for (let round = 0; round < 2; round++) {
      expect((await server.post(VERIFY, { token: byA })).status).toBe(200);
      expect((await server.post(VERIFY, { token: aUnderBsKid })).body.code).toBe('invalid_signature');
      expect((await server.post(VERIFY, { token: madeUpKid })).body.code).toBe('invalid_signature');
      expect((await server.post(VERIFY, { token: byB })).status).toBe(200);
    }
  });
});

describe('games configuration file', () => {
  const write = (path: string, games: unknown) => writeFileSync(path, JSON.stringify({ games }));

  it('trusts the listed keys, follows edits, and answers 503 while the file is broken', async () => {
    const path = join(dir, 'games.json');
    const rotated = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const rotatedPublic = { ...rotated.publicKey.export({ format: 'jwk' }), kid: 'rotated' };
    write(path, { 'game-1': { keys: [productionPublicJwk] } });
    await withServer(fileKeyStore(path), async (server) => {
      const token = await signProduction('player');
      expect((await server.post(VERIFY, { token })).status).toBe(200);

      writeFileSync(path, '{ "games": ');
      const broken = await server.post(VERIFY, { token });
      expect(broken.status).toBe(503);
      expect(broken.body.code).toBe('verification_unavailable');

      write(path, { 'game-1': { keys: [rotatedPublic] } });
      expect((await server.post(VERIFY, { token })).body.code).toBe('invalid_signature');
      const signedWithNewKey = await signPlatformToken(
        { kind: 'player', platformGameId: 'game-1', playerId: 'p', claims: { mode: 'lite' } },
        { ...rotated.privateKey.export({ format: 'jwk' }), kid: 'rotated' },
      );
      expect((await server.post(VERIFY, { token: signedWithNewKey })).status).toBe(200);

      write(path, { 'game-2': { keys: [productionPublicJwk] } });
      expect((await server.post(VERIFY, { token })).body.code).toBe('game_not_configured');
    });
  });

  it('refuses to start from a missing or invalid file', () => {
    expect(() => fileKeyStore(join(dir, 'missing.json'))).toThrow(/ENOENT/);
    const path = join(dir, 'bad.json');
    write(path, { 'game-1': { keys: [] } });
    expect(() => fileKeyStore(path)).toThrow(/games\.game-1\.keys/);
  });

  it('rejects private keys and keys of other types', () => {
    const config = (key: unknown) => JSON.stringify({ games: { g: { keys: [key] } } });
    expect(() => parseGamesConfig(config(DEV_PLATFORM_PRIVATE_JWK))).toThrow(/games configuration/);
    expect(() => parseGamesConfig(config({ kty: 'oct', k: 'c2VjcmV0' }))).toThrow(/kty/);
    expect(() => parseGamesConfig(config({ ...devKey, crv: 'P-384' }))).toThrow(/crv/);
    expect(parseGamesConfig(config(productionPublicJwk))).toEqual({ g: [productionPublicJwk] });
  });
});
