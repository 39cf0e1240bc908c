// The format of the partner platform's signed values. The spec leaves signature algorithm, key
// format and claim layout "not shown"; this module is the one place that fixes them, shared by
// the mock platform (which signs) and the verify server (which verifies).
//
// A signed value is a JWS compact token:
//   header  { alg: 'ES256', typ: 'partner-<kind>+jwt', kid }
//   payload { iss: 'partner-platform', kind, gid: platformGameId, sub: playerId, iat: seconds, ...kind claims }

/** The kinds of signed value the platform issues. */
export type TokenKind = 'player' | 'purchase' | 'subscription' | 'referrals';

export const TOKEN_KINDS: readonly TokenKind[] = ['player', 'purchase', 'subscription', 'referrals'];

/** The only signature algorithm accepted. */
export const TOKEN_ALGORITHM = 'ES256';

/** Issuer claim of every platform token. */
export const TOKEN_ISSUER = 'partner-platform';

/** The JWS `typ` header of a kind; a token of one kind can never pass as another. */
export function tokenType(kind: TokenKind): string {
  return `partner-${kind}+jwt`;
}

/** Claims of a player token: who the player is. */
export interface PlayerClaims {
  mode: 'authorized' | 'lite';
}

/** Claims of a purchase token. */
export interface PurchaseClaims {
  productId: string;
  purchaseToken: string;
  /** ISO 8601. */
  purchaseTime: string;
  isSandbox: boolean;
}

/** Claims of a subscription token. */
export interface SubscriptionClaims {
  productId: string;
  status: string;
  isActive: boolean;
  trialEligible: boolean;
  isSandbox: boolean;
}

/** Claims of a referrals token. */
export interface ReferralsClaims {
  referrals: Array<{ playerId: string; registeredAt: string }>;
}

/** The claims each kind carries, under the payload key named after the kind. */
export interface ClaimsByKind {
  player: PlayerClaims;
  purchase: PurchaseClaims;
  subscription: SubscriptionClaims;
  referrals: ReferralsClaims;
}
