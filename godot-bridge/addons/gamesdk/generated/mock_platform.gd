# Generated from sdk-core/api/mock-platform.json by scripts/codegen. Do not edit by hand.
#
# The mock platform's behaviour every engine's mock shares: who the player is, what signed values
# say, the player's scripted choices, the events, and the control verbs with their arguments.
extends RefCounted

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
