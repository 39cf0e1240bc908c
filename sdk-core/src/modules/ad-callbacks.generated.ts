// Generated from sdk-core/api/operations.json by scripts/codegen. Do not edit by hand.

/** Each ad's callbacks by its path, by their TypeScript names: the keys its callbacks object may hold. */
export const AD_CALLBACKS: Readonly<Record<string, readonly string[]>> = {
  'ads.showInterstitial': ['beforeAd', 'afterAd', 'noFill'],
  'ads.showRewarded': ['beforeAd', 'afterAd', 'noFill', 'adViewed', 'adDismissed'],
};
