// Public API of @gamesdk/verify-client.
export { createVerifyClient, DEFAULT_MAX_RESPONSE_BYTES, VerifyClientError, type VerifyClient, type VerifyClientOptions, type VerifyClientErrorDetails, type VerifyRequest, type ClaimRequestBody } from './verify-client.js';
export { retryAfterMs } from './retry-after.js';
export { VERIFY_ERROR_CODES, isVerifyErrorCode, type VerifyErrorCode, type VerifyClientErrorCode, type VerifyClientOwnErrorCode } from './error-codes.js';
export type { RequestedKind, PurchaseLedgerInfo, VerificationResult, AnyVerificationResult, ClaimResult } from './results.js';
export type { TokenKind, ClaimsByKind, PlayerClaims, PurchaseClaims, SubscriptionClaims, ReferralsClaims } from './token-claims.js';
export * from './grant/index.js';
