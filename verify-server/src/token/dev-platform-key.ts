// The mock platform's development signing key. It is public on purpose: it signs test values
// only, and a verify server trusts it only in development mode. Never configure it for a real game.
import type { JWK } from 'jose';

/** Private JWK the mock platform signs with (ES256). */
export const DEV_PLATFORM_PRIVATE_JWK: Readonly<JWK> = Object.freeze({
  "kty": "EC",
  "x": "MU2BBHOtQwJofiLQbJGPz65XaEcN4J8AnZ4FBNYajcM",
  "y": "3itafOQQQKL30spphts1AWhdrcs__AqQDL21V4ST8dI",
  "crv": "P-256",
  "d": "8MY89rAlYsvbxdJ63IY7CVqgRx4CriE6JWlTuh5W3BQ",
  "kid": "partner-dev-anhQFcFsvPNo",
  "alg": "ES256",
  "use": "sig"
});

/** Public half of the development key, as a verify server trusts it in development mode. */
export const DEV_PLATFORM_PUBLIC_JWK: Readonly<JWK> = Object.freeze({
  "kty": "EC",
  "crv": "P-256",
  "x": "MU2BBHOtQwJofiLQbJGPz65XaEcN4J8AnZ4FBNYajcM",
  "y": "3itafOQQQKL30spphts1AWhdrcs__AqQDL21V4ST8dI",
  "kid": "partner-dev-anhQFcFsvPNo",
  "alg": "ES256",
  "use": "sig"
});
