-- The procedures sdk-core/api/mock-platform.json's engineMock names ("do"): what a feature or verb
-- does that needs more than a template. Each is called as procedure(context, ...) with the
-- operation's context (a verb: its name) and the Lua arguments, and answers the call's value or
-- raises its error; `m` is the mock (gamesdk/desktop.lua): its state, schedule, refuse and copy.
local rules = require("gamesdk.desktop.rules")
local json = require("gamesdk.desktop.json")
local MOCK = require("gamesdk.generated.mock_platform")
local say = require("gamesdk.generated.rules").messages

return function(m)
    local P, copy, raise = {}, m.copy, m.raise

    -- The entry of `list` whose `field` is `value`, and its index.
    local function find(list, field, value)
        for i, entry in ipairs(list) do
            if entry[field] == value then return entry, i end
        end
    end
    -- `into` with the fields of `changes` set.
    local function merge(into, changes)
        for field, value in pairs(changes) do into[field] = value end
        return into
    end

    -- Writes `changes` into the player's data unless it would pass the limit; the launch's player's
    -- data is also saved (sys.save, inside the engine).
    local function write(changes)
        local next_store = merge(copy(m.state.store), changes)
        if #json.encode(next_store) > rules.PLAYER_DATA_LIMIT_BYTES then return false end
        m.state.store = next_store
        if m.save_file then sys.save(m.save_file, next_store) end
        return true
    end

    -- A player new to the platform (engineMock newPlayer), each catalog plan theirs to take; another
    -- player than the launch's keeps their data in memory only.
    local function new_player(id)
        for name, value in pairs(MOCK.NEW_PLAYER) do m.state[name] = copy(value) end
        m.state.player_id, m.save_file = id, nil
        for i, plan in ipairs(rules.PLANS) do
            m.state.plans[i] = merge(merge(copy(plan), MOCK.plan(m)), { trial_eligible = plan.trial_days > 0 })
        end
    end

    -- A fresh launch: the first player, a guest, with the data its save file holds.
    function P.reset()
        m.state = copy(MOCK.LAUNCH)
        new_player(MOCK.FIRST_PLAYER_ID)
        m.save_file = type(sys) == "table" and sys.get_save_file and sys.get_save_file("gamesdk", "desktop-player")
        if m.save_file then m.state.store = sys.load(m.save_file) or {} end
    end

    function P.set_player(_, player)
        if player.id ~= nil and player.id ~= m.state.player_id then new_player(player.id) end
        if player.registered ~= nil then m.state.registered = player.registered end
    end

    -- The player's next scripted choice of a kind (control.set_outcome), if any.
    local function take_outcome(kind) return table.remove(m.state.outcomes[kind] or {}, 1) end

    local function new_purchase(product_id)
        m.state.next_token = m.state.next_token + 1
        local purchase = { product_id = product_id, purchase_token = MOCK.PURCHASE_TOKEN_PREFIX .. m.state.next_token, signed_request = MOCK.UNSIGNED,
            is_sandbox = true, purchase_time = os.date("!%Y-%m-%dT%H:%M:%SZ") }
        table.insert(m.state.purchases, purchase)
        return purchase
    end

    function P.seed_purchases(verb, count, product_id)
        product_id = product_id or rules.CATALOG[1].product_id
        if not find(rules.CATALOG, "product_id", product_id) then m.refuse(verb, say.unknown_product(product_id)) end
        for _ = 1, count do new_purchase(product_id) end
    end

    function P.set_subscription(verb, product_id, status)
        local plan = find(m.state.plans, "product_id", product_id) or m.refuse(verb, say.unknown_plan(product_id))
        plan.status, plan.is_active = status, status == "active"
    end

    -- The game's listeners of the event hear it on a later frame.
    function P.fire(_, event)
        m.schedule(function(self)
            for _, listener in ipairs(copy(m.listeners)) do
                if listener.event == event then listener.fn(self) end
            end
        end)
    end

    function P.set_outcome(_, kind, choice, times)
        m.state.outcomes[kind] = m.state.outcomes[kind] or {}
        for _ = 1, times do table.insert(m.state.outcomes[kind], choice) end
    end

    function P.get_string(_, key)
        local value = m.state.store[key]
        if value == nil or type(value) == "string" then return value end
        return json.encode(value)
    end

    -- A write past the limit is skipped with a warning, whether the caller waits for the answer or not.
    function P.set_string(context, key, value)
        local stored = write({ [key] = value })
        if not stored then print("WARNING:GAMESDK: " .. context .. " skipped the write of '" .. key .. "': the player's data would pass 1 MB") end
        return stored
    end

    function P.remove(_, key)
        m.state.store[key] = nil
        write({})
    end

    function P.usage() return { used_bytes = #json.encode(m.state.store), limit_bytes = rules.PLAYER_DATA_LIMIT_BYTES } end

    function P.get_many(_, keys)
        local out = {}
        for _, key in ipairs(keys) do out[key] = copy(m.state.store[key]) end
        return out
    end

    function P.set_many(context, data)
        if not write(copy(data)) then raise("DATA_LIMIT_EXCEEDED", say.player_data_limit(rules.PLAYER_DATA_LIMIT_BYTES), context) end
    end

    function P.bot_avatar(_, username, size) return "desktop://bot-avatar/" .. username .. "/" .. size end

    -- Never an ad: no_fill, then after_ad (`deliver` calls the game's callbacks of those names later).
    function P.no_ad(_, deliver) deliver("noFill", "afterAd") end

    -- Closes an open prompt; its on_close hears whether the player registered, on a later frame.
    local function close_prompt(id, registered)
        local on_close = m.state.prompts[id]
        m.state.prompts[id] = "closed"
        if registered then m.state.registered = true end
        on_close({ registered = registered })
    end

    -- Shows the registration prompt; answers its id for prompt.login. A scripted outcome applies
    -- when the prompt opens: it closes right after it opened.
    function P.open_prompt(_, _, on_close)
        m.state.next_prompt = m.state.next_prompt + 1
        m.state.prompts[m.state.next_prompt] = on_close
        local outcome = take_outcome("registration")
        if outcome then close_prompt(m.state.next_prompt, outcome == "register") end
        return m.state.next_prompt
    end

    -- Only an open prompt logs in. A login on a prompt that has closed changes nothing, as on the
    -- mock platform; one never shown is INVALID_PARAM.
    function P.login(context, prompt)
        local on_close = m.state.prompts[prompt]
        if on_close == nil then raise("INVALID_PARAM", say.unknown_prompt(prompt), context) end
        if on_close ~= "closed" then close_prompt(prompt, true) end
    end

    function P.schedule(_, options)
        m.state.notifications[options.id] = copy(options)
        return { id = options.id, scheduled_in_days = options.scheduled_in_days }
    end

    -- The week's entries with the ids and days rules.json's checks gave them.
    function P.schedule_week(context, entries)
        local scheduled = {}
        for day, entry in ipairs(entries) do
            scheduled[day] = P.schedule(context, merge(copy(entry), { id = rules.WEEK_ID_PREFIX .. day, scheduled_in_days = day }))
        end
        return scheduled
    end

    function P.cancel(_, id) m.state.notifications[id] = nil end

    function P.purchases()
        local out = {}
        for i = 1, math.min(#m.state.purchases, rules.PURCHASES_PER_CALL) do out[i] = copy(m.state.purchases[i]) end
        return out
    end

    function P.purchase(context, options)
        if not find(rules.CATALOG, "product_id", options.product_id) then raise("INVALID_PARAM", say.unknown_product(options.product_id), context) end
        if take_outcome("checkout") == "close" then raise("IAP_PURCHASE_CANCELLED", say.checkout_closed(), context) end
        return copy(new_purchase(options.product_id))
    end

    -- A consumed token consumes again (the spec: safe to repeat). control.fail_next_consume's fault:
    -- after `after` more consumes succeed, the next `count` fail and their purchases stay pending.
    function P.consume(context, token)
        if m.state.consumed[token] then return end
        local _, i = find(m.state.purchases, "purchase_token", token)
        if not i then raise("INVALID_PARAM", say.unknown_purchase_token(), context) end
        local faults = m.state.consume_faults
        if faults.after > 0 then
            faults.after = faults.after - 1
        elseif faults.count > 0 then
            faults.count = faults.count - 1
            raise("OPERATION_FAILED", say.consume_failed(), context)
        end
        table.remove(m.state.purchases, i)
        m.state.consumed[token] = true
    end

    -- In the mock platform's order: the plan, then the player, then what the player holds.
    function P.subscribe(context, options)
        local plan = find(m.state.plans, "product_id", options.product_id)
        if not plan then raise("INVALID_PARAM", say.unknown_plan(options.product_id), context) end
        if not m.state.registered then raise("PLAYER_NOT_AUTHENTICATED", say.guest_subscription(), context) end
        if plan.is_active then raise("INVALID_OPERATION", say.plan_already_held(options.product_id), context) end
        if take_outcome("checkout") == "close" then return merge(copy(plan), { status = "cancelled", signed_request = "" }) end
        return copy(merge(plan, { is_active = true, trial_eligible = false, status = "active" }))
    end

    return P
end
