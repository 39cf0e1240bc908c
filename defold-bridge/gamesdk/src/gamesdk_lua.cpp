// The Lua module `sdk`: every operation of the SDK as sdk.<module>_<operation> in snake case.
// Each entry point checks its Lua argument types (INVALID_PARAM naming the argument) and hands
// the call to the platform side with its own call id; results come back through update.
#if defined(DM_PLATFORM_HTML5) || defined(GAMESDK_TEST_HOST)

#include "gamesdk_private.h"

#include <stdio.h>
#include <string.h>

namespace gamesdk
{

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
    static const Arg args[] = {{"progress", ARG_NUMBER, false}};
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
    static const Arg args[] = {{"key", ARG_STRING, false}};
    return SyncCall(L, "data.getString", "sdk.data_get_string", args, 1);
}

static int DataSetString(lua_State* L)
{
    static const Arg args[] = {{"key", ARG_STRING, false}, {"value", ARG_STRING, false}};
    return VoidCall(L, "data.setString", "sdk.data_set_string", args, 2);
}

static int DataSetStringAsync(lua_State* L)
{
    static const Arg args[] = {{"key", ARG_STRING, false}, {"value", ARG_STRING, false}};
    return AsyncCall(L, "data.setStringAsync", "sdk.data_set_string_async", args, 2);
}

static int DataRemoveKey(lua_State* L)
{
    static const Arg args[] = {{"key", ARG_STRING, false}};
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
    static const Arg args[] = {{"keys", ARG_TABLE, false}};
    return AsyncCall(L, "player.getDataAsync", "sdk.player_get_data", args, 1);
}

static int PlayerSetData(lua_State* L)
{
    static const Arg args[] = {{"data", ARG_TABLE, false}};
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
    static const Arg args[] = {{"username", ARG_STRING, false}, {"size", ARG_NUMBER, false}};
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
    static const Arg args[] = {{"prompt", ARG_NUMBER, false}};
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
    static const Arg args[] = {{"options", ARG_TABLE, false}};
    return AsyncCall(L, "notifications.scheduleAsync", "sdk.notifications_schedule", args, 1);
}

static int NotificationsCancel(lua_State* L)
{
    static const Arg args[] = {{"id", ARG_STRING, false}};
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
    static const Arg args[] = {{"options", ARG_TABLE, false}};
    return AsyncCall(L, "iap.purchaseAsync", "sdk.iap_purchase", args, 1);
}

static int IapGetPurchases(lua_State* L)
{
    return AsyncCall(L, "iap.getPurchasesAsync", "sdk.iap_get_purchases", 0, 0);
}

static int IapConsumePurchase(lua_State* L)
{
    static const Arg args[] = {{"purchase_token", ARG_STRING, false}};
    return AsyncCall(L, "iap.consumePurchaseAsync", "sdk.iap_consume_purchase", args, 1);
}

static int IapGetSubscriptions(lua_State* L)
{
    return AsyncCall(L, "iap.getSubscriptionsAsync", "sdk.iap_get_subscriptions", 0, 0);
}

static int IapSubscribe(lua_State* L)
{
    static const Arg args[] = {{"options", ARG_TABLE, false}};
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
    static const Arg args[] = {{"options", ARG_TABLE, false}};
    return AsyncCall(L, "context.shareAsync", "sdk.context_share", args, 1);
}

static int ReferralsIsSupported(lua_State* L)
{
    return SyncCall(L, "referrals.isSupported", "sdk.referrals_is_supported", 0, 0);
}

static int ReferralsShare(lua_State* L)
{
    static const Arg args[] = {{"options", ARG_TABLE, true}};
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
    static const Arg args[] = {{"position", ARG_STRING, true}};
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
    static const Arg args[] = {{"data", ARG_TABLE, true}};
    return AsyncCall(L, "game.inviteLink", "sdk.game_invite_link", args, 1);
}

static int AnalyticsIsSupported(lua_State* L)
{
    return SyncCall(L, "analytics.isSupported", "sdk.analytics_is_supported", 0, 0);
}

static int AnalyticsLogLevelStart(lua_State* L)
{
    static const Arg args[] = {{"level", ARG_LEVEL, false}};
    return VoidCall(L, "analytics.logLevelStart", "sdk.analytics_log_level_start", args, 1);
}

static int AnalyticsLogLevelEnd(lua_State* L)
{
    static const Arg args[] = {{"level", ARG_LEVEL, false}, {"score", ARG_NUMBER, true}, {"was_completed", ARG_BOOLEAN, true}};
    return VoidCall(L, "analytics.logLevelEnd", "sdk.analytics_log_level_end", args, 3);
}

static int AnalyticsLogTutorialStart(lua_State* L)
{
    static const Arg args[] = {{"tutorial", ARG_STRING, true}};
    return VoidCall(L, "analytics.logTutorialStart", "sdk.analytics_log_tutorial_start", args, 1);
}

static int AnalyticsLogTutorialEnd(lua_State* L)
{
    static const Arg args[] = {{"tutorial", ARG_STRING, true}, {"was_completed", ARG_BOOLEAN, true}};
    return VoidCall(L, "analytics.logTutorialEnd", "sdk.analytics_log_tutorial_end", args, 2);
}

static int AnalyticsLogEvent(lua_State* L)
{
    static const Arg args[] = {{"name", ARG_STRING, false}, {"params", ARG_TABLE, true}};
    return VoidCall(L, "analytics.logEvent", "sdk.analytics_log_event", args, 2);
}

static int HapticsIsSupported(lua_State* L)
{
    return SyncCall(L, "haptics.isSupported", "sdk.haptics_is_supported", 0, 0);
}

static int HapticsTrigger(lua_State* L)
{
    static const Arg args[] = {{"style", ARG_STRING, true}};
    return AsyncCall(L, "haptics.triggerAsync", "sdk.haptics_trigger", args, 1);
}

static int LeaderboardIsSupported(lua_State* L)
{
    return SyncCall(L, "leaderboard.isSupported", "sdk.leaderboard_is_supported", 0, 0);
}

static int LeaderboardSubmitScore(lua_State* L)
{
    static const Arg args[] = {{"leaderboard", ARG_STRING, false}, {"score", ARG_NUMBER, false}, {"extra_data", ARG_STRING, true}};
    return AsyncCall(L, "leaderboard.submitScoreAsync", "sdk.leaderboard_submit_score", args, 3);
}

static int LeaderboardGetEntries(lua_State* L)
{
    static const Arg args[] = {{"leaderboard", ARG_STRING, false}, {"count", ARG_NUMBER, true}, {"offset", ARG_NUMBER, true}};
    return AsyncCall(L, "leaderboard.getEntriesAsync", "sdk.leaderboard_get_entries", args, 3);
}

static int LeaderboardGetPlayerEntry(lua_State* L)
{
    static const Arg args[] = {{"leaderboard", ARG_STRING, false}};
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
    static const Arg args[] = {{"achievement_id", ARG_STRING, false}};
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
    static const Arg args[] = {{"options", ARG_TABLE, false}};
    return AsyncCall(L, "tournament.createAsync", "sdk.tournament_create", args, 1);
}

static int TournamentPostScore(lua_State* L)
{
    static const Arg args[] = {{"score", ARG_NUMBER, false}};
    return AsyncCall(L, "tournament.postScoreAsync", "sdk.tournament_post_score", args, 1);
}

static int TournamentJoin(lua_State* L)
{
    static const Arg args[] = {{"tournament_id", ARG_STRING, false}};
    return AsyncCall(L, "tournament.joinAsync", "sdk.tournament_join", args, 1);
}

static int TournamentShare(lua_State* L)
{
    static const Arg args[] = {{"options", ARG_TABLE, false}};
    return AsyncCall(L, "tournament.shareAsync", "sdk.tournament_share", args, 1);
}

static int StatsIsSupported(lua_State* L)
{
    return SyncCall(L, "stats.isSupported", "sdk.stats_is_supported", 0, 0);
}

static int StatsGetStats(lua_State* L)
{
    static const Arg args[] = {{"keys", ARG_TABLE, true}};
    return AsyncCall(L, "stats.getStatsAsync", "sdk.stats_get_stats", args, 1);
}

static int StatsPostStats(lua_State* L)
{
    static const Arg args[] = {{"stats", ARG_TABLE, false}};
    return AsyncCall(L, "stats.postStatsAsync", "sdk.stats_post_stats", args, 1);
}

static int StatsIncrementStats(lua_State* L)
{
    static const Arg args[] = {{"increments", ARG_TABLE, false}};
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
    static const Arg args[] = {{"keys", ARG_TABLE, true}};
    return AsyncCall(L, "remoteConfig.getConfigAsync", "sdk.remote_config_get_config", args, 1);
}

// ---- Ads: no-fill is its own signal; no_fill then after_ad, resume in after_ad only. ----

static const char* const AD_CALLBACKS[] = {"before_ad", "after_ad", "no_fill", "ad_viewed", "ad_dismissed"};
static const int AD_CALLBACK_COUNT = sizeof(AD_CALLBACKS) / sizeof(AD_CALLBACKS[0]);

// Checks the optional table of ad callbacks at index 1: known names, functions only.
static bool CheckAdCallbacks(lua_State* L, const char* context, char* error, size_t size)
{
    char message[256];
    if (lua_gettop(L) > 1)
    {
        FormatError(error, size, "INVALID_PARAM", "expected one argument: a table of callbacks", context);
        return false;
    }
    if (lua_isnoneornil(L, 1)) return true;
    if (!lua_istable(L, 1))
    {
        FormatError(error, size, "INVALID_PARAM", "callbacks must be a table", context);
        return false;
    }
    lua_pushnil(L);
    while (lua_next(L, 1) != 0)
    {
        bool known = false;
        for (int i = 0; lua_type(L, -2) == LUA_TSTRING && i < AD_CALLBACK_COUNT; ++i) known = known || strcmp(lua_tostring(L, -2), AD_CALLBACKS[i]) == 0;
        if (!known || !lua_isfunction(L, -1))
        {
            snprintf(message, sizeof(message), known ? "callbacks.%s must be a function" : "callbacks.%s is not an ad callback (before_ad, after_ad, no_fill, ad_viewed, ad_dismissed)", lua_type(L, -2) == LUA_TSTRING ? lua_tostring(L, -2) : "?");
            lua_pop(L, 2);
            FormatError(error, size, "INVALID_PARAM", message, context);
            return false;
        }
        lua_pop(L, 1);
    }
    return true;
}

static int ShowAd(lua_State* L, const char* method, const char* context)
{
    DM_LUA_STACK_CHECK(L, 0);
    char error[1024];
    if (!CheckAdCallbacks(L, context, error, sizeof(error))) return DM_LUA_ERROR("%s", error);
    // The callbacks first, so a call that could never be called back does not reach the platform.
    NamedCallback callbacks[AD_CALLBACK_COUNT];
    int count = 0;
    for (int i = 0; lua_istable(L, 1) && i < AD_CALLBACK_COUNT; ++i)
    {
        lua_getfield(L, 1, AD_CALLBACKS[i]);
        if (lua_isfunction(L, -1))
        {
            callbacks[count].m_Name = AD_CALLBACKS[i];
            callbacks[count].m_Info = NewCallback(L, lua_gettop(L), context, error, sizeof(error));
            if (!callbacks[count].m_Info)
            {
                lua_pop(L, 1);
                for (int k = 0; k < count; ++k) ReleaseCallback(callbacks[k].m_Info);
                return DM_LUA_ERROR("%s", error);
            }
            ++count;
        }
        lua_pop(L, 1);
    }
    int call_id = NextCallId();
    // The platform needs no arguments: it signals every callback by name, with this call's id.
    if (!RunSync(L, call_id, method, context, 0, false, error, sizeof(error)))
    {
        for (int k = 0; k < count; ++k) ReleaseCallback(callbacks[k].m_Info);
        return DM_LUA_ERROR("%s", error);
    }
    // Signals are dispatched only from update, so tracking after the call loses none.
    TrackCall(call_id, context, callbacks, count);
    return 0;
}

static int AdsShowInterstitial(lua_State* L)
{
    return ShowAd(L, "ads.showInterstitial", "sdk.ads_show_interstitial");
}

static int AdsShowRewarded(lua_State* L)
{
    return ShowAd(L, "ads.showRewarded", "sdk.ads_show_rewarded");
}

// ---- Registration prompt: throws on bad options; on_close(self, { registered = bool }). ----

static int AuthShowRegistrationPrompt(lua_State* L)
{
    DM_LUA_STACK_CHECK(L, 1);
    const char* context = "sdk.auth_show_registration_prompt";
    static const Arg args[] = {{"options", ARG_TABLE, false}};
    char error[1024];
    int top = lua_gettop(L);
    bool has_callback = top >= 1 && lua_type(L, top) == LUA_TFUNCTION;
    if (!CheckArgs(L, has_callback ? top - 1 : top, args, 1, context, error, sizeof(error))) return DM_LUA_ERROR("%s", error);
    NamedCallback on_close = {"close", 0};
    if (has_callback && !(on_close.m_Info = NewCallback(L, top, context, error, sizeof(error)))) return DM_LUA_ERROR("%s", error);
    int prompt = NextCallId();
    if (!RunSync(L, prompt, "auth.showRegistrationPrompt", context, 1, false, error, sizeof(error)))
    {
        if (on_close.m_Info) ReleaseCallback(on_close.m_Info);
        return DM_LUA_ERROR("%s", error);
    }
    TrackCall(prompt, context, &on_close, has_callback ? 1 : 0);
    lua_pushnumber(L, prompt);
    return 1;
}

// ---- Events: each listener gets an id; sdk.off(id) removes it and releases its callback. ----

static int AddEventListener(lua_State* L, const char* event, const char* context)
{
    DM_LUA_STACK_CHECK(L, 1);
    if (lua_gettop(L) != 1 || !lua_isfunction(L, 1))
    {
        char error[256];
        FormatError(error, sizeof(error), "INVALID_PARAM", "listener must be a function", context);
        return DM_LUA_ERROR("%s", error);
    }
    char error[512];
    dmScript::LuaCallbackInfo* info = NewCallback(L, 1, context, error, sizeof(error));
    if (!info) return DM_LUA_ERROR("%s", error);
    lua_pushnumber(L, AddListener(event, info));
    return 1;
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
    DM_LUA_STACK_CHECK(L, 1);
    if (lua_type(L, 1) != LUA_TNUMBER)
    {
        char error[256];
        FormatError(error, sizeof(error), "INVALID_PARAM", "listener id must be a number returned by sdk.on_*", "sdk.off");
        return DM_LUA_ERROR("%s", error);
    }
    lua_pushboolean(L, RemoveListener((int)lua_tonumber(L, 1)));
    return 1;
}

// ---- sdk.parse_error(err): { code, message, context } with a string code, from a callback's
// err table or from a Lua error raised by an entry point ("CODE: message (context)"). ----

static bool IsCode(const char* s, size_t len)
{
    if (len == 0) return false;
    for (size_t i = 0; i < len; ++i)
    {
        char c = s[i];
        if (!((c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_')) return false;
    }
    return true;
}

static void PushErrorTable(lua_State* L, const char* code, size_t code_len, const char* message, size_t message_len, const char* context, size_t context_len)
{
    lua_createtable(L, 0, 3);
    lua_pushlstring(L, code, code_len);
    lua_setfield(L, -2, "code");
    lua_pushlstring(L, message, message_len);
    lua_setfield(L, -2, "message");
    lua_pushlstring(L, context, context_len);
    lua_setfield(L, -2, "context");
}

// "chunk:line: " in front of an error raised from inside a Lua function (luaL_error's position):
// where the rest starts, or 0 when there is none.
static const char* AfterPosition(const char* s, size_t len)
{
    for (const char* p = s; p < s + len; ++p)
    {
        if (*p != ':' || p + 1 >= s + len || p[1] < '0' || p[1] > '9') continue;
        const char* q = p + 1;
        while (q < s + len && *q >= '0' && *q <= '9') ++q;
        if (q + 1 < s + len && q[0] == ':' && q[1] == ' ') return q + 2;
    }
    return 0;
}

static void ParseErrorString(lua_State* L, const char* s, size_t len)
{
    // An error raised from inside a Lua function has its position in front: read past it.
    const char* rest = AfterPosition(s, len);
    if (rest)
    {
        const char* colon = strstr(rest, ": ");
        if (colon && IsCode(rest, colon - rest))
        {
            len -= rest - s;
            s = rest;
        }
    }
    const char* colon = strstr(s, ": ");
    const char* open = len > 0 && s[len - 1] == ')' ? strrchr(s, '(') : 0;
    if (!colon || !IsCode(s, colon - s) || !open || open < colon + 2 || open[-1] != ' ')
    {
        // Not one of ours (a runtime error in game code, for example): keep the whole text.
        PushErrorTable(L, "UNKNOWN", 7, s, len, "", 0);
        return;
    }
    const char* message = colon + 2;
    PushErrorTable(L, s, colon - s, message, (open - 1) - message, open + 1, (s + len - 1) - (open + 1));
}

static void ParseErrorTable(lua_State* L)
{
    const char* fields[] = {"code", "message", "context"};
    size_t lengths[3] = {0, 0, 0};
    const char* values[3] = {"UNKNOWN", "", ""};
    lengths[0] = 7;
    for (int i = 0; i < 3; ++i)
    {
        lua_getfield(L, 1, fields[i]);
        if (lua_type(L, -1) == LUA_TSTRING && (i > 0 || lua_objlen(L, -1) > 0)) values[i] = lua_tolstring(L, -1, &lengths[i]);
    }
    PushErrorTable(L, values[0], lengths[0], values[1], lengths[1], values[2], lengths[2]);
    lua_replace(L, -4);
    lua_pop(L, 2);
}

static int ParseError(lua_State* L)
{
    DM_LUA_STACK_CHECK(L, 1);
    switch (lua_type(L, 1))
    {
    case LUA_TNIL:
    case LUA_TNONE: lua_pushnil(L); break;
    case LUA_TTABLE: ParseErrorTable(L); break;
    case LUA_TSTRING:
    {
        size_t len;
        const char* s = lua_tolstring(L, 1, &len);
        ParseErrorString(L, s, len);
        break;
    }
    default:
    {
        const char* type = lua_typename(L, lua_type(L, 1));
        PushErrorTable(L, "UNKNOWN", 7, type, strlen(type), "", 0);
        break;
    }
    }
    return 1;
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
