# Generated from sdk-core/api/operations.json by scripts/codegen. Do not edit by hand.
#
# The GameSdk autoload singleton (registered by the plugin): the whole SDK in Godot's style. The
# SDK's own calls (initialize, start_game, ...) are its methods; every module is an object on it
# (GameSdk.player, GameSdk.iap, ...: generated/modules.gd) whose methods are the module's
# operations. Every method returns a GameSdkResult (runtime/result.gd): ok, value, and error
# (code, message, context) with a code of GameSdk.ErrorCode; the checks that cannot fail
# (is_initialized, the is_supported checks) answer a bool. Async methods are coroutines: `await`
# them. The events are the signals exit_requested, paused, resumed of GameSdk. On a web export every call
# goes to the page's Sdk.bridge through JavaScriptBridge; in the editor and on desktop the mocks
# answer like the partner platform (GameSdk.mock scripts them).
extends "res://addons/gamesdk/runtime/sdk_node.gd"

const Modules = preload("res://addons/gamesdk/generated/modules.gd")

## The data module of the SDK: [code]is_supported()[/code], [code]get_string()[/code], [code]set_string()[/code], [code]set_string_async()[/code], [code]remove_key()[/code], [code]flush()[/code], [code]get_usage()[/code].
var data := Modules.DataModule.new(self)
## The player module of the SDK: [code]is_supported()[/code], [code]get_id()[/code], [code]get_mode()[/code], [code]get_name()[/code], [code]get_photo()[/code], [code]get_data()[/code], [code]set_data()[/code], [code]get_signed_player_info()[/code], [code]is_bot_avatar_supported()[/code], [code]get_bot_avatar()[/code].
var player := Modules.PlayerModule.new(self)
## The auth module of the SDK: [code]is_supported()[/code], [code]is_authenticated()[/code], [code]show_registration_prompt()[/code], [code]sign_in()[/code].
var auth := Modules.AuthModule.new(self)
## The notifications module of the SDK: [code]is_supported()[/code], [code]schedule()[/code], [code]schedule_week()[/code], [code]cancel()[/code], [code]cancel_all()[/code].
var notifications := Modules.NotificationsModule.new(self)
## The iap module of the SDK: [code]is_supported()[/code], [code]is_subscription_supported()[/code], [code]get_catalog()[/code], [code]purchase()[/code], [code]get_purchases()[/code], [code]consume_purchase()[/code], [code]get_subscriptions()[/code], [code]subscribe()[/code], [code]recover_purchases()[/code], [code]format_offer()[/code].
var iap := Modules.IapModule.new(self)
## The session module of the SDK: [code]is_supported()[/code], [code]get_entry_point_data()[/code], [code]get_platform()[/code], [code]get_locale()[/code], [code]is_audio_enabled()[/code].
var session := Modules.SessionModule.new(self)
## The context module of the SDK: [code]is_supported()[/code], [code]share()[/code].
var context := Modules.ContextModule.new(self)
## The referrals module of the SDK: [code]is_supported()[/code], [code]share()[/code], [code]list()[/code].
var referrals := Modules.ReferralsModule.new(self)
## The ads module of the SDK: [code]is_supported()[/code], [code]is_banner_supported()[/code], [code]show_interstitial()[/code], [code]show_rewarded()[/code], [code]show_banner()[/code], [code]hide_banner()[/code].
var ads := Modules.AdsModule.new(self)
## The game module of the SDK: [code]is_supported()[/code], [code]gameplay_start()[/code], [code]gameplay_stop()[/code], [code]invite_link()[/code].
var game := Modules.GameModule.new(self)
## The analytics module of the SDK: [code]is_supported()[/code], [code]log_level_start()[/code], [code]log_level_end()[/code], [code]log_tutorial_start()[/code], [code]log_tutorial_end()[/code], [code]log_event()[/code].
var analytics := Modules.AnalyticsModule.new(self)
## The haptics module of the SDK: [code]is_supported()[/code], [code]trigger()[/code].
var haptics := Modules.HapticsModule.new(self)
## The leaderboard module of the SDK: [code]is_supported()[/code], [code]submit_score()[/code], [code]get_entries()[/code], [code]get_player_entry()[/code].
var leaderboard := Modules.LeaderboardModule.new(self)
## The achievements module of the SDK: [code]is_supported()[/code], [code]get_achievements()[/code], [code]unlock()[/code].
var achievements := Modules.AchievementsModule.new(self)
## The tournament module of the SDK: [code]is_supported()[/code], [code]get_all()[/code], [code]create()[/code], [code]post_score()[/code], [code]join()[/code], [code]share()[/code].
var tournament := Modules.TournamentModule.new(self)
## The stats module of the SDK: [code]is_supported()[/code], [code]get_stats()[/code], [code]post_stats()[/code], [code]increment_stats()[/code].
var stats := Modules.StatsModule.new(self)
## The friends module of the SDK: [code]is_supported()[/code], [code]get_friends()[/code].
var friends := Modules.FriendsModule.new(self)
## The reviews module of the SDK: [code]is_supported()[/code], [code]request_review()[/code].
var reviews := Modules.ReviewsModule.new(self)
## The remoteConfig module of the SDK: [code]is_supported()[/code], [code]get_config()[/code].
var remote_config := Modules.RemoteConfigModule.new(self)


## Loads and initialises the platform and the player's data. Call first; every other call before it completes fails with [code]NOT_INITIALIZED[/code]. Repeated calls share one initialisation. Fails with [code]INITIALIZATION_ERROR[/code] or [code]TIMEOUT[/code]. In TypeScript, [code]options.timeouts[/code] sets the bounds on every platform wait from now on (the browser script's only way to set them); it is read by the call that starts an initialisation.
## initializeAsync of the SDK (errors name Sdk.initializeAsync). Await it: [code]var result := await GameSdk.initialize(...)[/code].
func initialize() -> Result:
	return await _run_async("initializeAsync", [])


## True once initialisation completed.
## isInitialized of the SDK. Answers at once with a bool, never an error: false before initialisation (and on a page without the SDK).
func is_initialized() -> bool:
	return _run_check("isInitialized")


## Reports loading progress, 0 to 100; throws an error with [code]INVALID_PARAM[/code] otherwise. Harmless when the platform shows its own loader. Call it as often as you like: reports are coalesced (the latest value wins, one report is on its way at a time, at least one every 2 s while you keep calling), and none ever delays [code]GameSdk.start_game()[/code] or any other call.
## setLoadingProgress of the SDK (errors name Sdk.setLoadingProgress). Answers at once: the result is ok or holds the error.
func set_loading_progress(progress: float) -> Result:
	return _run_sync("setLoadingProgress", [progress])


## Tells the platform the game is interactive. Call it the moment the player can play, then load the rest. Purchases are accepted only after it completed.
## startGameAsync of the SDK (errors name Sdk.startGameAsync). Await it: [code]var result := await GameSdk.start_game(...)[/code].
func start_game() -> Result:
	return await _run_async("startGameAsync", [])


# ---- The flat names before the module objects (GameSdk.player_get_id): deprecated, removed in the next release ----


## Deprecated, removed in the next release: call [code]GameSdk.data.is_supported()[/code], which this forwards to.
## @deprecated
func data_is_supported() -> bool:
	_deprecated("data_is_supported", "data.is_supported")
	return data.is_supported()


## Deprecated, removed in the next release: call [code]GameSdk.data.get_string()[/code], which this forwards to.
## @deprecated
func data_get_string(key: String) -> Result:
	_deprecated("data_get_string", "data.get_string")
	return data.get_string(key)


## Deprecated, removed in the next release: call [code]GameSdk.data.set_string()[/code], which this forwards to.
## @deprecated
func data_set_string(key: String, value: String) -> Result:
	_deprecated("data_set_string", "data.set_string")
	return data.set_string(key, value)


## Deprecated, removed in the next release: call [code]GameSdk.data.set_string_async()[/code], which this forwards to.
## @deprecated
func data_set_string_async(key: String, value: String) -> Result:
	_deprecated("data_set_string_async", "data.set_string_async")
	return await data.set_string_async(key, value)


## Deprecated, removed in the next release: call [code]GameSdk.data.remove_key()[/code], which this forwards to.
## @deprecated
func data_remove_key(key: String) -> Result:
	_deprecated("data_remove_key", "data.remove_key")
	return data.remove_key(key)


## Deprecated, removed in the next release: call [code]GameSdk.data.flush()[/code], which this forwards to.
## @deprecated
func data_flush() -> Result:
	_deprecated("data_flush", "data.flush")
	return await data.flush()


## Deprecated, removed in the next release: call [code]GameSdk.data.get_usage()[/code], which this forwards to.
## @deprecated
func data_get_usage() -> Result:
	_deprecated("data_get_usage", "data.get_usage")
	return data.get_usage()


## Deprecated, removed in the next release: call [code]GameSdk.player.is_supported()[/code], which this forwards to.
## @deprecated
func player_is_supported() -> bool:
	_deprecated("player_is_supported", "player.is_supported")
	return player.is_supported()


## Deprecated, removed in the next release: call [code]GameSdk.player.get_id()[/code], which this forwards to.
## @deprecated
func player_get_id() -> Result:
	_deprecated("player_get_id", "player.get_id")
	return player.get_id()


## Deprecated, removed in the next release: call [code]GameSdk.player.get_mode()[/code], which this forwards to.
## @deprecated
func player_get_mode() -> Result:
	_deprecated("player_get_mode", "player.get_mode")
	return player.get_mode()


## Deprecated, removed in the next release: call [code]GameSdk.player.get_name()[/code], which this forwards to.
## @deprecated
func player_get_name() -> Result:
	_deprecated("player_get_name", "player.get_name")
	return player.get_name()


## Deprecated, removed in the next release: call [code]GameSdk.player.get_photo()[/code], which this forwards to.
## @deprecated
func player_get_photo() -> Result:
	_deprecated("player_get_photo", "player.get_photo")
	return player.get_photo()


## Deprecated, removed in the next release: call [code]GameSdk.player.get_data()[/code], which this forwards to.
## @deprecated
func player_get_data(keys: Variant) -> Result:
	_deprecated("player_get_data", "player.get_data")
	return await player.get_data(keys)


## Deprecated, removed in the next release: call [code]GameSdk.player.set_data()[/code], which this forwards to.
## @deprecated
func player_set_data(data_arg: Variant) -> Result:
	_deprecated("player_set_data", "player.set_data")
	return await player.set_data(data_arg)


## Deprecated, removed in the next release: call [code]GameSdk.player.get_signed_player_info()[/code], which this forwards to.
## @deprecated
func player_get_signed_player_info() -> Result:
	_deprecated("player_get_signed_player_info", "player.get_signed_player_info")
	return await player.get_signed_player_info()


## Deprecated, removed in the next release: call [code]GameSdk.player.is_bot_avatar_supported()[/code], which this forwards to.
## @deprecated
func player_is_bot_avatar_supported() -> Result:
	_deprecated("player_is_bot_avatar_supported", "player.is_bot_avatar_supported")
	return player.is_bot_avatar_supported()


## Deprecated, removed in the next release: call [code]GameSdk.player.get_bot_avatar()[/code], which this forwards to.
## @deprecated
func player_get_bot_avatar(username: String, size: float) -> Result:
	_deprecated("player_get_bot_avatar", "player.get_bot_avatar")
	return await player.get_bot_avatar(username, size)


## Deprecated, removed in the next release: call [code]GameSdk.auth.is_supported()[/code], which this forwards to.
## @deprecated
func auth_is_supported() -> bool:
	_deprecated("auth_is_supported", "auth.is_supported")
	return auth.is_supported()


## Deprecated, removed in the next release: call [code]GameSdk.auth.is_authenticated()[/code], which this forwards to.
## @deprecated
func auth_is_authenticated() -> Result:
	_deprecated("auth_is_authenticated", "auth.is_authenticated")
	return auth.is_authenticated()


## Deprecated, removed in the next release: call [code]GameSdk.auth.show_registration_prompt()[/code], which this forwards to.
## @deprecated
func auth_show_registration_prompt(options: Variant) -> Result:
	_deprecated("auth_show_registration_prompt", "auth.show_registration_prompt")
	return auth.show_registration_prompt(options)


## Deprecated, removed in the next release: call [code]GameSdk.auth.sign_in()[/code], which this forwards to.
## @deprecated
func auth_sign_in() -> Result:
	_deprecated("auth_sign_in", "auth.sign_in")
	return await auth.sign_in()


## Deprecated, removed in the next release: call [code]GameSdk.notifications.is_supported()[/code], which this forwards to.
## @deprecated
func notifications_is_supported() -> bool:
	_deprecated("notifications_is_supported", "notifications.is_supported")
	return notifications.is_supported()


## Deprecated, removed in the next release: call [code]GameSdk.notifications.schedule()[/code], which this forwards to.
## @deprecated
func notifications_schedule(options: Variant) -> Result:
	_deprecated("notifications_schedule", "notifications.schedule")
	return await notifications.schedule(options)


## Deprecated, removed in the next release: call [code]GameSdk.notifications.schedule_week()[/code], which this forwards to.
## @deprecated
func notifications_schedule_week(entries: Variant) -> Result:
	_deprecated("notifications_schedule_week", "notifications.schedule_week")
	return await notifications.schedule_week(entries)


## Deprecated, removed in the next release: call [code]GameSdk.notifications.cancel()[/code], which this forwards to.
## @deprecated
func notifications_cancel(id: String) -> Result:
	_deprecated("notifications_cancel", "notifications.cancel")
	return await notifications.cancel(id)


## Deprecated, removed in the next release: call [code]GameSdk.notifications.cancel_all()[/code], which this forwards to.
## @deprecated
func notifications_cancel_all() -> Result:
	_deprecated("notifications_cancel_all", "notifications.cancel_all")
	return await notifications.cancel_all()


## Deprecated, removed in the next release: call [code]GameSdk.iap.is_supported()[/code], which this forwards to.
## @deprecated
func iap_is_supported() -> bool:
	_deprecated("iap_is_supported", "iap.is_supported")
	return iap.is_supported()


## Deprecated, removed in the next release: call [code]GameSdk.iap.is_subscription_supported()[/code], which this forwards to.
## @deprecated
func iap_is_subscription_supported() -> bool:
	_deprecated("iap_is_subscription_supported", "iap.is_subscription_supported")
	return iap.is_subscription_supported()


## Deprecated, removed in the next release: call [code]GameSdk.iap.get_catalog()[/code], which this forwards to.
## @deprecated
func iap_get_catalog() -> Result:
	_deprecated("iap_get_catalog", "iap.get_catalog")
	return await iap.get_catalog()


## Deprecated, removed in the next release: call [code]GameSdk.iap.purchase()[/code], which this forwards to.
## @deprecated
func iap_purchase(options: Variant) -> Result:
	_deprecated("iap_purchase", "iap.purchase")
	return await iap.purchase(options)


## Deprecated, removed in the next release: call [code]GameSdk.iap.get_purchases()[/code], which this forwards to.
## @deprecated
func iap_get_purchases() -> Result:
	_deprecated("iap_get_purchases", "iap.get_purchases")
	return await iap.get_purchases()


## Deprecated, removed in the next release: call [code]GameSdk.iap.consume_purchase()[/code], which this forwards to.
## @deprecated
func iap_consume_purchase(purchase_token: String) -> Result:
	_deprecated("iap_consume_purchase", "iap.consume_purchase")
	return await iap.consume_purchase(purchase_token)


## Deprecated, removed in the next release: call [code]GameSdk.iap.get_subscriptions()[/code], which this forwards to.
## @deprecated
func iap_get_subscriptions() -> Result:
	_deprecated("iap_get_subscriptions", "iap.get_subscriptions")
	return await iap.get_subscriptions()


## Deprecated, removed in the next release: call [code]GameSdk.iap.subscribe()[/code], which this forwards to.
## @deprecated
func iap_subscribe(options: Variant) -> Result:
	_deprecated("iap_subscribe", "iap.subscribe")
	return await iap.subscribe(options)


## Deprecated, removed in the next release: call [code]GameSdk.iap.recover_purchases()[/code], which this forwards to.
## @deprecated
func iap_recover_purchases(options: Variant) -> Result:
	_deprecated("iap_recover_purchases", "iap.recover_purchases")
	return await iap.recover_purchases(options)


## Deprecated, removed in the next release: call [code]GameSdk.iap.format_offer()[/code], which this forwards to.
## @deprecated
func iap_format_offer(plan: Variant, locale: Variant = null) -> Result:
	_deprecated("iap_format_offer", "iap.format_offer")
	return iap.format_offer(plan, locale)


## Deprecated, removed in the next release: call [code]GameSdk.session.is_supported()[/code], which this forwards to.
## @deprecated
func session_is_supported() -> bool:
	_deprecated("session_is_supported", "session.is_supported")
	return session.is_supported()


## Deprecated, removed in the next release: call [code]GameSdk.session.get_entry_point_data()[/code], which this forwards to.
## @deprecated
func session_get_entry_point_data() -> Result:
	_deprecated("session_get_entry_point_data", "session.get_entry_point_data")
	return session.get_entry_point_data()


## Deprecated, removed in the next release: call [code]GameSdk.session.get_platform()[/code], which this forwards to.
## @deprecated
func session_get_platform() -> Result:
	_deprecated("session_get_platform", "session.get_platform")
	return session.get_platform()


## Deprecated, removed in the next release: call [code]GameSdk.session.get_locale()[/code], which this forwards to.
## @deprecated
func session_get_locale() -> Result:
	_deprecated("session_get_locale", "session.get_locale")
	return session.get_locale()


## Deprecated, removed in the next release: call [code]GameSdk.session.is_audio_enabled()[/code], which this forwards to.
## @deprecated
func session_is_audio_enabled() -> Result:
	_deprecated("session_is_audio_enabled", "session.is_audio_enabled")
	return session.is_audio_enabled()


## Deprecated, removed in the next release: call [code]GameSdk.context.is_supported()[/code], which this forwards to.
## @deprecated
func context_is_supported() -> bool:
	_deprecated("context_is_supported", "context.is_supported")
	return context.is_supported()


## Deprecated, removed in the next release: call [code]GameSdk.context.share()[/code], which this forwards to.
## @deprecated
func context_share(options: Variant) -> Result:
	_deprecated("context_share", "context.share")
	return await context.share(options)


## Deprecated, removed in the next release: call [code]GameSdk.referrals.is_supported()[/code], which this forwards to.
## @deprecated
func referrals_is_supported() -> bool:
	_deprecated("referrals_is_supported", "referrals.is_supported")
	return referrals.is_supported()


## Deprecated, removed in the next release: call [code]GameSdk.referrals.share()[/code], which this forwards to.
## @deprecated
func referrals_share(options: Variant = null) -> Result:
	_deprecated("referrals_share", "referrals.share")
	return await referrals.share(options)


## Deprecated, removed in the next release: call [code]GameSdk.referrals.list()[/code], which this forwards to.
## @deprecated
func referrals_list() -> Result:
	_deprecated("referrals_list", "referrals.list")
	return await referrals.list()


## Deprecated, removed in the next release: call [code]GameSdk.ads.is_supported()[/code], which this forwards to.
## @deprecated
func ads_is_supported() -> bool:
	_deprecated("ads_is_supported", "ads.is_supported")
	return ads.is_supported()


## Deprecated, removed in the next release: call [code]GameSdk.ads.is_banner_supported()[/code], which this forwards to.
## @deprecated
func ads_is_banner_supported() -> bool:
	_deprecated("ads_is_banner_supported", "ads.is_banner_supported")
	return ads.is_banner_supported()


## Deprecated, removed in the next release: call [code]GameSdk.ads.show_interstitial()[/code], which this forwards to.
## @deprecated
func ads_show_interstitial(callbacks: Variant = null) -> Result:
	_deprecated("ads_show_interstitial", "ads.show_interstitial")
	return ads.show_interstitial(callbacks)


## Deprecated, removed in the next release: call [code]GameSdk.ads.show_rewarded()[/code], which this forwards to.
## @deprecated
func ads_show_rewarded(callbacks: Variant = null) -> Result:
	_deprecated("ads_show_rewarded", "ads.show_rewarded")
	return ads.show_rewarded(callbacks)


## Deprecated, removed in the next release: call [code]GameSdk.ads.show_banner()[/code], which this forwards to.
## @deprecated
func ads_show_banner(position: Variant = null) -> Result:
	_deprecated("ads_show_banner", "ads.show_banner")
	return await ads.show_banner(position)


## Deprecated, removed in the next release: call [code]GameSdk.ads.hide_banner()[/code], which this forwards to.
## @deprecated
func ads_hide_banner() -> Result:
	_deprecated("ads_hide_banner", "ads.hide_banner")
	return await ads.hide_banner()


## Deprecated, removed in the next release: call [code]GameSdk.game.is_supported()[/code], which this forwards to.
## @deprecated
func game_is_supported() -> bool:
	_deprecated("game_is_supported", "game.is_supported")
	return game.is_supported()


## Deprecated, removed in the next release: call [code]GameSdk.game.gameplay_start()[/code], which this forwards to.
## @deprecated
func game_gameplay_start() -> Result:
	_deprecated("game_gameplay_start", "game.gameplay_start")
	return game.gameplay_start()


## Deprecated, removed in the next release: call [code]GameSdk.game.gameplay_stop()[/code], which this forwards to.
## @deprecated
func game_gameplay_stop() -> Result:
	_deprecated("game_gameplay_stop", "game.gameplay_stop")
	return game.gameplay_stop()


## Deprecated, removed in the next release: call [code]GameSdk.game.invite_link()[/code], which this forwards to.
## @deprecated
func game_invite_link(data_arg: Variant = null) -> Result:
	_deprecated("game_invite_link", "game.invite_link")
	return await game.invite_link(data_arg)


## Deprecated, removed in the next release: call [code]GameSdk.analytics.is_supported()[/code], which this forwards to.
## @deprecated
func analytics_is_supported() -> bool:
	_deprecated("analytics_is_supported", "analytics.is_supported")
	return analytics.is_supported()


## Deprecated, removed in the next release: call [code]GameSdk.analytics.log_level_start()[/code], which this forwards to.
## @deprecated
func analytics_log_level_start(level: Variant) -> Result:
	_deprecated("analytics_log_level_start", "analytics.log_level_start")
	return analytics.log_level_start(level)


## Deprecated, removed in the next release: call [code]GameSdk.analytics.log_level_end()[/code], which this forwards to.
## @deprecated
func analytics_log_level_end(level: Variant, score: Variant = null, was_completed: Variant = null) -> Result:
	_deprecated("analytics_log_level_end", "analytics.log_level_end")
	return analytics.log_level_end(level, score, was_completed)


## Deprecated, removed in the next release: call [code]GameSdk.analytics.log_tutorial_start()[/code], which this forwards to.
## @deprecated
func analytics_log_tutorial_start(tutorial: Variant = null) -> Result:
	_deprecated("analytics_log_tutorial_start", "analytics.log_tutorial_start")
	return analytics.log_tutorial_start(tutorial)


## Deprecated, removed in the next release: call [code]GameSdk.analytics.log_tutorial_end()[/code], which this forwards to.
## @deprecated
func analytics_log_tutorial_end(tutorial: Variant = null, was_completed: Variant = null) -> Result:
	_deprecated("analytics_log_tutorial_end", "analytics.log_tutorial_end")
	return analytics.log_tutorial_end(tutorial, was_completed)


## Deprecated, removed in the next release: call [code]GameSdk.analytics.log_event()[/code], which this forwards to.
## @deprecated
func analytics_log_event(name: String, params: Variant = null) -> Result:
	_deprecated("analytics_log_event", "analytics.log_event")
	return analytics.log_event(name, params)


## Deprecated, removed in the next release: call [code]GameSdk.haptics.is_supported()[/code], which this forwards to.
## @deprecated
func haptics_is_supported() -> bool:
	_deprecated("haptics_is_supported", "haptics.is_supported")
	return haptics.is_supported()


## Deprecated, removed in the next release: call [code]GameSdk.haptics.trigger()[/code], which this forwards to.
## @deprecated
func haptics_trigger(style: Variant = null) -> Result:
	_deprecated("haptics_trigger", "haptics.trigger")
	return await haptics.trigger(style)


## Deprecated, removed in the next release: call [code]GameSdk.leaderboard.is_supported()[/code], which this forwards to.
## @deprecated
func leaderboard_is_supported() -> bool:
	_deprecated("leaderboard_is_supported", "leaderboard.is_supported")
	return leaderboard.is_supported()


## Deprecated, removed in the next release: call [code]GameSdk.leaderboard.submit_score()[/code], which this forwards to.
## @deprecated
func leaderboard_submit_score(leaderboard_arg: String, score: float, extra_data: Variant = null) -> Result:
	_deprecated("leaderboard_submit_score", "leaderboard.submit_score")
	return await leaderboard.submit_score(leaderboard_arg, score, extra_data)


## Deprecated, removed in the next release: call [code]GameSdk.leaderboard.get_entries()[/code], which this forwards to.
## @deprecated
func leaderboard_get_entries(leaderboard_arg: String, count: Variant = null, offset: Variant = null) -> Result:
	_deprecated("leaderboard_get_entries", "leaderboard.get_entries")
	return await leaderboard.get_entries(leaderboard_arg, count, offset)


## Deprecated, removed in the next release: call [code]GameSdk.leaderboard.get_player_entry()[/code], which this forwards to.
## @deprecated
func leaderboard_get_player_entry(leaderboard_arg: String) -> Result:
	_deprecated("leaderboard_get_player_entry", "leaderboard.get_player_entry")
	return await leaderboard.get_player_entry(leaderboard_arg)


## Deprecated, removed in the next release: call [code]GameSdk.achievements.is_supported()[/code], which this forwards to.
## @deprecated
func achievements_is_supported() -> bool:
	_deprecated("achievements_is_supported", "achievements.is_supported")
	return achievements.is_supported()


## Deprecated, removed in the next release: call [code]GameSdk.achievements.get_achievements()[/code], which this forwards to.
## @deprecated
func achievements_get_achievements() -> Result:
	_deprecated("achievements_get_achievements", "achievements.get_achievements")
	return await achievements.get_achievements()


## Deprecated, removed in the next release: call [code]GameSdk.achievements.unlock()[/code], which this forwards to.
## @deprecated
func achievements_unlock(achievement_id: String) -> Result:
	_deprecated("achievements_unlock", "achievements.unlock")
	return await achievements.unlock(achievement_id)


## Deprecated, removed in the next release: call [code]GameSdk.tournament.is_supported()[/code], which this forwards to.
## @deprecated
func tournament_is_supported() -> bool:
	_deprecated("tournament_is_supported", "tournament.is_supported")
	return tournament.is_supported()


## Deprecated, removed in the next release: call [code]GameSdk.tournament.get_all()[/code], which this forwards to.
## @deprecated
func tournament_get_all() -> Result:
	_deprecated("tournament_get_all", "tournament.get_all")
	return await tournament.get_all()


## Deprecated, removed in the next release: call [code]GameSdk.tournament.create()[/code], which this forwards to.
## @deprecated
func tournament_create(options: Variant) -> Result:
	_deprecated("tournament_create", "tournament.create")
	return await tournament.create(options)


## Deprecated, removed in the next release: call [code]GameSdk.tournament.post_score()[/code], which this forwards to.
## @deprecated
func tournament_post_score(score: float) -> Result:
	_deprecated("tournament_post_score", "tournament.post_score")
	return await tournament.post_score(score)


## Deprecated, removed in the next release: call [code]GameSdk.tournament.join()[/code], which this forwards to.
## @deprecated
func tournament_join(tournament_id: String) -> Result:
	_deprecated("tournament_join", "tournament.join")
	return await tournament.join(tournament_id)


## Deprecated, removed in the next release: call [code]GameSdk.tournament.share()[/code], which this forwards to.
## @deprecated
func tournament_share(options: Variant) -> Result:
	_deprecated("tournament_share", "tournament.share")
	return await tournament.share(options)


## Deprecated, removed in the next release: call [code]GameSdk.stats.is_supported()[/code], which this forwards to.
## @deprecated
func stats_is_supported() -> bool:
	_deprecated("stats_is_supported", "stats.is_supported")
	return stats.is_supported()


## Deprecated, removed in the next release: call [code]GameSdk.stats.get_stats()[/code], which this forwards to.
## @deprecated
func stats_get_stats(keys: Variant = null) -> Result:
	_deprecated("stats_get_stats", "stats.get_stats")
	return await stats.get_stats(keys)


## Deprecated, removed in the next release: call [code]GameSdk.stats.post_stats()[/code], which this forwards to.
## @deprecated
func stats_post_stats(stats_arg: Variant) -> Result:
	_deprecated("stats_post_stats", "stats.post_stats")
	return await stats.post_stats(stats_arg)


## Deprecated, removed in the next release: call [code]GameSdk.stats.increment_stats()[/code], which this forwards to.
## @deprecated
func stats_increment_stats(increments: Variant) -> Result:
	_deprecated("stats_increment_stats", "stats.increment_stats")
	return await stats.increment_stats(increments)


## Deprecated, removed in the next release: call [code]GameSdk.friends.is_supported()[/code], which this forwards to.
## @deprecated
func friends_is_supported() -> bool:
	_deprecated("friends_is_supported", "friends.is_supported")
	return friends.is_supported()


## Deprecated, removed in the next release: call [code]GameSdk.friends.get_friends()[/code], which this forwards to.
## @deprecated
func friends_get_friends() -> Result:
	_deprecated("friends_get_friends", "friends.get_friends")
	return await friends.get_friends()


## Deprecated, removed in the next release: call [code]GameSdk.reviews.is_supported()[/code], which this forwards to.
## @deprecated
func reviews_is_supported() -> bool:
	_deprecated("reviews_is_supported", "reviews.is_supported")
	return reviews.is_supported()


## Deprecated, removed in the next release: call [code]GameSdk.reviews.request_review()[/code], which this forwards to.
## @deprecated
func reviews_request_review() -> Result:
	_deprecated("reviews_request_review", "reviews.request_review")
	return await reviews.request_review()


## Deprecated, removed in the next release: call [code]GameSdk.remote_config.is_supported()[/code], which this forwards to.
## @deprecated
func remote_config_is_supported() -> bool:
	_deprecated("remote_config_is_supported", "remote_config.is_supported")
	return remote_config.is_supported()


## Deprecated, removed in the next release: call [code]GameSdk.remote_config.get_config()[/code], which this forwards to.
## @deprecated
func remote_config_get_config(keys: Variant = null) -> Result:
	_deprecated("remote_config_get_config", "remote_config.get_config")
	return await remote_config.get_config(keys)
