// Generated from sdk-core/api/rules.json and mock-catalog.json by scripts/codegen. Do not edit by hand.
import type { PartnerPlan, PartnerProduct } from '@gamesdk/adapter-partner';

/** The platform's player data limit: 10^6 bytes of the JSON form. */
export const PLAYER_DATA_LIMIT_BYTES = 1000000;
/** Most unconsumed purchases one getPurchasesAsync answers. */
export const PURCHASES_PER_CALL = 50;

/** The platform's answers to a product, plan, purchase or prompt it does not know, a guest subscribing, or a consume the control made fail. */
export const PLATFORM_MESSAGES = {
  /** A purchase of a product the catalog does not sell (the mock platforms' answer, INVALID_PARAM). */
  unknownProduct: (productId: string | number) => `no product '${productId}' in the catalog`,
  /** A subscription to a plan the catalog does not offer (the mock platforms' answer, INVALID_PARAM). */
  unknownPlan: (productId: string | number) => `no subscription plan '${productId}'`,
  /** A consume of a token the platform never issued to this player (the mock platforms' answer, INVALID_PARAM); consuming a consumed purchase again succeeds. */
  unknownPurchaseToken: () => `no purchase of this player has that purchaseToken`,
  /** A consume the mock platforms' control made fail (failNextConsume: OPERATION_FAILED); the purchase stays pending for the next recovery. */
  consumeFailed: () => `the platform failed to consume the purchase; it stays pending`,
  /** A guest subscribing (the mock platforms' answer, PLAYER_NOT_AUTHENTICATED). */
  guestSubscription: () => `subscriptions need a registered player; this player is a guest`,
  /** A login naming a registration prompt never shown (the mock platforms' and the engine libraries' answer, INVALID_PARAM); a login on a prompt that has closed resolves and changes nothing. */
  unknownPrompt: (promptId: string | number) => `no registration prompt ${promptId} was shown`,
  /** A subscription to a plan the player holds already (the mock platforms' answer, INVALID_OPERATION). */
  planAlreadyHeld: (productId: string | number) => `the player already holds '${productId}'`,
  /** A purchase whose checkout the player closed (the mock platforms' answer, IAP_PURCHASE_CANCELLED). */
  checkoutClosed: () => `the player closed the checkout`,
} as const;

/** What the platform sells when a game declares nothing: the example game Tap Farm's catalog. */
export const RULES_DEFAULT_CATALOG: { products: readonly PartnerProduct[]; subscriptions: readonly PartnerPlan[] } = {
  products: [
    { productId: 'gems_100', title: '100 gems', description: 'A small pouch of gems', price: '0.99', currency: 'USD', imageUrl: null },
    { productId: 'gems_500', title: '500 gems', description: 'A chest of gems', price: '4.99', currency: 'USD', imageUrl: null },
    { productId: 'seeds_pack', title: 'Seed pack', description: 'Ten rare seeds', price: '1.49', currency: 'USD', imageUrl: null },
  ],
  subscriptions: [
    { productId: 'club_monthly', title: 'Farm club', description: 'Double harvest, every month', price: '2.99', currency: 'USD', imageUrl: null, period: 'month', trialDays: 7 },
  ],
};
