// Compile-only checks of the public types (tsc -p tsconfig.test.json): what must and must not compile.
import { createVerifyClient, type VerifyClient } from '../../src/client.js';
import { createVerifyRouter, developmentKeyStore, createSqliteLedger, type ClaimLedger, type KeyStore, type VerifyErrorCode } from '../../src/index.js';

declare const client: VerifyClient;

export async function typedResults() {
  const purchase = await client.verify({ kind: 'purchase', token: 't' });
  const productId: string = purchase.claims.productId;
  const claimed: boolean = purchase.ledger.claimed;

  const player = await client.verify({ kind: 'player', token: 't' });
  const ledger: null = player.ledger;
  // @ts-expect-error a player token has no productId
  void player.claims.productId;

  const any = await client.verify({ token: 't' });
  if (any.kind === 'subscription') {
    const status: string = any.claims.status;
    void status;
  }
  // @ts-expect-error kind must be one of the documented kinds
  await client.verify({ kind: 'admin', token: 't' });
  // @ts-expect-error claim needs the purchaseToken
  await client.claim({ token: 't' });
  return { productId, claimed, ledger };
}

export function options() {
  createVerifyClient({ baseUrl: 'http://127.0.0.1:8787', maxAttempts: 2 });
  // @ts-expect-error baseUrl is required
  createVerifyClient({});
  const keys: KeyStore = developmentKeyStore();
  const ledger: ClaimLedger = createSqliteLedger({ path: ':memory:' });
  createVerifyRouter({ keys, ledger, rateLimit: false });
  // @ts-expect-error a ledger is required
  createVerifyRouter({ keys });
  const code: VerifyErrorCode = 'ledger_unavailable';
  // @ts-expect-error codes are a closed list
  const wrong: VerifyErrorCode = 'oops';
  return [code, wrong];
}
