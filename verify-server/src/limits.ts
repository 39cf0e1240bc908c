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

/**
 * Longest accepted protected header segment, in characters: the platform's header holds `alg`,
 * `typ` and `kid` only (under 150 characters). Checked before the header is decoded.
 */
export const MAX_TOKEN_HEADER_CHARS = 1024;

/**
 * Deepest nesting of arrays and objects accepted in a token's header or payload, checked on the
 * decoded text before it is parsed. The deepest value the platform signs (a referral inside the
 * referrals list inside the claims inside the payload) nests 4 deep.
 */
export const MAX_TOKEN_JSON_DEPTH = 8;

/**
 * Request bodies larger than this (in bytes) are parsed and their token verified in the large-body
 * lane: one at a time, each in its own turn of the event loop, clients taken in turn, so that a
 * burst of large bodies never holds up small requests for long. The platform's player, purchase
 * and subscription tokens are under 1,000 characters.
 */
export const LARGE_BODY_BYTES = 16 * 1024;

/**
 * Most large bodies in flight (arrived and not yet answered: being read, waiting to be read or
 * in the lane) from all clients; past it, 503 verification_unavailable at once, the body unread.
 */
export const MAX_QUEUED_LARGE_BODIES = 500;

/**
 * Most large bodies in flight from one client (keyed as the rate limit keys it), counted from the
 * moment their headers arrive; past it, 429 rate_limited with Retry-After at once, the body
 * unread, so one client cannot fill the lane (nor the server's memory) for everyone. Above a burst
 * of 200, which one client may send within the default rate limit and is served whole.
 */
export const MAX_QUEUED_LARGE_BODIES_PER_CLIENT = 250;

/**
 * Large bodies of one client active at once (being read, or read and not yet answered); its other
 * large bodies wait unread, their sockets paused, until one of these is answered. The lane
 * verifies one body at a time, so reading further ahead buys nothing, while a burst of hundreds
 * received and held at once delayed every other client.
 */
export const LARGE_BODY_RECEIVE_WINDOW = 4;

/** Deepest nesting accepted in a request body (the bodies are flat objects), checked before parsing. */
export const MAX_BODY_JSON_DEPTH = 4;

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
