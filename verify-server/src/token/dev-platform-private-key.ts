// The mock platform's development signing key. It is public on purpose: it signs test values
// only, and a verify server trusts it only in development mode (named explicitly). Never
// configure it for a real game. Only `@gamesdk/verify-server/token` imports this module, never
// the server's entry point (test/module-graph.test.ts holds that).
import type { JWK } from 'jose';
import { DEV_PLATFORM_KEY_ID, DEV_PLATFORM_PUBLIC_JWK } from './dev-platform-public-key.js';

/** Private JWK the mock platform signs with (ES256); its `kid` is DEV_PLATFORM_KEY_ID. */
export const DEV_PLATFORM_PRIVATE_JWK: Readonly<JWK> = Object.freeze({
  ...DEV_PLATFORM_PUBLIC_JWK,
  d: '8MY89rAlYsvbxdJ63IY7CVqgRx4CriE6JWlTuh5W3BQ',
  kid: DEV_PLATFORM_KEY_ID,
});
