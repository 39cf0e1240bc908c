// Where the verification keys of each game come from. The router asks per platformGameId; a
// store that cannot answer right now throws, which the router reports as verification_unavailable.
import type { JWK } from 'jose';
import { DEV_PLATFORM_PUBLIC_JWK } from '../token/dev-platform-public-key.js';
import { assertDevelopmentAllowed } from './development-mode.js';

/** The public keys a verify server trusts, per platformGameId. */
export interface KeyStore {
  /**
   * Public JWKs trusted for a game, or undefined when the game is not configured. Throw when the
   * keys cannot be read now (the request answers 503 verification_unavailable, never a guess).
   * Return the same array while the configuration is unchanged: verifiers are cached per array.
   */
  keysFor(platformGameId: string): readonly JWK[] | undefined | Promise<readonly JWK[] | undefined>;
}

const DEV_KEYS: readonly JWK[] = Object.freeze([DEV_PLATFORM_PUBLIC_JWK]);

/** Where a development key store is used, so it can refuse what is not development. */
export interface DevelopmentKeyStoreOptions {
  /** The environment to read NODE_ENV from; `process.env` by default. */
  env?: NodeJS.ProcessEnv;
  /** The interface the server listens on, when known: anything but loopback is refused. */
  host?: string;
}

/**
 * Development mode: every game is configured with the mock platform's public development key.
 * Never use it for a real game: that key is public, so anyone can sign with it. Calling it is the
 * explicit opt-in; it still throws DevelopmentModeRefusedError with NODE_ENV=production, or when
 * `host` is given and is not loopback.
 * @example
 * createApp({ keys: developmentKeyStore({ host: '127.0.0.1' }), ledger });
 */
export function developmentKeyStore(options: DevelopmentKeyStoreOptions = {}): KeyStore {
  assertDevelopmentAllowed({ env: options.env ?? process.env, ...(options.host !== undefined ? { host: options.host } : {}) });
  return { keysFor: () => DEV_KEYS };
}

/**
 * A fixed map of platformGameId to trusted public JWKs.
 * @example
 * staticKeyStore({ 'game-1': [publicJwk] });
 */
export function staticKeyStore(games: Readonly<Record<string, readonly JWK[]>>): KeyStore {
  const frozen = new Map(Object.entries(games).map(([id, keys]) => [id, Object.freeze([...keys])]));
  return { keysFor: (platformGameId) => frozen.get(platformGameId) };
}
