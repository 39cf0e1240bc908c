-- A game's own tests on plain Lua (no engine, no `timer`): require("gamesdk.sdk") serves the desktop
-- stubs, and sdk.control plays the platform with the mock platform's control verbs; the example's
-- start-up (example/flow.lua) is driven through them. With Defold's documented timer module present
-- the stubs defer their callbacks through timer.delay(0, false, fn) instead.
-- Run: gamesdk-test-host control_test.lua
local T = require("harness")
local flow = require("example.flow")

-- Loads gamesdk.sdk afresh outside a browser, with Defold's `timer` as given (nil: plain Lua).
local function fresh_sdk(timer)
    local saved_sdk, saved_timer = rawget(_G, "sdk"), rawget(_G, "timer")
    rawset(_G, "sdk", nil)
    rawset(_G, "timer", timer)
    package.loaded["gamesdk.sdk"] = nil
    local sdk = require("gamesdk.sdk")
    package.loaded["gamesdk.sdk"] = nil
    rawset(_G, "sdk", saved_sdk)
    rawset(_G, "timer", saved_timer)
    return sdk
end

-- Runs the stubs' waiting callbacks until `condition()` holds.
local function run_until(control, condition, what)
    for _ = 1, 1000 do
        if condition() then return end
        control.update()
    end
    error("never happened: " .. what, 2)
end

T.test("sdk.control has the mock platform's verbs in snake_case", function()
    local sdk = fresh_sdk(nil)
    for _, verb in ipairs({ "reset", "get_player", "set_player", "get_player_data", "get_notifications", "get_purchases", "seed_purchases", "fail_next_consume", "get_subscriptions", "set_subscription", "add_referral", "set_entry_payload", "fire", "set_outcome", "clear_outcomes", "set_offers_purchases", "update", "pending" }) do
        T.eq(type(sdk.control[verb]), "function", "control." .. verb)
    end
end)

T.test("a guest's start-up through sdk.control: two seeded purchases, a failing consume, a dismissed prompt, then a relaunch grants nothing twice", function()
    local sdk = fresh_sdk(nil)
    local control = sdk.control
    local seeded = control.seed_purchases(2)
    T.eq(#seeded, 2, "seeded")
    T.eq(seeded[1].product_id, "gems_100", "the first product")
    control.fail_next_consume(1, 1)
    control.set_outcome("registration", "close")
    local self, finished = {}, false
    flow.start(self, sdk, function() finished = true end)
    T.ok(control.pending() > 0, "callbacks wait for control.update(), never run inside the call")
    run_until(control, function() return finished end, "the start-up")
    T.eq(self.log, { "initialized", "loaded", "started", "recovered 2", "saved", "prompted", "no notifications for guests" }, "steps")
    T.eq(self.save.gems, 201, "both granted once, then a turn of play")
    local left = control.get_purchases()
    T.eq(#left, 1, "the purchase whose consume failed stays pending")
    T.eq(left[1].purchase_token, seeded[2].purchase_token, "the second consume failed")
    T.eq(sdk.auth_is_authenticated(), false, "the outcome closed the prompt: still a guest")

    -- The next launch of the same game: the purchase is in the save, so it is only consumed.
    local again = {}
    finished = false
    flow.start(again, sdk, function() finished = true end)
    run_until(control, function() return finished end, "the second start-up")
    T.eq(again.log[4], "recovered 0", "nothing granted again")
    T.eq(again.save.gems, 202, "the same gems, plus a turn of play")
    T.eq(#control.get_purchases(), 0, "consumed now")
end)

T.test("a registered player's start-up schedules the week; fire reaches the game's listeners", function()
    local sdk = fresh_sdk(nil)
    local control = sdk.control
    control.set_player({ registered = true })
    local self, finished = {}, false
    flow.start(self, sdk, function() finished = true end)
    run_until(control, function() return finished end, "the start-up")
    T.eq(self.log[#self.log], "scheduled D1-D7", "the week")
    control.fire("pause")
    run_until(control, function() return self.paused == true end, "the pause")
    control.fire("resume")
    run_until(control, function() return self.paused == false end, "the resume")
    self.save.gems = 999 -- played on since the last save
    control.fire("exitRequested")
    control.update()
    T.ok(sdk.data_get_string("save"):match("^999") ~= nil, "the listener saved on exit: " .. sdk.data_get_string("save"))
    flow.stop(self, sdk)
end)

T.test("checkout outcomes decide the next checkouts; set_player switches players; bad verbs name what they take", function()
    local sdk = fresh_sdk(nil)
    local control = sdk.control
    local results = {}
    sdk.initialize(function() sdk.start_game(function() end) end)
    control.update(); control.update()
    control.set_outcome("checkout", "close")
    control.set_outcome("checkout", "buy")
    for i = 1, 2 do sdk.iap_purchase({ product_id = "gems_100" }, function(_, purchase, err) results[i] = err and err.code or purchase.product_id end) end
    run_until(control, function() return results[2] ~= nil end, "two checkouts")
    T.eq(results, { "IAP_PURCHASE_CANCELLED", "gems_100" }, "closed, then bought")
    control.set_outcome("checkout", "close", 2)
    control.clear_outcomes()
    sdk.iap_purchase({ product_id = "gems_100" }, function(_, purchase) results[3] = purchase and purchase.product_id end)
    run_until(control, function() return results[3] ~= nil end, "a checkout after clear_outcomes")
    T.eq(results[3], "gems_100", "cleared outcomes decide nothing")
    sdk.data_set_string("save", "level 3")
    control.set_player({ id = "another-player" })
    T.eq(sdk.player_get_id(), "another-player", "the new player")
    T.eq(sdk.data_get_string("save"), nil, "a new player has no data")
    T.eq(#control.get_purchases(), 0, "nor purchases")
    local function refused(fn, ...)
        local ok, err = pcall(fn, ...)
        T.eq(ok, false, "refused")
        return err
    end
    T.ok(refused(control.set_outcome, "payment", "buy"):find("kind must be one of checkout, registration, share", 1, true), "a bad kind")
    T.ok(refused(control.set_outcome, "checkout", "register"):find("choice must be one of buy, close, got register", 1, true), "a bad choice")
    T.ok(refused(control.fire, "quit"):find("event must be one of pause, resume, exitRequested", 1, true), "a bad event")
    T.ok(refused(control.set_player, { registred = true }):find("unknown key 'registred'", 1, true), "a misspelt key")
    T.ok(refused(control.seed_purchases, 1, "no_such_product"):find("no product 'no_such_product' in the catalog", 1, true), "an unknown product")
    T.ok(refused(control.fail_next_consume, -1):find("count must be a whole number from 0", 1, true), "a negative count")
end)

T.test("inside the engine the stubs defer callbacks with Defold's documented timer.delay(0, false, fn)", function()
    local delays = {}
    local timer = { delay = function(delay, repeating, fn) delays[#delays + 1] = { delay = delay, repeating = repeating, fn = fn } return #delays end }
    local sdk = fresh_sdk(timer)
    local initialized = false
    sdk.initialize(function(_, _, err) initialized = err == nil end)
    T.eq(#delays, 1, "one timer")
    T.eq({ delays[1].delay, delays[1].repeating }, { 0, false }, "the next frame, once")
    T.eq(sdk.control.pending(), 0, "nothing waits for control.update()")
    T.eq(initialized, false, "not inside the call")
    delays[1].fn({ script = true }, 1, 0)
    T.eq(initialized, true, "on the timer's callback")
end)

T.finish("desktop stubs driven through sdk.control")
