import type { PartnerPlan, PartnerProduct } from '@gamesdk/adapter-partner';
import { RULES_DEFAULT_CATALOG } from './rules.generated.js';

/** What the mock platform sells: the game's products and subscription plans, as the platform's checkout shows them. */
export interface MockCatalog {
  /** Consumable products (`iap.getCatalogAsync`, `iap.purchaseAsync`). */
  products: readonly PartnerProduct[];
  /** Subscription plans (`subscriptions.*`), each with its billing period and free trial. */
  subscriptions: readonly PartnerPlan[];
}

/** What the mock platform sells when the game declares nothing: the example game Tap Farm's catalog (sdk-core/api/mock-catalog.json). */
export const DEFAULT_CATALOG: MockCatalog = RULES_DEFAULT_CATALOG;

export { PLAYER_DATA_LIMIT_BYTES, PURCHASES_PER_CALL } from './rules.generated.js';
