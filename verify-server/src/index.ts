// Public API of @gamesdk/verify-server.
export * from './token/token-format.js';
export { DEV_PLATFORM_PUBLIC_JWK, DEV_PLATFORM_KEY_ID, isDevelopmentKey } from './token/dev-platform-public-key.js';
export { createApp, type AppOptions } from './app.js';
export { createVerifyRouter, VERIFY_PATH, CLAIM_PATH, type VerifyRouterOptions } from './router.js';
export type { RateLimitOptions } from './http/rate-limit.js';
export { ERROR_STATUS, VerifyError, isVerifyError, type VerifyErrorCode, type ErrorBody } from './errors.js';
export * from './limits.js';
// The depth scan the server runs on bodies and token segments before JSON.parse; the mock
// platform bounds its own bodies with the same scan.
export { jsonNestsDeeperThan } from './verification/json-depth.js';
export type * from './types.js';
export { developmentKeyStore, staticKeyStore, type KeyStore, type DevelopmentKeyStoreOptions } from './keys/key-store.js';
export { DevelopmentModeRefusedError, isLoopbackHost } from './keys/development-mode.js';
export { fileKeyStore, parseGamesConfig, type GamesConfig } from './keys/games-config.js';
export { LedgerUnavailableError, type ClaimLedger, type ClaimRequest, type ClaimOutcome } from './ledger/ledger.js';
export { createSqliteLedger, type SqliteLedgerOptions } from './ledger/sqlite-ledger.js';
export { createPostgresLedger, type PostgresLedgerOptions } from './ledger/postgres-ledger.js';
export { jsonLineLogger, silentLogger, type Logger, type LogFields } from './logger.js';
export { createVerifyClient, VerifyClientError, retryAfterMs, type VerifyClient, type VerifyClientOptions, type VerifyClientErrorCode, type VerifyRequest, type ClaimRequestBody } from './client.js';
