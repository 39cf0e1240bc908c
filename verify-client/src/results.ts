// Shapes of successful answers: the wire contract the server answers and the client reads.
import type { ClaimsByKind, TokenKind } from './token-claims.js';

/** The `kind` a verify call may ask for; `auto` accepts any kind and reports which it was. */
export type RequestedKind = TokenKind | 'auto';

/** Ledger state of a purchase, in the verify result of a purchase token. */
export interface PurchaseLedgerInfo {
  /** The purchase the ledger entry is about. */
  purchaseToken: string;
  /** True when some earlier claim call already claimed this purchase. */
  claimed: boolean;
  /** ISO 8601 time of the first claim, or null while unclaimed. */
  claimedAt: string | null;
}

/** `data` of a successful verify call for a token of kind K. */
export interface VerificationResult<K extends TokenKind = TokenKind> {
  kind: K;
  platformGameId: string;
  playerId: string;
  /** ISO 8601 UTC with milliseconds, from the token's `iat`. */
  issuedAt: string;
  /** The signed claims of the kind (purchase and subscription carry `isSandbox`). */
  claims: ClaimsByKind[K];
  /** Ledger state for a purchase; null for the other kinds. */
  ledger: K extends 'purchase' ? PurchaseLedgerInfo : null;
}

/** Any verification result, discriminated by `kind`. */
export type AnyVerificationResult = { [K in TokenKind]: VerificationResult<K> }[TokenKind];

/** `data` of a successful claim call. */
export interface ClaimResult {
  /** True for exactly one call per purchase: the first valid one. */
  claimed: boolean;
  /** ISO 8601 time of the first claim (the same on every later call). */
  claimedAt: string;
}
