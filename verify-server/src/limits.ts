// Numbers the spec leaves "not shown", fixed here in one place (and documented in the README).

/** Most referrals one referrals token lists: the platform signs the most recent ones. */
export const MAX_SIGNED_REFERRALS = 1000;

/** Longest player id the platform signs into a referral. */
export const MAX_REFERRAL_ID_CHARS = 128;

/**
 * Longest accepted token, in characters, checked before any decoding; longer answers 413
 * token_too_large. Sized so the largest value the platform signs verifies: a referrals token of
 * MAX_SIGNED_REFERRALS entries with MAX_REFERRAL_ID_CHARS-character ids (about 240,000 characters).
 */
export const MAX_TOKEN_CHARS = 256 * 1024;

/** Largest accepted request body, in bytes (the largest token plus the other fields); a bigger one answers 413 payload_too_large. */
export const MAX_BODY_BYTES = MAX_TOKEN_CHARS + 4 * 1024;

/** Longest accepted `expectedPlayerId` and `purchaseToken`, in characters. */
export const MAX_ID_CHARS = 512;

/** Player, subscription and referrals tokens older than this (from `iat`) answer token_too_old. */
export const TOKEN_MAX_AGE_SECONDS = 24 * 60 * 60;

/**
 * How far in the future `iat` may lie before token_issued_in_future, to absorb clock skew
 * between the platform and this server. It never extends the 24-hour age limit.
 */
export const CLOCK_TOLERANCE_SECONDS = 60;

/** Default rate limit: requests per window per client IP, shared by both endpoints. */
export const DEFAULT_RATE_LIMIT = Object.freeze({ limit: 600, windowMs: 60_000 });
