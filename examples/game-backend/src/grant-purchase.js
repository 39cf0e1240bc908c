// The spec's exactly-once recipe for a purchase, on the game's backend:
//   1. verify the signed purchase for this player (the product comes from the signature, never
//      from the client), 2. claim it, 3. grant the item and save it together with its
//      purchaseToken in one save, 4. tell the game to consume.
// When claim answers claimed false and the save lacks the token, an earlier attempt stopped
// between claim and save: grant, save, consume. When the save has the token, it was granted:
// only consume.

/** Items each product grants. Products not listed are refused. */
export const CATALOG = Object.freeze({
  seeds_pack: Object.freeze({ seeds: 10 }),
  gems_100: Object.freeze({ gems: 100 }),
});

/**
 * @typedef {object} GrantOutcome
 * @property {string} productId           The product, from the verified signature (never from the client).
 * @property {boolean} granted            True when this call added the items.
 * @property {boolean} consume            True when the game should now consume the purchase.
 * @property {Record<string, number>} items  The player's items after this call.
 * @property {boolean} [recovered]        True when an earlier call claimed but stopped before saving.
 */

/**
 * Grants a purchase exactly once.
 * @param {{ client: import('@gamesdk/verify-client').VerifyClient, saves: Awaited<ReturnType<typeof import('./save-store.js').createSaveStore>>, hooks?: { afterClaim?: () => void | Promise<void> } }} deps
 * @param {{ playerId: string, signedRequest: string, purchaseToken: string }} purchase
 * @returns {Promise<GrantOutcome>}
 * @example
 * const outcome = await grantPurchase({ client, saves }, { playerId, signedRequest, purchaseToken });
 * if (outcome.consume) await Sdk.iap.consumePurchaseAsync(purchaseToken); // in the game
 */
export async function grantPurchase({ client, saves, hooks = {} }, { playerId, signedRequest, purchaseToken }) {
  const verified = await client.verify({ kind: 'purchase', token: signedRequest, expectedPlayerId: playerId });
  const { productId } = verified.claims;
  const grant = CATALOG[/** @type {keyof typeof CATALOG} */ (productId)];
  if (!grant) throw new UnknownProductError(productId);
  const { claimed } = await client.claim({ token: signedRequest, purchaseToken });
  await hooks.afterClaim?.();
  return saves.update(playerId, (save) => {
    if (save.grantedPurchases.includes(purchaseToken)) {
      return { result: { productId, granted: false, consume: true, items: save.items } };
    }
    // claimed true: first claim. claimed false without the token: an earlier call stopped before
    // saving. Both grant now, in the same save as the token.
    const items = { ...save.items };
    for (const [item, count] of Object.entries(grant)) items[item] = (items[item] ?? 0) + count;
    const next = { items, grantedPurchases: [...save.grantedPurchases, purchaseToken] };
    return { save: next, result: { productId, granted: true, consume: true, items, ...(claimed ? {} : { recovered: true }) } };
  });
}

/** The signed purchase is for a product this game does not sell. */
export class UnknownProductError extends Error {
  /** @param {string} productId */
  constructor(productId) {
    super(`product ${productId} is not sold by this game`);
    this.name = 'UnknownProductError';
    this.productId = productId;
  }
}
