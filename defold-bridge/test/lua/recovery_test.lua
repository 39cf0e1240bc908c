-- The shared recovery scenarios (test/vectors/recovery.json) on Defold's helper,
-- sdk.iap_recover_purchases, over the desktop stubs or the extension (relayed to the real JS
-- library, browser script and mock platform), the platform driven through its control verbs
-- (seed_purchases, get_purchases, fail_next_consume). A restart is a new launch's: a new helper
-- (gamesdk.generated.composed's make, as gamesdk.sdk builds it) over the same platform and stored save; the
-- old launch's runs are abandoned. Prints "recovery ok: <name>" per scenario passed; test/run.mjs
-- holds that list to the file's (no silent skip).
-- Usage: recovery_test.lua <desktop|extension> <recovery.json>
local T = require("harness")
local targets = require("target")

local target_name, scenarios_path = arg[1], arg[2]
local file = assert(io.open(scenarios_path, "rb"))
local scenarios = host.json_decode(file:read("*a")).scenarios
file:close()

local target = targets.open(target_name)
local sdk = target.sdk
local await = targets.await
local recovery = require("gamesdk.generated.composed").iap_recover_purchases

-- Work the game defers (the backend's claim answers), run on every pump as a network answer arrives.
local deferred = {}
T.on_pump(function()
    local batch = deferred
    deferred = {}
    for _, fn in ipairs(batch) do fn() end
end)

local function sorted(list)
    local out = {}
    for i, v in ipairs(list) do out[i] = v end
    table.sort(out)
    return out
end

local function contains(list, value)
    for _, v in ipairs(list) do if v == value then return true end end
    return false
end

-- The game's save: the granted tokens in one data key, written with the grant.
local function saved()
    local tokens = {}
    for token in (sdk.data_get_string("save") or ""):gmatch("[^;]+") do tokens[#tokens + 1] = token end
    return tokens
end
local function save(tokens) sdk.data_set_string("save", table.concat(tokens, ";")) end

-- A clean platform between scenarios: no faults, nothing pending, an empty save.
local function clean()
    target.fail_next_consume(0, 0)
    for _, purchase in ipairs(target.get_purchases()) do
        local _, err = await(sdk.iap_consume_purchase, purchase.purchase_token)
        T.eq(err, nil, "consuming a leftover purchase")
    end
    sdk.data_remove_key("save")
end

local function play(scenario)
    clean()
    local names = {}
    if scenario.pending > 0 then target.seed_purchases(scenario.pending) end
    for i, purchase in ipairs(target.get_purchases()) do names[purchase.purchase_token] = "p" .. i end
    local function name_of(token) return names[token] or ("unknown:" .. token) end
    local function token_of(name)
        for token, n in pairs(names) do if n == name then return token end end
        error("no purchase named " .. name)
    end
    if scenario.saved then
        local tokens = {}
        for i, name in ipairs(scenario.saved) do tokens[i] = token_of(name) end
        save(tokens)
    end
    local faults = scenario.faults or {}
    if faults.failNextConsume then target.fail_next_consume(faults.failNextConsume.count, faults.failNextConsume.after) end
    local flush = sdk.data_flush
    if faults.failNextSave then
        -- The next write of the player's data is not stored.
        sdk.data_flush = function(callback)
            sdk.data_flush = flush
            deferred[#deferred + 1] = function() callback(nil, false, nil) end
        end
    end

    local claims, grants, finished = {}, {}, {}
    local launch, started, in_flight = 0, 0, 0
    local recover = recovery.make(sdk, recovery.context)

    local function options()
        local for_launch = launch
        local o = {
            has_token = function(token) return contains(saved(), token) end,
            grant = function(purchase)
                local name = name_of(purchase.purchase_token)
                if faults.failGrant == name then error("the game could not grant it") end
                if faults.grantStops == name then
                    local wallet = nil
                    wallet.coins = wallet.coins + 1 -- a runtime error, as a game's bug raises
                end
                if faults.grantReturnsNothing == name then return end
                grants[#grants + 1] = name
                if faults.grantSkipsSave == name then return end
                local tokens = saved()
                tokens[#tokens + 1] = purchase.purchase_token
                save(tokens)
            end,
        }
        if scenario.claim then
            o.claim = function(purchase, done)
                local name = name_of(purchase.purchase_token)
                local answers = scenario.claim[name] or scenario.claim["*"]
                local count = 0
                for _, c in ipairs(claims) do if c == name then count = count + 1 end end
                local answer = answers[math.min(count + 1, #answers)]
                claims[#claims + 1] = name
                if answer == "hold" then return end -- the backend never answers
                -- The backend answers later, as a network call does; a game that restarted is gone.
                deferred[#deferred + 1] = function()
                    if for_launch ~= launch then return end
                    if answer.error then return done({ code = answer.error, message = answer.message, context = "claim" }) end
                    done(nil, { claimed = answer.claimed })
                end
            end
        end
        return o
    end

    local function finish()
        T.pump(function() return in_flight == 0 end, 30000, "every recovery to report")
    end

    for _, step in ipairs(scenario.steps) do
        if step == "recover" then
            started = started + 1
            local index, run_launch = started, launch
            in_flight = in_flight + 1
            recover(options(), function(_, report, err)
                if run_launch ~= launch then return end
                T.eq(err, nil, "recovery error")
                finished[index] = report
                in_flight = in_flight - 1
            end)
        elseif step == "finish" then
            finish()
        elseif step == "restart" then
            launch = launch + 1
            in_flight = 0
            recover = recovery.make(sdk, recovery.context)
        elseif type(step) == "table" and step.waitForClaim then
            T.pump(function() return contains(claims, step.waitForClaim) end, 15000, "the claim of " .. step.waitForClaim)
        elseif type(step) == "table" and step.buy then
            target.set_outcome("checkout", "buy")
            local bought, err = await(sdk.iap_purchase, { product_id = "gems_100" })
            T.eq(err, nil, "the purchase")
            names[bought.purchase_token] = step.buy
        else
            error("unknown step " .. T.dump(step))
        end
    end
    finish()
    sdk.data_flush = flush

    local expect = scenario.expect
    T.eq(sorted(claims), expect.claims, "claims")
    T.eq(sorted(grants), expect.grants, "grants")
    local pending = {}
    for i, purchase in ipairs(target.get_purchases()) do pending[i] = name_of(purchase.purchase_token) end
    T.eq(sorted(pending), expect.pending, "pending")
    if expect.runs then
        local reports = {}
        for index = 1, started do if finished[index] then reports[#reports + 1] = finished[index] end end
        T.eq(#reports, #expect.runs, "runs finished")
        for i, run in ipairs(expect.runs) do
            local report = reports[i]
            local granted, consumed, failed = {}, {}, {}
            for j, purchase in ipairs(report.granted) do granted[j] = name_of(purchase.purchase_token) end
            for j, token in ipairs(report.consumed) do consumed[j] = name_of(token) end
            for j, failure in ipairs(report.failed) do failed[j] = { purchase = name_of(failure.purchase.purchase_token), step = failure.step, code = failure.error.code } end
            T.eq({ granted = granted, consumed = consumed, failed = failed, rounds = report.rounds }, run, "run " .. i)
        end
    end
end

targets.start(target)
for _, scenario in ipairs(scenarios) do
    T.test(scenario.name, function()
        play(scenario)
        print("recovery ok: " .. scenario.name)
    end)
end
T.test("the scenarios file had scenarios", function() T.ok(#scenarios >= 10, "scenarios") end)
T.finish("recovery scenarios on sdk.iap_recover_purchases (" .. target_name .. ")")
