// The game's part of the spec's exactly-once grant. The verify client's grant handler verifies the
// signed purchase for the player (the product comes from the signature, never from the client)
// and claims it; then this hook grants the item and saves it together with its purchaseToken in
// one save, unless the save already holds the token; the handler then tells the game to consume.
// A claim that answered claimed false with the token missing from the save means an earlier
// attempt stopped between claim and save: the hook grants then too (the save decides, not claimed).

/** Items each product grants. Products not listed are refused before they are claimed. */
export const CATALOG = Object.freeze({
  seeds_pack: Object.freeze({ seeds: 10 }),
  gems_100: Object.freeze({ gems: 100 }),
});

/**
 * The `grantAndSave` hook of `createGrantHandler`, on the example's save store: one atomic,
 * per-player step that checks the save for the token and writes the items with it.
 * @param {Awaited<ReturnType<typeof import('./save-store.js').createSaveStore>>} saves
 * @param {{ afterClaim?: () => void | Promise<void> }} [hooks]  `afterClaim` runs first (tests stop the backend there).
 * @returns {(grant: import('@gamesdk/verify-client').VerifiedGrant) => Promise<import('@gamesdk/verify-client').SavedGrant>}
 * @example
 * createGrantHandler({ client, products: Object.keys(CATALOG), allowedOrigins, grantAndSave: grantAndSaveIn(saves) });
 */
export function grantAndSaveIn(saves, hooks = {}) {
  return async ({ playerId, productId, purchaseToken }) => {
    await hooks.afterClaim?.();
    const grant = CATALOG[/** @type {keyof typeof CATALOG} */ (productId)];
    return saves.update(playerId, (save) => {
      if (save.grantedPurchases.includes(purchaseToken)) return { result: { granted: false, items: save.items } };
      const items = { ...save.items };
      for (const [item, count] of Object.entries(grant)) items[item] = (items[item] ?? 0) + count;
      const next = { items, grantedPurchases: [...save.grantedPurchases, purchaseToken] };
      return { save: next, result: { granted: true, items } };
    });
  };
}
