// `@gamesdk/verify-server/token`: signing platform values with the public development key, and the
// `token` command that prints one, for the mock platform, the CLI and tests. Kept out of the
// server's entry point, which only verifies.
export { signPlatformToken, signDevelopmentToken, type PlatformTokenInput, type TokenSubject } from './token/sign.js';
export { DEV_PLATFORM_PRIVATE_JWK } from './token/dev-platform-private-key.js';
export { runTokenCommand, TOKEN_USAGE, type CommandOutput } from './token/command.js';
export { TOKEN_KINDS, type TokenKind, type ClaimsByKind } from './token/token-format.js';
