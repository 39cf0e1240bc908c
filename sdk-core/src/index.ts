// Public API of @gamesdk/core. Only re-exports: each capability lives in its own file.
export { createSdk, createEngineSdk, DEFAULT_TIMEOUTS, type Sdk, type EngineSdk, type SdkOptions, type InitializeOptions } from './sdk.js';
export { SDK_VERSION } from './version.js';
export { INTEGRATION_MARKER } from './runtime/integration-marker.js';
export { SdkError, isSdkError, isErrorCode } from './errors/sdk-error.js';
export { ErrorCode } from './errors/error-codes.generated.js';
export { localPlatform, createLocalAdapter } from './platforms/local/local-platform.js';
export { LOCAL_PLAYER_DATA_LIMIT, type ExitJournal } from './platforms/local/local-storage.js';
export { selectPlatform, declaredPlatform, PLATFORM_QUERY_PARAMETER, LAUNCH_DECLARATION_META } from './port/select-platform.js';
export { PAGE_START_GLOBAL, SCRIPT_MARKS } from './port/page-start.js';
export {
  REGISTRATION_MESSAGE_MAX,
  REGISTRATION_CODE_PLACEHOLDER,
  NOTIFICATION_BODY_MAX,
  NOTIFICATION_DAYS_MAX,
  IMAGE_DATA_URL_MAX_BYTES,
  validateNotificationOptions,
  validateRegistrationPromptOptions,
} from './validation/validate.js';
export { validatePlayerDataValues } from './validation/player-data.js';
export { validateRecordKeys } from './validation/data-keys.js';
export { PLAYER_DATA_DEPTH_MAX } from './validation/rules.generated.js';
export { utf8Length } from './storage/utf8.js';
export type { Logger } from './runtime/logger.js';
export type { SdkEventName, SdkEventListener } from './runtime/events.js';
export type * from './types/values.js';
export type * from './types/handles.js';
export type * from './port/adapter.js';
export type { DataModule } from './modules/data.js';
export type { PlayerModule } from './modules/player.js';
export type { AuthModule } from './modules/auth.js';
export type { NotificationsModule } from './modules/notifications.js';
export type { IapModule, EngineIapModule } from './modules/iap.js';
export type { RecoverPurchasesOptions, RecoveryReport, RecoveryStep } from './modules/iap-recovery.js';
export type { SessionModule } from './modules/session.js';
export type { ContextModule } from './modules/context.js';
export type { ReferralsModule } from './modules/referrals.js';
export type { AdsModule, AdCallbacks, RewardedAdCallbacks } from './modules/ads.js';
export type { GameModule } from './modules/game.js';
export type { AnalyticsModule } from './modules/analytics.js';
export type { HapticsModule } from './modules/haptics.js';
export type { LeaderboardModule, LeaderboardEntry } from './modules/leaderboard.js';
export type { AchievementsModule, Achievement } from './modules/achievements.js';
export type { TournamentModule, Tournament } from './modules/tournament.js';
export type { StatsModule, Stats } from './modules/stats.js';
export type { FriendsModule, Friend } from './modules/friends.js';
export type { ReviewsModule } from './modules/reviews.js';
export type { RemoteConfigModule, RemoteConfig } from './modules/remote-config.js';
