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
-- What the mock does (mock-platform.json engineMock, in snake_case): the state of a launch and of
-- a new player, what each catalog plan adds for them, and the guards around an argument check.
M.LAUNCH = { initialized = false, started = false, offers_purchases = true, outcomes = {}, next_token = 0, prompts = {}, next_prompt = 0, entry_payload = nil, consumed = {}, consume_faults = { count = 0, after = 0 } }
M.NEW_PLAYER = { registered = false, store = {}, notifications = {}, purchases = {}, referrals = {}, plans = {} }
M.PLAN = { is_active = false, status = "inactive", signed_request = "$unsigned" }
M.GUARDS = {
    started = { is = true, holds = "started", code = "INVALID_OPERATION", rule = "not_started" },
    registered = { is = true, holds = "registered", code = "PLAYER_NOT_AUTHENTICATED", rule = "guest_notification" },
    guest = { is = false, holds = "registered", code = "INVALID_OPERATION", rule = "already_registered" },
}
-- Each mock feature of the operation table: anytime, before, after, and do, set or append, then answer.
M.FEATURES = {
    ["lifecycle.initialize"] = { anytime = true, set = { initialized = true } },
    ["lifecycle.initialized"] = { anytime = true, answer = "$initialized" },
    ["lifecycle.progress"] = {},
    ["lifecycle.start"] = { set = { started = true } },
    ["store.getString"] = { ["do"] = "get_string" },
    ["store.setString"] = { ["do"] = "set_string" },
    ["store.remove"] = { ["do"] = "remove" },
    ["store.flush"] = { answer = true },
    ["store.usage"] = { ["do"] = "usage" },
    ["store.getMany"] = { ["do"] = "get_many" },
    ["store.setMany"] = { ["do"] = "set_many" },
    ["player.id"] = { answer = "$player_id" },
    ["player.mode"] = { answer = { ["$if"] = "registered", ["then"] = "authorized", ["else"] = "lite" } },
    ["player.name"] = { answer = nil },
    ["player.photo"] = { answer = nil },
    ["player.registered"] = { answer = "$registered" },
    ["player.signIn"] = { answer = { id = "$player_id", mode = { ["$if"] = "registered", ["then"] = "authorized", ["else"] = "lite" }, name = nil, photo = nil } },
    ["player.signed"] = { answer = { player_id = "$player_id", signature = "$unsigned" } },
    ["player.botAvatar"] = { ["do"] = "bot_avatar" },
    ["prompt.open"] = { after = { "guest" }, ["do"] = "open_prompt" },
    ["prompt.login"] = { anytime = true, ["do"] = "login" },
    ["notifications.schedule"] = { after = { "registered" }, ["do"] = "schedule" },
    ["notifications.scheduleWeek"] = { after = { "registered" }, ["do"] = "schedule_week" },
    ["notifications.cancel"] = { after = { "registered" }, ["do"] = "cancel" },
    ["notifications.cancelAll"] = { after = { "registered" }, set = { notifications = {} } },
    ["shop.catalog"] = { answer = "$catalog" },
    ["shop.purchase"] = { before = { "started" }, ["do"] = "purchase" },
    ["shop.purchases"] = { ["do"] = "purchases" },
    ["shop.consume"] = { ["do"] = "consume" },
    ["shop.plans"] = { answer = { ["$if"] = "registered", ["then"] = "$plans", ["else"] = {} } },
    ["shop.subscribe"] = { before = { "started" }, ["do"] = "subscribe" },
    ["session.entryPoint"] = { answer = "$entry_payload" },
    ["share.image"] = {},
    ["share.invite"] = {},
    ["share.referrals"] = { answer = { referrals = "$referrals", signed_request = "$unsigned" } },
    ["ads.interstitial"] = { ["do"] = "no_ad" },
    ["ads.rewarded"] = { ["do"] = "no_ad" },
}
-- Each control verb, snake_case: do, set or append, then answer.
M.DOINGS = {
    reset = { ["do"] = "reset" },
    get_player = { answer = { id = "$player_id", registered = "$registered" } },
    set_player = { ["do"] = "set_player" },
    get_player_data = { answer = "$store" },
    get_notifications = { answer = "$notifications" },
    get_purchases = { answer = "$purchases" },
    seed_purchases = { ["do"] = "seed_purchases", answer = "$purchases" },
    fail_next_consume = { set = { consume_faults = { count = "@count", after = "@after" } } },
    get_subscriptions = { answer = "$plans" },
    set_subscription = { ["do"] = "set_subscription" },
    add_referral = { append = { referrals = { player_id = "@player_id" } } },
    set_entry_payload = { set = { entry_payload = "@payload" } },
    fire = { ["do"] = "fire", later = true },
    set_outcome = { ["do"] = "set_outcome" },
    clear_outcomes = { set = { outcomes = {} } },
    set_offers_purchases = { set = { offers_purchases = "@offers" } },
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
