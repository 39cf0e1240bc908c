# Generated from sdk-core/api/operations.json by scripts/codegen. Do not edit by hand.
#
# The module objects of the GameSdk singleton (GameSdk.player, GameSdk.iap, ...): one class per
# module of the SDK, each method one operation of it, run by the GameSdk node that made the object.
extends RefCounted

const Result = preload("res://addons/gamesdk/runtime/result.gd")
const SdkNode = preload("res://addons/gamesdk/runtime/sdk_node.gd")


## What every module object holds: the GameSdk node whose runtime runs its calls.
class Module extends RefCounted:
	var _sdk: SdkNode


	func _init(sdk: SdkNode) -> void:
		_sdk = sdk


## GameSdk.data. The data module of the SDK: [code]is_supported()[/code], [code]get_string()[/code], [code]set_string()[/code], [code]set_string_async()[/code], [code]remove_key()[/code], [code]flush()[/code], [code]get_usage()[/code].
class DataModule extends Module:
	## Always true: every platform has a player store.
	## data.isSupported of the SDK. Answers at once with a bool, never an error: false before initialisation (and on a page without the SDK).
	func is_supported() -> bool:
		return _sdk._run_check("data.isSupported")


	## The saved string for [param key], or null when there is none. A value saved through [code]GameSdk.player.set_data()[/code] that is not a string comes back as its JSON text.
	## data.getString of the SDK (errors name data.getString). Answers at once: the result holds the value or the error.
	func get_string(key: String) -> Result:
		return _sdk._run_sync("data.getString", [key])


	## Saves [param value] under [param key] at once in memory; the platform write follows within the tick, coalesced with other changes. Past the platform's limit the write is skipped with a warning (every skipped write is reported; a loop's skips are summed up once a second) and stored data is unchanged. Throws an error ([code]INVALID_PARAM[/code]) for a blank key.
	## data.setString of the SDK (errors name data.setString). Answers at once: the result is ok or holds the error.
	func set_string(key: String, value: String) -> Result:
		return _sdk._run_sync("data.setString", [key, value])


	## Like [code]GameSdk.data.set_string()[/code], and completes true once stored on the platform, false when the write was refused (over the limit) or failed (it is retried on the next save).
	## data.setStringAsync of the SDK (errors name data.setStringAsync). Await it: [code]var result := await GameSdk.data.set_string_async(...)[/code].
	func set_string_async(key: String, value: String) -> Result:
		return await _sdk._run_async("data.setStringAsync", [key, value])


	## Removes [param key].
	## data.removeKey of the SDK (errors name data.removeKey). Answers at once: the result is ok or holds the error.
	func remove_key(key: String) -> Result:
		return _sdk._run_sync("data.removeKey", [key])


	## Writes pending changes now; completes true once stored.
	## data.flushAsync of the SDK (errors name data.flushAsync). Await it: [code]var result := await GameSdk.data.flush(...)[/code].
	func flush() -> Result:
		return await _sdk._run_async("data.flushAsync", [])


	## Bytes the player's data uses, and the platform's limit.
	## data.getUsage of the SDK (errors name data.getUsage). Answers at once: the result holds the value or the error.
	func get_usage() -> Result:
		return _sdk._run_sync("data.getUsage", [])


## GameSdk.player. The player module of the SDK: [code]is_supported()[/code], [code]get_id()[/code], [code]get_mode()[/code], [code]get_name()[/code], [code]get_photo()[/code], [code]get_data()[/code], [code]set_data()[/code], [code]get_signed_player_info()[/code], [code]is_bot_avatar_supported()[/code], [code]get_bot_avatar()[/code].
class PlayerModule extends Module:
	## Whether this module is offered.
	## player.isSupported of the SDK. Answers at once with a bool, never an error: false before initialisation (and on a page without the SDK).
	func is_supported() -> bool:
		return _sdk._run_check("player.isSupported")


	## Stable id of the player, guest or registered.
	## player.getId of the SDK (errors name player.getId). Answers at once: the result holds the value or the error.
	func get_id() -> Result:
		return _sdk._run_sync("player.getId", [])


	## [code]authorized[/code] (registered) or [code]lite[/code] (guest).
	## player.getMode of the SDK (errors name player.getMode). Answers at once: the result holds the value or the error.
	func get_mode() -> Result:
		return _sdk._run_sync("player.getMode", [])


	## Display name; [code]null[/code] when there is none.
	## player.getName of the SDK (errors name player.getName). Answers at once: the result holds the value or the error.
	func get_name() -> Result:
		return _sdk._run_sync("player.getName", [])


	## Photo URL; [code]null[/code] when there is none.
	## player.getPhoto of the SDK (errors name player.getPhoto). Answers at once: the result holds the value or the error.
	func get_photo() -> Result:
		return _sdk._run_sync("player.getPhoto", [])


	## Values for [param keys] from the player store (the same store as [code]GameSdk.data[/code]); missing keys are left out.
	## player.getDataAsync of the SDK (errors name player.getDataAsync). Await it: [code]var result := await GameSdk.player.get_data(...)[/code].
	func get_data(keys: Variant) -> Result:
		return await _sdk._run_async("player.getDataAsync", [keys])


	## Saves every entry of [param data] or none: past the platform's limit it fails with [code]DATA_LIMIT_EXCEEDED[/code] and stored data is unchanged; a value nested past 32 levels of arrays and objects, or text with a lone UTF-16 surrogate, fails with [code]INVALID_PARAM[/code]. Completes once stored; a write the platform refuses fails with its error and is not retried.
	## player.setDataAsync of the SDK (errors name player.setDataAsync). Await it: [code]var result := await GameSdk.player.set_data(...)[/code].
	func set_data(data: Variant) -> Result:
		return await _sdk._run_async("player.setDataAsync", [data])


	## Signed proof of the player's identity, to verify on a server (kind [code]player[/code]).
	## player.getSignedPlayerInfoAsync of the SDK (errors name player.getSignedPlayerInfoAsync). Await it: [code]var result := await GameSdk.player.get_signed_player_info(...)[/code].
	func get_signed_player_info() -> Result:
		return await _sdk._run_async("player.getSignedPlayerInfoAsync", [])


	## Whether [code]GameSdk.player.get_bot_avatar()[/code] is available; check first and keep your own art as fallback.
	## player.isBotAvatarSupported of the SDK (errors name player.isBotAvatarSupported). Answers at once: the result holds the value or the error.
	func is_bot_avatar_supported() -> Result:
		return _sdk._run_sync("player.isBotAvatarSupported", [])


	## A picture URL for a bot named [param username]; the same name always gives the same picture. [param size] is 1 to 1024 pixels.
	## player.getBotAvatarAsync of the SDK (errors name player.getBotAvatarAsync). Await it: [code]var result := await GameSdk.player.get_bot_avatar(...)[/code].
	func get_bot_avatar(username: String, size: float) -> Result:
		return await _sdk._run_async("player.getBotAvatarAsync", [username, size])


## GameSdk.auth. The auth module of the SDK: [code]is_supported()[/code], [code]is_authenticated()[/code], [code]show_registration_prompt()[/code], [code]sign_in()[/code].
class AuthModule extends Module:
	## Whether this module is offered.
	## auth.isSupported of the SDK. Answers at once with a bool, never an error: false before initialisation (and on a page without the SDK).
	func is_supported() -> bool:
		return _sdk._run_check("auth.isSupported")


	## True for a registered player.
	## auth.isAuthenticated of the SDK (errors name auth.isAuthenticated). Answers at once: the result holds the value or the error.
	func is_authenticated() -> Result:
		return _sdk._run_sync("auth.isAuthenticated", [])


	## Shows the platform's registration prompt to a guest and returns it, or calls [param on_error] at once and returns null: [code]INVALID_PARAM[/code] when the message is blank, over 140 characters or lacks exactly one [code]{{registrationCode}}[/code]; [code]INVALID_OPERATION[/code] for a registered player. [param on_close] is called once when the prompt closes.
	## auth.showRegistrationPrompt of the SDK (errors name auth.showRegistrationPrompt). The result's value is the prompt (runtime/registration_prompt.gd): its [code]closed[/code] signal, and [code]await prompt.login()[/code].
	func show_registration_prompt(options: Variant) -> Result:
		return _sdk._run_prompt("auth.showRegistrationPrompt", [options])


	## Asks the platform to sign the player in; completes with the player.
	## auth.signInAsync of the SDK (errors name auth.signInAsync). Await it: [code]var result := await GameSdk.auth.sign_in(...)[/code].
	func sign_in() -> Result:
		return await _sdk._run_async("auth.signInAsync", [])


## GameSdk.notifications. The notifications module of the SDK: [code]is_supported()[/code], [code]schedule()[/code], [code]schedule_week()[/code], [code]cancel()[/code], [code]cancel_all()[/code].
class NotificationsModule extends Module:
	## Whether this module is offered.
	## notifications.isSupported of the SDK. Answers at once with a bool, never an error: false before initialisation (and on a page without the SDK).
	func is_supported() -> bool:
		return _sdk._run_check("notifications.isSupported")


	## Schedules a notification; the same id replaces the earlier one. Only registered players receive notifications: for a guest it fails with [code]PLAYER_NOT_AUTHENTICATED[/code]. A body over 100 characters, a day outside 0 to 7, or both image fields fail with [code]INVALID_PARAM[/code].
	## notifications.scheduleAsync of the SDK (errors name notifications.scheduleAsync). Await it: [code]var result := await GameSdk.notifications.schedule(...)[/code].
	func schedule(options: Variant) -> Result:
		return await _sdk._run_async("notifications.scheduleAsync", [options])


	## Schedules the D1 to D7 week of launch checklist item 5: seven entries, the first for day 1 and the last for day 7, each with its own title and body (no two alike), a body of at most 100 characters and an image ([code]image_asset_id[/code] or [code]image_data_url[/code]). The ids are stable ([code]gamesdk-week-d1[/code] to [code]gamesdk-week-d7[/code]), so a later week replaces the earlier one. Completes with what was scheduled. A broken rule fails with [code]INVALID_PARAM[/code] naming the day and the rule, before anything is scheduled; a guest's call with [code]PLAYER_NOT_AUTHENTICATED[/code].
	## notifications.scheduleWeekAsync of the SDK (errors name notifications.scheduleWeekAsync). Await it: [code]var result := await GameSdk.notifications.schedule_week(...)[/code].
	func schedule_week(entries: Variant) -> Result:
		return await _sdk._run_async("notifications.scheduleWeekAsync", [entries])


	## Cancels the notification with [param id].
	## notifications.cancelAsync of the SDK (errors name notifications.cancelAsync). Await it: [code]var result := await GameSdk.notifications.cancel(...)[/code].
	func cancel(id: String) -> Result:
		return await _sdk._run_async("notifications.cancelAsync", [id])


	## Cancels the notifications scheduled in this page session only; use stable ids and [code]GameSdk.notifications.cancel()[/code] for the rest.
	## notifications.cancelAllAsync of the SDK (errors name notifications.cancelAllAsync). Await it: [code]var result := await GameSdk.notifications.cancel_all(...)[/code].
	func cancel_all() -> Result:
		return await _sdk._run_async("notifications.cancelAllAsync", [])


## GameSdk.iap. The iap module of the SDK: [code]is_supported()[/code], [code]is_subscription_supported()[/code], [code]get_catalog()[/code], [code]purchase()[/code], [code]get_purchases()[/code], [code]consume_purchase()[/code], [code]get_subscriptions()[/code], [code]subscribe()[/code], [code]recover_purchases()[/code], [code]format_offer()[/code].
class IapModule extends Module:
	## Whether items can be bought here.
	## iap.isSupported of the SDK. Answers at once with a bool, never an error: false before initialisation (and on a page without the SDK).
	func is_supported() -> bool:
		return _sdk._run_check("iap.isSupported")


	## Whether subscriptions can be bought here.
	## iap.isSubscriptionSupported of the SDK. Answers at once with a bool, never an error: false before initialisation (and on a page without the SDK).
	func is_subscription_supported() -> bool:
		return _sdk._run_check("iap.isSubscriptionSupported")


	## Products for sale; [code]price_amount[/code] is a decimal such as 4.99.
	## iap.getCatalogAsync of the SDK (errors name iap.getCatalogAsync). Await it: [code]var result := await GameSdk.iap.get_catalog(...)[/code].
	func get_catalog() -> Result:
		return await _sdk._run_async("iap.getCatalogAsync", [])


	## Opens the checkout. A closed checkout fails with [code]IAP_PURCHASE_CANCELLED[/code]; a call before [code]GameSdk.start_game()[/code] completed fails with [code]INVALID_OPERATION[/code]. [code]developer_payload[/code] stays in the game.
	## iap.purchaseAsync of the SDK (errors name iap.purchaseAsync). Await it: [code]var result := await GameSdk.iap.purchase(...)[/code].
	func purchase(options: Variant) -> Result:
		return await _sdk._run_async("iap.purchaseAsync", [options])


	## Unconsumed purchases, at most 50 per call; more appear only after consuming. Recover in rounds until a round consumes nothing.
	## iap.getPurchasesAsync of the SDK (errors name iap.getPurchasesAsync). Await it: [code]var result := await GameSdk.iap.get_purchases(...)[/code].
	func get_purchases() -> Result:
		return await _sdk._run_async("iap.getPurchasesAsync", [])


	## Consumes a granted purchase; safe to repeat. A consumed purchase is no longer returned.
	## iap.consumePurchaseAsync of the SDK (errors name iap.consumePurchaseAsync). Await it: [code]var result := await GameSdk.iap.consume_purchase(...)[/code].
	func consume_purchase(purchase_token: String) -> Result:
		return await _sdk._run_async("iap.consumePurchaseAsync", [purchase_token])


	## Plans as seen by the player: empty for guests. Never offer a plan whose [code]is_active[/code] is true.
	## iap.getSubscriptionsAsync of the SDK (errors name iap.getSubscriptionsAsync). Await it: [code]var result := await GameSdk.iap.get_subscriptions(...)[/code].
	func get_subscriptions() -> Result:
		return await _sdk._run_async("iap.getSubscriptionsAsync", [])


	## Opens the subscription checkout; a closed checkout completes with status [code]cancelled[/code].
	## iap.subscribeAsync of the SDK (errors name iap.subscribeAsync). Await it: [code]var result := await GameSdk.iap.subscribe(...)[/code].
	func subscribe(options: Variant) -> Result:
		return await _sdk._run_async("iap.subscribeAsync", [options])


	## Recovers pending purchases exactly once, at start-up after [code]GameSdk.start_game()[/code], with the semantics of the TypeScript [code]iap.recoverPurchasesAsync[/code]: rounds of [code]GameSdk.iap.get_purchases()[/code] until a round consumes nothing; each purchase whose token the save lacks is claimed (when [code]claim[/code] is set), granted and saved with its token in one save, then consumed once the save is stored; one the save has is only consumed; a failed step leaves it pending and is reported. The save is known stored when [code]GameSdk.data.flush()[/code], which the helper calls after the grant, completes true. Single-flight: a call made while another runs starts when it ends, on the state it left, so no purchase is granted twice; grant a purchase the player just made by calling this again with the same options ([code]GameSdk.iap.purchase()[/code] before [code]GameSdk.start_game()[/code] completed fails with [code]INVALID_OPERATION[/code]). Where the platform has no purchases it completes with an empty report. Fails with [code]INVALID_PARAM[/code] for missing options and, as a whole, only when the purchases cannot be listed.
	## iap.recoverPurchasesAsync of the SDK (errors name iap.recoverPurchasesAsync). Await it: [code]var result := await GameSdk.iap.recover_purchases(...)[/code]. options: has_token, grant and optional claim Callables (see runtime/recover_purchases.gd).
	func recover_purchases(options: Variant) -> Result:
		return await _sdk._run_recovery("iap.recoverPurchasesAsync", [options])


	## A plan's terms as one line to show in an offer, such as [code]7-day free trial, then $2.99 a month[/code], from the plan's own values: the free trial only when the player may start it ([code]trial_eligible[/code] and [code]trial_days[/code] above 0), then the price of each billing period. In [param locale]'s words and number format (pass [code]GameSdk.session.get_locale()[/code]); a locale the SDK has no words for falls back to its language, then to en-US, as does a missing one. Every engine formats from the same table, so the text is the same on each. A plan field out of its rule (a price of 0 or less, a currency that is not an ISO 4217 code, a period other than week, month or year, a trial that is not a whole number of days from 0 to 365) or a locale that is not a language tag fails with [code]INVALID_PARAM[/code] naming it. Needs no initialisation.
	## iap.formatOffer of the SDK (errors name iap.formatOffer). Answers at once: the result holds the value or the error.
	func format_offer(plan: Variant, locale: Variant = null) -> Result:
		return _sdk._run_offer_text("iap.formatOffer", [plan, locale])


## GameSdk.session. The session module of the SDK: [code]is_supported()[/code], [code]get_entry_point_data()[/code], [code]get_platform()[/code], [code]get_locale()[/code], [code]is_audio_enabled()[/code].
class SessionModule extends Module:
	## Whether this module is offered.
	## session.isSupported of the SDK. Answers at once with a bool, never an error: false before initialisation (and on a page without the SDK).
	func is_supported() -> bool:
		return _sdk._run_check("session.isSupported")


	## The platform's entry payload (from a notification, share or referral), or null. Never read from the page URL.
	## session.getEntryPointData of the SDK (errors name session.getEntryPointData). Answers at once: the result holds the value or the error.
	func get_entry_point_data() -> Result:
		return _sdk._run_sync("session.getEntryPointData", [])


	## The active platform: [code]partner[/code] on the partner platform, [code]local[/code] for the offline fallback; C# answers a Platform member ([code]unknown[/code] for a platform this version has no member for).
	## session.getPlatform of the SDK (errors name session.getPlatform). Answers at once: the result holds the value or the error.
	func get_platform() -> Result:
		return _sdk._run_sync("session.getPlatform", [])


	## Locale such as [code]en-US[/code].
	## session.getLocale of the SDK (errors name session.getLocale). Answers at once: the result holds the value or the error.
	func get_locale() -> Result:
		return _sdk._run_sync("session.getLocale", [])


	## Whether the game may play sound; always true on the partner platform.
	## session.isAudioEnabled of the SDK (errors name session.isAudioEnabled). Answers at once: the result holds the value or the error.
	func is_audio_enabled() -> Result:
		return _sdk._run_sync("session.isAudioEnabled", [])


## GameSdk.context. The context module of the SDK: [code]is_supported()[/code], [code]share()[/code].
class ContextModule extends Module:
	## Whether this module is offered (false on the partner platform, where sharing still works).
	## context.isSupported of the SDK. Answers at once with a bool, never an error: false before initialisation (and on a page without the SDK).
	func is_supported() -> bool:
		return _sdk._run_check("context.isSupported")


	## Opens the platform's share sheet with a picture.
	## context.shareAsync of the SDK (errors name context.shareAsync). Await it: [code]var result := await GameSdk.context.share(...)[/code].
	func share(options: Variant) -> Result:
		return await _sdk._run_async("context.shareAsync", [options])


## GameSdk.referrals. The referrals module of the SDK: [code]is_supported()[/code], [code]share()[/code], [code]list()[/code].
class ReferralsModule extends Module:
	## Whether this module is offered.
	## referrals.isSupported of the SDK. Answers at once with a bool, never an error: false before initialisation (and on a page without the SDK).
	func is_supported() -> bool:
		return _sdk._run_check("referrals.isSupported")


	## Opens the platform's invite flow.
	## referrals.shareAsync of the SDK (errors name referrals.shareAsync). Await it: [code]var result := await GameSdk.referrals.share(...)[/code].
	func share(options: Variant = null) -> Result:
		return await _sdk._run_async("referrals.shareAsync", [options])


	## Players this player invited who registered, with a signed list to verify before rewarding.
	## referrals.listAsync of the SDK (errors name referrals.listAsync). Await it: [code]var result := await GameSdk.referrals.list(...)[/code].
	func list() -> Result:
		return await _sdk._run_async("referrals.listAsync", [])


## GameSdk.ads. The ads module of the SDK: [code]is_supported()[/code], [code]is_banner_supported()[/code], [code]show_interstitial()[/code], [code]show_rewarded()[/code], [code]show_banner()[/code], [code]hide_banner()[/code].
class AdsModule extends Module:
	## Whether ads are offered (false on the partner platform).
	## ads.isSupported of the SDK. Answers at once with a bool, never an error: false before initialisation (and on a page without the SDK).
	func is_supported() -> bool:
		return _sdk._run_check("ads.isSupported")


	## Whether banners can be shown.
	## ads.isBannerSupported of the SDK. Answers at once with a bool, never an error: false before initialisation (and on a page without the SDK).
	func is_banner_supported() -> bool:
		return _sdk._run_check("ads.isBannerSupported")


	## Shows an interstitial: [param before_ad] then [param after_ad], or only [param on_error] ([code]NO_FILL[/code] when there is no ad).
	## ads.showInterstitial of the SDK (errors name ads.showInterstitial). callbacks: a Dictionary of Callables (before_ad, after_ad, no_fill), each optional.
	func show_interstitial(callbacks: Variant = null) -> Result:
		return _sdk._run_ad("ads.showInterstitial", [callbacks])


	## Shows a rewarded ad: [param after_ad] receives true when the player watched to the end (grant the reward). No ad: only [param on_error] with [code]NO_FILL[/code].
	## ads.showRewarded of the SDK (errors name ads.showRewarded). callbacks: a Dictionary of Callables (before_ad, after_ad, no_fill, ad_viewed, ad_dismissed), each optional.
	func show_rewarded(callbacks: Variant = null) -> Result:
		return _sdk._run_ad("ads.showRewarded", [callbacks])


	## Shows a banner; fails with [code]FEATURE_NOT_SUPPORTED[/code] where banners are not offered.
	## ads.showBannerAsync of the SDK (errors name ads.showBannerAsync). Await it: [code]var result := await GameSdk.ads.show_banner(...)[/code].
	func show_banner(position: Variant = null) -> Result:
		return await _sdk._run_async("ads.showBannerAsync", [position])


	## Hides the banner; fails with [code]FEATURE_NOT_SUPPORTED[/code] where banners are not offered.
	## ads.hideBannerAsync of the SDK (errors name ads.hideBannerAsync). Await it: [code]var result := await GameSdk.ads.hide_banner(...)[/code].
	func hide_banner() -> Result:
		return await _sdk._run_async("ads.hideBannerAsync", [])


## GameSdk.game. The game module of the SDK: [code]is_supported()[/code], [code]gameplay_start()[/code], [code]gameplay_stop()[/code], [code]invite_link()[/code].
class GameModule extends Module:
	## Whether this module is offered.
	## game.isSupported of the SDK. Answers at once with a bool, never an error: false before initialisation (and on a page without the SDK).
	func is_supported() -> bool:
		return _sdk._run_check("game.isSupported")


	## Gameplay started (a level began, the menu closed).
	## game.gameplayStart of the SDK (errors name game.gameplayStart). Answers at once: the result is ok or holds the error.
	func gameplay_start() -> Result:
		return _sdk._run_sync("game.gameplayStart", [])


	## Gameplay stopped (a level ended, a menu opened).
	## game.gameplayStop of the SDK (errors name game.gameplayStop). Answers at once: the result is ok or holds the error.
	func gameplay_stop() -> Result:
		return _sdk._run_sync("game.gameplayStop", [])


	## A link that brings a friend into the game; on the partner platform invites go through [code]GameSdk.referrals[/code] and this fails with [code]FEATURE_NOT_SUPPORTED[/code].
	## game.inviteLink of the SDK (errors name game.inviteLink). Await it: [code]var result := await GameSdk.game.invite_link(...)[/code].
	func invite_link(data: Variant = null) -> Result:
		return await _sdk._run_async("game.inviteLink", [data])


## GameSdk.analytics. The analytics module of the SDK: [code]is_supported()[/code], [code]log_level_start()[/code], [code]log_level_end()[/code], [code]log_tutorial_start()[/code], [code]log_tutorial_end()[/code], [code]log_event()[/code].
class AnalyticsModule extends Module:
	## Whether events are forwarded (false on the partner platform).
	## analytics.isSupported of the SDK. Answers at once with a bool, never an error: false before initialisation (and on a page without the SDK).
	func is_supported() -> bool:
		return _sdk._run_check("analytics.isSupported")


	## A level started. Accepted and not forwarded on the partner platform.
	## analytics.logLevelStart of the SDK (errors name analytics.logLevelStart). Answers at once: the result is ok or holds the error.
	func log_level_start(level: Variant) -> Result:
		return _sdk._run_sync("analytics.logLevelStart", [level])


	## A level ended, with its score and whether it was completed. Not forwarded on the partner platform.
	## analytics.logLevelEnd of the SDK (errors name analytics.logLevelEnd). Answers at once: the result is ok or holds the error.
	func log_level_end(level: Variant, score: Variant = null, was_completed: Variant = null) -> Result:
		return _sdk._run_sync("analytics.logLevelEnd", [level, score, was_completed])


	## A tutorial started. Not forwarded on the partner platform.
	## analytics.logTutorialStart of the SDK (errors name analytics.logTutorialStart). Answers at once: the result is ok or holds the error.
	func log_tutorial_start(tutorial: Variant = null) -> Result:
		return _sdk._run_sync("analytics.logTutorialStart", [tutorial])


	## A tutorial ended. Not forwarded on the partner platform.
	## analytics.logTutorialEnd of the SDK (errors name analytics.logTutorialEnd). Answers at once: the result is ok or holds the error.
	func log_tutorial_end(tutorial: Variant = null, was_completed: Variant = null) -> Result:
		return _sdk._run_sync("analytics.logTutorialEnd", [tutorial, was_completed])


	## A custom event with its parameters (a JSON object). Not forwarded on the partner platform.
	## analytics.logEvent of the SDK (errors name analytics.logEvent). Answers at once: the result is ok or holds the error.
	func log_event(name: String, params: Variant = null) -> Result:
		return _sdk._run_sync("analytics.logEvent", [name, params])


## GameSdk.haptics. The haptics module of the SDK: [code]is_supported()[/code], [code]trigger()[/code].
class HapticsModule extends Module:
	## Whether haptics are offered (false on the partner platform).
	## haptics.isSupported of the SDK. Answers at once with a bool, never an error: false before initialisation (and on a page without the SDK).
	func is_supported() -> bool:
		return _sdk._run_check("haptics.isSupported")


	## Completes without vibrating where haptics are not offered. [param style]: light, medium or heavy.
	## haptics.triggerAsync of the SDK (errors name haptics.triggerAsync). Await it: [code]var result := await GameSdk.haptics.trigger(...)[/code].
	func trigger(style: Variant = null) -> Result:
		return await _sdk._run_async("haptics.triggerAsync", [style])


## GameSdk.leaderboard. The leaderboard module of the SDK: [code]is_supported()[/code], [code]submit_score()[/code], [code]get_entries()[/code], [code]get_player_entry()[/code].
class LeaderboardModule extends Module:
	## Whether leaderboards are offered.
	## leaderboard.isSupported of the SDK. Answers at once with a bool, never an error: false before initialisation (and on a page without the SDK).
	func is_supported() -> bool:
		return _sdk._run_check("leaderboard.isSupported")


	## Submits a score to [param leaderboard]; completes with the player's entry.
	## leaderboard.submitScoreAsync of the SDK (errors name leaderboard.submitScoreAsync). Await it: [code]var result := await GameSdk.leaderboard.submit_score(...)[/code].
	func submit_score(leaderboard: String, score: float, extra_data: Variant = null) -> Result:
		return await _sdk._run_async("leaderboard.submitScoreAsync", [leaderboard, score, extra_data])


	## Up to [param count] entries of [param leaderboard] from [param offset].
	## leaderboard.getEntriesAsync of the SDK (errors name leaderboard.getEntriesAsync). Await it: [code]var result := await GameSdk.leaderboard.get_entries(...)[/code].
	func get_entries(leaderboard: String, count: Variant = null, offset: Variant = null) -> Result:
		return await _sdk._run_async("leaderboard.getEntriesAsync", [leaderboard, count, offset])


	## The player's entry in [param leaderboard], or null.
	## leaderboard.getPlayerEntryAsync of the SDK (errors name leaderboard.getPlayerEntryAsync). Await it: [code]var result := await GameSdk.leaderboard.get_player_entry(...)[/code].
	func get_player_entry(leaderboard: String) -> Result:
		return await _sdk._run_async("leaderboard.getPlayerEntryAsync", [leaderboard])


## GameSdk.achievements. The achievements module of the SDK: [code]is_supported()[/code], [code]get_achievements()[/code], [code]unlock()[/code].
class AchievementsModule extends Module:
	## Whether achievements are offered.
	## achievements.isSupported of the SDK. Answers at once with a bool, never an error: false before initialisation (and on a page without the SDK).
	func is_supported() -> bool:
		return _sdk._run_check("achievements.isSupported")


	## Every achievement with the player's progress.
	## achievements.getAchievementsAsync of the SDK (errors name achievements.getAchievementsAsync). Await it: [code]var result := await GameSdk.achievements.get_achievements(...)[/code].
	func get_achievements() -> Result:
		return await _sdk._run_async("achievements.getAchievementsAsync", [])


	## Unlocks the achievement with [param achievement_id].
	## achievements.unlockAsync of the SDK (errors name achievements.unlockAsync). Await it: [code]var result := await GameSdk.achievements.unlock(...)[/code].
	func unlock(achievement_id: String) -> Result:
		return await _sdk._run_async("achievements.unlockAsync", [achievement_id])


## GameSdk.tournament. The tournament module of the SDK: [code]is_supported()[/code], [code]get_all()[/code], [code]create()[/code], [code]post_score()[/code], [code]join()[/code], [code]share()[/code].
class TournamentModule extends Module:
	## Whether tournaments are offered.
	## tournament.isSupported of the SDK. Answers at once with a bool, never an error: false before initialisation (and on a page without the SDK).
	func is_supported() -> bool:
		return _sdk._run_check("tournament.isSupported")


	## Tournaments the player takes part in.
	## tournament.getAllAsync of the SDK (errors name tournament.getAllAsync). Await it: [code]var result := await GameSdk.tournament.get_all(...)[/code].
	func get_all() -> Result:
		return await _sdk._run_async("tournament.getAllAsync", [])


	## Starts a tournament with the player's first score.
	## tournament.createAsync of the SDK (errors name tournament.createAsync). Await it: [code]var result := await GameSdk.tournament.create(...)[/code].
	func create(options: Variant) -> Result:
		return await _sdk._run_async("tournament.createAsync", [options])


	## Posts a score to the current tournament.
	## tournament.postScoreAsync of the SDK (errors name tournament.postScoreAsync). Await it: [code]var result := await GameSdk.tournament.post_score(...)[/code].
	func post_score(score: float) -> Result:
		return await _sdk._run_async("tournament.postScoreAsync", [score])


	## Joins the tournament with [param tournament_id].
	## tournament.joinAsync of the SDK (errors name tournament.joinAsync). Await it: [code]var result := await GameSdk.tournament.join(...)[/code].
	func join(tournament_id: String) -> Result:
		return await _sdk._run_async("tournament.joinAsync", [tournament_id])


	## Shares the player's tournament score.
	## tournament.shareAsync of the SDK (errors name tournament.shareAsync). Await it: [code]var result := await GameSdk.tournament.share(...)[/code].
	func share(options: Variant) -> Result:
		return await _sdk._run_async("tournament.shareAsync", [options])


## GameSdk.stats. The stats module of the SDK: [code]is_supported()[/code], [code]get_stats()[/code], [code]post_stats()[/code], [code]increment_stats()[/code].
class StatsModule extends Module:
	## Whether stats are offered.
	## stats.isSupported of the SDK. Answers at once with a bool, never an error: false before initialisation (and on a page without the SDK).
	func is_supported() -> bool:
		return _sdk._run_check("stats.isSupported")


	## The player's stats, all or those named in [param keys].
	## stats.getStatsAsync of the SDK (errors name stats.getStatsAsync). Await it: [code]var result := await GameSdk.stats.get_stats(...)[/code].
	func get_stats(keys: Variant = null) -> Result:
		return await _sdk._run_async("stats.getStatsAsync", [keys])


	## Sets values.
	## stats.postStatsAsync of the SDK (errors name stats.postStatsAsync). Await it: [code]var result := await GameSdk.stats.post_stats(...)[/code].
	func post_stats(stats: Variant) -> Result:
		return await _sdk._run_async("stats.postStatsAsync", [stats])


	## Adds to the named stats; completes with the new values.
	## stats.incrementStatsAsync of the SDK (errors name stats.incrementStatsAsync). Await it: [code]var result := await GameSdk.stats.increment_stats(...)[/code].
	func increment_stats(increments: Variant) -> Result:
		return await _sdk._run_async("stats.incrementStatsAsync", [increments])


## GameSdk.friends. The friends module of the SDK: [code]is_supported()[/code], [code]get_friends()[/code].
class FriendsModule extends Module:
	## Whether friends are offered.
	## friends.isSupported of the SDK. Answers at once with a bool, never an error: false before initialisation (and on a page without the SDK).
	func is_supported() -> bool:
		return _sdk._run_check("friends.isSupported")


	## The player's friends who play this game.
	## friends.getFriendsAsync of the SDK (errors name friends.getFriendsAsync). Await it: [code]var result := await GameSdk.friends.get_friends(...)[/code].
	func get_friends() -> Result:
		return await _sdk._run_async("friends.getFriendsAsync", [])


## GameSdk.reviews. The reviews module of the SDK: [code]is_supported()[/code], [code]request_review()[/code].
class ReviewsModule extends Module:
	## Whether reviews are offered.
	## reviews.isSupported of the SDK. Answers at once with a bool, never an error: false before initialisation (and on a page without the SDK).
	func is_supported() -> bool:
		return _sdk._run_check("reviews.isSupported")


	## Asks the platform to show its review prompt; completes once it closed.
	## reviews.requestReviewAsync of the SDK (errors name reviews.requestReviewAsync). Await it: [code]var result := await GameSdk.reviews.request_review(...)[/code].
	func request_review() -> Result:
		return await _sdk._run_async("reviews.requestReviewAsync", [])


## GameSdk.remote_config. The remoteConfig module of the SDK: [code]is_supported()[/code], [code]get_config()[/code].
class RemoteConfigModule extends Module:
	## Whether remote configuration is offered.
	## remoteConfig.isSupported of the SDK. Answers at once with a bool, never an error: false before initialisation (and on a page without the SDK).
	func is_supported() -> bool:
		return _sdk._run_check("remoteConfig.isSupported")


	## Configured values of [param keys] (all when null).
	## remoteConfig.getConfigAsync of the SDK (errors name remoteConfig.getConfigAsync). Await it: [code]var result := await GameSdk.remote_config.get_config(...)[/code].
	func get_config(keys: Variant = null) -> Result:
		return await _sdk._run_async("remoteConfig.getConfigAsync", [keys])
