// Public API of @gamesdk/verify-server.
export * from './token/token-format.js';
export { DEV_PLATFORM_PRIVATE_JWK, DEV_PLATFORM_PUBLIC_JWK } from './token/dev-platform-key.js';
