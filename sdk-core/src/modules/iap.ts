import { SdkError } from '../errors/sdk-error.js';
import type { Runtime } from '../runtime/runtime.js';
import type { Product, Purchase, PurchaseOptions, SubscribeOptions, Subscription } from '../types/values.js';
import { validateProductOptions, validateText } from '../validation/validate.js';
import { RULE_MESSAGES as say } from '../validation/rules.generated.js';
import type { RecoverPurchasesOptions, RecoveryReport } from './iap-recovery.js';

/** In-app purchases and subscriptions. Recover pending purchases at every start-up. */
export interface IapModule {
  /** Whether items can be bought here. */
  isSupported(): boolean;
  /** Whether subscriptions can be bought here. */
  isSubscriptionSupported(): boolean;
  /** Products for sale; `Product.priceAmount` is a decimal such as 4.99. */
  getCatalogAsync(): Promise<Product[]>;
  /**
   * Opens the checkout. A closed checkout fails with IAP_PURCHASE_CANCELLED; a call
   * before `startGameAsync` completed fails with INVALID_OPERATION. `PurchaseOptions.developerPayload` stays in the game.
   * @example const purchase = await Sdk.iap.purchaseAsync({ productId: 'gems_100' });
   */
  purchaseAsync(options: PurchaseOptions): Promise<Purchase>;
  /** Unconsumed purchases, at most 50 per call; more appear only after consuming. Recover in rounds until a round consumes nothing. */
  getPurchasesAsync(): Promise<Purchase[]>;
  /** Consumes a granted purchase; safe to repeat. A consumed purchase is no longer returned. */
  consumePurchaseAsync(purchaseToken: string): Promise<void>;
  /** Plans as seen by the player: empty for guests. Never offer a plan whose `Subscription.isActive` is true. */
  getSubscriptionsAsync(): Promise<Subscription[]>;
  /** Opens the subscription checkout; a closed checkout completes with status `cancelled`. */
  subscribeAsync(options: SubscribeOptions): Promise<Subscription>;
  /**
   * Recovers pending purchases exactly once, at start-up after `startGameAsync`: rounds of
   * `getPurchasesAsync` until a round consumes nothing; each purchase whose token the save lacks
   * is claimed (when `claim` is given), granted and saved with its token in one save, then
   * consumed; one the save has is only consumed; a failed step leaves it pending. Where the
   * platform has no purchases it resolves with an empty report, so the same start-up code runs
   * unguarded on every platform.
   *
   * Single-flight: a call made while another runs waits for it to end, then runs on the state it
   * left, so no purchase is granted twice whatever the timing. Grant a live purchase the same
   * way: after `purchaseAsync` resolves, call this again with the same options (never grant and
   * consume the purchase yourself, or a recovery running meanwhile grants it too).
   * @example
   * const recovery = {
   *   hasToken: (token) => save.tokens.includes(token),
   *   claim: (p) => backend.claim(p.signedRequest, p.purchaseToken), // POST https://api.example-game.com/purchases/grant (your backend's own address); resolves { productId } it verified
   *   grant: (p, claimed) => { addItem(save, claimed.productId); save.tokens.push(p.purchaseToken); Sdk.data.setString('save', JSON.stringify(save)); },
   * };
   * await Sdk.iap.recoverPurchasesAsync(recovery); // at start-up
   * await Sdk.iap.purchaseAsync({ productId: 'gems_100' });
   * await Sdk.iap.recoverPurchasesAsync(recovery); // grants what was just bought
   */
  recoverPurchasesAsync<Claim = undefined>(options: RecoverPurchasesOptions<Claim>): Promise<RecoveryReport>;
  /**
   * A plan's terms as one line for an offer, from the plan's own values: the free trial only when
   * the player may start it (`trialEligible` and `trialDays` above 0), then the price of each
   * billing period, in `locale`'s words and number format. Pass `Sdk.session.getLocale()`; a
   * locale without words of its own falls back to its language, then to en-US, as does a missing
   * one. Every engine formats from the same table, so the text is the same on each. A field out of
   * its rule, or a locale that is not a language tag, throws INVALID_PARAM naming it. Needs no
   * initialisation.
   * @example
   * const [plan] = await Sdk.iap.getSubscriptionsAsync();
   * if (plan && !plan.isActive) offerLabel.text = Sdk.iap.formatOffer(plan, Sdk.session.getLocale()); // "7-day free trial, then $2.99 a month"
   */
  formatOffer(plan: Subscription, locale?: string): string;
}

/**
 * The iap module without the helpers each engine library composes in its own language from the
 * same tables (`recoverPurchasesAsync`, `formatOffer`): what the engines' browser script carries,
 * since no engine calls them through it.
 */
export type EngineIapModule = Omit<IapModule, 'recoverPurchasesAsync' | 'formatOffer'>;

export function createIapModule(runtime: Runtime): EngineIapModule {
  const afterStart = (context: string) => {
    runtime.ready(context);
    if (!runtime.started) {
      throw new SdkError('INVALID_OPERATION', say.notStarted(context), context);
    }
  };
  return {
    isSupported: () => runtime.supports('iap'),
    isSubscriptionSupported: () => runtime.supports('subscriptions'),
    getCatalogAsync: () => runtime.call('iap.getCatalogAsync', (adapter) => adapter.iap?.getCatalog?.()),
    async purchaseAsync(options) {
      const context = 'iap.purchaseAsync';
      afterStart(context);
      const { productId } = validateProductOptions(context, options);
      return runtime.call(context, (adapter) => adapter.iap?.purchase?.({ productId }), 'interactive');
    },
    getPurchasesAsync: () => runtime.call('iap.getPurchasesAsync', (adapter) => adapter.iap?.getPurchases?.()),
    async consumePurchaseAsync(purchaseToken) {
      const context = 'iap.consumePurchaseAsync';
      runtime.ready(context);
      validateText(context, 'purchaseToken', purchaseToken);
      return runtime.call(context, (adapter) => adapter.iap?.consumePurchase?.(purchaseToken));
    },
    getSubscriptionsAsync: () => runtime.call('iap.getSubscriptionsAsync', (adapter) => adapter.iap?.getSubscriptions?.()),
    async subscribeAsync(options) {
      const context = 'iap.subscribeAsync';
      afterStart(context);
      const { productId } = validateProductOptions(context, options);
      return runtime.call(context, (adapter) => adapter.iap?.subscribe?.({ productId }), 'interactive');
    },
  };
}
