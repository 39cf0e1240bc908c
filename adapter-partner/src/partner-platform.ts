import type { AdapterContext, PlatformAdapter, PlatformDefinition, Player, PlayerData, RegistrationPromptOptions } from '@gamesdk/core';
import { platformFailure } from './translation/failures.js';
import { platformSdkUrl } from './sdk-url.js';
import { toPlayer, toProduct, toPurchase, toSubscription } from './translation/values.js';
import { PLATFORM_SDK_GLOBAL, type PartnerPlatformSdk, type PartnerSession } from './platform-sdk-contract.js';

/**
 * The platform's id: the platform's launch declaration (`<meta name="gamesdk-platform" content="partner">`)
 * and, for local testing, `?sdk_platform=partner` select it; `session.getPlatform()` returns it.
 */
export const PARTNER_PLATFORM_ID = 'partner';

/** Options of `createPartnerAdapter`. */
export interface PartnerAdapterOptions {
  /**
   * URL of the platform SDK script. Default: the page's `<meta name="partner-sdk-url">`, else the
   * platform's well-known path on the page's origin (see `PLATFORM_SDK_DEFAULT_PATH`).
   */
  sdkUrl?: string;
}

/**
 * The partner platform, for `createSdk({ platforms: [partnerPlatform] })`. The browser script
 * registers it already.
 * @example
 * import { createSdk } from '@gamesdk/core';
 * import { partnerPlatform } from '@gamesdk/adapter-partner';
 * export const Sdk = createSdk({ platforms: [partnerPlatform] });
 */
export const partnerPlatform: PlatformDefinition = {
  id: PARTNER_PLATFORM_ID,
  create: () => createPartnerAdapter(),
};

/**
 * The platform SDK when the page has it already (the platform, or a page that ignored the spec,
 * ran its script): it is used as it is, since a second copy can conflict (the spec).
 */
function loadedPlatformSdk(): PartnerPlatformSdk | undefined {
  const sdk = (globalThis as Record<string, unknown>)[PLATFORM_SDK_GLOBAL] as PartnerPlatformSdk | undefined;
  return typeof sdk?.init === 'function' ? sdk : undefined;
}

/**
 * Makes a partner adapter. It loads the platform's own SDK itself (a game must never include
 * it; one the page has already is used, not loaded again), then turns each SDK call into one platform call and each platform failure into the
 * SDK's error code. The core bounds every wait and validates every argument before this runs.
 */
export function createPartnerAdapter(options: PartnerAdapterOptions = {}): PlatformAdapter {
  let sdk: PartnerPlatformSdk;
  let ctx: AdapterContext;
  let player: Player;
  let entry: Record<string, unknown> | null = null;
  let locale = 'en-US';
  let limitBytes = 1_000_000;
  // The player's data as the platform sent it with the session: the first load needs no call.
  let dataFromInit: PlayerData | undefined;

  // Every platform call goes through here, so every platform failure gets its SDK code.
  const run = async <T>(call: (sdk: PartnerPlatformSdk) => Promise<T>): Promise<T> => {
    try {
      return await call(sdk);
    } catch (error) {
      throw platformFailure(ctx, error);
    }
  };

  return {
    id: PARTNER_PLATFORM_ID,
    description: 'partner web game platform',
    supports: { data: true, player: true, auth: true, notifications: true, iap: true, subscriptions: true, session: true, referrals: true, game: true },
    async initialize(context) {
      ctx = context;
      if (!loadedPlatformSdk()) await context.loadScript(platformSdkUrl(context.url, options.sdkUrl));
      const loaded = loadedPlatformSdk();
      if (!loaded) throw context.error('INITIALIZATION_ERROR', `the platform SDK script did not define ${PLATFORM_SDK_GLOBAL}`);
      sdk = loaded;
      // The session the page start opened while our script downloaded, else a new one.
      const session = await run((s) => (context.takePageStartSession() as Promise<PartnerSession> | undefined) ?? s.init());
      player = toPlayer(session.player);
      entry = session.entryPayload;
      locale = session.locale;
      limitBytes = session.dataLimitBytes;
      dataFromInit = session.data as PlayerData | undefined;
      sdk.on('pause', () => context.emit('pause'));
      sdk.on('resume', () => context.emit('resume'));
      sdk.on('exit', () => context.emit('exitRequested'));
    },
    // The platform's promise, where it gives one, tells the core when the report was answered.
    setLoadingProgress: (percent) => sdk.loadingProgress(percent)?.catch((error: unknown) => Promise.reject(platformFailure(ctx, error))),
    startGame: () => run((s) => s.gameReady()),
    storage: {
      get limitBytes() {
        return limitBytes;
      },
      load: () => {
        const sent = dataFromInit;
        dataFromInit = undefined;
        return sent === undefined ? run((s) => s.loadData() as Promise<PlayerData>) : Promise.resolve(sent);
      },
      save: (data) => run((s) => s.saveData(data)),
    },
    player: {
      getPlayer: () => player,
      getSignedPlayerInfo: () => run((s) => s.signedPlayerInfo()),
      isBotAvatarSupported: () => true,
      getBotAvatar: (username, size) => run((s) => s.botAvatarUrl(username, size)),
    },
    auth: {
      isAuthenticated: () => player.mode === 'authorized',
      signIn: async () => player,
      showRegistrationPrompt: (options) => showPrompt(sdk, ctx, options),
    },
    notifications: {
      schedule: async ({ scheduledInDays, ...rest }) => {
        await run((s) => s.scheduleNotification({ ...rest, day: scheduledInDays }));
        return { id: rest.id, scheduledInDays };
      },
      cancel: (id) => run((s) => s.cancelNotification(id)),
      cancelAll: () => run((s) => s.cancelSessionNotifications()),
    },
    iap: {
      getCatalog: async () => (await run((s) => s.catalog())).map(toProduct),
      // developerPayload stays in the game: only the product id reaches the platform.
      purchase: async ({ productId }) => toPurchase(await run((s) => s.purchase(productId))),
      getPurchases: async () => (await run((s) => s.purchases())).map(toPurchase),
      consumePurchase: (token) => run((s) => s.consume(token)),
      getSubscriptions: async () => (await run((s) => s.subscriptions())).map(toSubscription),
      subscribe: async ({ productId }) => toSubscription(await run((s) => s.subscribe(productId))),
    },
    session: { getEntryPointData: () => entry, getLocale: () => locale },
    referrals: { share: (o) => run((s) => s.shareReferral(o)), list: () => run((s) => s.referrals()) },
    context: { share: (o) => run((s) => s.shareImage(o)) },
  };
}

/**
 * The registration prompt. The platform calls `onClose` once when it closes; if it never does,
 * the wait ends after `timeouts.interactive` with `registered: false`, so no game waits forever.
 */
function showPrompt(sdk: PartnerPlatformSdk, ctx: AdapterContext, options: RegistrationPromptOptions) {
  let closed = false;
  const close = (registered: boolean) => {
    if (closed) return;
    closed = true;
    clearTimeout(timer);
    options.onClose?.({ registered }); // the core guards the game's onClose
  };
  const timer = setTimeout(() => close(false), ctx.timeouts.interactive);
  try {
    const prompt = sdk.showRegistration({ message: options.message, ...(options.data ? { data: options.data } : {}) }, close);
    return { login: () => prompt.login().catch((error) => Promise.reject(platformFailure(ctx, error))) };
  } catch (error) {
    clearTimeout(timer);
    throw platformFailure(ctx, error);
  }
}
