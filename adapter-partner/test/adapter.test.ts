import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPartnerAdapter, PARTNER_PLATFORM_ID, partnerPlatform, type PartnerFailureCode } from '../src/index.js';
import { failure, fakeContext, fakePlatformSdk } from './support/fake-platform-sdk.js';

afterEach(() => {
  delete (globalThis as Record<string, unknown>).PartnerSDK;
  vi.useRealTimers();
});

describe('initialisation', () => {
  it('is the platform "partner" and loads the platform SDK from the default path on the page origin', async () => {
    const adapter = partnerPlatform.create();
    const { context, loaded } = fakeContext(fakePlatformSdk());
    await adapter.initialize(context);
    expect([partnerPlatform.id, adapter.id, PARTNER_PLATFORM_ID]).toEqual(['partner', 'partner', 'partner']);
    expect(loaded).toEqual(['https://platform.test/partner-platform/v1/partner-sdk.js']);
    expect(adapter.player.getPlayer()).toEqual({ id: 'p1', mode: 'lite', name: null, photo: null });
    expect(adapter.session?.getEntryPointData()).toEqual({ from: 'share' });
    expect(adapter.session?.getLocale?.()).toBe('en-US');
  });

  it('takes the platform SDK URL from the sdkUrl option, relative to the page', async () => {
    const adapter = createPartnerAdapter({ sdkUrl: 'vendor/partner-sdk.js' });
    const { context, loaded } = fakeContext(fakePlatformSdk());
    await adapter.initialize(context);
    expect(loaded).toEqual(['https://platform.test/play/farm/vendor/partner-sdk.js']);
  });

  it('uses a platform SDK the page has already: no second copy is loaded', async () => {
    const init = vi.fn(fakePlatformSdk().init);
    const present = fakePlatformSdk({ init });
    (globalThis as Record<string, unknown>).PartnerSDK = present;
    const { context, loaded } = fakeContext(fakePlatformSdk());
    const adapter = partnerPlatform.create();
    await adapter.initialize(context);
    expect(loaded).toEqual([]);
    expect(init).toHaveBeenCalledOnce();
  });

  it('takes the session the page start opened instead of opening another', async () => {
    const init = vi.fn(fakePlatformSdk().init);
    const opened = fakePlatformSdk().init();
    const { context } = fakeContext(fakePlatformSdk({ init }), { pageStartSession: opened.then((session) => ({ ...session, locale: 'de-DE' })) });
    const adapter = partnerPlatform.create();
    await adapter.initialize(context);
    expect(init).not.toHaveBeenCalled();
    expect(adapter.session?.getLocale?.()).toBe('de-DE');
  });

  it('reports the page start\'s failed session with its code; a second initialisation opens its own', async () => {
    const init = vi.fn(fakePlatformSdk().init);
    const { context } = fakeContext(fakePlatformSdk({ init }), { pageStartSession: Promise.reject(failure('UNAVAILABLE')) });
    await expect(partnerPlatform.create().initialize(context)).rejects.toMatchObject({ code: 'NETWORK_FAILURE' });
    expect(init).not.toHaveBeenCalled();
    await partnerPlatform.create().initialize(context);
    expect(init).toHaveBeenCalledOnce();
  });

  it('fails INITIALIZATION_ERROR when the script does not define PartnerSDK', async () => {
    const { context } = fakeContext(undefined);
    await expect(createPartnerAdapter().initialize(context)).rejects.toMatchObject({ code: 'INITIALIZATION_ERROR', message: expect.stringContaining('PartnerSDK') });
  });

  it('raises pause, resume and exitRequested from the platform events', async () => {
    const sdk = fakePlatformSdk();
    const { context, emitted } = fakeContext(sdk);
    await createPartnerAdapter().initialize(context);
    for (const event of ['pause', 'resume', 'exit']) for (const handler of sdk.handlers[event]!) handler();
    expect(emitted).toEqual(['pause', 'resume', 'exitRequested']);
  });

  it('takes the data limit and the locale the platform announces', async () => {
    const adapter = createPartnerAdapter();
    const sdk = fakePlatformSdk({ init: async () => ({ player: { id: 'p', registered: true, name: 'N', photo: null }, entryPayload: null, locale: 'pt-BR', dataLimitBytes: 500 }) });
    await adapter.initialize(fakeContext(sdk).context);
    expect(adapter.storage.limitBytes).toBe(500);
    expect(adapter.session?.getLocale?.()).toBe('pt-BR');
    expect(adapter.auth?.isAuthenticated()).toBe(true);
  });
});

describe('the player data sent with the session', () => {
  it('is the first load, with no loadData call; later loads ask the platform', async () => {
    const loadData = vi.fn(async () => ({ level: 9 }));
    const sdk = fakePlatformSdk({
      init: async () => ({ player: { id: 'p', registered: false, name: null, photo: null }, entryPayload: null, locale: 'en-US', dataLimitBytes: 1_000_000, data: { level: 3 } }),
      loadData,
    });
    const adapter = createPartnerAdapter();
    await adapter.initialize(fakeContext(sdk).context);
    await expect(adapter.storage.load()).resolves.toEqual({ level: 3 });
    expect(loadData).not.toHaveBeenCalled();
    await expect(adapter.storage.load()).resolves.toEqual({ level: 9 });
    expect(loadData).toHaveBeenCalledTimes(1);
  });

  it('is loaded with loadData from a platform that does not send it', async () => {
    const loadData = vi.fn(async () => ({ level: 4 }));
    const adapter = createPartnerAdapter();
    await adapter.initialize(fakeContext(fakePlatformSdk({ loadData })).context);
    await expect(adapter.storage.load()).resolves.toEqual({ level: 4 });
    expect(loadData).toHaveBeenCalledTimes(1);
  });
});

describe('platform failures become the SDK codes', () => {
  const table: Array<[PartnerFailureCode, string]> = [
    ['CANCELLED', 'IAP_PURCHASE_CANCELLED'],
    ['NOT_REGISTERED', 'PLAYER_NOT_AUTHENTICATED'],
    ['NOT_ALLOWED', 'INVALID_OPERATION'],
    ['BAD_ARGUMENT', 'INVALID_PARAM'],
    ['QUOTA_EXCEEDED', 'DATA_LIMIT_EXCEEDED'],
    ['UNAVAILABLE', 'NETWORK_FAILURE'],
    ['FAILED', 'OPERATION_FAILED'],
  ];
  it.each(table)('%s is %s, with the platform message and the failure as cause', async (code, expected) => {
    const thrown = failure(code, 'the platform said no');
    const adapter = createPartnerAdapter();
    await adapter.initialize(fakeContext(fakePlatformSdk({ purchase: async () => Promise.reject(thrown) })).context);
    const error = await adapter.iap!.purchase!({ productId: 'gems' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: expected, message: 'the platform said no', cause: thrown });
  });

  it('passes anything outside the contract through for the core to map', async () => {
    const bug = new TypeError('x is undefined');
    const adapter = createPartnerAdapter();
    await adapter.initialize(fakeContext(fakePlatformSdk({ catalog: async () => Promise.reject(bug) })).context);
    await expect(adapter.iap!.getCatalog!()).rejects.toBe(bug);
  });
});

describe('loading progress', () => {
  it('hands the core the platform\'s answer to each report, a refused one with its SDK code', async () => {
    const refused = failure('UNAVAILABLE', 'the platform could not be reached');
    const sent: number[] = [];
    const adapter = createPartnerAdapter();
    await adapter.initialize(fakeContext(fakePlatformSdk({ loadingProgress: async (percent) => (sent.push(percent), percent === 20 ? Promise.reject(refused) : undefined) })).context);
    await expect(adapter.setLoadingProgress!(10)).resolves.toBeUndefined();
    await expect(adapter.setLoadingProgress!(20)).rejects.toMatchObject({ code: 'NETWORK_FAILURE', cause: refused });
    expect(sent).toEqual([10, 20]);
  });

  it('answers nothing for a platform whose reports need no answer: each is delivered as made', async () => {
    const sent: number[] = [];
    const adapter = createPartnerAdapter();
    await adapter.initialize(fakeContext(fakePlatformSdk({ loadingProgress: (percent) => void sent.push(percent) })).context);
    expect(adapter.setLoadingProgress!(30)).toBeUndefined();
    expect(sent).toEqual([30]);
  });
});

describe('values', () => {
  it('turns the platform price string into a decimal priceAmount and a display price', async () => {
    const adapter = createPartnerAdapter();
    const sdk = fakePlatformSdk({ catalog: async () => [{ productId: 'gems', title: 'Gems', description: 'd', price: '4.99', currency: 'USD', imageUrl: null }] });
    await adapter.initialize(fakeContext(sdk).context);
    expect(await adapter.iap!.getCatalog!()).toEqual([{ productId: 'gems', title: 'Gems', description: 'd', price: '$4.99', priceAmount: 4.99, priceCurrencyCode: 'USD', imageURI: null }]);
  });

  it('gives a plan its terms: display price, decimal amount, currency, billing period, trial length and title', async () => {
    const plan = { productId: 'club', title: 'Farm club', description: 'Double harvest', price: '2.99', currency: 'EUR', imageUrl: null, period: 'month' as const, trialDays: 7 };
    const adapter = createPartnerAdapter();
    const sdk = fakePlatformSdk({ subscriptions: async () => [{ ...plan, active: false, trialEligible: true, status: 'inactive', signedRequest: 'jws' }] });
    await adapter.initialize(fakeContext(sdk).context);
    expect(await adapter.iap!.getSubscriptions!()).toEqual([
      { productId: 'club', isActive: false, trialEligible: true, status: 'inactive', signedRequest: 'jws', title: 'Farm club', description: 'Double harvest', price: '€2.99', priceAmount: 2.99, priceCurrencyCode: 'EUR', billingPeriod: 'month', trialDays: 7 },
    ]);
  });

  it('passes only the product id to the platform: developerPayload stays in the game', async () => {
    const purchase = vi.fn(async (productId: string) => ({ productId, purchaseToken: 't', signedRequest: 's', sandbox: true, purchasedAt: 'x' }));
    const adapter = createPartnerAdapter();
    await adapter.initialize(fakeContext(fakePlatformSdk({ purchase })).context);
    const result = await adapter.iap!.purchase!({ productId: 'gems', developerPayload: 'secret-order' });
    expect(purchase.mock.calls).toEqual([['gems']]);
    expect(result).toEqual({ productId: 'gems', purchaseToken: 't', signedRequest: 's', isSandbox: true, purchaseTime: 'x' });
  });

  it('schedules with the day the platform takes and resolves the id and day', async () => {
    const scheduleNotification = vi.fn(async () => {});
    const adapter = createPartnerAdapter();
    await adapter.initialize(fakeContext(fakePlatformSdk({ scheduleNotification })).context);
    expect(await adapter.notifications!.schedule({ id: 'd1', title: 't', body: 'b', scheduledInDays: 3, imageAssetId: 'img' })).toEqual({ id: 'd1', scheduledInDays: 3 });
    expect(scheduleNotification.mock.calls[0]).toEqual([{ id: 'd1', title: 't', body: 'b', day: 3, imageAssetId: 'img' }]);
  });
});

describe('registration prompt', () => {
  it('throws the mapped code synchronously when the platform refuses to show it', async () => {
    const adapter = createPartnerAdapter();
    const sdk = fakePlatformSdk({
      showRegistration: () => {
        throw failure('NOT_ALLOWED', 'already registered');
      },
    });
    await adapter.initialize(fakeContext(sdk).context);
    expect(() => adapter.auth!.showRegistrationPrompt!({ message: 'x {{registrationCode}}' })).toThrow(expect.objectContaining({ code: 'INVALID_OPERATION' }));
  });

  it('calls onClose once with what the platform reports', async () => {
    let close: (registered: boolean) => void = () => {};
    const adapter = createPartnerAdapter();
    await adapter.initialize(fakeContext(fakePlatformSdk({ showRegistration: (_o, onClose) => ((close = onClose), { login: async () => {} }) })).context);
    const onClose = vi.fn();
    adapter.auth!.showRegistrationPrompt!({ message: 'x {{registrationCode}}', onClose });
    close(true);
    close(false);
    expect(onClose.mock.calls).toEqual([[{ registered: true }]]);
  });

  it('ends the wait after timeouts.interactive with registered false when the platform never closes it', async () => {
    vi.useFakeTimers();
    const adapter = createPartnerAdapter();
    await adapter.initialize(fakeContext(fakePlatformSdk(), { interactive: 5000 }).context);
    const onClose = vi.fn();
    adapter.auth!.showRegistrationPrompt!({ message: 'x {{registrationCode}}', onClose });
    vi.advanceTimersByTime(4999);
    expect(onClose).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onClose.mock.calls).toEqual([[{ registered: false }]]);
  });

  it('maps a failed login() to the SDK code', async () => {
    const adapter = createPartnerAdapter();
    await adapter.initialize(fakeContext(fakePlatformSdk({ showRegistration: () => ({ login: async () => Promise.reject(failure('UNAVAILABLE')) }) })).context);
    const prompt = adapter.auth!.showRegistrationPrompt!({ message: 'x {{registrationCode}}' });
    await expect(prompt.login()).rejects.toMatchObject({ code: 'NETWORK_FAILURE' });
  });
});
