-- Desktop stubs: payments and subscriptions; control.seed_purchases adds unconsumed purchases.
return function(env)
    local state, rules, raise, ready, define, copy = env.state, env.rules, env.raise, env.ready, env.define, env.copy
    define("iap_is_subscription_supported", function() return true end)
    define("iap_get_catalog", function() ready("iap.getCatalogAsync"); return copy(state.catalog) end)
    local function new_purchase(product_id)
        state.next_token = state.next_token + 1
        local purchase = { product_id = product_id, purchase_token = "desktop-" .. state.next_token, signed_request = "desktop-unsigned",
            is_sandbox = true, purchase_time = os.date("!%Y-%m-%dT%H:%M:%SZ") }
        state.purchases[#state.purchases + 1] = purchase
        return purchase
    end
    define("iap_purchase", function(options)
        env.after_start("iap.purchaseAsync")
        rules.product("iap.purchaseAsync", options)
        if table.remove(state.outcomes.checkout or {}, 1) == "close" then
            raise("IAP_PURCHASE_CANCELLED", "the player closed the checkout", "iap.purchaseAsync")
        end
        return copy(new_purchase(options.product_id))
    end)
    define("iap_get_purchases", function()
        ready("iap.getPurchasesAsync")
        local out = {}
        for i = 1, math.min(#state.purchases, rules.PURCHASES_PER_CALL) do out[i] = copy(state.purchases[i]) end
        return out
    end)
    define("iap_consume_purchase", function(token)
        ready("iap.consumePurchaseAsync")
        rules.text("iap.consumePurchaseAsync", "purchaseToken", token)
        for i, purchase in ipairs(state.purchases) do
            if purchase.purchase_token == token then
                table.remove(state.purchases, i)
                return
            end
        end
    end)
    define("iap_get_subscriptions", function()
        ready("iap.getSubscriptionsAsync")
        if not state.registered then return {} end
        return copy(state.subscriptions)
    end)
    define("iap_subscribe", function(options)
        local context = "iap.subscribeAsync"
        env.after_start(context)
        rules.product(context, options)
        if not state.registered then raise("PLAYER_NOT_AUTHENTICATED", "subscriptions need a registered player", context) end
        if table.remove(state.outcomes.checkout or {}, 1) == "close" then
            return { product_id = options.product_id, is_active = false, trial_eligible = true, status = "cancelled", signed_request = "" }
        end
        local subscription = { product_id = options.product_id, is_active = true, trial_eligible = false, status = "active", signed_request = "desktop-unsigned" }
        state.subscriptions[#state.subscriptions + 1] = subscription
        return copy(subscription)
    end)

    function env.control.seed_purchases(count, product_id)
        for _ = 1, count do new_purchase(product_id or rules.CATALOG[1].product_id) end
    end
end
