import type { PartnerProduct } from '@gamesdk/adapter-partner';

/** What the mock platform sells: the game's products and subscription plans, as the platform's checkout shows them. */
export interface MockCatalog {
  /** Consumable products (`iap.getCatalogAsync`, `iap.purchaseAsync`). */
  products: readonly PartnerProduct[];
  /** Subscription plans (`subscriptions.*`). */
  subscriptions: readonly PartnerProduct[];
}

/** What the mock platform sells when the game declares nothing: the example game Tap Farm's catalog. */
export const DEFAULT_CATALOG: MockCatalog = {
  products: [
    { productId: 'gems_100', title: '100 gems', description: 'A small pouch of gems', price: '0.99', currency: 'USD', imageUrl: null },
    { productId: 'gems_500', title: '500 gems', description: 'A chest of gems', price: '4.99', currency: 'USD', imageUrl: null },
    { productId: 'seeds_pack', title: 'Seed pack', description: 'Ten rare seeds', price: '1.49', currency: 'USD', imageUrl: null },
  ],
  subscriptions: [{ productId: 'club_monthly', title: 'Farm club', description: 'Double harvest, every month', price: '2.99', currency: 'USD', imageUrl: null }],
};

/** The platform's player data limit: 1 MB, 10^6 bytes of the JSON form. */
export const PLAYER_DATA_LIMIT_BYTES = 1_000_000;

/** Most purchases one `purchases()` call returns. */
export const PURCHASES_PER_CALL = 50;
