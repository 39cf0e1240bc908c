import type { Runtime } from '../runtime/runtime.js';
import type { EngineIapModule, IapModule } from './iap.js';
import { formatOffer } from './iap-offer.js';
import { queueRecoveries } from './iap-recovery.js';

/** The iap module whole: `iap` with the purchase recovery (over its own calls) and the offer text. */
export function withIapHelpers(runtime: Runtime, iap: EngineIapModule): IapModule {
  const recover = queueRecoveries({
    offersPurchases: () => {
      runtime.ready('iap.recoverPurchasesAsync');
      return runtime.supports('iap');
    },
    getPurchases: () => iap.getPurchasesAsync(),
    consume: (token) => iap.consumePurchaseAsync(token),
    flush: () => runtime.readyStore('iap.recoverPurchasesAsync').flush(),
  });
  const helpers: Pick<IapModule, 'recoverPurchasesAsync' | 'formatOffer'> = {
    recoverPurchasesAsync: (options) => recover(options),
    formatOffer: (plan, locale) => formatOffer('iap.formatOffer', plan, locale),
  };
  return Object.assign(iap, helpers);
}
