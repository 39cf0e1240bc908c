-- Generated from sdk-core/api/mock-platform.json by scripts/codegen. Do not edit by hand.
--
-- The mock platform's behaviour every engine's mock shares: who the player is, what signed values
-- say, the player's scripted choices, the events, and the control verbs with their arguments.

local M = {}

M.FIRST_PLAYER_ID = "player-1"
-- A purchase token is this and a number counting from 1.
M.PURCHASE_TOKEN_PREFIX = "mock-purchase-"
-- Every signed value: nothing is signed outside the mock platform server.
M.UNSIGNED = "mock-unsigned"
-- The choices of each kind of step the player decides (control.set_outcome).
M.OUTCOMES = {
    checkout = { "buy", "close" },
    registration = { "register", "close" },
    share = { "share", "close" },
}
M.EVENTS = { "pause", "resume", "exitRequested" }
-- The faults a test injects, by kind: the control verb (count, after) and the failure's code and message.
M.FAULTS = {
    consume = { verb = "fail_next_consume", code = "OPERATION_FAILED", message = "consume_failed" },
}
-- What an operation needs of the state before it acts (engineMock guards): the state value it
-- reads, the value it needs, and the refusal's code and message (given the operation's context).
M.GUARDS = {
    started = { holds = "started", is = true, code = "INVALID_OPERATION", rule = "not_started" },
    registered = { holds = "registered", is = true, code = "PLAYER_NOT_AUTHENTICATED", rule = "guest_notification" },
    guest = { holds = "registered", is = false, code = "INVALID_OPERATION", rule = "already_registered" },
}
-- The guards of each mock feature that has any, in order before and after its argument checks.
M.FEATURE_GUARDS = {
    ["prompt.open"] = { before = {}, after = { "guest" } },
    ["notifications.schedule"] = { before = {}, after = { "registered" } },
    ["notifications.scheduleWeek"] = { before = {}, after = { "registered" } },
    ["notifications.cancel"] = { before = {}, after = { "registered" } },
    ["notifications.cancelAll"] = { before = {}, after = { "registered" } },
    ["shop.purchase"] = { before = { "started" }, after = {} },
    ["shop.subscribe"] = { before = { "started" }, after = {} },
}
-- The control verbs, snake_case, each with its arguments in order.
M.VERBS = {
    -- Back to a fresh launch: a guest (identities.firstPlayerId) with no data, purchases, notifications, referrals or entry payload, the default catalog with no plan held, no outcomes or faults, purchases offered, and the SDK not initialised.
    reset = {},
    -- The current player.
    get_player = {},
    -- Switches to player id (absent: the current one; a new id is a new guest with no data, purchases or plans held) and sets whether they are registered (absent: unchanged).
    set_player = { { name = "player", type = "object", keys = { { name = "id", type = "string", optional = true, non_empty = true }, { name = "registered", type = "boolean", optional = true } } } },
    -- The current player's stored data.
    get_player_data = {},
    -- The current player's scheduled notifications.
    get_notifications = {},
    -- The current player's unconsumed purchases, oldest first (all of them, not 50 a call).
    get_purchases = {},
    -- Adds count paid, unconsumed purchases of productId (absent: the catalog's first product) for the current player; answers the player's unconsumed purchases.
    seed_purchases = { { name = "count", type = "integer", min = 1 }, { name = "product_id", type = "string", optional = true } },
    -- Makes count consume calls fail with OPERATION_FAILED after after more succeed (replacing any earlier setting); a failed purchase stays pending.
    fail_next_consume = { { name = "count", type = "integer", optional = true, default = 1, min = 0 }, { name = "after", type = "integer", optional = true, default = 0, min = 0 } },
    -- The catalog's plans with the current player's status of each.
    get_subscriptions = {},
    -- Sets the current player's status of a plan (active: held).
    set_subscription = { { name = "product_id", type = "string" }, { name = "status", type = "string", optional = true, default = "active" } },
    -- Adds an invited player who registered to the current player's referrals.
    add_referral = { { name = "player_id", type = "string", non_empty = true } },
    -- The entry payload session.getEntryPointData answers (null: none).
    set_entry_payload = { { name = "payload", type = "object", nullable = true } },
    -- Fires a platform event at the game (its pause, resume or exit-requested listeners run).
    fire = { { name = "event", type = "string", one_of = { "pause", "resume", "exitRequested" } } },
    -- The player's choice for the next times steps of kind, applied when the step opens (outcomes.appliesAt).
    set_outcome = { { name = "kind", type = "string", one_of = { "checkout", "registration", "share" } }, { name = "choice", type = "string", choices_of = "kind" }, { name = "times", type = "integer", optional = true, default = 1, min = 1 } },
    -- Drops every outcome set with setOutcome.
    clear_outcomes = {},
    -- false plays a platform without purchases, as the local fallback: the iap capability checks answer false, every other iap call fails FEATURE_NOT_SUPPORTED, a recovery completes with an empty report.
    set_offers_purchases = { { name = "offers", type = "boolean" } },
}

return M
