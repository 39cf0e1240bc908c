import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSdk, SdkError, type PlatformDefinition } from '../src/index.js';
import { profilePlatform, profileState } from './support/profile-adapter.js';

const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
const partnerUrl = 'https://game.test/play/farm/?sdk_platform=partner';

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('calls before initializeAsync resolves', () => {
  const sdk = createSdk({ platforms: [profilePlatform(profileState())], url: partnerUrl, logger });

  it('a synchronous call throws NOT_INITIALIZED naming the call', () => {
    expect(() => sdk.data.getString('level')).toThrowError(SdkError);
    try {
      sdk.setLoadingProgress(10);
    } catch (error) {
      expect(error).toMatchObject({ code: 'NOT_INITIALIZED', context: 'Sdk.setLoadingProgress' });
      expect((error as Error).message).toContain('before Sdk.initializeAsync() resolved');
    }
    expect.assertions(3);
  });

  it('an asynchronous call rejects NOT_INITIALIZED instead of throwing', async () => {
    const pending = sdk.iap.getPurchasesAsync();
    expect(pending).toBeInstanceOf(Promise);
    await expect(pending).rejects.toMatchObject({ code: 'NOT_INITIALIZED', context: 'iap.getPurchasesAsync' });
    await expect(sdk.startGameAsync()).rejects.toMatchObject({ code: 'NOT_INITIALIZED' });
  });

  it('isSupported answers false before initialisation rather than throwing', () => {
    expect(sdk.notifications.isSupported()).toBe(false);
    expect(sdk.isInitialized()).toBe(false);
  });
});

describe('initializeAsync', () => {
  it('shares one initialisation between concurrent calls and logs the active platform once', async () => {
    const create = vi.fn(profilePlatform(profileState()).create);
    const sdk = createSdk({ platforms: [{ id: 'partner', create }], url: partnerUrl, logger });
    await Promise.all([sdk.initializeAsync(), sdk.initializeAsync()]);
    expect(create).toHaveBeenCalledTimes(1);
    expect(sdk.isInitialized()).toBe(true);
    expect(logger.info).toHaveBeenCalledTimes(1);
    expect(logger.info.mock.calls[0]![0]).toContain("platform 'partner' is active");
  });

  it('rejects INITIALIZATION_ERROR with the cause when the platform refuses, and can be retried', async () => {
    let attempts = 0;
    const flaky: PlatformDefinition = {
      id: 'partner',
      create: () => {
        const adapter = profilePlatform(profileState()).create();
        return {
          ...adapter,
          initialize: async () => {
            if (attempts++ === 0) throw new Error('platform down');
          },
        };
      },
    };
    const sdk = createSdk({ platforms: [flaky], url: partnerUrl, logger });
    const failure = await sdk.initializeAsync().catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'INITIALIZATION_ERROR', context: 'Sdk.initializeAsync' });
    expect((failure as Error).message).toContain('platform down');
    expect(sdk.isInitialized()).toBe(false);
    await sdk.initializeAsync();
    expect(sdk.isInitialized()).toBe(true);
  });

  it('fails with TIMEOUT within the configured bound when the platform never answers', async () => {
    vi.useFakeTimers();
    const silent: PlatformDefinition = {
      id: 'partner',
      create: () => ({ ...profilePlatform(profileState()).create(), initialize: () => new Promise<void>(() => {}) }),
    };
    const sdk = createSdk({ platforms: [silent], url: partnerUrl, logger, timeouts: { initialize: 2_000 } });
    const outcome = sdk.initializeAsync().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(sdk.isInitialized()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toMatchObject({ code: 'TIMEOUT', context: 'Sdk.initializeAsync' });
  });
});

describe('every asynchronous platform call is bounded', () => {
  it('an adapter that never answers makes the call fail with TIMEOUT at the configured bound', async () => {
    const state = profileState({ registered: true });
    const sdk = createSdk({ platforms: [profilePlatform(state)], url: partnerUrl, logger, timeouts: { call: 5_000, interactive: 60_000 } });
    await sdk.initializeAsync();
    await sdk.startGameAsync();
    vi.useFakeTimers();
    state.silent = true;
    const purchases = sdk.iap.getPurchasesAsync().catch((error: unknown) => error);
    const notification = sdk.notifications
      .scheduleAsync({ id: 'd1', title: 'Hi', body: 'Back soon', scheduledInDays: 1 })
      .catch((error: unknown) => error);
    const checkout = sdk.iap.purchaseAsync({ productId: 'gems' }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(purchases).resolves.toMatchObject({ code: 'TIMEOUT', context: 'iap.getPurchasesAsync' });
    await expect(notification).resolves.toMatchObject({ code: 'TIMEOUT', context: 'notifications.scheduleAsync' });
    // A checkout waits for the player, so it has the longer interactive bound.
    let settled = false;
    void checkout.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(55_000);
    await expect(checkout).resolves.toMatchObject({ code: 'TIMEOUT', context: 'iap.purchaseAsync' });
  });
});

describe('startGameAsync', () => {
  it('tells the platform once and unlocks purchases', async () => {
    const state = profileState();
    const sdk = createSdk({ platforms: [profilePlatform(state)], url: partnerUrl, logger });
    await sdk.initializeAsync();
    await expect(sdk.iap.purchaseAsync({ productId: 'gems' })).rejects.toMatchObject({ code: 'INVALID_OPERATION' });
    await Promise.all([sdk.startGameAsync(), sdk.startGameAsync()]);
    expect(state.calls.filter((call) => call === 'startGame')).toHaveLength(1);
    await expect(sdk.iap.purchaseAsync({ productId: 'gems' })).resolves.toMatchObject({ productId: 'gems', isSandbox: true });
  });

  it('forwards loading progress to the platform after validating it', async () => {
    const state = profileState();
    const sdk = createSdk({ platforms: [profilePlatform(state)], url: partnerUrl, logger });
    await sdk.initializeAsync();
    sdk.setLoadingProgress(40);
    expect(() => sdk.setLoadingProgress(Number.NaN)).toThrowError(/progress must be a number from 0 to 100/);
    expect(state.calls).toEqual(['setLoadingProgress:40']);
  });
});

describe('platform errors reach the game typed', () => {
  it('a platform rejection without a reason becomes OPERATION_FAILED with a message, never an empty error', async () => {
    const state = profileState();
    const base = profilePlatform(state).create();
    const broken: PlatformDefinition = {
      id: 'partner',
      create: () => ({ ...base, iap: { ...base.iap, getCatalog: () => Promise.reject(undefined) } }),
    };
    const sdk = createSdk({ platforms: [broken], url: partnerUrl, logger });
    await sdk.initializeAsync();
    const error = await sdk.iap.getCatalogAsync().catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'OPERATION_FAILED', context: 'iap.getCatalogAsync' });
    expect((error as Error).message).toContain('the platform gave no reason');
  });

  it('a platform error carrying a code from the table keeps its code', async () => {
    const state = profileState();
    const base = profilePlatform(state).create();
    const cancelling: PlatformDefinition = {
      id: 'partner',
      create: () => ({ ...base, iap: { ...base.iap, purchase: () => Promise.reject({ code: 'IAP_PURCHASE_CANCELLED', message: 'closed' }) } }),
    };
    const sdk = createSdk({ platforms: [cancelling], url: partnerUrl, logger });
    await sdk.initializeAsync();
    await sdk.startGameAsync();
    await expect(sdk.iap.purchaseAsync({ productId: 'gems' })).rejects.toMatchObject({ code: 'IAP_PURCHASE_CANCELLED', context: 'iap.purchaseAsync', message: 'closed' });
  });
});

describe('the registration prompt', () => {
  it('hands the platform an onClose that survives a throwing game callback', async () => {
    const state = profileState();
    const base = profilePlatform(state).create();
    let closeFromPlatform: ((result: { registered: boolean }) => void) | undefined;
    const sdk = createSdk({
      platforms: [{ id: 'partner', create: () => ({ ...base, auth: { ...base.auth!, showRegistrationPrompt: (options) => ((closeFromPlatform = options.onClose), { login: async () => {} }) } }) }],
      url: partnerUrl,
      logger,
    });
    await sdk.initializeAsync();
    const prompt = sdk.auth.showRegistrationPrompt({
      message: 'Text {{registrationCode}} to save',
      onClose: () => {
        throw new Error('game bug in onClose');
      },
    });
    expect(() => closeFromPlatform!({ registered: false })).not.toThrow();
    expect(logger.error.mock.calls.at(-1)![0]).toContain('game bug in onClose');
    await expect(prompt.login()).resolves.toBeUndefined();
  });
});

describe('initializeAsync({ timeouts })', () => {
  it('sets the bounds for the browser script, where createSdk options are out of reach', async () => {
    vi.useFakeTimers();
    const silent: PlatformDefinition = {
      id: 'partner',
      create: () => ({ ...profilePlatform(profileState()).create(), initialize: () => new Promise<void>(() => {}) }),
    };
    const sdk = createSdk({ platforms: [silent], url: partnerUrl, logger });
    const outcome = sdk.initializeAsync({ timeouts: { initialize: 500 } }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(499);
    expect(sdk.isInitialized()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toMatchObject({ code: 'TIMEOUT', message: expect.stringContaining('within 500 ms') });
  });

  it('bounds later platform calls with the given call timeout', async () => {
    const state = profileState();
    const sdk = createSdk({ platforms: [profilePlatform(state)], url: partnerUrl, logger });
    await sdk.initializeAsync({ timeouts: { call: 300 } });
    vi.useFakeTimers();
    state.silent = true;
    const catalog = sdk.iap.getCatalogAsync().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(300);
    await expect(catalog).resolves.toMatchObject({ code: 'TIMEOUT', context: 'iap.getCatalogAsync' });
  });

  it('rejects INVALID_PARAM naming a bad timeout, and initialises nothing', async () => {
    const sdk = createSdk({ platforms: [profilePlatform(profileState())], url: partnerUrl, logger });
    for (const [timeouts, message] of [
      [{ call: 0 }, 'timeouts.call must be a whole number of milliseconds'],
      [{ initialize: 1.5 }, 'timeouts.initialize must be a whole number'],
      [{ interactive: 2 ** 31 }, 'from 1 to 2147483647'],
      [{ everything: 10 }, 'timeouts.everything is not a timeout'],
      ['fast', 'options must be an object'],
    ] as const) {
      await expect(sdk.initializeAsync({ timeouts: timeouts as never })).rejects.toMatchObject({ code: 'INVALID_PARAM', context: 'Sdk.initializeAsync', message: expect.stringContaining(message) });
    }
    expect(sdk.isInitialized()).toBe(false);
    await sdk.initializeAsync();
    expect(sdk.isInitialized()).toBe(true);
  });
});
