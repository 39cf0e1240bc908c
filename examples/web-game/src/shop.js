// Rare seed packs: the consumable sold here, bought at the checkout and recovered at start-up.
// Every grant goes through the SDK's recovery helper, at start-up and after a purchase alike: it
// grants and saves the item together with its purchase token, waits for the save, then consumes,
// one recovery at a time, so a purchase is granted exactly once however the game was interrupted
// and whatever runs at the same moment.
import { grantPurchase, hasToken } from './farm.js';
import { saveNow } from './save.js';

/** The consumable's product id, as configured on the platform. */
export const SEEDS_PACK = 'seeds_pack';

/**
 * Recovers the purchases left pending by an earlier session with the SDK's exactly-once helper:
 * for each one whose token the save lacks, grant and save item and token together (the helper
 * waits for the save), then consume; one the save already has is only consumed. Call it right
 * after startGameAsync. Resolves with the numbers granted and left pending for the next launch.
 */
export async function recoverPurchases(sdk, farm) {
  if (!sdk.iap.isSupported()) return { granted: 0, pending: 0 };
  const report = await sdk.iap.recoverPurchasesAsync({
    hasToken: (token) => hasToken(farm, token),
    grant: (purchase) => {
      grantPurchase(farm, purchase.productId, purchase.purchaseToken);
      saveNow(sdk, farm);
    },
  });
  return { granted: report.granted.length, pending: report.failed.length };
}

/** The seed pack product, or null when it is not for sale here. */
export async function seedsProduct(sdk) {
  if (!sdk.iap.isSupported()) return null;
  const catalog = await sdk.iap.getCatalogAsync();
  return catalog.find((product) => product.productId === SEEDS_PACK) ?? null;
}

/**
 * Buys a seed pack: the checkout, then the recovery helper grants it (with its token, saved before
 * the consume). Never granted by hand: a recovery running at that moment would list it too. Resolves
 * false when the player closed the checkout. A failed step leaves it pending for the next start.
 */
export async function buySeeds(sdk, farm) {
  try {
    await sdk.iap.purchaseAsync({ productId: SEEDS_PACK });
  } catch (error) {
    if (error.code === 'IAP_PURCHASE_CANCELLED') return false;
    throw error;
  }
  await recoverPurchases(sdk, farm);
  return true;
}
