// The games configuration file: `{ "games": { "<platformGameId>": { "keys": [<public JWK>, ...] } } }`.
// It is re-read when it changes, so the team can add a game or rotate a key without a restart.
import { readFileSync, statSync } from 'node:fs';
import type { JWK } from 'jose';
import { z } from 'zod';
import { isDevelopmentKey } from '../token/dev-platform-public-key.js';
import type { KeyStore } from './key-store.js';
import { publicKeyPoint } from './public-key-point.js';

// Only public P-256 keys: the server verifies ES256 and must never hold a private key.
const publicJwkSchema = z.strictObject({
  kty: z.literal('EC'),
  crv: z.literal('P-256'),
  x: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  y: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  kid: z.string().min(1).max(200).optional(),
  alg: z.literal('ES256').optional(),
  use: z.literal('sig').optional(),
});

const gamesConfigSchema = z.strictObject({
  games: z.record(z.string().min(1).max(200), z.strictObject({ keys: z.array(publicJwkSchema).min(1) })),
});

/** The parsed games configuration: trusted public keys per platformGameId. */
export type GamesConfig = Record<string, readonly JWK[]>;

/**
 * Parses and validates the text of a games configuration file. A key that is no point of the
 * curve is refused, and so is the development key (by its decoded point, however spelt, or its
 * key id): a games file is production configuration.
 * @throws Error naming the first invalid field.
 * @example
 * parseGamesConfig('{"games":{"g1":{"keys":[{"kty":"EC","crv":"P-256","x":"...","y":"..."}]}}}');
 */
export function parseGamesConfig(text: string): GamesConfig {
  const parsed = gamesConfigSchema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`games configuration: ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}`);
  }
  for (const [id, game] of Object.entries(parsed.data.games)) {
    game.keys.forEach((key, index) => {
      // Checked here, not at the first request: a key that is no point of the curve cannot verify anything.
      if (publicKeyPoint(key) === undefined) throw new Error(`games configuration: games.${id}.keys.${index}: is not a point of the P-256 curve`);
      // The development key is public: listed in a games file, it would let anyone sign for that
      // game. Compared by its decoded point, so no other spelling of it passes.
      if (isDevelopmentKey(key)) {
        throw new Error(`games configuration: games.${id}.keys.${index}: is the mock platform's public development key, which anyone can sign with; list the platform's key for this game instead`);
      }
    });
  }
  return Object.fromEntries(Object.entries(parsed.data.games).map(([id, game]) => [id, Object.freeze(game.keys as JWK[])]));
}

/**
 * A key store backed by a games configuration file, validated now (so a bad file stops start-up)
 * and re-read whenever its modification time or size changes. While the file is unreadable or
 * invalid, lookups throw (verification_unavailable): a key removed from a broken file must not
 * stay trusted.
 * @example
 * createApp({ keys: fileKeyStore('/etc/verify-server/games.json'), ledger });
 */
export function fileKeyStore(path: string): KeyStore {
  let stamp = '';
  let games: GamesConfig | undefined;
  let failure: Error | undefined;
  const load = () => {
    const stat = statSync(path);
    const current = `${stat.mtimeMs}:${stat.size}`;
    if (current === stamp) return;
    stamp = current;
    try {
      games = parseGamesConfig(readFileSync(path, 'utf8'));
      failure = undefined;
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
    }
  };
  load();
  if (failure) throw failure;
  return {
    keysFor(platformGameId) {
      load();
      if (failure) throw failure;
      // Own properties only: a token's gid of `constructor` or `__proto__` must not reach Object.prototype.
      return games && Object.hasOwn(games, platformGameId) ? games[platformGameId] : undefined;
    },
  };
}
