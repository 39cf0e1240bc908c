import { unsupported, type Runtime } from '../runtime/runtime.js';
import { errorText } from '../errors/error-text.js';
import { validateCallbacks } from '../validation/validate.js';

/** Callbacks of one ad call. No-fill is its own signal, never folded into a failure. */
export interface AdCallbacks {
  /** Before the ad shows: pause the game and mute. */
  beforeAd?: () => void;
  /** After the ad, or at once after `noFill`: resume the game. */
  afterAd?: () => void;
  /** No ad was available. Followed by `afterAd`. */
  noFill?: () => void;
}

/** Callbacks of a rewarded ad. */
export interface RewardedAdCallbacks extends AdCallbacks {
  /** The player watched to the end: grant the reward. */
  adViewed?: () => void;
  /** The player closed the ad early: no reward. */
  adDismissed?: () => void;
}

/** Ads. There are no in-game ads on the partner platform: every call reports no-fill at once. */
export interface AdsModule {
  /** Whether ads are offered (false on the partner platform). */
  isSupported(): boolean;
  /** Whether banners can be shown. */
  isBannerSupported(): boolean;
  /**
   * Shows an interstitial ad, or calls `noFill` then `afterAd` when there is none. A key of
   * `callbacks` the ad does not take (a rewarded ad's `adViewed`), or one whose value is not a
   * function, throws INVALID_PARAM.
   * @example Sdk.ads.showInterstitial({ beforeAd: pause, afterAd: resume, noFill: () => log('no ad') });
   */
  showInterstitial(callbacks?: AdCallbacks): void;
  /** Shows a rewarded ad, or calls `noFill` then `afterAd` when there is none; refuses its callbacks as showInterstitial does. */
  showRewarded(callbacks?: RewardedAdCallbacks): void;
  /** Shows a banner; fails with FEATURE_NOT_SUPPORTED where banners are not offered. */
  showBannerAsync(position?: 'top' | 'bottom'): Promise<void>;
  /** Hides the banner; fails with FEATURE_NOT_SUPPORTED where banners are not offered. */
  hideBannerAsync(): Promise<void>;
}

/**
 * The ads module. `callbacksOf` (a game's own Sdk: the generated AD_CALLBACKS) names each ad's
 * callbacks: any other key (adViewed on an interstitial), or a value that is not a function, which
 * would never be called, is refused before anything runs, as every engine's bridge refuses it. The
 * engines' script passes none: its host gives each ad only functions for the callbacks of its row,
 * from the same manifest column.
 */
export function createAdsModule(runtime: Runtime, callbacksOf?: Readonly<Record<string, readonly string[]>>): AdsModule {
  // No platform here has ads, so every ad call is a no-fill. Callbacks run in a microtask, in
  // the documented order, each guarded so a throwing one cannot skip `afterAd`.
  const noFill = (context: string, callbacks: AdCallbacks | undefined) => {
    if (callbacksOf) validateCallbacks(context, 'callbacks', callbacks, callbacksOf[context]!);
    runtime.ready(context);
    queueMicrotask(() => {
      guarded(runtime, context, callbacks?.noFill);
      guarded(runtime, context, callbacks?.afterAd);
    });
  };
  const banner = (context: string) => runtime.call<void>(context, (adapter) => Promise.reject(unsupported(context, adapter.id)));
  return {
    isSupported: () => runtime.supports('ads'),
    isBannerSupported: () => runtime.supports('banners'),
    showInterstitial: (callbacks) => noFill('ads.showInterstitial', callbacks),
    showRewarded: (callbacks) => noFill('ads.showRewarded', callbacks),
    showBannerAsync: () => banner('ads.showBannerAsync'),
    hideBannerAsync: () => banner('ads.hideBannerAsync'),
  };
}

function guarded(runtime: Runtime, context: string, callback: (() => void) | undefined): void {
  try {
    callback?.();
  } catch (error) {
    runtime.logger.error(`a callback of ${context} threw: ${errorText(error)}`);
  }
}
