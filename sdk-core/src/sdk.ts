import { SdkError } from './errors/sdk-error.js';
import { toSdkError } from './errors/to-sdk-error.js';
import { sdkEvents, type SdkEventListener, type SdkEventName } from './runtime/events.js';
import { loadScript } from './runtime/load-script.js';
import { takePageStartSession } from './port/page-start.js';
import { registerRunningSdk } from './runtime/integration-marker.js';
import { consoleLogger, type Logger } from './runtime/logger.js';
import { PlayerStore } from './storage/player-store.js';
import { progressReports } from './runtime/progress-reports.js';
import { Runtime } from './runtime/runtime.js';
import { withTimeout } from './runtime/timeout.js';
import { createAchievementsModule, type AchievementsModule } from './modules/achievements.js';
import { createAdsModule, type AdsModule } from './modules/ads.js';
import { AD_CALLBACKS } from './modules/ad-callbacks.generated.js';
import { createAnalyticsModule, type AnalyticsModule } from './modules/analytics.js';
import { createAuthModule, type AuthModule } from './modules/auth.js';
import { createContextModule, type ContextModule } from './modules/context.js';
import { createDataModule, type DataModule } from './modules/data.js';
import { createGameModule, type GameModule } from './modules/game.js';
import { createHapticsModule, type HapticsModule } from './modules/haptics.js';
import { createIapModule, type EngineIapModule, type IapModule } from './modules/iap.js';
import { withIapHelpers } from './modules/iap-helpers.js';
import { createLeaderboardModule, type LeaderboardModule } from './modules/leaderboard.js';
import { createNotificationsModule, type NotificationsModule } from './modules/notifications.js';
import { createPlayerModule, type PlayerModule } from './modules/player.js';
import { createReferralsModule, type ReferralsModule } from './modules/referrals.js';
import { createSessionModule, type SessionModule } from './modules/session.js';
import { createStatsModule, type StatsModule } from './modules/stats.js';
import { createFriendsModule, type FriendsModule } from './modules/friends.js';
import { createReviewsModule, type ReviewsModule } from './modules/reviews.js';
import { createRemoteConfigModule, type RemoteConfigModule } from './modules/remote-config.js';
import { createTournamentModule, type TournamentModule } from './modules/tournament.js';
import { localPlatform } from './platforms/local/local-platform.js';
import type { AdapterContext, PlatformAdapter, PlatformDefinition, Timeouts } from './port/adapter.js';
import { declaredPlatform, selectPlatform } from './port/select-platform.js';
import { invalid, validateLoadingProgress, validateTimeouts } from './validation/validate.js';
import { RULE_MESSAGES as say } from './validation/rules.generated.js';
import { SDK_VERSION } from './version.js';

/** Options of `createSdk`. Everything is injectable; nothing here is needed in a game. */
export interface SdkOptions {
  /** Platforms a launch declaration or `?sdk_platform=<id>` can select, besides the local fallback. */
  platforms?: readonly PlatformDefinition[];
  /** The platform used when neither names one, or the name is unknown. Default: the local fallback. */
  fallback?: PlatformDefinition;
  /** The page URL to read `sdk_platform` from. Default: `location.href`. */
  url?: string | URL;
  /**
   * The platform id the page was launched on. Default: the page's launch declaration,
   * `<meta name="gamesdk-platform" content="<id>">`, which the platform's bundle adds.
   */
  launchedPlatform?: string | null;
  /** Bounds on every wait for the platform, in milliseconds. */
  timeouts?: Partial<Timeouts>;
  /** Where console lines go. */
  logger?: Logger;
  /** The page whose visibility drives pause/resume and whose hiding flushes saves. Default: `window` when present. */
  page?: Pick<Window, 'addEventListener'> & { document: Pick<Document, 'visibilityState' | 'addEventListener'> };
}

/** The default bounds: ordinary calls 10 s, initialisation 10 s, calls that wait for the player 5 min. */
export const DEFAULT_TIMEOUTS: Timeouts = { initialize: 10_000, call: 10_000, interactive: 300_000 };

/** Options of `Sdk.initializeAsync`. */
export interface InitializeOptions {
  /** Bounds on every wait for the platform, in milliseconds; each a whole number from 1 to 2147483647. */
  timeouts?: Partial<Timeouts>;
}

/** The game-facing SDK. Every module exists on every platform. */
export interface Sdk {
  /** This SDK's version. */
  readonly version: string;
  /**
   * Loads and initialises the platform and the player's data. Call first; every other call
   * before it completes fails with NOT_INITIALIZED. Repeated calls share one initialisation.
   * Fails with INITIALIZATION_ERROR or TIMEOUT. In TypeScript, `options.timeouts` sets the bounds on
   * every platform wait from now on (the browser script's only way to set them); it is read by the call
   * that starts an initialisation.
   * @example await Sdk.initializeAsync();
   * @example await Sdk.initializeAsync({ timeouts: { initialize: 20_000 } });
   */
  initializeAsync(options?: InitializeOptions): Promise<void>;
  /** True once initialisation completed. */
  isInitialized(): boolean;
  /**
   * Reports loading progress, 0 to 100; throws SdkError with INVALID_PARAM otherwise. Harmless when
   * the platform shows its own loader. Call it as often as you like: reports are coalesced (the latest value
   * wins, one report is on its way at a time, at least one every 2 s while you keep calling), and none ever
   * delays `startGameAsync` or any other call.
   * @example Sdk.setLoadingProgress(40);
   */
  setLoadingProgress(progress: number): void;
  /**
   * Tells the platform the game is interactive. Call it the moment the player can play, then
   * load the rest. Purchases are accepted only after it completed.
   * @example await Sdk.startGameAsync();
   */
  startGameAsync(): Promise<void>;
  /**
   * Listens to `exitRequested` (save synchronously: async work is not awaited), `pause` or
   * `resume`. Returns a function that removes the listener.
   * @example const stop = Sdk.on('exitRequested', () => Sdk.data.setString('save', serialise(state)));
   */
  on(event: SdkEventName, listener: SdkEventListener): () => void;
  /** Removes a listener added with `on`. */
  off(event: SdkEventName, listener: SdkEventListener): void;
  /** Key-value saves in the player store. */
  readonly data: DataModule;
  /** The current player and their data. */
  readonly player: PlayerModule;
  /** Login and the registration prompt. */
  readonly auth: AuthModule;
  /** Scheduled notifications (D1 to D7). */
  readonly notifications: NotificationsModule;
  /** Purchases and subscriptions. */
  readonly iap: IapModule;
  /** Entry payload, platform id, locale, audio. */
  readonly session: SessionModule;
  /** Image sharing. */
  readonly context: ContextModule;
  /** Invites and their rewards. */
  readonly referrals: ReferralsModule;
  /** Ads (no-fill where there are none). */
  readonly ads: AdsModule;
  /** Gameplay signals and invite links. */
  readonly game: GameModule;
  /** Analytics events. */
  readonly analytics: AnalyticsModule;
  /** Haptic feedback. */
  readonly haptics: HapticsModule;
  /** Leaderboards. */
  readonly leaderboard: LeaderboardModule;
  /** Achievements. */
  readonly achievements: AchievementsModule;
  /** Tournaments. */
  readonly tournament: TournamentModule;
  /** Numeric player stats. */
  readonly stats: StatsModule;
  /** The player's friends. */
  readonly friends: FriendsModule;
  /** Store reviews. */
  readonly reviews: ReviewsModule;
  /** Remote configuration. */
  readonly remoteConfig: RemoteConfigModule;
}

/**
 * Makes an Sdk. The browser script's global `Sdk` is one made with every shipped platform;
 * bundler users make their own.
 * @example
 * import { createSdk } from '@gamesdk/core';
 * import { partnerPlatform } from '@gamesdk/adapter-partner';
 * export const Sdk = createSdk({ platforms: [partnerPlatform] });
 */
export function createSdk(options: SdkOptions = {}): Sdk {
  return assembleSdk(options, withIapHelpers, AD_CALLBACKS);
}

/**
 * The Sdk of the engines' browser script: `Sdk` without `iap.recoverPurchasesAsync` and
 * `iap.formatOffer`, which each engine library composes in its own language from the same tables
 * (about 1.7 KB gzipped no engine runs), and without the ads' check of their callbacks' names
 * (the bridge host gives each ad only its own).
 */
export type EngineSdk = Omit<Sdk, 'iap'> & { readonly iap: EngineIapModule };

/**
 * Makes an {@link EngineSdk}: what the engine bridges' host runs over. Games make theirs with
 * `createSdk`.
 * @example
 * import { createEngineSdk } from '@gamesdk/core';
 * import { partnerPlatform } from '@gamesdk/adapter-partner';
 * const core = createEngineSdk({ platforms: [partnerPlatform] });
 */
export function createEngineSdk(options: SdkOptions = {}): EngineSdk {
  return assembleSdk(options, (_runtime, iap) => iap);
}

/** An Sdk whose iap module is `iapOf` the plain one (the helpers added or not), its ads checking their callbacks' names against `adCallbacks` when given. */
function assembleSdk<Iap extends EngineIapModule>(options: SdkOptions, iapOf: (runtime: Runtime, iap: EngineIapModule) => Iap, adCallbacks?: Readonly<Record<string, readonly string[]>>): Omit<Sdk, 'iap'> & { readonly iap: Iap } {
  registerRunningSdk();
  const logger = options.logger ?? consoleLogger;
  const events = sdkEvents(logger);
  const timeouts: Timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const runtime = new Runtime(logger, timeouts);
  let initializing: Promise<void> | null = null;
  let starting: Promise<void> | null = null;
  const progress = progressReports((percent) => runtime.adapter?.setLoadingProgress?.(percent), logger);

  // Raises `event`; true when it started a write of the player's data.
  const raise = (event: SdkEventName): boolean => {
    const raised = events.emit(event);
    // Start the write in this tick, after the game's handlers saved synchronously.
    if (!(event === 'exitRequested' || (event === 'pause' && raised))) return false;
    void runtime.store?.flush();
    return true;
  };

  const initialize = async () => {
    const context = 'Sdk.initializeAsync';
    const url = new URL(options.url ?? globalThis.location?.href ?? 'about:blank');
    const launched = options.launchedPlatform === undefined ? declaredPlatform() : options.launchedPlatform;
    const definition = selectPlatform(url, options.platforms ?? [], options.fallback ?? localPlatform, logger, launched);
    let adapter: PlatformAdapter;
    try {
      adapter = definition.create();
      await withTimeout(adapter.initialize(adapterContext(definition.id, url, timeouts, logger, raise)), timeouts.initialize, context);
      const store = new PlayerStore(adapter.storage, logger);
      await withTimeout(store.load(), timeouts.initialize, context);
      runtime.store = store;
    } catch (error) {
      const failure = toSdkError(error, context);
      throw failure.code === 'TIMEOUT' || failure.code === 'INITIALIZATION_ERROR'
        ? failure
        : new SdkError('INITIALIZATION_ERROR', `platform '${definition.id}' failed to initialise: ${failure.message}`, context, { cause: failure });
    }
    runtime.adapter = adapter;
    followPage(options.page ?? (typeof window === 'undefined' ? undefined : window), runtime, raise);
    logger.info(`gamesdk ${SDK_VERSION}: platform '${adapter.id}' is active${adapter.description ? ` (${adapter.description})` : ''}`);
  };

  return {
    version: SDK_VERSION,
    initializeAsync(initializeOptions) {
      if (initializing) return initializing;
      try {
        Object.assign(timeouts, validateTimeouts('Sdk.initializeAsync', initializeOptions?.timeouts));
      } catch (error) {
        return Promise.reject(error);
      }
      initializing = initialize().catch((error: unknown) => {
        initializing = null; // a failed start may be retried
        throw error;
      });
      return initializing;
    },
    isInitialized: () => runtime.adapter !== null,
    setLoadingProgress(percent) {
      const context = 'Sdk.setLoadingProgress';
      runtime.ready(context);
      const valid = validateLoadingProgress(context, percent);
      progress.report(valid);
    },
    startGameAsync() {
      // A value not sent yet is superseded by gameReady, which never waits for a progress answer.
      progress.discardUnsent();
      starting ??= runtime
        .call('Sdk.startGameAsync', (adapter) => adapter.startGame?.() ?? Promise.resolve())
        .then(
          () => void (runtime.started = true),
          (error: unknown) => {
            starting = null;
            throw error;
          },
        );
      return starting;
    },
    on: (event, listener) => {
      validateEvent('Sdk.on', event, listener);
      return events.on(event, listener);
    },
    off: (event, listener) => events.off(event, listener),
    data: createDataModule(runtime),
    player: createPlayerModule(runtime),
    auth: createAuthModule(runtime),
    notifications: createNotificationsModule(runtime),
    iap: iapOf(runtime, createIapModule(runtime)),
    session: createSessionModule(runtime),
    context: createContextModule(runtime),
    referrals: createReferralsModule(runtime),
    ads: createAdsModule(runtime, adCallbacks),
    game: createGameModule(runtime),
    analytics: createAnalyticsModule(runtime),
    haptics: createHapticsModule(runtime),
    leaderboard: createLeaderboardModule(runtime),
    achievements: createAchievementsModule(runtime),
    tournament: createTournamentModule(runtime),
    stats: createStatsModule(runtime),
    friends: createFriendsModule(runtime),
    reviews: createReviewsModule(runtime),
    remoteConfig: createRemoteConfigModule(runtime),
  };
}

const EVENT_NAMES: readonly SdkEventName[] = ['exitRequested', 'pause', 'resume'];

function validateEvent(context: string, event: unknown, listener: unknown): void {
  if (!EVENT_NAMES.includes(event as SdkEventName)) {
    throw invalid(context, `event must be one of ${EVENT_NAMES.join(', ')}`);
  }
  if (typeof listener !== 'function') throw invalid(context, say.notAFunction('listener'));
}

function adapterContext(platformId: string, url: URL, timeouts: Timeouts, logger: Logger, raise: (event: SdkEventName) => void): AdapterContext {
  const context = 'Sdk.initializeAsync';
  return {
    url,
    timeouts,
    emit: raise,
    error: (code, message, cause) => new SdkError(code, message, context, { cause }),
    loadScript: (src) => loadScript(src, timeouts.initialize),
    takePageStartSession: () => takePageStartSession(platformId),
    log: (level, message) => logger[level](message),
  };
}

/** Page visibility drives pause/resume; hiding the page starts a save, leaving it also keeps an unfinished one. */
function followPage(page: SdkOptions['page'], runtime: Runtime, raise: (event: SdkEventName) => boolean): void {
  if (!page) return;
  page.document.addEventListener('visibilitychange', () => {
    if (page.document.visibilityState !== 'hidden') {
      raise('resume');
      return;
    }
    // One write: the pause listeners' write when there were any, else this one.
    if (!raise('pause')) void runtime.store?.flush();
  });
  page.addEventListener('pagehide', () => runtime.store?.saveBeforeUnload());
}
