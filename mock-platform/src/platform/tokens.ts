// Signed values exactly as the mock platform issues them: the verify server's token format,
// signed with its development key. Purchases and subscriptions are always sandbox here.
import { DEV_PLATFORM_PRIVATE_JWK, signPlatformToken, type ClaimsByKind, type TokenKind } from '@gamesdk/verify-server';

/** What one token is about. */
export interface TokenSubject {
  platformGameId: string;
  playerId: string;
  issuedAt?: Date;
}

/** Signs a value of `kind` with the development key. */
export function issueToken<K extends TokenKind>(kind: K, subject: TokenSubject, claims: ClaimsByKind[K]): Promise<string> {
  return signPlatformToken(
    { kind, platformGameId: subject.platformGameId, playerId: subject.playerId, claims, ...(subject.issuedAt ? { issuedAt: subject.issuedAt } : {}) },
    DEV_PLATFORM_PRIVATE_JWK,
  );
}
