// The ads' callbacks the bridge host gives the SDK and relays (the generated AD_CALLBACKS, from the
// manifest's callbacks column) are the SDK's own, name for name. The names below are typed as a
// Record over each TypeScript interface's keys, so an editor or `tsc` on this file flags them when
// an interface changes (vitest itself does not type-check).
import type { AdCallbacks, RewardedAdCallbacks } from '@gamesdk/core';
import { describe, expect, it } from 'vitest';
import { AD_CALLBACKS } from '../src/bridge/operations.generated.js';

const interstitial: Record<keyof AdCallbacks, true> = { beforeAd: true, afterAd: true, noFill: true };
const rewarded: Record<keyof RewardedAdCallbacks, true> = { ...interstitial, adViewed: true, adDismissed: true };

describe('the ads\' callbacks of the manifest', () => {
  it.each([
    ['ads.showInterstitial', interstitial],
    ['ads.showRewarded', rewarded],
  ])('%s: the SDK\'s callback interface, name for name', (path, names) => {
    expect([...AD_CALLBACKS[path]!].sort()).toEqual(Object.keys(names).sort());
  });

  it('names no other ad', () => {
    expect(Object.keys(AD_CALLBACKS).sort()).toEqual(['ads.showInterstitial', 'ads.showRewarded']);
  });
});
