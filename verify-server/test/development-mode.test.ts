// Fail closed: the development key (public, shipped in the packages) is trusted only when
// development is named explicitly (--development or developmentKeyStore()), never because
// GAMES_CONFIG is missing, never with NODE_ENV=production, never on a non-loopback interface, and
// never through a games file.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSqliteLedger,
  DEV_PLATFORM_KEY_ID,
  DEV_PLATFORM_PUBLIC_JWK,
  developmentKeyStore,
  DevelopmentModeRefusedError,
  fileKeyStore,
  isLoopbackHost,
  parseGamesConfig,
  staticKeyStore,
} from '@gamesdk/verify-server';
import { DEV_PLATFORM_PRIVATE_JWK } from '@gamesdk/verify-server/token';
import { configFromEnv } from '../src/server-config.js';
import { startChildServer } from './support/child-server.js';
import { startServer } from './support/server.js';
import { productionPublicJwk, sign, signProduction } from './support/tokens.js';

const VERIFY = '/api/platform/partner/verify';
const CLAIM = '/api/platform/partner/purchases/claim';
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'verify-devmode-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const gamesFile = (name: string, keys: unknown[]) => {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify({ games: { 'game-1': { keys } } }));
  return path;
};

// Every other spelling of a 43-character base64url coordinate: its last character carries two
// unused bits, which decoders ignore, so setting them spells the same number.
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const respellings = (coordinate: string) => {
  const last = ALPHABET.indexOf(coordinate.at(-1)!);
  return [1, 2, 3].map((bits) => coordinate.slice(0, -1) + ALPHABET[last | bits]);
};
const { kid: _devKid, ...devKeyWithoutKid } = DEV_PLATFORM_PUBLIC_JWK;
/** The development key spelt every other way (x, y or both respelt), without its key id. */
const respeltDevKeys = [
  ...respellings(DEV_PLATFORM_PUBLIC_JWK.x!).map((x) => ({ ...devKeyWithoutKid, x })),
  ...respellings(DEV_PLATFORM_PUBLIC_JWK.y!).map((y) => ({ ...devKeyWithoutKid, y })),
  ...respellings(DEV_PLATFORM_PUBLIC_JWK.x!).flatMap((x) => respellings(DEV_PLATFORM_PUBLIC_JWK.y!).map((y) => ({ ...devKeyWithoutKid, x, y }))),
];

describe('the standalone server (bin)', () => {
  it('with NODE_ENV=production and no games configuration exits 1 naming GAMES_CONFIG', async () => {
    await expect(startChildServer({ NODE_ENV: 'production', LEDGER_PATH: join(dir, 'a.sqlite') }, [])).rejects.toThrow(
      /exited \(1\) before listening: verify-server: cannot start: no games configuration: set GAMES_CONFIG/,
    );
  });

  it('without games configuration and without --development exits 1 naming GAMES_CONFIG and --development', async () => {
    await expect(startChildServer({ LEDGER_PATH: join(dir, 'b.sqlite') }, [])).rejects.toThrow(/exited \(1\).*GAMES_CONFIG.*--development/s);
  });

  it('with a games file listing the development public key exits 1', async () => {
    const path = gamesFile('dev-listed.json', [productionPublicJwk, DEV_PLATFORM_PUBLIC_JWK]);
    await expect(startChildServer({ GAMES_CONFIG: path, NODE_ENV: 'production', LEDGER_PATH: join(dir, 'c.sqlite') }, [])).rejects.toThrow(
      /exited \(1\).*games\.game-1\.keys\.1: is the mock platform's public development key/s,
    );
  });

  it('with a games file listing the development public key spelt otherwise exits 1', async () => {
    for (const [index, key] of [respeltDevKeys[0]!, respeltDevKeys.at(-1)!].entries()) {
      const path = gamesFile(`dev-respelt-${index}.json`, [productionPublicJwk, key]);
      await expect(startChildServer({ GAMES_CONFIG: path, NODE_ENV: 'production', LEDGER_PATH: join(dir, `c${index}.sqlite`) }, [])).rejects.toThrow(
        /exited \(1\).*games\.game-1\.keys\.1: is the mock platform's public development key/s,
      );
    }
  });

  it.each(['production', 'Production', 'PRODUCTION', ' production '])('--development with NODE_ENV=%j exits 1', async (nodeEnv) => {
    await expect(startChildServer({ NODE_ENV: nodeEnv, LEDGER_PATH: join(dir, 'd.sqlite') })).rejects.toThrow(/exited \(1\).*NODE_ENV=production/s);
  });

  it('--development on HOST=0.0.0.0 exits 1', async () => {
    await expect(startChildServer({ HOST: '0.0.0.0', LEDGER_PATH: join(dir, 'e.sqlite') })).rejects.toThrow(/exited \(1\).*HOST=0\.0\.0\.0/s);
  });

  it('with a games file trusts only its keys: a forged paid purchase signed with the development key is invalid_signature', async () => {
    const server = await startChildServer({ GAMES_CONFIG: gamesFile('production.json', [productionPublicJwk]), NODE_ENV: 'production', LEDGER_PATH: join(dir, 'f.sqlite') }, []);
    try {
      const post = (token: string) =>
        fetch(`${server.url}${VERIFY}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) }).then(async (r) => ({ status: r.status, body: await r.json() }));
      const forged = await post(await sign('purchase', { claims: { isSandbox: false } }));
      expect(forged.status).toBe(401);
      expect(forged.body).toMatchObject({ success: false, code: 'invalid_signature', error: expect.stringContaining('development key') });
      expect((await post(await signProduction('purchase'))).status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});

describe('configFromEnv', () => {
  it('never falls back to development mode: unset, blank and misspelled GAMES_CONFIG are refused', () => {
    expect(() => configFromEnv({}, dir)).toThrow(/no games configuration: set GAMES_CONFIG/);
    expect(() => configFromEnv({ GAMES_CONFIG: '  ' }, dir)).toThrow('GAMES_CONFIG is set but blank');
    expect(() => configFromEnv({ GAME_CONFIG: '/etc/games.json' }, dir)).toThrow('found GAME_CONFIG: did you mean GAMES_CONFIG?');
  });

  it('refuses --development together with GAMES_CONFIG', () => {
    expect(() => configFromEnv({ GAMES_CONFIG: gamesFile('both.json', [productionPublicJwk]) }, dir, { development: true })).toThrow(DevelopmentModeRefusedError);
  });

  it.each(['0.0.0.0', '::', '192.168.1.20', 'example.com'])('refuses --development on HOST=%s', (host) => {
    expect(() => configFromEnv({ HOST: host }, dir, { development: true })).toThrow(`development mode is refused on HOST=${host}`);
  });
});

describe('developmentKeyStore', () => {
  it('refuses NODE_ENV=production and a non-loopback host', () => {
    for (const nodeEnv of ['production', 'Production', 'PRODUCTION', 'pRoDuCtIoN\n']) {
      expect(() => developmentKeyStore({ env: { NODE_ENV: nodeEnv } }), nodeEnv).toThrow(/NODE_ENV=production/);
    }
    expect(() => developmentKeyStore({ env: {}, host: '10.0.0.5' })).toThrow(DevelopmentModeRefusedError);
    expect(developmentKeyStore({ env: { NODE_ENV: 'development' }, host: '::1' }).keysFor('any')).toEqual([DEV_PLATFORM_PUBLIC_JWK]);
  });

  it('knows loopback in every spelling and nothing else', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', 'LOCALHOST', '::1', '[::1]', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1']) expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '::ffff:10.0.0.1', '10.0.0.1', 'localhost.example.com', '']) expect(isLoopbackHost(host), host).toBe(false);
  });
});

describe('games file', () => {
  const config = (key: unknown) => JSON.stringify({ games: { g: { keys: [key] } } });

  it('refuses the development public key by its point or by its key id', () => {
    expect(() => parseGamesConfig(config(DEV_PLATFORM_PUBLIC_JWK))).toThrow("games.g.keys.0: is the mock platform's public development key");
    expect(() => parseGamesConfig(config({ ...productionPublicJwk, kid: DEV_PLATFORM_KEY_ID }))).toThrow(/development key/);
    const { kid: _kid, ...withoutKid } = DEV_PLATFORM_PUBLIC_JWK;
    expect(() => fileKeyStore(gamesFile('no-kid.json', [withoutKid]))).toThrow(/development key/);
  });

  it(`refuses the development public key however its coordinates are spelt (${respeltDevKeys.length} spellings)`, async () => {
    expect(respeltDevKeys).toHaveLength(15);
    for (const key of respeltDevKeys) {
      expect(key.x === DEV_PLATFORM_PUBLIC_JWK.x && key.y === DEV_PLATFORM_PUBLIC_JWK.y, 'a different spelling').toBe(false);
      expect(() => parseGamesConfig(config(key)), JSON.stringify(key)).toThrow("games.g.keys.0: is the mock platform's public development key");
    }
    // Each spelling is the same key to the verifier: a token signed with the shipped private key verifies against it.
    const server = await startServer({ keys: staticKeyStore({ 'game-1': [{ ...respeltDevKeys[0]!, kid: DEV_PLATFORM_KEY_ID }] }), ledger: createSqliteLedger({ path: ':memory:' }) });
    try {
      expect((await server.post(VERIFY, { token: await sign('purchase') })).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('refuses the development key spelt otherwise on reload: 503 until the file is fixed, never a verified purchase', async () => {
    const path = gamesFile('reload.json', [productionPublicJwk]);
    const server = await startServer({ keys: fileKeyStore(path), ledger: createSqliteLedger({ path: ':memory:' }) });
    try {
      const forged = await sign('purchase', { claims: { isSandbox: false } });
      for (const [index, key] of respeltDevKeys.entries()) {
        // A distinct size each time, so the store sees the edit even within one mtime tick.
        writeFileSync(path, JSON.stringify({ games: { 'game-1': { keys: [productionPublicJwk, key] } } }) + ' '.repeat(index + 1));
        const answer = await server.post(VERIFY, { token: forged });
        expect(answer.status, JSON.stringify(key)).toBe(503);
        expect(answer.body.code).toBe('verification_unavailable');
        expect((await server.post(CLAIM, { token: forged, purchaseToken: 'pt-1' })).status).toBe(503);
      }
      writeFileSync(path, JSON.stringify({ games: { 'game-1': { keys: [productionPublicJwk] } } }));
      expect((await server.post(VERIFY, { token: forged })).body.code).toBe('invalid_signature');
      expect((await server.post(VERIFY, { token: await signProduction('purchase') })).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('refuses a key that is no point of the curve when the file is loaded', () => {
    const offCurve = { ...productionPublicJwk, y: productionPublicJwk.x };
    expect(() => parseGamesConfig(config(offCurve))).toThrow('games.g.keys.0: is not a point of the P-256 curve');
  });
});

describe('development tokens', () => {
  it('carry the development key id in their header', async () => {
    const header = JSON.parse(Buffer.from((await sign('player')).split('.')[0]!, 'base64url').toString()) as { kid?: string };
    expect(header.kid).toBe(DEV_PLATFORM_KEY_ID);
    expect(DEV_PLATFORM_PRIVATE_JWK.kid).toBe(DEV_PLATFORM_KEY_ID);
    expect(DEV_PLATFORM_KEY_ID).toMatch(/^partner-dev-/);
  });

  it('verify only where development is named: developmentKeyStore() answers 200', async () => {
    const server = await startServer({ keys: developmentKeyStore(), ledger: createSqliteLedger({ path: ':memory:' }) });
    try {
      expect((await server.post(VERIFY, { token: await sign('player') })).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
