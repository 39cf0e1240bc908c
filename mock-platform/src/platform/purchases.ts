// How the platform records a completed purchase: signed, sandbox, pending until the game consumes it.
import { randomUUID } from 'node:crypto';
import type { PlayerRecord, StoredPurchase } from './records.js';
import { signDevelopmentToken } from '@gamesdk/verify-server/token';

/** Records a purchase of `productId` for `player` in `game`, completed at `purchasedAt` (ISO 8601), and returns it. */
export async function createPurchase(player: PlayerRecord, productId: string, game: string, purchasedAt: string): Promise<StoredPurchase> {
  const purchaseToken = `pt-${randomUUID()}`;
  const signedRequest = await signDevelopmentToken('purchase', { platformGameId: game, playerId: player.id }, { productId, purchaseToken, purchaseTime: purchasedAt, isSandbox: true });
  const purchase = { productId, purchaseToken, purchasedAt, signedRequest };
  player.purchases.push(purchase);
  return purchase;
}
