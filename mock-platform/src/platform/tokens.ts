// Signed values exactly as the mock platform issues them: the verify server's token format, signed
// with its public development key (@gamesdk/verify-server/token). Purchases and subscriptions are
// always sandbox here.
export { signDevelopmentToken as issueToken, type TokenSubject } from '@gamesdk/verify-server/token';
