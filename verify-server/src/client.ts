// Entry point of @gamesdk/verify-server/client: the client alone, without Express or the ledgers.
export { createVerifyClient, VerifyClientError, type VerifyClient, type VerifyClientOptions, type VerifyClientErrorCode, type VerifyRequest, type ClaimRequestBody } from './client/verify-client.js';
export { retryAfterMs } from './client/retry-after.js';
export type * from './types.js';
export type { VerifyErrorCode } from './errors.js';
export type { TokenKind, ClaimsByKind, PlayerClaims, PurchaseClaims, SubscriptionClaims, ReferralsClaims } from './token/token-format.js';
