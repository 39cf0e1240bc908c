// Generated from sdk-core/api/operations.json by scripts/codegen. Do not edit by hand.
//
// The Lua module `sdk`: every operation of the SDK as sdk.<module>_<operation> in snake case.
// Each entry point checks its Lua argument types (INVALID_PARAM naming the argument) and hands
// the call to the platform side with its own call id; results come back through update.
#if defined(DM_PLATFORM_HTML5) || defined(GAMESDK_TEST_HOST)

#include "gamesdk_private.h"

namespace gamesdk
{

const char* const DATA_FLUSH_OPERATION = "data.flushAsync";

static int Initialize(lua_State* L)
{
    return AsyncCall(L, "initializeAsync", "sdk.initialize", 0, 0);
}

static int IsInitialized(lua_State* L)
{
    return SyncCall(L, "isInitialized", "sdk.is_initialized", 0, 0);
}

static int SetLoadingProgress(lua_State* L)
{
    static const Arg args[] = {{"progress", ARG_NUMBER, false, nullptr}};
    return VoidCall(L, "setLoadingProgress", "sdk.set_loading_progress", args, 1);
}

static int StartGame(lua_State* L)
{
    return AsyncCall(L, "startGameAsync", "sdk.start_game", 0, 0);
}

static int DataIsSupported(lua_State* L)
{
    return SyncCall(L, "data.isSupported", "sdk.data_is_supported", 0, 0);
}

static int DataGetString(lua_State* L)
{
    static const Arg args[] = {{"key", ARG_STRING, false, nullptr}};
    return SyncCall(L, "data.getString", "sdk.data_get_string", args, 1);
}

static int DataSetString(lua_State* L)
{
    static const Arg args[] = {{"key", ARG_STRING, false, nullptr}, {"value", ARG_STRING, false, nullptr}};
    return VoidCall(L, "data.setString", "sdk.data_set_string", args, 2);
}

static int DataSetStringAsync(lua_State* L)
{
    static const Arg args[] = {{"key", ARG_STRING, false, nullptr}, {"value", ARG_STRING, false, nullptr}};
    return AsyncCall(L, "data.setStringAsync", "sdk.data_set_string_async", args, 2);
}

static int DataRemoveKey(lua_State* L)
{
    static const Arg args[] = {{"key", ARG_STRING, false, nullptr}};
    return VoidCall(L, "data.removeKey", "sdk.data_remove_key", args, 1);
}

static int DataFlush(lua_State* L)
{
    return AsyncCall(L, "data.flushAsync", "sdk.data_flush", 0, 0);
}

static int DataGetUsage(lua_State* L)
{
    return SyncCall(L, "data.getUsage", "sdk.data_get_usage", 0, 0);
}

static int PlayerIsSupported(lua_State* L)
{
    return SyncCall(L, "player.isSupported", "sdk.player_is_supported", 0, 0);
}

static int PlayerGetId(lua_State* L)
{
    return SyncCall(L, "player.getId", "sdk.player_get_id", 0, 0);
}

static int PlayerGetMode(lua_State* L)
{
    return SyncCall(L, "player.getMode", "sdk.player_get_mode", 0, 0);
}

static int PlayerGetName(lua_State* L)
{
    return SyncCall(L, "player.getName", "sdk.player_get_name", 0, 0);
}

static int PlayerGetPhoto(lua_State* L)
{
    return SyncCall(L, "player.getPhoto", "sdk.player_get_photo", 0, 0);
}

static int PlayerGetData(lua_State* L)
{
    static const Arg args[] = {{"keys", ARG_TABLE, false, nullptr}};
    return AsyncCall(L, "player.getDataAsync", "sdk.player_get_data", args, 1);
}

static int PlayerSetData(lua_State* L)
{
    static const Arg args[] = {{"data", ARG_TABLE, false, nullptr}};
    return AsyncCall(L, "player.setDataAsync", "sdk.player_set_data", args, 1);
}

static int PlayerGetSignedPlayerInfo(lua_State* L)
{
    return AsyncCall(L, "player.getSignedPlayerInfoAsync", "sdk.player_get_signed_player_info", 0, 0);
}

static int PlayerIsBotAvatarSupported(lua_State* L)
{
    return SyncCall(L, "player.isBotAvatarSupported", "sdk.player_is_bot_avatar_supported", 0, 0);
}

static int PlayerGetBotAvatar(lua_State* L)
{
    static const Arg args[] = {{"username", ARG_STRING, false, nullptr}, {"size", ARG_NUMBER, false, nullptr}};
    return AsyncCall(L, "player.getBotAvatarAsync", "sdk.player_get_bot_avatar", args, 2);
}

static int AuthIsSupported(lua_State* L)
{
    return SyncCall(L, "auth.isSupported", "sdk.auth_is_supported", 0, 0);
}

static int AuthIsAuthenticated(lua_State* L)
{
    return SyncCall(L, "auth.isAuthenticated", "sdk.auth_is_authenticated", 0, 0);
}

static int AuthRegistrationPromptLogin(lua_State* L)
{
    static const Arg args[] = {{"prompt", ARG_NUMBER, false, nullptr}};
    return AsyncCall(L, "auth.registrationPromptLogin", "sdk.auth_registration_prompt_login", args, 1);
}

static int AuthSignIn(lua_State* L)
{
    return AsyncCall(L, "auth.signInAsync", "sdk.auth_sign_in", 0, 0);
}

static int NotificationsIsSupported(lua_State* L)
{
    return SyncCall(L, "notifications.isSupported", "sdk.notifications_is_supported", 0, 0);
}

static int NotificationsSchedule(lua_State* L)
{
    static const char* const options_keys[] = {"id", "title", "body", "scheduled_in_days", "image_asset_id", "image_data_url", "data", nullptr};
    static const Arg args[] = {{"options", ARG_TABLE, false, options_keys}};
    return AsyncCall(L, "notifications.scheduleAsync", "sdk.notifications_schedule", args, 1);
}

static int NotificationsScheduleWeek(lua_State* L)
{
    static const Arg args[] = {{"entries", ARG_TABLE, false, nullptr}};
    return AsyncCall(L, "notifications.scheduleWeekAsync", "sdk.notifications_schedule_week", args, 1);
}

static int NotificationsCancel(lua_State* L)
{
    static const Arg args[] = {{"id", ARG_STRING, false, nullptr}};
    return AsyncCall(L, "notifications.cancelAsync", "sdk.notifications_cancel", args, 1);
}

static int NotificationsCancelAll(lua_State* L)
{
    return AsyncCall(L, "notifications.cancelAllAsync", "sdk.notifications_cancel_all", 0, 0);
}

static int IapIsSupported(lua_State* L)
{
    return SyncCall(L, "iap.isSupported", "sdk.iap_is_supported", 0, 0);
}

static int IapIsSubscriptionSupported(lua_State* L)
{
    return SyncCall(L, "iap.isSubscriptionSupported", "sdk.iap_is_subscription_supported", 0, 0);
}

static int IapGetCatalog(lua_State* L)
{
    return AsyncCall(L, "iap.getCatalogAsync", "sdk.iap_get_catalog", 0, 0);
}

static int IapPurchase(lua_State* L)
{
    static const char* const options_keys[] = {"product_id", "developer_payload", nullptr};
    static const Arg args[] = {{"options", ARG_TABLE, false, options_keys}};
    return AsyncCall(L, "iap.purchaseAsync", "sdk.iap_purchase", args, 1);
}

static int IapGetPurchases(lua_State* L)
{
    return AsyncCall(L, "iap.getPurchasesAsync", "sdk.iap_get_purchases", 0, 0);
}

static int IapConsumePurchase(lua_State* L)
{
    static const Arg args[] = {{"purchase_token", ARG_STRING, false, nullptr}};
    return AsyncCall(L, "iap.consumePurchaseAsync", "sdk.iap_consume_purchase", args, 1);
}

static int IapGetSubscriptions(lua_State* L)
{
    return AsyncCall(L, "iap.getSubscriptionsAsync", "sdk.iap_get_subscriptions", 0, 0);
}

static int IapSubscribe(lua_State* L)
{
    static const char* const options_keys[] = {"product_id", nullptr};
    static const Arg args[] = {{"options", ARG_TABLE, false, options_keys}};
    return AsyncCall(L, "iap.subscribeAsync", "sdk.iap_subscribe", args, 1);
}

static int SessionIsSupported(lua_State* L)
{
    return SyncCall(L, "session.isSupported", "sdk.session_is_supported", 0, 0);
}

static int SessionGetEntryPointData(lua_State* L)
{
    return SyncCall(L, "session.getEntryPointData", "sdk.session_get_entry_point_data", 0, 0);
}

static int SessionGetPlatform(lua_State* L)
{
    return SyncCall(L, "session.getPlatform", "sdk.session_get_platform", 0, 0);
}

static int SessionGetLocale(lua_State* L)
{
    return SyncCall(L, "session.getLocale", "sdk.session_get_locale", 0, 0);
}

static int SessionIsAudioEnabled(lua_State* L)
{
    return SyncCall(L, "session.isAudioEnabled", "sdk.session_is_audio_enabled", 0, 0);
}

static int ContextIsSupported(lua_State* L)
{
    return SyncCall(L, "context.isSupported", "sdk.context_is_supported", 0, 0);
}

static int ContextShare(lua_State* L)
{
    static const char* const options_keys[] = {"intent", "image", "text", "data", nullptr};
    static const Arg args[] = {{"options", ARG_TABLE, false, options_keys}};
    return AsyncCall(L, "context.shareAsync", "sdk.context_share", args, 1);
}

static int ReferralsIsSupported(lua_State* L)
{
    return SyncCall(L, "referrals.isSupported", "sdk.referrals_is_supported", 0, 0);
}

static int ReferralsShare(lua_State* L)
{
    static const char* const options_keys[] = {"text", "data", "onboarding_slug", "notification_templates", nullptr};
    static const Arg args[] = {{"options", ARG_TABLE, true, options_keys}};
    return AsyncCall(L, "referrals.shareAsync", "sdk.referrals_share", args, 1);
}

static int ReferralsList(lua_State* L)
{
    return AsyncCall(L, "referrals.listAsync", "sdk.referrals_list", 0, 0);
}

static int AdsIsSupported(lua_State* L)
{
    return SyncCall(L, "ads.isSupported", "sdk.ads_is_supported", 0, 0);
}

static int AdsIsBannerSupported(lua_State* L)
{
    return SyncCall(L, "ads.isBannerSupported", "sdk.ads_is_banner_supported", 0, 0);
}

static int AdsShowBanner(lua_State* L)
{
    static const Arg args[] = {{"position", ARG_STRING, true, nullptr}};
    return AsyncCall(L, "ads.showBannerAsync", "sdk.ads_show_banner", args, 1);
}

static int AdsHideBanner(lua_State* L)
{
    return AsyncCall(L, "ads.hideBannerAsync", "sdk.ads_hide_banner", 0, 0);
}

static int GameIsSupported(lua_State* L)
{
    return SyncCall(L, "game.isSupported", "sdk.game_is_supported", 0, 0);
}

static int GameGameplayStart(lua_State* L)
{
    return VoidCall(L, "game.gameplayStart", "sdk.game_gameplay_start", 0, 0);
}

static int GameGameplayStop(lua_State* L)
{
    return VoidCall(L, "game.gameplayStop", "sdk.game_gameplay_stop", 0, 0);
}

static int GameInviteLink(lua_State* L)
{
    static const Arg args[] = {{"data", ARG_TABLE, true, nullptr}};
    return AsyncCall(L, "game.inviteLink", "sdk.game_invite_link", args, 1);
}

static int AnalyticsIsSupported(lua_State* L)
{
    return SyncCall(L, "analytics.isSupported", "sdk.analytics_is_supported", 0, 0);
}

static int AnalyticsLogLevelStart(lua_State* L)
{
    static const Arg args[] = {{"level", ARG_LEVEL, false, nullptr}};
    return VoidCall(L, "analytics.logLevelStart", "sdk.analytics_log_level_start", args, 1);
}

static int AnalyticsLogLevelEnd(lua_State* L)
{
    static const Arg args[] = {{"level", ARG_LEVEL, false, nullptr}, {"score", ARG_NUMBER, true, nullptr}, {"was_completed", ARG_BOOLEAN, true, nullptr}};
    return VoidCall(L, "analytics.logLevelEnd", "sdk.analytics_log_level_end", args, 3);
}

static int AnalyticsLogTutorialStart(lua_State* L)
{
    static const Arg args[] = {{"tutorial", ARG_STRING, true, nullptr}};
    return VoidCall(L, "analytics.logTutorialStart", "sdk.analytics_log_tutorial_start", args, 1);
}

static int AnalyticsLogTutorialEnd(lua_State* L)
{
    static const Arg args[] = {{"tutorial", ARG_STRING, true, nullptr}, {"was_completed", ARG_BOOLEAN, true, nullptr}};
    return VoidCall(L, "analytics.logTutorialEnd", "sdk.analytics_log_tutorial_end", args, 2);
}

static int AnalyticsLogEvent(lua_State* L)
{
    static const Arg args[] = {{"name", ARG_STRING, false, nullptr}, {"params", ARG_TABLE, true, nullptr}};
    return VoidCall(L, "analytics.logEvent", "sdk.analytics_log_event", args, 2);
}

static int HapticsIsSupported(lua_State* L)
{
    return SyncCall(L, "haptics.isSupported", "sdk.haptics_is_supported", 0, 0);
}

static int HapticsTrigger(lua_State* L)
{
    static const Arg args[] = {{"style", ARG_STRING, true, nullptr}};
    return AsyncCall(L, "haptics.triggerAsync", "sdk.haptics_trigger", args, 1);
}

static int LeaderboardIsSupported(lua_State* L)
{
    return SyncCall(L, "leaderboard.isSupported", "sdk.leaderboard_is_supported", 0, 0);
}

static int LeaderboardSubmitScore(lua_State* L)
{
    static const Arg args[] = {{"leaderboard", ARG_STRING, false, nullptr}, {"score", ARG_NUMBER, false, nullptr}, {"extra_data", ARG_STRING, true, nullptr}};
    return AsyncCall(L, "leaderboard.submitScoreAsync", "sdk.leaderboard_submit_score", args, 3);
}

static int LeaderboardGetEntries(lua_State* L)
{
    static const Arg args[] = {{"leaderboard", ARG_STRING, false, nullptr}, {"count", ARG_NUMBER, true, nullptr}, {"offset", ARG_NUMBER, true, nullptr}};
    return AsyncCall(L, "leaderboard.getEntriesAsync", "sdk.leaderboard_get_entries", args, 3);
}

static int LeaderboardGetPlayerEntry(lua_State* L)
{
    static const Arg args[] = {{"leaderboard", ARG_STRING, false, nullptr}};
    return AsyncCall(L, "leaderboard.getPlayerEntryAsync", "sdk.leaderboard_get_player_entry", args, 1);
}

static int AchievementsIsSupported(lua_State* L)
{
    return SyncCall(L, "achievements.isSupported", "sdk.achievements_is_supported", 0, 0);
}

static int AchievementsGetAchievements(lua_State* L)
{
    return AsyncCall(L, "achievements.getAchievementsAsync", "sdk.achievements_get_achievements", 0, 0);
}

static int AchievementsUnlock(lua_State* L)
{
    static const Arg args[] = {{"achievement_id", ARG_STRING, false, nullptr}};
    return AsyncCall(L, "achievements.unlockAsync", "sdk.achievements_unlock", args, 1);
}

static int TournamentIsSupported(lua_State* L)
{
    return SyncCall(L, "tournament.isSupported", "sdk.tournament_is_supported", 0, 0);
}

static int TournamentGetAll(lua_State* L)
{
    return AsyncCall(L, "tournament.getAllAsync", "sdk.tournament_get_all", 0, 0);
}

static int TournamentCreate(lua_State* L)
{
    static const Arg args[] = {{"options", ARG_TABLE, false, nullptr}};
    return AsyncCall(L, "tournament.createAsync", "sdk.tournament_create", args, 1);
}

static int TournamentPostScore(lua_State* L)
{
    static const Arg args[] = {{"score", ARG_NUMBER, false, nullptr}};
    return AsyncCall(L, "tournament.postScoreAsync", "sdk.tournament_post_score", args, 1);
}

static int TournamentJoin(lua_State* L)
{
    static const Arg args[] = {{"tournament_id", ARG_STRING, false, nullptr}};
    return AsyncCall(L, "tournament.joinAsync", "sdk.tournament_join", args, 1);
}

static int TournamentShare(lua_State* L)
{
    static const Arg args[] = {{"options", ARG_TABLE, false, nullptr}};
    return AsyncCall(L, "tournament.shareAsync", "sdk.tournament_share", args, 1);
}

static int StatsIsSupported(lua_State* L)
{
    return SyncCall(L, "stats.isSupported", "sdk.stats_is_supported", 0, 0);
}

static int StatsGetStats(lua_State* L)
{
    static const Arg args[] = {{"keys", ARG_TABLE, true, nullptr}};
    return AsyncCall(L, "stats.getStatsAsync", "sdk.stats_get_stats", args, 1);
}

static int StatsPostStats(lua_State* L)
{
    static const Arg args[] = {{"stats", ARG_TABLE, false, nullptr}};
    return AsyncCall(L, "stats.postStatsAsync", "sdk.stats_post_stats", args, 1);
}

static int StatsIncrementStats(lua_State* L)
{
    static const Arg args[] = {{"increments", ARG_TABLE, false, nullptr}};
    return AsyncCall(L, "stats.incrementStatsAsync", "sdk.stats_increment_stats", args, 1);
}

static int FriendsIsSupported(lua_State* L)
{
    return SyncCall(L, "friends.isSupported", "sdk.friends_is_supported", 0, 0);
}

static int FriendsGetFriends(lua_State* L)
{
    return AsyncCall(L, "friends.getFriendsAsync", "sdk.friends_get_friends", 0, 0);
}

static int ReviewsIsSupported(lua_State* L)
{
    return SyncCall(L, "reviews.isSupported", "sdk.reviews_is_supported", 0, 0);
}

static int ReviewsRequestReview(lua_State* L)
{
    return AsyncCall(L, "reviews.requestReviewAsync", "sdk.reviews_request_review", 0, 0);
}

static int RemoteConfigIsSupported(lua_State* L)
{
    return SyncCall(L, "remoteConfig.isSupported", "sdk.remote_config_is_supported", 0, 0);
}

static int RemoteConfigGetConfig(lua_State* L)
{
    static const Arg args[] = {{"keys", ARG_TABLE, true, nullptr}};
    return AsyncCall(L, "remoteConfig.getConfigAsync", "sdk.remote_config_get_config", args, 1);
}

static int AuthShowRegistrationPrompt(lua_State* L)
{
    return ShowPrompt(L, "auth.showRegistrationPrompt", "sdk.auth_show_registration_prompt");
}

static int AdsShowInterstitial(lua_State* L)
{
    static const char* const callbacks[] = {"before_ad", "after_ad", "no_fill", nullptr};
    static_assert(3 <= AD_CALLBACK_CAPACITY, "an ad call holds its callbacks in AD_CALLBACK_CAPACITY slots (gamesdk_private.h)");
    return ShowAd(L, "ads.showInterstitial", "sdk.ads_show_interstitial", callbacks);
}

static int AdsShowRewarded(lua_State* L)
{
    static const char* const callbacks[] = {"before_ad", "after_ad", "no_fill", "ad_viewed", "ad_dismissed", nullptr};
    static_assert(5 <= AD_CALLBACK_CAPACITY, "an ad call holds its callbacks in AD_CALLBACK_CAPACITY slots (gamesdk_private.h)");
    return ShowAd(L, "ads.showRewarded", "sdk.ads_show_rewarded", callbacks);
}

static int OnExitRequested(lua_State* L)
{
    return AddEventListener(L, "exitRequested", "sdk.on_exit_requested");
}

static int OnPause(lua_State* L)
{
    return AddEventListener(L, "pause", "sdk.on_pause");
}

static int OnResume(lua_State* L)
{
    return AddEventListener(L, "resume", "sdk.on_resume");
}

static int Off(lua_State* L)
{
    return RemoveEventListener(L, "sdk.off");
}

static int ParseError(lua_State* L)
{
    return PushParsedError(L);
}

void RegisterLuaModule(lua_State* L)
{
    DM_LUA_STACK_CHECK(L, 0);
    static const luaL_Reg functions[] = {
        {"initialize", Initialize},
        {"is_initialized", IsInitialized},
        {"set_loading_progress", SetLoadingProgress},
        {"start_game", StartGame},
        {"data_is_supported", DataIsSupported},
        {"data_get_string", DataGetString},
        {"data_set_string", DataSetString},
        {"data_set_string_async", DataSetStringAsync},
        {"data_remove_key", DataRemoveKey},
        {"data_flush", DataFlush},
        {"data_get_usage", DataGetUsage},
        {"player_is_supported", PlayerIsSupported},
        {"player_get_id", PlayerGetId},
        {"player_get_mode", PlayerGetMode},
        {"player_get_name", PlayerGetName},
        {"player_get_photo", PlayerGetPhoto},
        {"player_get_data", PlayerGetData},
        {"player_set_data", PlayerSetData},
        {"player_get_signed_player_info", PlayerGetSignedPlayerInfo},
        {"player_is_bot_avatar_supported", PlayerIsBotAvatarSupported},
        {"player_get_bot_avatar", PlayerGetBotAvatar},
        {"auth_is_supported", AuthIsSupported},
        {"auth_is_authenticated", AuthIsAuthenticated},
        {"auth_show_registration_prompt", AuthShowRegistrationPrompt},
        {"auth_registration_prompt_login", AuthRegistrationPromptLogin},
        {"auth_sign_in", AuthSignIn},
        {"notifications_is_supported", NotificationsIsSupported},
        {"notifications_schedule", NotificationsSchedule},
        {"notifications_schedule_week", NotificationsScheduleWeek},
        {"notifications_cancel", NotificationsCancel},
        {"notifications_cancel_all", NotificationsCancelAll},
        {"iap_is_supported", IapIsSupported},
        {"iap_is_subscription_supported", IapIsSubscriptionSupported},
        {"iap_get_catalog", IapGetCatalog},
        {"iap_purchase", IapPurchase},
        {"iap_get_purchases", IapGetPurchases},
        {"iap_consume_purchase", IapConsumePurchase},
        {"iap_get_subscriptions", IapGetSubscriptions},
        {"iap_subscribe", IapSubscribe},
        {"session_is_supported", SessionIsSupported},
        {"session_get_entry_point_data", SessionGetEntryPointData},
        {"session_get_platform", SessionGetPlatform},
        {"session_get_locale", SessionGetLocale},
        {"session_is_audio_enabled", SessionIsAudioEnabled},
        {"context_is_supported", ContextIsSupported},
        {"context_share", ContextShare},
        {"referrals_is_supported", ReferralsIsSupported},
        {"referrals_share", ReferralsShare},
        {"referrals_list", ReferralsList},
        {"ads_is_supported", AdsIsSupported},
        {"ads_is_banner_supported", AdsIsBannerSupported},
        {"ads_show_interstitial", AdsShowInterstitial},
        {"ads_show_rewarded", AdsShowRewarded},
        {"ads_show_banner", AdsShowBanner},
        {"ads_hide_banner", AdsHideBanner},
        {"game_is_supported", GameIsSupported},
        {"game_gameplay_start", GameGameplayStart},
        {"game_gameplay_stop", GameGameplayStop},
        {"game_invite_link", GameInviteLink},
        {"analytics_is_supported", AnalyticsIsSupported},
        {"analytics_log_level_start", AnalyticsLogLevelStart},
        {"analytics_log_level_end", AnalyticsLogLevelEnd},
        {"analytics_log_tutorial_start", AnalyticsLogTutorialStart},
        {"analytics_log_tutorial_end", AnalyticsLogTutorialEnd},
        {"analytics_log_event", AnalyticsLogEvent},
        {"haptics_is_supported", HapticsIsSupported},
        {"haptics_trigger", HapticsTrigger},
        {"leaderboard_is_supported", LeaderboardIsSupported},
        {"leaderboard_submit_score", LeaderboardSubmitScore},
        {"leaderboard_get_entries", LeaderboardGetEntries},
        {"leaderboard_get_player_entry", LeaderboardGetPlayerEntry},
        {"achievements_is_supported", AchievementsIsSupported},
        {"achievements_get_achievements", AchievementsGetAchievements},
        {"achievements_unlock", AchievementsUnlock},
        {"tournament_is_supported", TournamentIsSupported},
        {"tournament_get_all", TournamentGetAll},
        {"tournament_create", TournamentCreate},
        {"tournament_post_score", TournamentPostScore},
        {"tournament_join", TournamentJoin},
        {"tournament_share", TournamentShare},
        {"stats_is_supported", StatsIsSupported},
        {"stats_get_stats", StatsGetStats},
        {"stats_post_stats", StatsPostStats},
        {"stats_increment_stats", StatsIncrementStats},
        {"friends_is_supported", FriendsIsSupported},
        {"friends_get_friends", FriendsGetFriends},
        {"reviews_is_supported", ReviewsIsSupported},
        {"reviews_request_review", ReviewsRequestReview},
        {"remote_config_is_supported", RemoteConfigIsSupported},
        {"remote_config_get_config", RemoteConfigGetConfig},
        {"on_exit_requested", OnExitRequested},
        {"on_pause", OnPause},
        {"on_resume", OnResume},
        {"off", Off},
        {"parse_error", ParseError},
        {0, 0},
    };
    luaL_register(L, "sdk", functions);
    lua_pop(L, 1);
}

} // namespace gamesdk

#endif
