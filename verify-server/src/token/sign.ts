// Signing platform values: what the platform does, and the mock platform does with the public
// development key. Not part of the server's entry point: a production server only verifies.
import { SignJWT, importJWK, type JWK } from 'jose';
import { DEV_PLATFORM_PRIVATE_JWK } from './dev-platform-private-key.js';
import { TOKEN_ALGORITHM, TOKEN_ISSUER, tokenType, type ClaimsByKind, type TokenKind } from './token-format.js';

/** What is signed into a token of kind K. */
export interface PlatformTokenInput<K extends TokenKind> {
  kind: K;
  platformGameId: string;
  playerId: string;
  claims: ClaimsByKind[K];
  /** Issue time; default now. */
  issuedAt?: Date;
}

/**
 * Signs a platform value as the platform (or the mock platform) does.
 * @example
 * const token = await signPlatformToken({ kind: 'player', platformGameId: 'g1', playerId: 'p1', claims: { mode: 'lite' } }, DEV_PLATFORM_PRIVATE_JWK);
 */
export async function signPlatformToken<K extends TokenKind>(input: PlatformTokenInput<K>, privateJwk: JWK): Promise<string> {
  const key = await importJWK(privateJwk, TOKEN_ALGORITHM);
  const issuedAt = Math.floor((input.issuedAt ?? new Date()).getTime() / 1000);
  return new SignJWT({ kind: input.kind, gid: input.platformGameId, [input.kind]: input.claims })
    .setProtectedHeader({ alg: TOKEN_ALGORITHM, typ: tokenType(input.kind), ...(privateJwk.kid ? { kid: privateJwk.kid } : {}) })
    .setIssuer(TOKEN_ISSUER)
    .setSubject(input.playerId)
    .setIssuedAt(issuedAt)
    .sign(key);
}

/** What one development token is about. */
export interface TokenSubject {
  platformGameId: string;
  playerId: string;
  issuedAt?: Date;
}

/** Signs a value of `kind` with the public development key, exactly as the mock platform issues it. */
export function signDevelopmentToken<K extends TokenKind>(kind: K, subject: TokenSubject, claims: ClaimsByKind[K]): Promise<string> {
  return signPlatformToken(
    { kind, platformGameId: subject.platformGameId, playerId: subject.playerId, claims, ...(subject.issuedAt ? { issuedAt: subject.issuedAt } : {}) },
    DEV_PLATFORM_PRIVATE_JWK,
  );
}
