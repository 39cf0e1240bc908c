// The format of the partner platform's signed values. The spec leaves signature algorithm, key
// format and claim layout "not shown"; this module is the one place that fixes them, shared by
// the mock platform (which signs) and the verify server (which verifies).
//
// A signed value is a JWS compact token:
//   header  { alg: 'ES256', typ: 'partner-<kind>+jwt', kid }
//   payload { iss: 'partner-platform', kind, gid: platformGameId, sub: playerId, iat: seconds, ...kind claims }

import type { TokenKind } from '@gamesdk/verify-client';

export type { TokenKind, PlayerClaims, PurchaseClaims, SubscriptionClaims, ReferralsClaims, ClaimsByKind } from '@gamesdk/verify-client';

export const TOKEN_KINDS: readonly TokenKind[] = ['player', 'purchase', 'subscription', 'referrals'];

/** The only signature algorithm accepted. */
export const TOKEN_ALGORITHM = 'ES256';

/** Issuer claim of every platform token. */
export const TOKEN_ISSUER = 'partner-platform';

/** The JWS `typ` header of a kind; a token of one kind can never pass as another. */
export function tokenType(kind: TokenKind): string {
  return `partner-${kind}+jwt`;
}
