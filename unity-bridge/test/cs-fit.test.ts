// What the C# shim is never sent: calls C#'s types rule out (the compiler refuses them) and control
// verbs given a key C#'s named parameters lack (test/support/cs-fit.ts), each with its reason.
import { describe, expect, it } from 'vitest';
import { csMisfit, csVerbRefusal } from './support/cs-fit.js';

describe('the C# shim\'s type fit on the runner\'s side', () => {
  it('takes arguments of the generated calls\' parameter types, an absent optional one included', () => {
    expect(csMisfit('leaderboard.submitScoreAsync', ['weekly', 10])).toBeNull();
    expect(csMisfit('leaderboard.getEntriesAsync', ['weekly'])).toBeNull();
    expect(csMisfit('notifications.scheduleAsync', [{ id: 'a', title: 't', body: 'b', scheduledInDays: 2 }])).toBeNull();
  });

  it('names a wrong scalar, a fraction where an int is and a key an options class lacks', () => {
    expect(csMisfit('setLoadingProgress', ['50'])).toBe('the parameter 1 of setLoadingProgress is a double, given a string');
    expect(csMisfit('player.getBotAvatarAsync', ['farmer', 1.5])).toBe('the parameter 2 of player.getBotAvatarAsync is an int, given a fraction');
    expect(csMisfit('iap.purchaseAsync', [{ productId: 'gems_100', coupon: 'x' }])).toBe('PurchaseOptions has no coupon');
    expect(csMisfit('notifications.scheduleAsync', [{ id: 'a', title: 't', body: 'b' }])).toBe('NotificationOptions.scheduledInDays is an int, given nothing');
  });

  it('holds the hand-written calls to their C# types: player data is keys, an event is a C# event', () => {
    expect(csMisfit('player.setDataAsync', [['level', 3]])).toBe('PlayerData is keys to values, never a list');
    expect(csMisfit('player.setDataAsync', [{ level: 3 }])).toBeNull();
    expect(csMisfit('on', ['quit', { $listener: 'noop' }])).toBe('events are C# events; there is none named quit');
    expect(csMisfit('on', ['pause', { $listener: 'noop' }])).toBeNull();
  });

  it('takes an ad\'s own callbacks as its C# parameters, and no other', () => {
    expect(csMisfit('ads.showInterstitial', [])).toBeNull();
    expect(csMisfit('ads.showInterstitial', [{ beforeAd: { $listener: 'noop' }, adViewed: { $listener: 'noop' } }])).toBe('ads.showInterstitial in C# has no adViewed');
    expect(csMisfit('ads.showRewarded', [{ beforeAd: { $listener: 'noop' }, adViewed: { $listener: 'noop' } }])).toBeNull();
  });

  it('refuses a control verb\'s unknown key in MockPlatform\'s words, and only that', () => {
    expect(csVerbRefusal('setPlayer', [{ registered: true, level: 3 }])).toBe("unknown key 'level' in player");
    expect(csVerbRefusal('setPlayer', [{ id: 'p', registered: true }])).toBeNull();
    expect(csVerbRefusal('seedPurchases', [2])).toBeNull();
  });
});
