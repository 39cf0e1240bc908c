// An ad's callbacks object as a game's own Sdk checks it (createSdk): the shared vectors hold the
// unknown key and the number given as beforeAd; these are the shapes only TypeScript can be given.
import { describe, expect, it } from 'vitest';
import { createSdk, SdkError } from '../src/index.js';
import { profilePlatform, profileState } from './support/profile-adapter.js';

async function started() {
  const sdk = createSdk({ platforms: [profilePlatform(profileState())], url: 'https://game.test/?sdk_platform=partner', logger: { info() {}, warn() {}, error() {} } });
  await sdk.initializeAsync();
  return sdk;
}

const refusal = (run: () => void): SdkError => {
  try {
    run();
  } catch (error) {
    return error as SdkError;
  }
  throw new Error('expected a refusal');
};

describe('ad callbacks', () => {
  it('refuses callbacks that are not an object, naming the rule (notACallbackTable) and the ad', async () => {
    const sdk = await started();
    const error = refusal(() => sdk.ads.showRewarded(5 as never));
    expect([error.code, error.message, error.context]).toEqual(['INVALID_PARAM', 'callbacks must be an object of functions', 'ads.showRewarded']);
  });

  it('refuses a callback given null (not a function), and runs one left undefined or absent', async () => {
    const sdk = await started();
    expect(refusal(() => sdk.ads.showRewarded({ adViewed: null as never })).message).toBe('callbacks.adViewed must be a function');
    const called: string[] = [];
    sdk.ads.showInterstitial({ beforeAd: undefined, afterAd: () => called.push('afterAd') });
    sdk.ads.showInterstitial(null as never);
    await Promise.resolve();
    expect(called).toEqual(['afterAd']);
  });
});
