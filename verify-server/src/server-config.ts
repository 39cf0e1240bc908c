// The standalone server's configuration from environment variables (see the README's table).
import { resolve } from 'node:path';
import { developmentKeyStore, type KeyStore } from './keys/key-store.js';
import { DevelopmentModeRefusedError } from './keys/development-mode.js';
import { fileKeyStore } from './keys/games-config.js';
import type { ClaimLedger } from './ledger/ledger.js';
import { createPostgresLedger } from './ledger/postgres-ledger.js';
import { createSqliteLedger } from './ledger/sqlite-ledger.js';
import type { RateLimitOptions } from './http/rate-limit.js';
import { DEFAULT_RATE_LIMIT } from './limits.js';

/** What the standalone server runs with. */
export interface ServerConfig {
  host: string;
  port: number;
  keys: KeyStore;
  ledger: ClaimLedger;
  /** Human-readable description of the ledger, for the start-up log (never a password). */
  ledgerDescription: string;
  developmentMode: boolean;
  rateLimit: RateLimitOptions | false;
  trustProxy: boolean | number | string | undefined;
}

/** Defaults of the standalone server, for its configuration and its --help. */
export const DEFAULT_PORT = 8787;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_LEDGER_PATH = '.data/verify-ledger.sqlite';

/** What the command line asked for. */
export interface ServerFlags {
  /** `--development`: trust the mock platform's public development key (loopback only, never in production). */
  development?: boolean;
}

/**
 * Builds the server configuration from environment variables and flags. The keys come from
 * GAMES_CONFIG; development mode (the public development key) only from `--development`, never
 * because GAMES_CONFIG is missing: without either the server refuses to start.
 * @throws Error naming the variable or flag when one is invalid or missing.
 * @example
 * const config = configFromEnv({ GAMES_CONFIG: '/etc/verify-server/games.json' }, process.cwd());
 */
export function configFromEnv(env: NodeJS.ProcessEnv, cwd: string, flags: ServerFlags = {}): ServerConfig {
  const port = integer(env, 'PORT', DEFAULT_PORT, 0, 65535);
  const perMinute = integer(env, 'RATE_LIMIT_PER_MINUTE', DEFAULT_RATE_LIMIT.limit, 0, 1_000_000);
  const ledgerUrl = env.LEDGER_URL?.trim();
  const ledgerPath = resolve(cwd, env.LEDGER_PATH?.trim() || DEFAULT_LEDGER_PATH);
  const host = env.HOST?.trim() || DEFAULT_HOST;
  const keys = keysFromEnv(env, cwd, host, flags.development === true);
  return {
    host,
    port,
    keys,
    developmentMode: flags.development === true,
    ledger: ledgerUrl ? createPostgresLedger({ connectionString: ledgerUrl }) : createSqliteLedger({ path: ledgerPath }),
    ledgerDescription: ledgerUrl ? `postgresql ${redact(ledgerUrl)}` : `sqlite ${ledgerPath}`,
    rateLimit: perMinute === 0 ? false : { limit: perMinute, windowMs: 60_000 },
    trustProxy: trustProxy(env.TRUST_PROXY?.trim()),
  };
}

// Checked before the ledger opens, so a refused start leaves nothing behind.
function keysFromEnv(env: NodeJS.ProcessEnv, cwd: string, host: string, development: boolean): KeyStore {
  const gamesConfig = env.GAMES_CONFIG;
  if (gamesConfig !== undefined && !gamesConfig.trim()) throw new Error('GAMES_CONFIG is set but blank: set it to the path of your games file');
  if (gamesConfig !== undefined && development) {
    throw new DevelopmentModeRefusedError('GAMES_CONFIG and --development exclude each other: drop --development to verify with the games file');
  }
  if (gamesConfig !== undefined) return fileKeyStore(resolve(cwd, gamesConfig.trim()));
  if (development) return developmentKeyStore({ env, host });
  const lookalike = Object.keys(env).find((name) => name !== 'GAMES_CONFIG' && /^GAMES?_?CONF/i.test(name));
  throw new Error(
    `no games configuration: set GAMES_CONFIG to your games file (the platform's public key per game)${lookalike ? ` (found ${lookalike}: did you mean GAMES_CONFIG?)` : ''}, or pass --development to trust the mock platform's public development key on this machine only`,
  );
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${text}"`);
  return value;
}

// Express reads a number as a hop count and a string as addresses, so '1' must become 1.
function trustProxy(text: string | undefined): boolean | number | string | undefined {
  if (!text) return undefined;
  if (text === 'true' || text === 'false') return text === 'true';
  return /^\d+$/.test(text) ? Number(text) : text;
}

function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable LEDGER_URL)';
  }
}
