-- Desktop stubs: payments and subscriptions; control.seed_purchases adds unconsumed purchases,
-- control.get_purchases lists them, control.fail_next_consume makes consumes fail (the fault "consume").
return function(env)
    local state, rules, raise, feature, copy = env.state, env.rules, env.raise, env.feature, env.copy
    -- The platform's answers (unknown product, plan or token, a guest subscribing), worded as the mock platform's.
    local say = require("gamesdk.generated.rules").messages
    local MOCK = require("gamesdk.generated.mock_platform")
    local function sells(product_id)
        for _, product in ipairs(state.catalog) do
            if product.product_id == product_id then return true end
        end
        return false
    end
    feature("shop.catalog", function() return copy(state.catalog) end)
    local function new_purchase(product_id)
        state.next_token = state.next_token + 1
        local purchase = { product_id = product_id, purchase_token = MOCK.PURCHASE_TOKEN_PREFIX .. state.next_token, signed_request = MOCK.UNSIGNED,
            is_sandbox = true, purchase_time = os.date("!%Y-%m-%dT%H:%M:%SZ") }
        state.purchases[#state.purchases + 1] = purchase
        return purchase
    end
    feature("shop.purchase", function(context, options)
        if not sells(options.product_id) then raise("INVALID_PARAM", say.unknown_product(options.product_id), context) end
        if table.remove(state.outcomes.checkout or {}, 1) == "close" then
            raise("IAP_PURCHASE_CANCELLED", say.checkout_closed(), context)
        end
        return copy(new_purchase(options.product_id))
    end)
    feature("shop.purchases", function()
        local out = {}
        for i = 1, math.min(#state.purchases, rules.PURCHASES_PER_CALL) do out[i] = copy(state.purchases[i]) end
        return out
    end)
    feature("shop.consume", function(context, token)
        -- A token consumed already: consuming it again succeeds (the spec: safe to repeat).
        if state.consumed[token] then return end
        for i, purchase in ipairs(state.purchases) do
            if purchase.purchase_token == token then
                env.fault("consume", context)
                table.remove(state.purchases, i)
                state.consumed[token] = true
                return
            end
        end
        raise("INVALID_PARAM", say.unknown_purchase_token(), context)
    end)
    feature("shop.plans", function()
        if not state.registered then return {} end
        return copy(state.subscriptions)
    end)
    feature("shop.subscribe", function(context, options)
        local plan
        for _, candidate in ipairs(state.subscriptions) do
            if candidate.product_id == options.product_id then plan = candidate end
        end
        -- In the mock platform's order: the plan, then the player, then what the player holds.
        if not plan then raise("INVALID_PARAM", say.unknown_plan(options.product_id), context) end
        if not state.registered then raise("PLAYER_NOT_AUTHENTICATED", say.guest_subscription(), context) end
        if plan.is_active then raise("INVALID_OPERATION", say.plan_already_held(options.product_id), context) end
        if table.remove(state.outcomes.checkout or {}, 1) == "close" then
            local cancelled = copy(plan)
            cancelled.status, cancelled.signed_request = "cancelled", ""
            return cancelled
        end
        plan.is_active, plan.trial_eligible, plan.status = true, false, "active"
        return copy(plan)
    end)

    -- Answers the player's unconsumed purchases, as the mock platform's seedPurchases does.
    env.verb("seed_purchases", function(count, product_id)
        product_id = product_id or state.catalog[1].product_id
        if not sells(product_id) then error("control.seed_purchases: " .. say.unknown_product(product_id), 3) end
        for _ = 1, count do new_purchase(product_id) end
        return copy(state.purchases)
    end)
    env.verb("get_purchases", function() return copy(state.purchases) end)
end
