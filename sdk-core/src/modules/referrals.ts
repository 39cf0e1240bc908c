import type { Runtime } from '../runtime/runtime.js';
import type { ReferralList, ReferralShareOptions } from '../types/values.js';
import { validateReferralShareOptions } from '../validation/validate.js';

/** Referrals: only invited players who complete registration are counted. */
export interface ReferralsModule {
  /** Whether this module is offered. */
  isSupported(): boolean;
  /**
   * Opens the platform's invite flow.
   * @example await Sdk.referrals.shareAsync({ text: 'Play with me!', onboardingSlug: 'farm-invite' });
   */
  shareAsync(options?: ReferralShareOptions): Promise<void>;
  /** Players this player invited who registered, with a signed list to verify before rewarding. */
  listAsync(): Promise<ReferralList>;
}

export function createReferralsModule(runtime: Runtime): ReferralsModule {
  return {
    isSupported: () => runtime.supports('referrals'),
    async shareAsync(options) {
      const context = 'referrals.shareAsync';
      runtime.ready(context);
      const valid = validateReferralShareOptions(context, options);
      return runtime.call(context, (adapter) => adapter.referrals?.share(valid), 'interactive');
    },
    listAsync: () => runtime.call('referrals.listAsync', (adapter) => adapter.referrals?.list()),
  };
}
