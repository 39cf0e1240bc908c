-- Desktop stubs: the control verbs (sdk-core/api/mock-platform.json, in snake_case) that only read or
-- set the platform's state. Each verb's arguments are checked against its generated row before it
-- runs, so a bad argument raises the same refusal on every verb; the verbs of an area (fire,
-- seed_purchases) live beside what they drive, the faults' verbs (fail_next_consume) are data's.
local DATA = require("gamesdk.generated.mock_platform")

-- Whether `value` is one of the list's.
local function among(value, list)
    for _, each in ipairs(list) do
        if each == value then return true end
    end
    return false
end

local TYPES = { string = "string", boolean = "boolean", integer = "number", object = "table" }

-- Raises the refusal of `verb`'s argument `arg` (a Lua error at the caller of the verb).
local function refuse(verb, what)
    error("control." .. verb .. ": " .. what, 4)
end

-- Checks one argument (`earlier`: the verb's arguments before it, by name) and answers it or its default.
local function check(verb, arg, value, earlier)
    if value == nil then
        if arg.optional or arg.nullable then return arg.default end
        refuse(verb, arg.name .. " is required")
    end
    if type(value) ~= TYPES[arg.type] or (arg.type == "integer" and value % 1 ~= 0) then refuse(verb, arg.name .. " must be " .. (arg.type == "integer" and "a whole number" or "a " .. TYPES[arg.type]) .. ", got " .. tostring(value)) end
    if arg.min and value < arg.min then refuse(verb, string.format("%s must be a whole number from %d, got %s", arg.name, arg.min, tostring(value))) end
    if arg.non_empty and value == "" then refuse(verb, arg.name .. " must not be empty") end
    local one_of = arg.one_of or (arg.choices_of and DATA.OUTCOMES[earlier[arg.choices_of]])
    if one_of and not among(value, one_of) then refuse(verb, arg.name .. " must be one of " .. table.concat(one_of, ", ") .. ", got " .. tostring(value)) end
    if arg.keys then
        local known = {}
        for _, key in ipairs(arg.keys) do
            known[key.name] = true
            check(verb, key, value[key.name], {})
        end
        for key in pairs(value) do
            if not known[key] then refuse(verb, "unknown key '" .. tostring(key) .. "' in " .. arg.name) end
        end
    end
    return value
end

return function(env)
    local state, copy, control = env.state, env.copy, env.control

    --- Defines control.<verb>: its arguments checked against the generated row, absent ones given their defaults.
    function env.verb(name, fn)
        local row = assert(DATA.VERBS[name], "no control verb " .. name .. " in sdk-core/api/mock-platform.json")
        control[name] = function(...)
            local given, args = { ... }, {}
            for i, arg in ipairs(row) do
                args[i] = check(name, arg, given[i], args)
                args[arg.name] = args[i]
            end
            if select("#", ...) > #row then refuse(name, "takes " .. #row .. " arguments, got " .. select("#", ...)) end
            return fn(unpack(args, 1, #row))
        end
    end

    env.verb("reset", env.reset)
    env.verb("get_player", function() return { id = state.player_id, registered = state.registered } end)
    env.verb("set_player", function(player)
        if player.id ~= nil and player.id ~= state.player_id then env.switch_player(player.id) end
        if player.registered ~= nil then state.registered = player.registered end
    end)
    env.verb("get_player_data", function() return copy(state.store) end)
    env.verb("get_notifications", function() return copy(state.notifications) end)
    env.verb("get_subscriptions", function() return copy(state.subscriptions) end)
    env.verb("set_subscription", function(product_id, status)
        for _, plan in ipairs(state.subscriptions) do
            if plan.product_id == product_id then
                plan.status, plan.is_active = status, status == "active"
                return
            end
        end
        refuse("set_subscription", require("gamesdk.generated.rules").messages.unknown_plan(product_id))
    end)
    env.verb("add_referral", function(player_id) state.referrals[#state.referrals + 1] = { player_id = player_id } end)
    env.verb("set_entry_payload", function(payload) state.entry_payload = copy(payload) end)
    env.verb("set_outcome", function(kind, choice, times)
        state.outcomes[kind] = state.outcomes[kind] or {}
        for _ = 1, times do table.insert(state.outcomes[kind], choice) end
    end)
    env.verb("clear_outcomes", function() state.outcomes = {} end)
    env.verb("set_offers_purchases", function(offers) state.offers_purchases = offers end)
    for kind, fault in pairs(DATA.FAULTS) do
        env.verb(fault.verb, function(count, after) state.faults[kind] = { count = count, after = after } end)
    end
end
