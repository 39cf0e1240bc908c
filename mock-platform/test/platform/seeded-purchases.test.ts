// What a game backend's tests need from the control surface: seeded purchases listed with their
// signedRequest, signed for the served game's own platform id, so the backend verifies and claims
// them as it would the platform's, without re-signing.
import { once } from 'node:events';
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp, createSqliteLedger, DEV_PLATFORM_PUBLIC_JWK, silentLogger, staticKeyStore, type ClaimLedger } from '@gamesdk/verify-server';
import { createVerifyClient } from '@gamesdk/verify-server/client';
import { platform } from './support.js';

const servers: Server[] = [];
const ledgers: ClaimLedger[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) server.close();
  for (const ledger of ledgers.splice(0)) await ledger.close();
});

/** A game backend's verify server, trusting the platform key for `gameId` only (as a production games config does). */
async function verifyServerFor(gameId: string) {
  const ledger = createSqliteLedger({ path: join(mkdtempSync(join(tmpdir(), 'seeded-ledger-')), 'ledger.sqlite') });
  ledgers.push(ledger);
  const server = createApp({ keys: staticKeyStore({ [gameId]: [DEV_PLATFORM_PUBLIC_JWK] }), ledger, logger: silentLogger, rateLimit: false }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  servers.push(server);
  const { port } = server.address() as { port: number };
  return createVerifyClient({ baseUrl: `http://127.0.0.1:${port}`, maxAttempts: 1 });
}

function gameFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'seeded-game-'));
  writeFileSync(join(folder, 'index.html'), '<!doctype html><title>orchard</title>');
  return folder;
}

describe('seeded purchases for a game backend', () => {
  it('are listed with their signedRequest, signed for the served game, and its backend verifies and claims them with its own id', async () => {
    const server = await platform({ orchard: gameFolder() });
    const seeded = await server.control.seedPurchases(2, 'seeds_pack');
    const listed = await server.control.getPurchases();
    expect(listed).toEqual(seeded);
    expect(listed.map((p) => typeof p.signedRequest)).toEqual(['string', 'string']);

    const backend = await verifyServerFor('orchard');
    const verified = await backend.verify({ kind: 'purchase', token: listed[0]!.signedRequest });
    expect(verified).toMatchObject({ platformGameId: 'orchard', claims: { productId: 'seeds_pack', purchaseToken: listed[0]!.purchaseToken } });
    const claimed = await backend.claim({ token: listed[1]!.signedRequest, purchaseToken: listed[1]!.purchaseToken });
    expect(claimed).toMatchObject({ claimed: true });

    // Another game's backend does not trust them.
    await expect((await verifyServerFor('another-game')).verify({ kind: 'purchase', token: listed[0]!.signedRequest })).rejects.toMatchObject({ code: expect.any(String) });
  });

  it('can be signed for another served game, and not for a game the platform does not serve', async () => {
    const server = await platform({ orchard: gameFolder(), barn: gameFolder() });
    const [forBarn] = await server.control.seedPurchases(1, undefined, 'barn');
    expect(await (await verifyServerFor('barn')).verify({ kind: 'purchase', token: forBarn!.signedRequest })).toMatchObject({ platformGameId: 'barn' });
    await expect(server.control.seedPurchases(1, undefined, 'mock-game')).rejects.toThrow("no game 'mock-game' is served (served: orchard, barn)");
  });
});
