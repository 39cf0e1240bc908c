-- sdk.iap_recover_purchases(options, callback): the exactly-once purchase recovery of the spec,
-- the same procedure as the core's iap.recoverPurchasesAsync, over the Lua API (so it runs on the
-- extension and on the desktop stubs alike). Rounds of iap_get_purchases until a round consumes
-- nothing; for each purchase the save lacks: claim (when given), grant and save item and token in
-- one save, wait for the save to be stored (sdk.data_flush), check that has_token now sees the
-- token (a grant that raised, did nothing or did not save is never consumed), then consume; a
-- purchase the save has is only consumed; a failed step leaves it pending for the next launch. Where the platform has no
-- purchases (sdk.iap_is_supported() is false) the callback gets an empty report, rounds = 0.
--
-- Single-flight: a call made while another runs waits for it to end, then runs on the state it
-- left (what it consumed is no longer listed, what it saved has_token sees), so no purchase is
-- granted twice whatever the timing. Grant a purchase the player just made the same way: call
-- sdk.iap_recover_purchases again, with the same options, once sdk.iap_purchase succeeded.
--
-- options.has_token(token) -> boolean      whether the save already holds the purchase's token
-- options.claim(purchase, done)            optional: claim on the game's backend, then call
--                                          done(nil, answer) with what it verified (for example
--                                          { product_id = ... }), or done(err) to leave the
--                                          purchase pending (err: a string or { code, message })
-- options.grant(purchase, answer)          grant the item and save it with purchase.purchase_token
--                                          in one save; answer is what claim passed to done (nil
--                                          without claim): grant the product the server verified;
--                                          if it raises, or returns and has_token does not see the
--                                          token once saved, the purchase stays pending (step grant)
-- callback(self, report, err)              report = { granted = {...}, consumed = {...},
--                                          failed = { { purchase, step, error } }, rounds = n };
--                                          err only when the purchases cannot be listed
-- Made by sdk.lua from gamesdk/generated/composed.lua, with the context its errors name.
local say = require("gamesdk.generated.rules").messages

return function(sdk, context)
    local function invalid(message)
        error(string.format("INVALID_PARAM: %s (%s)", message, context), 0)
    end

    local function failure(err)
        if type(err) == "table" then return err end
        return { code = "OPERATION_FAILED", message = tostring(err), context = context }
    end

    -- The run in progress, and the runs waiting for it, oldest first.
    local running = false
    local waiting = {}

    local function recover(options, callback, done)
        local report = { granted = {}, consumed = {}, failed = {}, rounds = 0 }
        local settled = {}
        local finish = function(self, err)
            done()
            if callback then callback(self, err == nil and report or nil, err) end
        end

        local round
        local function settle(self, purchases, index, consumed)
            local purchase = purchases[index]
            if not purchase then
                if consumed == 0 then return finish(self, nil) end
                return round(self)
            end
            local token = purchase.purchase_token
            if settled[token] then return settle(self, purchases, index + 1, consumed) end
            settled[token] = true
            local function fail(step, err)
                report.failed[#report.failed + 1] = { purchase = purchase, step = step, error = failure(err) }
                settle(self, purchases, index + 1, consumed)
            end
            local function consume()
                sdk.iap_consume_purchase(token, function(s, _, err)
                    if err then return fail("consume", err) end
                    report.consumed[#report.consumed + 1] = token
                    settle(s, purchases, index + 1, consumed + 1)
                end)
            end
            local function grant(answer)
                local ok, err = pcall(options.grant, purchase, answer)
                if not ok then return fail("grant", err) end
                sdk.data_flush(function(_, stored, flush_err)
                    if flush_err or stored ~= true then
                        return fail("save", flush_err or { code = "OPERATION_FAILED", message = say.grant_not_stored(), context = context })
                    end
                    -- A grant that returned without recording the token (it did nothing, or gave
                    -- the item but never saved) would be consumed and lost on the next launch.
                    local asked, saved = pcall(options.has_token, token)
                    if not asked then return fail("grant", saved) end
                    if not saved then
                        return fail("grant", { code = "OPERATION_FAILED", message = say.grant_without_token(), context = context })
                    end
                    report.granted[#report.granted + 1] = purchase
                    consume()
                end)
            end
            local ok, has = pcall(options.has_token, token)
            if not ok then return fail("grant", has) end
            if has then return consume() end
            if not options.claim then return grant() end
            local answered = false
            local claimed, claim_err = pcall(options.claim, purchase, function(err, answer)
                if answered then return end -- a second done would grant twice
                answered = true
                if err ~= nil then return fail("claim", err) end
                grant(answer)
            end)
            if not claimed then fail("claim", claim_err) end
        end

        round = function(self)
            report.rounds = report.rounds + 1
            sdk.iap_get_purchases(function(s, purchases, err)
                -- Where the platform has no purchases there is nothing to recover: the same
                -- start-up code runs everywhere, as with the core and Unity.
                if err and report.rounds == 1 and err.code == "FEATURE_NOT_SUPPORTED" and not sdk.iap_is_supported() then
                    report.rounds = 0
                    return finish(s, nil)
                end
                -- Before initialisation the recovery is what was called too early, as on every engine.
                if err and err.code == "NOT_INITIALIZED" then err = { code = err.code, message = say.not_initialized(context), context = context } end
                if err then return finish(s, err) end
                settle(s, purchases, 1, 0)
            end)
        end
        round(nil)
    end

    -- Runs one recovery; when it ends (once, even if the game's callback raises), the next waiting starts.
    local start_next
    local function run(options, callback)
        local ended = false
        local function done()
            if ended then return end
            ended = true
            start_next()
        end
        local ok, err = pcall(recover, options, callback, done)
        if not ok then
            done()
            error(err, 0)
        end
    end

    start_next = function()
        local nxt = table.remove(waiting, 1)
        if not nxt then
            running = false
            return
        end
        run(nxt.options, nxt.callback)
    end

    return function(options, callback)
        if type(options) ~= "table" then invalid("options must be a table with has_token and grant functions") end
        for key in pairs(options) do
            if key ~= "has_token" and key ~= "claim" and key ~= "grant" then invalid(say.unknown_option("options", tostring(key), "has_token, claim, grant")) end
        end
        for _, name in ipairs({ "has_token", "grant" }) do
            if type(options[name]) ~= "function" then invalid(say.not_a_function(name)) end
        end
        if options.claim ~= nil and type(options.claim) ~= "function" then invalid(say.not_a_function("claim") .. " when given") end
        if callback ~= nil and type(callback) ~= "function" then invalid(say.not_a_function("callback")) end
        if running then
            waiting[#waiting + 1] = { options = options, callback = callback }
            return
        end
        running = true
        run(options, callback)
    end
end
