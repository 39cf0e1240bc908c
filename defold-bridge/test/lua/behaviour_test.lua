-- The platform's behaviour through the Lua API, the same suite for the desktop stubs and for the
-- extension (relayed to the real JS library, browser script and mock platform): the mandatory
-- call sequence, validation errors, guest notification errors, no-fill then after_ad, purchases,
-- value fidelity through the player store, events and per-call routing.
-- Usage: behaviour_test.lua <desktop|extension>   (the player starts as a guest)
local T = require("harness")
local targets = require("target")

local target = targets.open(arg[1])
local sdk = target.sdk
local await = targets.await

local function raised(fn, ...)
    return T.raises(sdk.parse_error, fn, ...)
end

T.test("the mandatory call sequence runs: initialize, loading progress, start_game", function()
    T.eq(sdk.is_initialized(), false, "before initialize")
    local err = raised(sdk.data_get_string, "save")
    T.eq(err.code, "NOT_INITIALIZED", "a call before initialize")
    targets.start(target)
    T.eq(sdk.is_initialized(), true, "after initialize")
    for _, progress in ipairs({ 0, 42.5, 100 }) do sdk.set_loading_progress(progress) end
    T.eq(sdk.session_get_platform(), "partner", "platform")
    T.eq(sdk.player_get_mode(), "lite", "a guest")
    T.eq(type(sdk.player_get_id()), "string", "player id")
end)

T.test("an error raised from inside a Lua function has its position first, and parse_error still reads it", function()
    local ok, err = pcall(function() sdk.data_get_string() end)
    T.eq(ok, false, "raised")
    T.ok(err:match("^.-:%d+: INVALID_PARAM: ") ~= nil, "position first, as luaL_error puts it: " .. tostring(err))
    T.eq(sdk.parse_error(err), { code = "INVALID_PARAM", message = "key is required", context = "sdk.data_get_string" }, "parsed")
    local _, bare = pcall(sdk.data_get_string)
    T.eq(bare, "INVALID_PARAM: key is required (sdk.data_get_string)", "no position when pcall calls the entry point itself")
    T.eq(sdk.parse_error("game.lua:12: attempt to index a nil value"), { code = "UNKNOWN", message = "game.lua:12: attempt to index a nil value", context = "" }, "a game's own error keeps its text")
end)

T.test("set_loading_progress refuses values outside 0..100 and non-numbers with INVALID_PARAM", function()
    T.eq(raised(sdk.set_loading_progress, 101).code, "INVALID_PARAM", "101")
    T.eq(raised(sdk.set_loading_progress, -1).code, "INVALID_PARAM", "-1")
    T.eq(raised(sdk.set_loading_progress, "50"), { code = "INVALID_PARAM", message = "progress must be a number, got string", context = "sdk.set_loading_progress" }, "a string")
end)

T.test("guest progress is saved with data_* and read back as itself", function()
    sdk.data_set_string("save", '{"level":3}')
    T.eq(sdk.data_get_string("save"), '{"level":3}', "read back")
    sdk.data_set_string("empty", "")
    T.eq(sdk.data_get_string("empty"), "", "an empty string stays a string")
    T.eq(sdk.data_get_string("never-written"), nil, "a missing key")
    local ok = await(sdk.data_set_string_async, "async", "v")
    T.eq(ok, true, "setStringAsync")
    local over = await(sdk.data_set_string_async, "huge", string.rep("x", 1000000))
    T.eq(over, false, "a write past 1 MB resolves false")
    T.eq(sdk.data_get_string("huge"), nil, "and wrote nothing")
    local usage = sdk.data_get_usage()
    T.ok(usage.used_bytes > 0 and usage.limit_bytes == 1000000, "usage " .. T.dump(usage))
end)

T.test("false, 0, empty strings, empty and nested tables survive the player store", function()
    local save = { f = false, z = 0, s = "", e = {}, list = { 1, { x = true, y = { "" } } }, text = "é\n\"" }
    local _, err = await(sdk.player_set_data, { save = save, flag = false, zero = 0 })
    T.eq(err, nil, "set_data error")
    local data, get_err = await(sdk.player_get_data, { "save", "flag", "zero" })
    T.eq(get_err, nil, "get_data error")
    T.eq(data, { save = save, flag = false, zero = 0 }, "read back")
end)

T.test("after a refused deep value, later saves of the session succeed and are what the platform holds", function()
    local deep = 1
    for _ = 1, 63 do deep = { deep } end
    local _, err = await(sdk.player_set_data, { deep = deep })
    T.eq(err and { code = err.code, message = err.message }, { code = "INVALID_PARAM", message = "data.deep nests deeper than 32 levels" }, "refused at the write")
    T.eq(await(sdk.data_set_string_async, "after_deep", "5"), true, "a later set_string_async")
    local _, later = await(sdk.player_set_data, { coins_after_deep = 7 })
    T.eq(later, nil, "a later set_data")
    T.eq(await(sdk.player_get_data, { "deep", "after_deep", "coins_after_deep" }), { after_deep = "5", coins_after_deep = 7 }, "read back")
    if target.stored_data then
        local stored = target.stored_data()
        T.eq({ stored.deep, stored.after_deep, stored.coins_after_deep }, { nil, "5", 7 }, "what a reload loads")
    end
end)

T.test("concurrent calls each get their own result", function()
    local results = {}
    sdk.player_get_data({ "flag" }, function(_, r) results.flag = r end)
    sdk.player_get_data({ "zero" }, function(_, r) results.zero = r end)
    sdk.data_set_string_async("k1", "v1", function(_, r) results.k1 = r end)
    T.pump(function() return results.flag and results.zero and results.k1 ~= nil end, 10000, "three results")
    T.eq(results, { flag = { flag = false }, zero = { zero = 0 }, k1 = true }, "results")
end)

T.test("pending purchases are recovered and consumed in rounds, with snake_case fields", function()
    target.seed_purchases(2, "gems_100")
    local purchases = await(sdk.iap_get_purchases)
    T.eq(#purchases, 2, "pending purchases")
    for _, purchase in ipairs(purchases) do
        T.eq(purchase.product_id, "gems_100", "product_id")
        T.eq(type(purchase.purchase_token), "string", "purchase_token")
        T.eq(type(purchase.signed_request), "string", "signed_request")
        T.eq(purchase.is_sandbox, true, "is_sandbox")
        local _, err = await(sdk.iap_consume_purchase, purchase.purchase_token)
        T.eq(err, nil, "consume")
    end
    T.eq(await(sdk.iap_get_purchases), {}, "nothing pending after consuming")
end)

T.test("sdk.iap_recover_purchases grants each purchase once, saves before consuming, keeps failures pending", function()
    local recovery = require("gamesdk.generated.composed").iap_recover_purchases
    local recover = recovery.make(sdk, recovery.context)
    target.seed_purchases(3, "gems_100")
    local pending = await(sdk.iap_get_purchases)
    local save = { tokens = { [pending[1].purchase_token] = true }, gems = 0 }
    local claims = 0
    local report = await(recover, {
        has_token = function(token) return save.tokens[token] == true end,
        claim = function(purchase, done)
            claims = claims + 1
            if claims == 2 then return done({ code = "NETWORK_FAILURE", message = "backend down", context = "claim" }) end
            done(nil)
        end,
        grant = function(purchase)
            save.gems = save.gems + 100
            save.tokens[purchase.purchase_token] = true
            sdk.data_set_string("save", tostring(save.gems))
        end,
    })
    T.eq(#report.granted, 1, "granted")
    T.eq(#report.consumed, 2, "consumed: the saved one and the granted one")
    T.eq(#report.failed, 1, "failed")
    T.eq({ report.failed[1].step, report.failed[1].error.code }, { "claim", "NETWORK_FAILURE" }, "the failed step")
    T.eq(save.gems, 100, "granted once")
    T.eq(sdk.data_get_string("save"), "100", "saved")
    local left = await(sdk.iap_get_purchases)
    T.eq(#left, 1, "the failed purchase stays pending")
    T.eq(left[1].purchase_token, report.failed[1].purchase.purchase_token, "pending token")
    local _, err = await(sdk.iap_consume_purchase, left[1].purchase_token)
    T.eq(err, nil, "clean up")
    T.eq(T.raises(sdk.parse_error, recover, { grant = function() end }).message, "has_token must be a function", "bad options")
end)

-- A game whose backend answers claims only when the test says (a slow backend), with a save of tokens.
local function slow_backend_game()
    local game = { tokens = {}, grants = {}, unanswered = {}, answers = {} }
    game.options = {
        has_token = function(token) return game.tokens[token] == true end,
        claim = function(purchase, done)
            game.unanswered[#game.unanswered + 1] = function() done(nil, { product_id = "verified:" .. purchase.purchase_token }) end
        end,
        grant = function(purchase, answer)
            game.grants[#game.grants + 1] = purchase.purchase_token
            game.answers[#game.answers + 1] = answer and answer.product_id
            game.tokens[purchase.purchase_token] = true
            sdk.data_set_string("save", tostring(#game.grants))
        end,
    }
    -- Answers claims one at a time, delivering results in between, until `reports` holds `count`.
    function game.answer_all(reports, count)
        while #reports < count do
            T.pump(function() return #game.unanswered > 0 or #reports >= count end, 15000, "a claim or the reports")
            if #game.unanswered > 0 then table.remove(game.unanswered, 1)() end
        end
    end
    return game
end

local function distinct(list)
    local seen, n = {}, 0
    for _, v in ipairs(list) do if not seen[v] then seen[v], n = true, n + 1 end end
    return n
end

T.test("two overlapping sdk.iap_recover_purchases with a slow claim grant each purchase once; grant gets the claim's answer", function()
    target.seed_purchases(3, "gems_100")
    local game = slow_backend_game()
    local reports = {}
    local function collect(_, report, err)
        T.eq(err, nil, "recovery error")
        reports[#reports + 1] = report
    end
    sdk.iap_recover_purchases(game.options, collect)
    sdk.iap_recover_purchases(game.options, collect)
    game.answer_all(reports, 2)
    T.eq(#game.grants, 3, "three grants: " .. table.concat(game.grants, ","))
    T.eq(distinct(game.grants), 3, "each purchase once")
    for i, token in ipairs(game.grants) do T.eq(game.answers[i], "verified:" .. token, "grant got what claim answered") end
    T.eq(#reports[1].granted, 3, "the first run granted them")
    T.eq({ #reports[2].granted, reports[2].rounds }, { 0, 1 }, "the second ran after it, on the state it left")
    T.eq(await(sdk.iap_get_purchases), {}, "nothing pending")
end)

T.test("a purchase bought while sdk.iap_recover_purchases runs, granted through it, is granted once", function()
    target.seed_purchases(3, "gems_100")
    local game = slow_backend_game()
    local reports = {}
    local function collect(_, report, err)
        T.eq(err, nil, "recovery error")
        reports[#reports + 1] = report
    end
    sdk.iap_recover_purchases(game.options, collect)
    T.pump(function() return #game.unanswered > 0 end, 15000, "the start-up recovery waits on a claim")
    target.set_outcome("checkout", "buy")
    local bought, err = await(sdk.iap_purchase, { product_id = "gems_100" })
    T.eq(err, nil, "bought")
    sdk.iap_recover_purchases(game.options, collect)
    game.answer_all(reports, 2)
    T.eq(#game.grants, 4, "four grants: " .. table.concat(game.grants, ","))
    T.eq(distinct(game.grants), 4, "each purchase once")
    T.ok(game.tokens[bought.purchase_token], "the live purchase granted")
    T.eq(await(sdk.iap_get_purchases), {}, "nothing pending")
end)

T.test("errors name fields as Lua does (scheduled_in_days), and an unknown or camelCase option key is refused, not ignored", function()
    local day = { id = "d1", title = "Crops", body = "Harvest", scheduled_in_days = 8 }
    local _, err = await(sdk.notifications_schedule, day)
    T.eq(err, { code = "INVALID_PARAM", message = "scheduled_in_days must be a whole number from 0 to 7, got 8", context = "notifications.scheduleAsync" }, "a day out of range")
    local camel = raised(sdk.notifications_schedule, { id = "d1", title = "Crops", body = "Harvest", scheduledInDays = 1 })
    T.eq(camel, { code = "INVALID_PARAM", message = "options.scheduledInDays is not an option (id, title, body, scheduled_in_days, image_asset_id, image_data_url, data)", context = "sdk.notifications_schedule" }, "a camelCase key")
    T.eq(raised(sdk.iap_purchase, { product_id = "gems_100", quantity = 2 }).message, "options.quantity is not an option (product_id, developer_payload)", "a key the options lack")
    T.eq(raised(sdk.iap_subscribe, { productId = "club_monthly" }).message, "options.productId is not an option (product_id)", "subscribe")
    T.eq(raised(sdk.auth_show_registration_prompt, { message = "Text {{registrationCode}} to keep your farm", on_close = function() end }).message, "options.on_close is not an option (message, data)", "on_close is the prompt's own argument")
    T.eq(raised(sdk.iap_recover_purchases, { has_token = function() end, grant = function() end, claims = function() end }).message, "options.claims is not an option (has_token, claim, grant)", "recovery options")
    local _, unknown = await(sdk.iap_consume_purchase, "never-issued")
    T.eq(unknown and unknown.message, "no purchase of this player has that purchase_token", "the platform's message, in Lua's words")
end)

T.test("a closed checkout fails with IAP_PURCHASE_CANCELLED", function()
    target.set_outcome("checkout", "close")
    local purchase, err = await(sdk.iap_purchase, { product_id = "gems_100" })
    T.eq(purchase, nil, "no purchase")
    T.eq(err.code, "IAP_PURCHASE_CANCELLED", "code")
    T.eq(err.context, "iap.purchaseAsync", "context")
end)

T.test("a guest gets PLAYER_NOT_AUTHENTICATED from every notification call", function()
    local options = { id = "day-1", title = "Your crops are ready", body = "Come back!", scheduled_in_days = 1, image_asset_id = "farm-day-1" }
    local _, err = await(sdk.notifications_schedule, options)
    T.eq(err.code, "PLAYER_NOT_AUTHENTICATED", "schedule")
    _, err = await(sdk.notifications_cancel, "day-1")
    T.eq(err.code, "PLAYER_NOT_AUTHENTICATED", "cancel")
    _, err = await(sdk.notifications_cancel_all)
    T.eq(err.code, "PLAYER_NOT_AUTHENTICATED", "cancel_all")
    T.eq(await(sdk.iap_get_subscriptions), {}, "a guest holds no subscriptions")
end)

T.test("notification options are validated before the guest check, with snake_case keys", function()
    local _, err = await(sdk.notifications_schedule, { id = "d", title = "t", body = "b", scheduled_in_days = 8 })
    T.eq(err.code, "INVALID_PARAM", "day 8")
    T.ok(err.message:find("scheduled_in_days", 1, true), "names the option as Lua spells it: " .. err.message)
    _, err = await(sdk.notifications_schedule, { id = "d", title = "t", body = string.rep("b", 101), scheduled_in_days = 1 })
    T.eq(err.code, "INVALID_PARAM", "a 101-character body")
end)

T.test("the registration prompt throws INVALID_PARAM for bad messages and opens for a guest", function()
    for _, message in ipairs({ "", "   ", "no placeholder", "{{registrationCode}} {{registrationCode}}", "{{registrationCode}}" .. string.rep("x", 121) }) do
        local err = raised(sdk.auth_show_registration_prompt, { message = message })
        T.eq(err.code, "INVALID_PARAM", "message '" .. message:sub(1, 30) .. "'")
        T.eq(err.context, "auth.showRegistrationPrompt", "context")
    end
    target.set_outcome("registration", "close")
    local closed
    local prompt = sdk.auth_show_registration_prompt({ message = "Text {{registrationCode}} to keep your farm" }, function(_, result) closed = result end)
    T.eq(type(prompt), "number", "prompt id")
    local _, err = await(sdk.auth_registration_prompt_login, prompt)
    T.eq(err, nil, "login")
    T.pump(function() return closed ~= nil end, 10000, "on_close")
    T.eq(closed, { registered = false }, "closed without registering")
    T.eq(sdk.auth_is_authenticated(), false, "still a guest")
    -- As on the web: a login on a prompt that has closed resolves and changes nothing.
    local _, again = await(sdk.auth_registration_prompt_login, prompt)
    T.eq(again, nil, "a login after the prompt closed")
    T.eq(sdk.auth_is_authenticated(), false, "still a guest after it")
    local _, unknown = await(sdk.auth_registration_prompt_login, 424242)
    T.eq(unknown and unknown.code, "INVALID_PARAM", "a prompt never shown")
    T.eq(unknown and unknown.message, "no registration prompt 424242 was shown", "its message")
end)

T.test("ads call no_fill then after_ad, and nothing else; an interstitial refuses a rewarded ad's callback", function()
    local function note(order, label) return function() order[#order + 1] = label end end
    -- Each ad with every callback it takes: a rewarded ad's own two besides the three they share.
    for name, own in pairs({ ads_show_interstitial = {}, ads_show_rewarded = { "ad_viewed", "ad_dismissed" } }) do
        local order = {}
        local callbacks = { before_ad = note(order, "before_ad"), no_fill = note(order, "no_fill"), after_ad = note(order, "after_ad") }
        for _, label in ipairs(own) do callbacks[label] = note(order, label) end
        sdk[name](callbacks)
        T.pump(function() return #order >= 2 end, 10000, "ad callbacks")
        T.settle(5)
        T.eq(order, { "no_fill", "after_ad" }, name)
    end
    local viewed = T.raises(sdk.parse_error, sdk.ads_show_interstitial, { after_ad = function() end, ad_viewed = function() end })
    T.eq(viewed, { code = "INVALID_PARAM", message = "callbacks.ad_viewed is not an option (before_ad, after_ad, no_fill)", context = "sdk.ads_show_interstitial" }, "ad_viewed on an interstitial")
    T.eq(sdk.ads_is_supported(), false, "ads_is_supported")
    local _, err = await(sdk.ads_show_banner, "bottom")
    T.eq(err.code, "FEATURE_NOT_SUPPORTED", "banner")
end)

T.test("modules the platform lacks answer false and FEATURE_NOT_SUPPORTED", function()
    for _, module in ipairs({ "leaderboard", "achievements", "tournament", "stats", "friends", "reviews", "remote_config", "haptics", "analytics", "context" }) do
        T.eq(sdk[module .. "_is_supported"](), false, module)
    end
    local _, err = await(sdk.leaderboard_submit_score, "main", 10)
    T.eq(err.code, "FEATURE_NOT_SUPPORTED", "leaderboard")
    sdk.game_gameplay_start()
    sdk.game_gameplay_stop()
    T.eq(sdk.session_is_audio_enabled(), true, "audio")
    -- Haptic feedback does nothing on this platform, and succeeds doing it.
    local _, haptics_err = await(sdk.haptics_trigger, "light")
    T.eq(haptics_err, nil, "haptics_trigger succeeds without vibrating")
end)

T.test("pause and resume listeners run, and stop after sdk.off", function()
    local seen = {}
    local pause = sdk.on_pause(function() seen[#seen + 1] = "pause" end)
    local resume = sdk.on_resume(function() seen[#seen + 1] = "resume" end)
    target.fire("pause")
    T.pump(function() return #seen >= 1 end, 10000, "pause")
    target.fire("resume")
    T.pump(function() return #seen >= 2 end, 10000, "resume")
    T.eq(sdk.off(pause), true, "off")
    sdk.off(resume)
    target.fire("pause")
    local marker = false
    sdk.data_flush(function() marker = true end)
    T.pump(function() return marker end, 10000, "a later call")
    T.settle(20)
    T.eq(seen, { "pause", "resume" }, "events")
end)

T.test("an exit listener saves synchronously", function()
    local saved = false
    local id = sdk.on_exit_requested(function() sdk.data_set_string("on-exit", "saved"); saved = true end)
    target.fire("exitRequested")
    T.pump(function() return saved end, 10000, "exitRequested")
    T.eq(sdk.data_get_string("on-exit"), "saved", "saved")
    sdk.off(id)
end)

if target.name == "extension" then
    T.test("after the exit listeners ran, the save reaches the platform", function()
        local function stored()
            local record = host.json_decode(host.control("GET", "/player/data"))
            return record.data["on-exit"]
        end
        T.pump(function() return stored() ~= nil end, 10000, "the save on the platform")
        T.eq(stored(), "saved", "the value the exit listener saved")
    end)
end

if arg[1] == "desktop" then
    -- The stubs' own rule messages (generated into generated/rules.lua): a wrongly typed option is
    -- INVALID_PARAM with the core's message, not a Lua error from a missing message function.
    T.test("the desktop stubs refuse a wrongly typed text or data option with INVALID_PARAM and the core's message", function()
        local _, text_err = await(sdk.referrals_share, { text = 5 })
        T.eq(text_err, { code = "INVALID_PARAM", message = "text must be a string", context = "referrals.shareAsync" }, "text")
        local _, data_err = await(sdk.referrals_share, { data = 5 })
        T.eq(data_err and data_err.code, "INVALID_PARAM", "data")
    end)
end

T.test("every Lua callback was released", function()
    T.settle(5)
    T.eq(host.live_callbacks(), 0, "live callbacks")
end)

T.finish("shared behaviour (" .. arg[1] .. ")")
