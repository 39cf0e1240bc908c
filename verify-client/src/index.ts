// Public API of @gamesdk/verify-client.
export { createVerifyClient, VerifyClientError, type VerifyClient, type VerifyClientOptions, type VerifyRequest, type ClaimRequestBody } from './verify-client.js';
export { retryAfterMs } from './retry-after.js';
export type { VerifyErrorCode, VerifyClientErrorCode } from './error-codes.js';
export type { RequestedKind, PurchaseLedgerInfo, VerificationResult, AnyVerificationResult, ClaimResult } from './results.js';
export type { TokenKind, ClaimsByKind, PlayerClaims, PurchaseClaims, SubscriptionClaims, ReferralsClaims } from './token-claims.js';
export * from './grant/index.js';
