// The verification pipeline of one token: header allow-list, key lookup by the game the token
// names, ES256 signature (jose), payload schema, kind, age and subject. Each failure is a
// VerifyError with the documented code; nothing here ever answers 500 for a bad token.
import { createLocalJWKSet, errors as joseErrors, jwtVerify, type FlattenedJWSInput, type JWK, type JWTVerifyGetKey } from 'jose';
import { VerifyError } from '../errors.js';
import type { KeyStore } from '../keys/key-store.js';
import { CLOCK_TOLERANCE_SECONDS, TOKEN_MAX_AGE_SECONDS } from '../limits.js';
import { DEV_PLATFORM_KEY_ID, isDevelopmentKey } from '../token/dev-platform-public-key.js';
import { TOKEN_ALGORITHM, TOKEN_ISSUER, type TokenKind } from '../token/token-format.js';
import type { RequestedKind } from '../types.js';
import { parsePayload, type PlatformPayload } from './payload-schema.js';
import { checkTokenHeader, type CheckedHeader } from './token-header.js';
import { decodeJsonSegment } from './token-segments.js';

/** What the caller expects of a token. */
export interface TokenExpectation {
  kind: RequestedKind;
  expectedPlayerId?: string | undefined;
}

/** Verifies tokens against a key store and a clock. */
export type TokenVerifier = (token: string, expectation: TokenExpectation) => Promise<PlatformPayload<TokenKind>>;

// jose failures that mean "this token is not authentic"; any other failure is ours (bad key
// configuration, crypto unavailable) and answers verification_unavailable.
const NOT_AUTHENTIC = new Set([
  joseErrors.JWSSignatureVerificationFailed.code,
  joseErrors.JWKSNoMatchingKey.code,
  joseErrors.JWKSMultipleMatchingKeys.code,
  joseErrors.JOSEAlgNotAllowed.code,
  joseErrors.JWSInvalid.code,
  joseErrors.JWTInvalid.code,
  joseErrors.JWTClaimValidationFailed.code,
]);

/** Creates the verifier used by the router. */
export function createTokenVerifier(keys: KeyStore, now: () => Date): TokenVerifier {
  const keyFor = keyPicker();
  // Always a promise, even for a token refused by the header checks (without wrapping the
  // verification's own promise in one more).
  return (token, expectation) => {
    let header: CheckedHeader;
    try {
      header = checkTokenHeader(token);
    } catch (error) {
      return Promise.reject(error);
    }
    return verifyChecked(token, header, expectation);
  };

  async function verifyChecked(token: string, { kind, kid }: CheckedHeader, expectation: TokenExpectation): Promise<PlatformPayload<TokenKind>> {
    const platformGameId = unverifiedGameId(token);
    let jwks: readonly JWK[] | undefined;
    try {
      const found = keys.keysFor(platformGameId);
      // A store that answers at once (development, static, file) costs no turn of the event loop.
      jwks = found instanceof Promise ? await found : found;
    } catch (cause) {
      throw new VerifyError('verification_unavailable', 'verification keys are unavailable; retry later', { cause });
    }
    if (!jwks?.length) throw new VerifyError('game_not_configured', 'this game is not configured for verification');
    if (kid === DEV_PLATFORM_KEY_ID && !jwks.some((jwk) => isDevelopmentKey(jwk))) {
      throw new VerifyError('invalid_signature', "token is signed with the mock platform's development key, which this server does not trust (it is not in development mode)");
    }

    const at = now();
    let verified: unknown;
    try {
      ({ payload: verified } = await jwtVerify(token, await keyFor(jwks, kid), { algorithms: [TOKEN_ALGORITHM], issuer: TOKEN_ISSUER, currentDate: at }));
    } catch (cause) {
      throw joseFailure(cause);
    }
    const payload = parsePayload(kind, verified);
    if (!payload) throw new VerifyError('invalid_claims', `token payload is not a valid ${kind} token`);
    if (expectation.kind !== 'auto' && expectation.kind !== kind) {
      throw new VerifyError('kind_mismatch', `token is a ${kind} token, not a ${expectation.kind} token`);
    }
    checkAge(payload, at);
    if (expectation.expectedPlayerId !== undefined && expectation.expectedPlayerId !== payload.playerId) {
      throw new VerifyError('subject_mismatch', 'token is about another player than expectedPlayerId');
    }
    return payload;
  }
}

/** The key jose's local key set picks for a token's `kid` among a game's keys, as a promise. */
type PickedKey = Promise<Awaited<ReturnType<JWTVerifyGetKey>>>;
type KeyPicker = (jwks: readonly JWK[], kid: string | undefined) => PickedKey;

// A local key set reads only the header's alg and kid, never the token's parts.
const NO_TOKEN_PARTS: FlattenedJWSInput = { payload: '', signature: '' };

// jose's local key set picks a key by the token's alg (always ES256 here) and kid, and imports it
// once. Its pick for a kid is the same for as long as the game's key array is (a store returns the
// same array while its configuration is unchanged), so it is asked once per array and kid and its
// answer kept: asked per request, it filtered the keys and added two awaits to every verify on the
// one event loop. Only a kid that picked a key is kept, and such a kid is a configured key's own
// (or none), so a token's made-up kids never grow the cache; they are refused by the key set as before.
function keyPicker(): KeyPicker {
  const byArray = new WeakMap<readonly JWK[], { keySet: JWTVerifyGetKey; picked: Map<string | undefined, PickedKey> }>();
  return (jwks, kid) => {
    let entry = byArray.get(jwks);
    if (!entry) byArray.set(jwks, (entry = { keySet: createLocalJWKSet({ keys: [...jwks] }), picked: new Map() }));
    const known = entry.picked.get(kid);
    if (known) return known;
    const { picked } = entry;
    // The key set is an async function: Promise.resolve hands its own promise back.
    const pick = Promise.resolve(entry.keySet({ alg: TOKEN_ALGORITHM, ...(kid === undefined ? {} : { kid }) }, NO_TOKEN_PARTS));
    pick.then(() => picked.set(kid, pick), () => {});
    return pick;
  };
}

// The key is chosen by the game the token claims; the signature check then proves that claim.
function unverifiedGameId(token: string): string {
  const gid = decodeJsonSegment(token.split('.')[1]!, 'payload').gid;
  if (typeof gid !== 'string' || gid.length === 0) throw new VerifyError('invalid_signature', 'token does not name a platform game');
  return gid;
}

function joseFailure(cause: unknown): VerifyError {
  // Returns the error to throw; rethrows what is not a verification failure.
  if (cause instanceof joseErrors.JWTExpired) return new VerifyError('token_too_old', 'token has expired; get a fresh token from the platform', { cause });
  if (cause instanceof joseErrors.JOSEError && NOT_AUTHENTIC.has(cause.code)) {
    return new VerifyError('invalid_signature', 'token signature is not valid for this game', { cause });
  }
  // A configured key that WebCrypto cannot import, or another jose failure: ours, not the caller's.
  if (cause instanceof joseErrors.JOSEError || (cause instanceof Error && cause.name === 'DataError')) {
    return new VerifyError('verification_unavailable', 'token could not be verified now; retry later', { cause });
  }
  // Anything else is a bug, answered as a generic 500 by the error handler.
  throw cause;
}

// Age is measured to the millisecond against iat: exactly 24 hours is still accepted.
function checkAge(payload: PlatformPayload<TokenKind>, at: Date): void {
  const ageMs = at.getTime() - payload.iat * 1000;
  if (ageMs < -CLOCK_TOLERANCE_SECONDS * 1000) throw new VerifyError('token_issued_in_future', 'token is issued in the future; check the server clock');
  if (payload.kind !== 'purchase' && ageMs > TOKEN_MAX_AGE_SECONDS * 1000) {
    throw new VerifyError('token_too_old', 'token is older than 24 hours; get a fresh token from the platform');
  }
}
