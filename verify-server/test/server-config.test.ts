// The standalone server's environment variables and their defaults.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEV_PLATFORM_PUBLIC_JWK } from '@gamesdk/verify-server';
import { configFromEnv } from '../src/server-config.js';
import { startChildServer } from './support/child-server.js';
import { postJson } from './support/server.js';
import { productionPublicJwk, sign } from './support/tokens.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'verify-config-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('with --development defaults to 127.0.0.1:8787, development keys, SQLite under .data, 600 requests a minute', async () => {
  const config = configFromEnv({}, dir, { development: true });
  try {
    expect(config).toMatchObject({ host: '127.0.0.1', port: 8787, developmentMode: true, rateLimit: { limit: 600, windowMs: 60_000 } });
    expect(config.ledgerDescription).toBe(`sqlite ${join(dir, '.data/verify-ledger.sqlite')}`);
    expect(existsSync(join(dir, '.data/verify-ledger.sqlite'))).toBe(true);
    expect(await config.keys.keysFor('any-game')).toEqual([DEV_PLATFORM_PUBLIC_JWK]);
  } finally {
    await config.ledger.close();
  }
});

it('reads PORT, HOST, LEDGER_PATH, RATE_LIMIT_PER_MINUTE=0 and GAMES_CONFIG', async () => {
  const games = join(dir, 'games.json');
  writeFileSync(games, JSON.stringify({ games: { g1: { keys: [productionPublicJwk] } } }));
  const config = configFromEnv({ PORT: '9000', HOST: '0.0.0.0', LEDGER_PATH: 'ledgers/a.sqlite', RATE_LIMIT_PER_MINUTE: '0', GAMES_CONFIG: games }, dir);
  try {
    expect(config).toMatchObject({ host: '0.0.0.0', port: 9000, developmentMode: false, rateLimit: false });
    expect(config.ledgerDescription).toBe(`sqlite ${join(dir, 'ledgers/a.sqlite')}`);
    expect(await config.keys.keysFor('g2')).toBeUndefined();
  } finally {
    await config.ledger.close();
  }
});

it('chooses PostgreSQL from LEDGER_URL and never shows its password', async () => {
  const config = configFromEnv({ LEDGER_URL: 'postgres://verify:s3cret@db.internal:5432/ledger' }, dir, { development: true });
  await config.ledger.close();
  expect(config.ledgerDescription).toBe('postgresql postgres://verify:***@db.internal:5432/ledger');
});

it('reads TRUST_PROXY as a hop count, a boolean or addresses', async () => {
  for (const [text, expected] of [['1', 1], ['true', true], ['loopback, 10.0.0.0/8', 'loopback, 10.0.0.0/8']] as const) {
    const config = configFromEnv({ TRUST_PROXY: text, LEDGER_PATH: join(dir, 'proxy.sqlite') }, dir, { development: true });
    await config.ledger.close();
    expect(config.trustProxy).toBe(expected);
  }
});

it('names the variable when a number is invalid', () => {
  expect(() => configFromEnv({ PORT: 'eighty' }, dir, { development: true })).toThrow('PORT must be a whole number from 0 to 65535, got "eighty"');
  expect(() => configFromEnv({ RATE_LIMIT_PER_MINUTE: '-1' }, dir, { development: true })).toThrow(/RATE_LIMIT_PER_MINUTE/);
});

it('the bin with --development serves verify on the configured ledger and stops with an error on a bad games file', async () => {
  const server = await startChildServer({ LEDGER_PATH: join(dir, 'bin.sqlite') });
  try {
    const answer = await postJson(`${server.url}/api/platform/partner/verify`, { token: await sign('player') });
    expect(answer.status).toBe(200);
  } finally {
    await server.stop();
  }
  writeFileSync(join(dir, 'bad.json'), '{');
  await expect(startChildServer({ GAMES_CONFIG: join(dir, 'bad.json'), LEDGER_PATH: join(dir, 'bin.sqlite') }, [])).rejects.toThrow(/exited \(1\)/);
});
