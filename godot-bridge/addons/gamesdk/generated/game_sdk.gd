# Generated from sdk-core/api/operations.json by scripts/codegen. Do not edit by hand.
#
# The GameSdk autoload singleton (registered by the plugin): the whole SDK in Godot's style. Every
# method returns a GameSdkResult (runtime/result.gd): ok, value, and error (code, message, context)
# with a code of GameSdk.ErrorCode; the checks that cannot fail (is_initialized, the *_is_supported
# checks) answer a bool. Async methods are coroutines: `await` them. The events are the
# signals exit_requested, paused, resumed. On a web export every call goes to the page's
# Sdk.bridge through JavaScriptBridge; in the editor and on desktop the mocks answer like the
# partner platform (GameSdk.mock scripts them).
extends "res://addons/gamesdk/runtime/sdk_node.gd"

## initializeAsync of the SDK (errors name Sdk.initializeAsync). Await it: `var result := await GameSdk.initialize(...)`.
func initialize() -> Result:
	return await _run_async("initializeAsync", [])


## isInitialized of the SDK. Answers at once with a bool, never an error: false before initialisation (and on a page without the SDK).
func is_initialized() -> bool:
	return _run_check("isInitialized")


## setLoadingProgress of the SDK (errors name Sdk.setLoadingProgress). Answers at once: the result is ok or holds the error.
func set_loading_progress(progress: float) -> Result:
	return _run_sync("setLoadingProgress", [progress])


## startGameAsync of the SDK (errors name Sdk.startGameAsync). Await it: `var result := await GameSdk.start_game(...)`.
func start_game() -> Result:
	return await _run_async("startGameAsync", [])


## data.isSupported of the SDK. Answers at once with a bool, never an error: false before initialisation (and on a page without the SDK).
func data_is_supported() -> bool:
	return _run_check("data.isSupported")


## data.getString of the SDK (errors name data.getString). Answers at once: the result holds the value or the error.
func data_get_string(key: String) -> Result:
	return _run_sync("data.getString", [key])


## data.setString of the SDK (errors name data.setString). Answers at once: the result is ok or holds the error.
func data_set_string(key: String, value: String) -> Result:
	return _run_sync("data.setString", [key, value])


## data.setStringAsync of the SDK (errors name data.setStringAsync). Await it: `var result := await GameSdk.data_set_string_async(...)`.
func data_set_string_async(key: String, value: String) -> Result:
	return await _run_async("data.setStringAsync", [key, value])


## data.removeKey of the SDK (errors name data.removeKey). Answers at once: the result is ok or holds the error.
func data_remove_key(key: String) -> Result:
	return _run_sync("data.removeKey", [key])


## data.flushAsync of the SDK (errors name data.flushAsync). Await it: `var result := await GameSdk.data_flush(...)`.
func data_flush() -> Result:
	return await _run_async("data.flushAsync", [])


## data.getUsage of the SDK (errors name data.getUsage). Answers at once: the result holds the value or the error.
func data_get_usage() -> Result:
	return _run_sync("data.getUsage", [])


## player.isSupported of the SDK. Answers at once with a bool, never an error: false before initialisation (and on a page without the SDK).
func player_is_supported() -> bool:
	return _run_check("player.isSupported")


## player.getId of the SDK (errors name player.getId). Answers at once: the result holds the value or the error.
func player_get_id() -> Result:
	return _run_sync("player.getId", [])


## player.getMode of the SDK (errors name player.getMode). Answers at once: the result holds the value or the error.
func player_get_mode() -> Result:
	return _run_sync("player.getMode", [])


## player.getName of the SDK (errors name player.getName). Answers at once: the result holds the value or the error.
func player_get_name() -> Result:
	return _run_sync("player.getName", [])


## player.getPhoto of the SDK (errors name player.getPhoto). Answers at once: the result holds the value or the error.
func player_get_photo() -> Result:
	return _run_sync("player.getPhoto", [])


## player.getDataAsync of the SDK (errors name player.getDataAsync). Await it: `var result := await GameSdk.player_get_data(...)`.
func player_get_data(keys: Variant) -> Result:
	return await _run_async("player.getDataAsync", [keys])


## player.setDataAsync of the SDK (errors name player.setDataAsync). Await it: `var result := await GameSdk.player_set_data(...)`.
func player_set_data(data: Variant) -> Result:
	return await _run_async("player.setDataAsync", [data])


## player.getSignedPlayerInfoAsync of the SDK (errors name player.getSignedPlayerInfoAsync). Await it: `var result := await GameSdk.player_get_signed_player_info(...)`.
func player_get_signed_player_info() -> Result:
	return await _run_async("player.getSignedPlayerInfoAsync", [])


## player.isBotAvatarSupported of the SDK (errors name player.isBotAvatarSupported). Answers at once: the result holds the value or the error.
func player_is_bot_avatar_supported() -> Result:
	return _run_sync("player.isBotAvatarSupported", [])


## player.getBotAvatarAsync of the SDK (errors name player.getBotAvatarAsync). Await it: `var result := await GameSdk.player_get_bot_avatar(...)`.
func player_get_bot_avatar(username: String, size: float) -> Result:
	return await _run_async("player.getBotAvatarAsync", [username, size])


## auth.isSupported of the SDK. Answers at once with a bool, never an error: false before initialisation (and on a page without the SDK).
func auth_is_supported() -> bool:
	return _run_check("auth.isSupported")


## auth.isAuthenticated of the SDK (errors name auth.isAuthenticated). Answers at once: the result holds the value or the error.
func auth_is_authenticated() -> Result:
	return _run_sync("auth.isAuthenticated", [])


## auth.showRegistrationPrompt of the SDK (errors name auth.showRegistrationPrompt).
## The result's value is the prompt (runtime/registration_prompt.gd): its `closed` signal, and `await prompt.login()`.
func auth_show_registration_prompt(options: Variant) -> Result:
	return _run_prompt("auth.showRegistrationPrompt", [options])


## auth.signInAsync of the SDK (errors name auth.signInAsync). Await it: `var result := await GameSdk.auth_sign_in(...)`.
func auth_sign_in() -> Result:
	return await _run_async("auth.signInAsync", [])


## notifications.isSupported of the SDK. Answers at once with a bool, never an error: false before initialisation (and on a page without the SDK).
func notifications_is_supported() -> bool:
	return _run_check("notifications.isSupported")


## notifications.scheduleAsync of the SDK (errors name notifications.scheduleAsync). Await it: `var result := await GameSdk.notifications_schedule(...)`.
func notifications_schedule(options: Variant) -> Result:
	return await _run_async("notifications.scheduleAsync", [options])


## notifications.scheduleWeekAsync of the SDK (errors name notifications.scheduleWeekAsync). Await it: `var result := await GameSdk.notifications_schedule_week(...)`.
func notifications_schedule_week(entries: Variant) -> Result:
	return await _run_async("notifications.scheduleWeekAsync", [entries])


## notifications.cancelAsync of the SDK (errors name notifications.cancelAsync). Await it: `var result := await GameSdk.notifications_cancel(...)`.
func notifications_cancel(id: String) -> Result:
	return await _run_async("notifications.cancelAsync", [id])


## notifications.cancelAllAsync of the SDK (errors name notifications.cancelAllAsync). Await it: `var result := await GameSdk.notifications_cancel_all(...)`.
func notifications_cancel_all() -> Result:
	return await _run_async("notifications.cancelAllAsync", [])


## iap.isSupported of the SDK. Answers at once with a bool, never an error: false before initialisation (and on a page without the SDK).
func iap_is_supported() -> bool:
	return _run_check("iap.isSupported")


## iap.isSubscriptionSupported of the SDK. Answers at once with a bool, never an error: false before initialisation (and on a page without the SDK).
func iap_is_subscription_supported() -> bool:
	return _run_check("iap.isSubscriptionSupported")


## iap.getCatalogAsync of the SDK (errors name iap.getCatalogAsync). Await it: `var result := await GameSdk.iap_get_catalog(...)`.
func iap_get_catalog() -> Result:
	return await _run_async("iap.getCatalogAsync", [])


## iap.purchaseAsync of the SDK (errors name iap.purchaseAsync). Await it: `var result := await GameSdk.iap_purchase(...)`.
func iap_purchase(options: Variant) -> Result:
	return await _run_async("iap.purchaseAsync", [options])


## iap.getPurchasesAsync of the SDK (errors name iap.getPurchasesAsync). Await it: `var result := await GameSdk.iap_get_purchases(...)`.
func iap_get_purchases() -> Result:
	return await _run_async("iap.getPurchasesAsync", [])


## iap.consumePurchaseAsync of the SDK (errors name iap.consumePurchaseAsync). Await it: `var result := await GameSdk.iap_consume_purchase(...)`.
func iap_consume_purchase(purchase_token: String) -> Result:
	return await _run_async("iap.consumePurchaseAsync", [purchase_token])


## iap.getSubscriptionsAsync of the SDK (errors name iap.getSubscriptionsAsync). Await it: `var result := await GameSdk.iap_get_subscriptions(...)`.
func iap_get_subscriptions() -> Result:
	return await _run_async("iap.getSubscriptionsAsync", [])


## iap.subscribeAsync of the SDK (errors name iap.subscribeAsync). Await it: `var result := await GameSdk.iap_subscribe(...)`.
func iap_subscribe(options: Variant) -> Result:
	return await _run_async("iap.subscribeAsync", [options])


## iap.recoverPurchasesAsync of the SDK (errors name iap.recoverPurchasesAsync). Await it: `var result := await GameSdk.iap_recover_purchases(...)`.
## options: has_token, grant and optional claim Callables (see runtime/recover_purchases.gd).
func iap_recover_purchases(options: Variant) -> Result:
	return await _run_recovery("iap.recoverPurchasesAsync", [options])


## iap.formatOffer of the SDK (errors name iap.formatOffer). Answers at once: the result holds the value or the error.
func iap_format_offer(plan: Variant, locale: Variant = null) -> Result:
	return _run_offer_text("iap.formatOffer", [plan, locale])


## session.isSupported of the SDK. Answers at once with a bool, never an error: false before initialisation (and on a page without the SDK).
func session_is_supported() -> bool:
	return _run_check("session.isSupported")


## session.getEntryPointData of the SDK (errors name session.getEntryPointData). Answers at once: the result holds the value or the error.
func session_get_entry_point_data() -> Result:
	return _run_sync("session.getEntryPointData", [])


## session.getPlatform of the SDK (errors name session.getPlatform). Answers at once: the result holds the value or the error.
func session_get_platform() -> Result:
	return _run_sync("session.getPlatform", [])


## session.getLocale of the SDK (errors name session.getLocale). Answers at once: the result holds the value or the error.
func session_get_locale() -> Result:
	return _run_sync("session.getLocale", [])


## session.isAudioEnabled of the SDK (errors name session.isAudioEnabled). Answers at once: the result holds the value or the error.
func session_is_audio_enabled() -> Result:
	return _run_sync("session.isAudioEnabled", [])


## context.isSupported of the SDK. Answers at once with a bool, never an error: false before initialisation (and on a page without the SDK).
func context_is_supported() -> bool:
	return _run_check("context.isSupported")


## context.shareAsync of the SDK (errors name context.shareAsync). Await it: `var result := await GameSdk.context_share(...)`.
func context_share(options: Variant) -> Result:
	return await _run_async("context.shareAsync", [options])


## referrals.isSupported of the SDK. Answers at once with a bool, never an error: false before initialisation (and on a page without the SDK).
func referrals_is_supported() -> bool:
	return _run_check("referrals.isSupported")


## referrals.shareAsync of the SDK (errors name referrals.shareAsync). Await it: `var result := await GameSdk.referrals_share(...)`.
func referrals_share(options: Variant = null) -> Result:
	return await _run_async("referrals.shareAsync", [options])


## referrals.listAsync of the SDK (errors name referrals.listAsync). Await it: `var result := await GameSdk.referrals_list(...)`.
func referrals_list() -> Result:
	return await _run_async("referrals.listAsync", [])


## ads.isSupported of the SDK. Answers at once with a bool, never an error: false before initialisation (and on a page without the SDK).
func ads_is_supported() -> bool:
	return _run_check("ads.isSupported")


## ads.isBannerSupported of the SDK. Answers at once with a bool, never an error: false before initialisation (and on a page without the SDK).
func ads_is_banner_supported() -> bool:
	return _run_check("ads.isBannerSupported")


## ads.showInterstitial of the SDK (errors name ads.showInterstitial).
## callbacks: a Dictionary of Callables (before_ad, after_ad, no_fill), each optional.
func ads_show_interstitial(callbacks: Variant = null) -> Result:
	return _run_ad("ads.showInterstitial", [callbacks])


## ads.showRewarded of the SDK (errors name ads.showRewarded).
## callbacks: a Dictionary of Callables (before_ad, after_ad, no_fill, ad_viewed, ad_dismissed), each optional.
func ads_show_rewarded(callbacks: Variant = null) -> Result:
	return _run_ad("ads.showRewarded", [callbacks])


## ads.showBannerAsync of the SDK (errors name ads.showBannerAsync). Await it: `var result := await GameSdk.ads_show_banner(...)`.
func ads_show_banner(position: Variant = null) -> Result:
	return await _run_async("ads.showBannerAsync", [position])


## ads.hideBannerAsync of the SDK (errors name ads.hideBannerAsync). Await it: `var result := await GameSdk.ads_hide_banner(...)`.
func ads_hide_banner() -> Result:
	return await _run_async("ads.hideBannerAsync", [])


## game.isSupported of the SDK. Answers at once with a bool, never an error: false before initialisation (and on a page without the SDK).
func game_is_supported() -> bool:
	return _run_check("game.isSupported")


## game.gameplayStart of the SDK (errors name game.gameplayStart). Answers at once: the result is ok or holds the error.
func game_gameplay_start() -> Result:
	return _run_sync("game.gameplayStart", [])


## game.gameplayStop of the SDK (errors name game.gameplayStop). Answers at once: the result is ok or holds the error.
func game_gameplay_stop() -> Result:
	return _run_sync("game.gameplayStop", [])


## game.inviteLink of the SDK (errors name game.inviteLink). Await it: `var result := await GameSdk.game_invite_link(...)`.
func game_invite_link(data: Variant = null) -> Result:
	return await _run_async("game.inviteLink", [data])


## analytics.isSupported of the SDK. Answers at once with a bool, never an error: false before initialisation (and on a page without the SDK).
func analytics_is_supported() -> bool:
	return _run_check("analytics.isSupported")


## analytics.logLevelStart of the SDK (errors name analytics.logLevelStart). Answers at once: the result is ok or holds the error.
func analytics_log_level_start(level: Variant) -> Result:
	return _run_sync("analytics.logLevelStart", [level])


## analytics.logLevelEnd of the SDK (errors name analytics.logLevelEnd). Answers at once: the result is ok or holds the error.
func analytics_log_level_end(level: Variant, score: Variant = null, was_completed: Variant = null) -> Result:
	return _run_sync("analytics.logLevelEnd", [level, score, was_completed])


## analytics.logTutorialStart of the SDK (errors name analytics.logTutorialStart). Answers at once: the result is ok or holds the error.
func analytics_log_tutorial_start(tutorial: Variant = null) -> Result:
	return _run_sync("analytics.logTutorialStart", [tutorial])


## analytics.logTutorialEnd of the SDK (errors name analytics.logTutorialEnd). Answers at once: the result is ok or holds the error.
func analytics_log_tutorial_end(tutorial: Variant = null, was_completed: Variant = null) -> Result:
	return _run_sync("analytics.logTutorialEnd", [tutorial, was_completed])


## analytics.logEvent of the SDK (errors name analytics.logEvent). Answers at once: the result is ok or holds the error.
func analytics_log_event(name: String, params: Variant = null) -> Result:
	return _run_sync("analytics.logEvent", [name, params])


## haptics.isSupported of the SDK. Answers at once with a bool, never an error: false before initialisation (and on a page without the SDK).
func haptics_is_supported() -> bool:
	return _run_check("haptics.isSupported")


## haptics.triggerAsync of the SDK (errors name haptics.triggerAsync). Await it: `var result := await GameSdk.haptics_trigger(...)`.
func haptics_trigger(style: Variant = null) -> Result:
	return await _run_async("haptics.triggerAsync", [style])


## leaderboard.isSupported of the SDK. Answers at once with a bool, never an error: false before initialisation (and on a page without the SDK).
func leaderboard_is_supported() -> bool:
	return _run_check("leaderboard.isSupported")


## leaderboard.submitScoreAsync of the SDK (errors name leaderboard.submitScoreAsync). Await it: `var result := await GameSdk.leaderboard_submit_score(...)`.
func leaderboard_submit_score(leaderboard: String, score: float, extra_data: Variant = null) -> Result:
	return await _run_async("leaderboard.submitScoreAsync", [leaderboard, score, extra_data])


## leaderboard.getEntriesAsync of the SDK (errors name leaderboard.getEntriesAsync). Await it: `var result := await GameSdk.leaderboard_get_entries(...)`.
func leaderboard_get_entries(leaderboard: String, count: Variant = null, offset: Variant = null) -> Result:
	return await _run_async("leaderboard.getEntriesAsync", [leaderboard, count, offset])


## leaderboard.getPlayerEntryAsync of the SDK (errors name leaderboard.getPlayerEntryAsync). Await it: `var result := await GameSdk.leaderboard_get_player_entry(...)`.
func leaderboard_get_player_entry(leaderboard: String) -> Result:
	return await _run_async("leaderboard.getPlayerEntryAsync", [leaderboard])


## achievements.isSupported of the SDK. Answers at once with a bool, never an error: false before initialisation (and on a page without the SDK).
func achievements_is_supported() -> bool:
	return _run_check("achievements.isSupported")


## achievements.getAchievementsAsync of the SDK (errors name achievements.getAchievementsAsync). Await it: `var result := await GameSdk.achievements_get_achievements(...)`.
func achievements_get_achievements() -> Result:
	return await _run_async("achievements.getAchievementsAsync", [])


## achievements.unlockAsync of the SDK (errors name achievements.unlockAsync). Await it: `var result := await GameSdk.achievements_unlock(...)`.
func achievements_unlock(achievement_id: String) -> Result:
	return await _run_async("achievements.unlockAsync", [achievement_id])


## tournament.isSupported of the SDK. Answers at once with a bool, never an error: false before initialisation (and on a page without the SDK).
func tournament_is_supported() -> bool:
	return _run_check("tournament.isSupported")


## tournament.getAllAsync of the SDK (errors name tournament.getAllAsync). Await it: `var result := await GameSdk.tournament_get_all(...)`.
func tournament_get_all() -> Result:
	return await _run_async("tournament.getAllAsync", [])


## tournament.createAsync of the SDK (errors name tournament.createAsync). Await it: `var result := await GameSdk.tournament_create(...)`.
func tournament_create(options: Variant) -> Result:
	return await _run_async("tournament.createAsync", [options])


## tournament.postScoreAsync of the SDK (errors name tournament.postScoreAsync). Await it: `var result := await GameSdk.tournament_post_score(...)`.
func tournament_post_score(score: float) -> Result:
	return await _run_async("tournament.postScoreAsync", [score])


## tournament.joinAsync of the SDK (errors name tournament.joinAsync). Await it: `var result := await GameSdk.tournament_join(...)`.
func tournament_join(tournament_id: String) -> Result:
	return await _run_async("tournament.joinAsync", [tournament_id])


## tournament.shareAsync of the SDK (errors name tournament.shareAsync). Await it: `var result := await GameSdk.tournament_share(...)`.
func tournament_share(options: Variant) -> Result:
	return await _run_async("tournament.shareAsync", [options])


## stats.isSupported of the SDK. Answers at once with a bool, never an error: false before initialisation (and on a page without the SDK).
func stats_is_supported() -> bool:
	return _run_check("stats.isSupported")


## stats.getStatsAsync of the SDK (errors name stats.getStatsAsync). Await it: `var result := await GameSdk.stats_get_stats(...)`.
func stats_get_stats(keys: Variant = null) -> Result:
	return await _run_async("stats.getStatsAsync", [keys])


## stats.postStatsAsync of the SDK (errors name stats.postStatsAsync). Await it: `var result := await GameSdk.stats_post_stats(...)`.
func stats_post_stats(stats: Variant) -> Result:
	return await _run_async("stats.postStatsAsync", [stats])


## stats.incrementStatsAsync of the SDK (errors name stats.incrementStatsAsync). Await it: `var result := await GameSdk.stats_increment_stats(...)`.
func stats_increment_stats(increments: Variant) -> Result:
	return await _run_async("stats.incrementStatsAsync", [increments])


## friends.isSupported of the SDK. Answers at once with a bool, never an error: false before initialisation (and on a page without the SDK).
func friends_is_supported() -> bool:
	return _run_check("friends.isSupported")


## friends.getFriendsAsync of the SDK (errors name friends.getFriendsAsync). Await it: `var result := await GameSdk.friends_get_friends(...)`.
func friends_get_friends() -> Result:
	return await _run_async("friends.getFriendsAsync", [])


## reviews.isSupported of the SDK. Answers at once with a bool, never an error: false before initialisation (and on a page without the SDK).
func reviews_is_supported() -> bool:
	return _run_check("reviews.isSupported")


## reviews.requestReviewAsync of the SDK (errors name reviews.requestReviewAsync). Await it: `var result := await GameSdk.reviews_request_review(...)`.
func reviews_request_review() -> Result:
	return await _run_async("reviews.requestReviewAsync", [])


## remoteConfig.isSupported of the SDK. Answers at once with a bool, never an error: false before initialisation (and on a page without the SDK).
func remote_config_is_supported() -> bool:
	return _run_check("remoteConfig.isSupported")


## remoteConfig.getConfigAsync of the SDK (errors name remoteConfig.getConfigAsync). Await it: `var result := await GameSdk.remote_config_get_config(...)`.
func remote_config_get_config(keys: Variant = null) -> Result:
	return await _run_async("remoteConfig.getConfigAsync", [keys])
