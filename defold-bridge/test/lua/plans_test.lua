-- A registered player's subscription plans come with the terms a game shows before offering one
-- (price, currency, billing period, trial, title), through the Lua API: on the desktop stubs (the
-- default catalog) and on the extension (a mock platform serving a catalog file that declares the
-- plan). Usage: plans_test.lua <desktop|extension> <the expected plan as JSON, snake_case keys>
local T = require("harness")
local targets = require("target")

local target = targets.open(arg[1])
local sdk = target.sdk
local expected = host.json_decode(arg[2])

T.test("a registered player's plans carry price, currency, billing period, trial and title", function()
    if target.name == "desktop" then target.set_registered(true) end
    targets.start(target)
    T.eq(sdk.player_get_mode(), "authorized", "a registered player")
    local plans, err = targets.await(sdk.iap_get_subscriptions)
    T.eq(err, nil, "iap_get_subscriptions error")
    local plan
    for _, candidate in ipairs(plans) do
        if candidate.product_id == expected.product_id then plan = candidate end
    end
    T.ok(plan, "the plan " .. expected.product_id .. " in " .. T.dump(plans))
    for key, value in pairs(expected) do T.eq(plan[key], value, key) end
    T.eq(plan.is_active, false, "not held yet")
    T.eq(type(plan.signed_request), "string", "signed")
end)

T.test("the subscribed plan keeps its terms", function()
    target.set_outcome("checkout", "buy")
    local held, err = targets.await(sdk.iap_subscribe, { product_id = expected.product_id })
    T.eq(err, nil, "iap_subscribe error")
    T.eq({ held.status, held.is_active, held.price, held.billing_period }, { "active", true, expected.price, expected.billing_period }, "held, with its terms")
end)

T.finish("plans through the Lua API (" .. arg[1] .. ")")
