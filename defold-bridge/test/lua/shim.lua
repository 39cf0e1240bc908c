-- The Lua side of the one runner (test/vectors/runner): executes the steps it is handed on stdin,
-- one JSON object a line, through the Lua API of the desktop stubs or the extension (relayed to
-- the real JS library, browser script and mock platform), and answers each on a line starting
-- "@@ ". The runner owns the shared files' meaning; this file only knows how Lua makes each call.
-- Usage: shim.lua <desktop|extension>
local T = require("harness")
local targets = require("target")
local json = require("gamesdk.desktop.json")
local recovery = require("gamesdk.generated.composed").iap_recover_purchases

local target_name, target, await = arg[1], nil, targets.await

-- The values only Lua can stand for: a listener, recovery hooks that must never run (a call is
-- reported as the recovery's failure), and a lone UTF-16 code unit as Lua holds it (the
-- generalised UTF-8 of the unit, three bytes), which no JSON line can carry.
local function expand(value)
    if type(value) ~= "table" then return value end
    if value["$listener"] then return function() end end
    if value["$recovery"] == "untouched" then
        local options = { has_token = function() error("has_token was called") end, grant = function() error("grant was called") end }
        if value.misspelt then options[value.misspelt] = function() error(value.misspelt .. " was called") end end
        return options
    end
    local unit = value["$codeUnit"]
    if unit then return string.char(0xE0 + math.floor(unit / 4096), 0x80 + math.floor(unit / 64) % 64, 0x80 + unit % 64) end
    local out = {}
    for k, v in pairs(value) do out[k] = expand(v) end
    if value["$concat"] then return table.concat(out["$concat"]) end
    return out
end

-- A platform for a case: fresh desktop stubs each time; the extension's page is one player's, opened
-- once. Its player, profile and stage are the platform's control and the game's calls (shim.ts).
local function prepare()
    if target and target_name == "extension" then return end
    if target and target.release then target.release() end
    target = targets.open(target_name)
end

local steps = {}

-- The call step names the Lua function (defold-bridge/test/shim.ts).
function steps.call(step)
    local sdk, name = target.sdk, step.call
    local args, n = expand(step.args), #step.args
    local fn = sdk[name]
    if type(fn) ~= "function" then return { fault = "sdk." .. name .. " is not a function" } end
    if step.closes then
        local closed
        fn(args[1], function(_, result) closed = result end)
        T.pump(function() return closed ~= nil end, 1000, "the prompt's on_close")
        return { value = closed }
    end
    if step.callbacks then
        local order = {}
        fn(setmetatable({}, { __index = function(_, callback) return function() order[#order + 1] = callback end end }))
        T.pump(function() return #order >= step.callbacks end, 10000, "ad callbacks")
        T.settle()
        return { callbacks = order }
    end
    -- An argument of the wrong Lua type is raised at once, before any callback.
    local ok, result, err
    if step.sync then ok, result = pcall(fn, unpack(args, 1, n)) else ok, result, err = pcall(await, fn, unpack(args, 1, n)) end
    if not ok then return { error = sdk.parse_error(result) } end
    return err and { error = err } or { value = result }
end

-- The recovery scenarios' game: its save (the granted tokens in one data key, written with the
-- grant), its claim hook answering from the runner's table, its grant with the scenario's faults.
local deferred, game = {}, nil
T.on_pump(function()
    local batch = deferred
    deferred = {}
    for _, fn in ipairs(batch) do fn() end
end)

local function saved()
    local out = {}
    for token in (target.sdk.data_get_string("save") or ""):gmatch("[^;]+") do out[#out + 1] = token end
    return out
end
local function save(list) target.sdk.data_set_string("save", table.concat(list, ";")) end
local function count(list, value)
    local n = 0
    for _, v in ipairs(list) do if v == value then n = n + 1 end end
    return n
end

local function options()
    local for_launch, faults = game.launch, game.faults
    local o = {
        has_token = function(token) return count(saved(), token) > 0 end,
        grant = function(purchase)
            local token = purchase.purchase_token
            if faults.failGrant == token then error("the game could not grant it") end
            if faults.grantStops == token then
                local wallet = nil
                wallet.coins = wallet.coins + 1 -- a runtime error, as a game's bug raises
            end
            if faults.grantReturnsNothing == token then return end
            game.grants[#game.grants + 1] = token
            if faults.grantSkipsSave == token then return end
            local list = saved()
            list[#list + 1] = token
            save(list)
        end,
    }
    if game.claim then
        o.claim = function(purchase, done)
            local token = purchase.purchase_token
            local answers = game.claim[token] or game.claim["*"]
            local answer = answers[math.min(count(game.claims, token) + 1, #answers)]
            game.claims[#game.claims + 1] = token
            if answer == "hold" then return end -- the backend never answers
            -- The backend answers later, as a network call does; a game that restarted is gone.
            deferred[#deferred + 1] = function()
                if for_launch ~= game.launch then return end
                if answer.error then return done({ code = answer.error, message = answer.message, context = "claim" }) end
                done(nil, { claimed = answer.claimed })
            end
        end
    end
    return o
end

function steps.finish() T.pump(function() return game.in_flight == 0 end, 30000, "every recovery to report") end

-- A case's pending purchases and checkout, and a scenario's, are the platform's control (control
-- steps), done by defold-bridge/test/shim.ts.
steps.case = prepare
-- The control cases: one set of stubs, reset before each case (so reset is held to every case's
-- start), initialised and started again, its events heard by listeners added once (`listen`: each
-- event's sdk.on_* function, shim.ts's).
local heard, listening = {}, nil
function steps.controlCase(step)
    if not target or listening ~= target then
        prepare()
        for event, on in pairs(step.listen) do target.sdk[on](function() heard[#heard + 1] = event end) end
        listening = target
    end
    target.control.reset()
    targets.start(target)
    T.settle()
    heard = {}
end
-- A helper of target.lua (either target's platform), else a verb of the desktop stubs' control.
function steps.control(step)
    local fn = target[step.verb] or target.control[step.verb]
    if type(fn) ~= "function" then return { fault = "control." .. step.verb .. " is not a function" } end
    local ok, value = pcall(fn, unpack(step.args, 1, table.maxn(step.args)))
    return ok and { value = value } or { refused = tostring(value) }
end
function steps.events()
    T.settle()
    return { events = heard }
end
-- A fresh game on a started platform (shim.ts clears and seeds its purchases; setup writes its save).
function steps.recovery()
    game = { claims = {}, grants = {}, finished = {}, launch = 0, started = 0, in_flight = 0, recover = recovery.make(target.sdk, recovery.context) }
end
function steps.setup(step)
    save(step.saved)
    game.claim, game.faults = step.claim, step.faults
    game.flush = target.sdk.data_flush
    if step.faults.failNextSave then
        -- The next write of the player's data is not stored.
        target.sdk.data_flush = function(callback)
            target.sdk.data_flush = game.flush
            deferred[#deferred + 1] = function() callback(nil, false, nil) end
        end
    end
end
function steps.recover()
    game.started, game.in_flight = game.started + 1, game.in_flight + 1
    local index, run_launch = game.started, game.launch
    game.recover(options(), function(_, report, err)
        if run_launch ~= game.launch then return end
        T.eq(err, nil, "recovery error")
        game.finished[index], game.in_flight = report, game.in_flight - 1
    end)
end
function steps.restart()
    game.launch, game.in_flight = game.launch + 1, 0
    game.recover = recovery.make(target.sdk, recovery.context)
end
function steps.waitForClaim(step) T.pump(function() return count(game.claims, step.token) > 0 end, 15000, "the claim of " .. step.token) end
function steps.buy()
    local bought, err = await(target.sdk.iap_purchase, { product_id = "gems_100" })
    T.eq(err, nil, "the purchase")
    return { token = bought.purchase_token }
end
function steps.outcome()
    steps.finish()
    target.sdk.data_flush = game.flush
    -- The finished runs' reports as they are, in the order the runs started (shim.ts reads them).
    local runs = {}
    for index = 1, game.started do runs[#runs + 1] = game.finished[index] end
    return { claims = game.claims, grants = game.grants, pending = target.get_purchases(), runs = runs }
end

for line in io.lines() do
    local step = host.json_decode(line)
    local ok, answer = xpcall(function() return steps[step.op](step) or {} end, debug.traceback)
    io.write("@@ ", json.encode(ok and answer or { fault = tostring(answer) }), "\n")
    io.flush()
end
