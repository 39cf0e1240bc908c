// What a verified signed value carries, by kind: the claims layout the platform signs (the server's
// token-format module fixes the rest of the format, and re-exports these types).

/** The kinds of signed value the platform issues. */
export type TokenKind = 'player' | 'purchase' | 'subscription' | 'referrals';

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
