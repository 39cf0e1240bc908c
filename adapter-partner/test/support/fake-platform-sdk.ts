// An in-memory platform SDK of the contract, for unit tests of the adapter's own logic (the
// mapping of values and failures, the bounded prompt). Browser tests use the real mock platform.
import { SdkError, type AdapterContext, type ErrorCode } from '@gamesdk/core';
import type { PartnerPlatformSdk, PartnerSdkFailure } from '../../src/index.js';

export const failure = (code: PartnerSdkFailure['code'], message = `failed with ${code}`): PartnerSdkFailure => ({ code, message });

/** A platform SDK whose every method is a vitest-free stub answering `overrides` or a default. */
export function fakePlatformSdk(overrides: Partial<PartnerPlatformSdk> = {}): PartnerPlatformSdk & { handlers: Record<string, Array<() => void>> } {
  const handlers: Record<string, Array<() => void>> = { pause: [], resume: [], exit: [] };
  return {
    handlers,
    init: async () => ({ player: { id: 'p1', registered: false, name: null, photo: null }, entryPayload: { from: 'share' }, locale: 'en-US', dataLimitBytes: 1_000_000 }),
    loadingProgress: () => {},
    gameReady: async () => {},
    on: (event, handler) => void handlers[event]!.push(handler),
    loadData: async () => ({}),
    saveData: async () => {},
    signedPlayerInfo: async () => ({ playerId: 'p1', signature: 'jws' }),
    botAvatarUrl: async (username) => `https://avatars.test/${username}`,
    showRegistration: () => ({ login: async () => {} }),
    scheduleNotification: async () => {},
    cancelNotification: async () => {},
    cancelSessionNotifications: async () => {},
    catalog: async () => [],
    purchase: async (productId) => ({ productId, purchaseToken: 't', signedRequest: 'jws', sandbox: true, purchasedAt: '2026-01-01T00:00:00.000Z' }),
    purchases: async () => [],
    consume: async () => {},
    subscriptions: async () => [],
    subscribe: async (productId) => ({ productId, active: true, trialEligible: false, status: 'active', signedRequest: 'jws' }),
    shareReferral: async () => {},
    referrals: async () => ({ referrals: [], signedRequest: 'jws' }),
    shareImage: async () => {},
    ...overrides,
  };
}

/** An AdapterContext whose loadScript installs `sdk` as the platform's global. */
export function fakeContext(sdk: PartnerPlatformSdk | undefined, options: { interactive?: number; url?: string; pageStartSession?: Promise<unknown> } = {}) {
  const loaded: string[] = [];
  const emitted: string[] = [];
  let pageStart = options.pageStartSession;
  const context: AdapterContext = {
    url: new URL(options.url ?? 'https://platform.test/play/farm/index.html?sdk_platform=partner'),
    timeouts: { initialize: 1000, call: 1000, interactive: options.interactive ?? 1000 },
    emit: (event) => void emitted.push(event),
    error: (code: ErrorCode, message: string, cause?: unknown) => new SdkError(code, message, 'test', { cause }),
    loadScript: async (src) => {
      loaded.push(src);
      (globalThis as Record<string, unknown>).PartnerSDK = sdk;
    },
    // As the core hands it over: the page start's session once, then none.
    takePageStartSession: () => {
      const session = pageStart;
      pageStart = undefined;
      return session;
    },
    log: () => {},
  };
  return { context, loaded, emitted };
}
