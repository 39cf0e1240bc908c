// The public half of the mock platform's development key, and how to recognise it. Apart from
// the private half (dev-platform-private-key.ts) so that the server's module graph never holds a
// private key: only `@gamesdk/verify-server/token` imports that one.
import type { JWK } from 'jose';
import { samePublicKey } from '../keys/public-key-point.js';

/**
 * Key id of the development key: every token the mock platform (or `signDevelopmentToken`) signs
 * carries it in its header, so a development token is recognisable as one.
 */
export const DEV_PLATFORM_KEY_ID = 'partner-dev-anhQFcFsvPNo';

/** Public half of the development key, as a verify server trusts it in development mode only. */
export const DEV_PLATFORM_PUBLIC_JWK: Readonly<JWK> = Object.freeze({
  kty: 'EC',
  crv: 'P-256',
  x: 'MU2BBHOtQwJofiLQbJGPz65XaEcN4J8AnZ4FBNYajcM',
  y: '3itafOQQQKL30spphts1AWhdrcs__AqQDL21V4ST8dI',
  kid: DEV_PLATFORM_KEY_ID,
  alg: 'ES256',
  use: 'sig',
});

/**
 * Whether `jwk` is the development key (its decoded curve point, however the coordinates are
 * spelt, or its key id): anyone can sign with it, so a production configuration must never list it.
 * @example
 * isDevelopmentKey(DEV_PLATFORM_PUBLIC_JWK); // true
 */
export function isDevelopmentKey(jwk: Pick<JWK, 'kty' | 'crv' | 'x' | 'y' | 'kid'>): boolean {
  return jwk.kid === DEV_PLATFORM_KEY_ID || samePublicKey(jwk, DEV_PLATFORM_PUBLIC_JWK);
}
