# Generated from sdk-core/api/mock-platform.json by scripts/codegen. Do not edit by hand.
#
# The mock platform's behaviour every engine's mock shares: who the player is, what signed values
# say, the player's scripted choices, the events, and the control verbs with their arguments
# (GameSdk.mock's methods, answering in the game's key style: snake_case, the game's data as written).
extends RefCounted

const ValueKeys = preload("res://addons/gamesdk/runtime/value_keys.gd")

## The player every mock starts with, a guest.
const FIRST_PLAYER_ID := "player-1"
## A purchase token is this and a number counting from 1.
const PURCHASE_TOKEN_PREFIX := "mock-purchase-"
## Every signed value: nothing is signed outside the mock platform server.
const UNSIGNED := "mock-unsigned"
## The choices of each kind of step the player decides (GameSdk.mock.set_outcome).
const OUTCOMES := {"checkout": ["buy", "close"], "registration": ["register", "close"], "share": ["share", "close"]}
## The events GameSdk.mock.fire raises, by the mock platform's names.
const EVENTS := ["pause", "resume", "exitRequested"]
## The control verbs, snake_case, each with its arguments in order.
const VERBS := {
	## Back to a fresh launch: a guest (identities.firstPlayerId) with no data, purchases, notifications, referrals or entry payload, the default catalog with no plan held, no outcomes or faults, purchases offered, and the SDK not initialised.
	"reset": [],
	## The current player.
	"get_player": [],
	## Switches to player id (absent: the current one; a new id is a new guest with no data, purchases or plans held) and sets whether they are registered (absent: unchanged).
	"set_player": [{"name": "player", "type": "object", "keys": [{"name": "id", "type": "string", "optional": true, "nonEmpty": true}, {"name": "registered", "type": "boolean", "optional": true}]}],
	## The current player's stored data.
	"get_player_data": [],
	## The current player's scheduled notifications.
	"get_notifications": [],
	## The current player's unconsumed purchases, oldest first (all of them, not 50 a call).
	"get_purchases": [],
	## Adds count paid, unconsumed purchases of productId (absent: the catalog's first product) for the current player; answers the player's unconsumed purchases.
	"seed_purchases": [{"name": "count", "type": "integer", "min": 1}, {"name": "productId", "type": "string", "optional": true}],
	## Makes count consume calls fail with OPERATION_FAILED after after more succeed (replacing any earlier setting); a failed purchase stays pending.
	"fail_next_consume": [{"name": "count", "type": "integer", "optional": true, "default": 1, "min": 0}, {"name": "after", "type": "integer", "optional": true, "default": 0, "min": 0}],
	## The catalog's plans with the current player's status of each.
	"get_subscriptions": [],
	## Sets the current player's status of a plan (active: held).
	"set_subscription": [{"name": "productId", "type": "string"}, {"name": "status", "type": "string", "optional": true, "default": "active"}],
	## Adds an invited player who registered to the current player's referrals.
	"add_referral": [{"name": "playerId", "type": "string", "nonEmpty": true}],
	## The entry payload session.getEntryPointData answers (null: none).
	"set_entry_payload": [{"name": "payload", "type": "object", "nullable": true}],
	## Fires a platform event at the game (its pause, resume or exit-requested listeners run).
	"fire": [{"name": "event", "type": "string", "oneOf": ["pause", "resume", "exitRequested"]}],
	## The player's choice for the next times steps of kind, applied when the step opens (outcomes.appliesAt).
	"set_outcome": [{"name": "kind", "type": "string", "oneOf": ["checkout", "registration", "share"]}, {"name": "choice", "type": "string", "choicesOf": "kind"}, {"name": "times", "type": "integer", "optional": true, "default": 1, "min": 1}],
	## Drops every outcome set with setOutcome.
	"clear_outcomes": [],
	## false plays a platform without purchases, as the local fallback: the iap capability checks answer false, every other iap call fails FEATURE_NOT_SUPPORTED, a recovery completes with an empty report.
	"set_offers_purchases": [{"name": "offers", "type": "boolean"}],
}
## What the mock does (mock-platform.json engineMock): the state of a launch and of a new player,
## each catalog plan's status for them, and the guards around an operation's argument checks.
const ENGINE := {"launch": {"initialized": false, "started": false, "offersPurchases": true, "outcomes": {}, "nextToken": 0, "prompts": {}, "nextPrompt": 0, "entryPayload": null, "consumed": {}, "consumeFaults": {"count": 0, "after": 0}}, "newPlayer": {"registered": false, "store": {}, "notifications": {}, "purchases": [], "referrals": [], "plans": []}, "plan": {"isActive": false, "status": "inactive", "signedRequest": "$unsigned"}, "guards": {"started": {"holds": "started", "code": "INVALID_OPERATION", "rule": "notStarted"}, "registered": {"holds": "registered", "code": "PLAYER_NOT_AUTHENTICATED", "rule": "guestNotification"}, "guest": {"holds": "registered", "is": false, "code": "INVALID_OPERATION", "rule": "alreadyRegistered"}}}
## Each mock feature of the operation table: anytime, before, after, and do, set or append, then answer.
const FEATURES := {
	"lifecycle.initialize": {"anytime": true, "set": {"initialized": true}},
	"lifecycle.initialized": {"anytime": true, "answer": "$initialized"},
	"lifecycle.progress": {},
	"lifecycle.start": {"set": {"started": true}},
	"store.getString": {"do": "getString"},
	"store.setString": {"do": "setString"},
	"store.remove": {"do": "remove"},
	"store.flush": {"answer": true},
	"store.usage": {"do": "usage"},
	"store.getMany": {"do": "getMany"},
	"store.setMany": {"do": "setMany"},
	"player.id": {"answer": "$playerId"},
	"player.mode": {"answer": {"$if": "registered", "then": "authorized", "else": "lite"}},
	"player.name": {"answer": null},
	"player.photo": {"answer": null},
	"player.registered": {"answer": "$registered"},
	"player.signIn": {"answer": {"id": "$playerId", "mode": {"$if": "registered", "then": "authorized", "else": "lite"}, "name": null, "photo": null}},
	"player.signed": {"answer": {"playerId": "$playerId", "signature": "$unsigned"}},
	"player.botAvatar": {"do": "botAvatar"},
	"prompt.open": {"after": ["guest"], "do": "openPrompt"},
	"prompt.login": {"anytime": true, "do": "login"},
	"notifications.schedule": {"after": ["registered"], "do": "schedule"},
	"notifications.scheduleWeek": {"after": ["registered"], "do": "scheduleWeek"},
	"notifications.cancel": {"after": ["registered"], "do": "cancel"},
	"notifications.cancelAll": {"after": ["registered"], "set": {"notifications": {}}},
	"shop.catalog": {"answer": "$catalog"},
	"shop.purchase": {"before": ["started"], "do": "purchase"},
	"shop.purchases": {"do": "purchases"},
	"shop.consume": {"do": "consume"},
	"shop.plans": {"answer": {"$if": "registered", "then": "$plans", "else": []}},
	"shop.subscribe": {"before": ["started"], "do": "subscribe"},
	"session.entryPoint": {"answer": "$entryPayload"},
	"share.image": {},
	"share.invite": {},
	"share.referrals": {"answer": {"referrals": "$referrals", "signedRequest": "$unsigned"}},
	"ads.interstitial": {"do": "noAd"},
	"ads.rewarded": {"do": "noAd"},
}
## Each control verb, snake_case: set, append or do, then answer.
const DOINGS := {
	"reset": {"do": "reset"},
	"get_player": {"answer": {"id": "$playerId", "registered": "$registered"}},
	"set_player": {"do": "setPlayer"},
	"get_player_data": {"answer": "$store"},
	"get_notifications": {"answer": "$notifications"},
	"get_purchases": {"answer": "$purchases"},
	"seed_purchases": {"do": "seedPurchases", "answer": "$purchases"},
	"fail_next_consume": {"set": {"consumeFaults": {"count": "@count", "after": "@after"}}},
	"get_subscriptions": {"answer": "$plans"},
	"set_subscription": {"do": "setSubscription"},
	"add_referral": {"append": {"referrals": {"playerId": "@playerId"}}},
	"set_entry_payload": {"set": {"entryPayload": "@payload"}},
	"fire": {"do": "fire", "later": true},
	"set_outcome": {"do": "setOutcome"},
	"clear_outcomes": {"set": {"outcomes": {}}},
	"set_offers_purchases": {"set": {"offersPurchases": "@offers"}},
}


## Runs the control verb `verb` (snake_case) with its arguments (runtime/mock_platform.gd).
func _verb(_verb_name: String, _args: Array) -> Variant:
	return null


## Back to a fresh launch: a guest (identities.firstPlayerId) with no data, purchases, notifications, referrals or entry payload, the default catalog with no plan held, no outcomes or faults, purchases offered, and the SDK not initialised.
func reset() -> void:
	_verb("reset", [])


## The current player.
func get_player() -> Dictionary:
	return ValueKeys.rekey(_verb("get_player", []), true)


## Switches to player id (absent: the current one; a new id is a new guest with no data, purchases or plans held) and sets whether they are registered (absent: unchanged).
func set_player(player: Dictionary) -> void:
	_verb("set_player", [player])


## The current player's stored data.
func get_player_data() -> Dictionary:
	return _verb("get_player_data", [])


## The current player's scheduled notifications.
func get_notifications() -> Dictionary:
	return ValueKeys.rekey_by_id(_verb("get_notifications", []))


## The current player's unconsumed purchases, oldest first (all of them, not 50 a call).
func get_purchases() -> Array:
	return ValueKeys.rekey(_verb("get_purchases", []), true)


## Adds count paid, unconsumed purchases of productId (absent: the catalog's first product) for the current player; answers the player's unconsumed purchases.
func seed_purchases(count: int, product_id: String = "") -> Array:
	return ValueKeys.rekey(_verb("seed_purchases", [count, product_id]), true)


## Makes count consume calls fail with OPERATION_FAILED after after more succeed (replacing any earlier setting); a failed purchase stays pending.
func fail_next_consume(count: int = 1, after: int = 0) -> void:
	_verb("fail_next_consume", [count, after])


## The catalog's plans with the current player's status of each.
func get_subscriptions() -> Array:
	return ValueKeys.rekey(_verb("get_subscriptions", []), true)


## Sets the current player's status of a plan (active: held).
func set_subscription(product_id: String, status: String = "active") -> void:
	_verb("set_subscription", [product_id, status])


## Adds an invited player who registered to the current player's referrals.
func add_referral(player_id: String) -> void:
	_verb("add_referral", [player_id])


## The entry payload session.getEntryPointData answers (null: none).
func set_entry_payload(payload: Variant) -> void:
	_verb("set_entry_payload", [payload])


## Fires a platform event at the game (its pause, resume or exit-requested listeners run).
func fire(event: String) -> void:
	_verb("fire", [event])
	await Engine.get_main_loop().process_frame


## The player's choice for the next times steps of kind, applied when the step opens (outcomes.appliesAt).
func set_outcome(kind: String, choice: String, times: int = 1) -> void:
	_verb("set_outcome", [kind, choice, times])


## Drops every outcome set with setOutcome.
func clear_outcomes() -> void:
	_verb("clear_outcomes", [])


## false plays a platform without purchases, as the local fallback: the iap capability checks answer false, every other iap call fails FEATURE_NOT_SUPPORTED, a recovery completes with an empty report.
func set_offers_purchases(offers: bool) -> void:
	_verb("set_offers_purchases", [offers])
