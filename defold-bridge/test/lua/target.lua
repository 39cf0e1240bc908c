-- The two implementations of the Lua API the shared suites run against:
--   "desktop":   the desktop stubs (gamesdk/desktop.lua), player state set through their control;
--   "extension": the native extension in the test host, relayed to the real JS library, browser
--                script and mock platform (the host must run with --relay).
local T = require("harness")

local M = {}

function M.open(name)
    if name == "desktop" then
        local sdk, control = require("gamesdk.desktop").new()
        -- What gamesdk/sdk.lua adds when it serves the stubs (outside HTML5).
        for name, composed in pairs(require("gamesdk.generated.composed")) do
            sdk[name] = composed.make(sdk, composed.context)
        end
        T.on_pump(control.update)
        return {
            name = name,
            sdk = sdk,
            control = control,
            set_registered = function(registered) control.set_player({ registered = registered }) end,
            set_offers_purchases = control.set_offers_purchases,
            fire = control.fire,
            set_outcome = control.set_outcome,
            seed_purchases = control.seed_purchases,
            get_purchases = control.get_purchases,
            fail_next_consume = control.fail_next_consume,
            -- The stubs keep the store in memory only (sys.save inside the engine): no platform to read.
            stored_data = nil,
            -- These stubs are done with: their scheduler no longer runs.
            release = function() T.remove_pump(control.update) end,
        }
    end
    assert(name == "extension", "target must be desktop or extension, got " .. tostring(name))
    assert(host.relay, "the extension target needs the test host's --relay")
    -- The calls come from a running script, as in a game: Defold makes callbacks only then.
    host.set_instance({ name = "script instance" })
    -- Games require gamesdk.sdk, which must hand out the extension's own module on HTML5.
    local native = sdk
    local selected = require("gamesdk.sdk")
    assert(rawequal(selected, native), "gamesdk.sdk returns the native module when the extension registered one")
    return {
        name = name,
        sdk = selected,
        -- The page reads the player at initialisation: set it before sdk.initialize.
        set_registered = function(registered) host.control("PUT", "/player", '{"registered":' .. tostring(registered) .. '}') end,
        fire = function(event) host.control("POST", "/events/" .. event, "{}") end,
        set_outcome = function(kind, choice) host.control("POST", "/outcomes/" .. kind, '{"choice":"' .. choice .. '"}') end,
        -- Without a product_id, the platform's first product.
        seed_purchases = function(count, product_id)
            local product = product_id and (',"productId":"' .. product_id .. '"') or ""
            host.control("POST", "/purchases/seed", '{"count":' .. count .. product .. '}')
        end,
        -- Every pending purchase of the player, oldest first, as the Lua API names its fields.
        get_purchases = function()
            local out = {}
            for i, p in ipairs(host.json_decode(host.control("GET", "/purchases"))) do out[i] = { product_id = p.productId, purchase_token = p.purchaseToken } end
            return out
        end,
        -- What the platform holds for the player, which is what a reload loads.
        stored_data = function() return host.json_decode(host.control("GET", "/player/data")).data end,
        fail_next_consume = function(count, after)
            host.control("POST", "/consume/fail-next", '{"count":' .. (count or 1) .. ',"after":' .. (after or 0) .. '}')
        end,
    }
end

--- Calls an async entry point and pumps until its callback ran; returns result, err.
function M.await(fn, ...)
    local done, result, err = false, nil, nil
    local args = { ... }
    args[#args + 1] = function(_, r, e) done, result, err = true, r, e end
    fn(unpack(args))
    T.pump(function() return done end, 15000, "a callback")
    return result, err
end

--- initialize then start_game, asserting both succeed.
function M.start(target)
    local _, err = M.await(target.sdk.initialize)
    T.eq(err, nil, "initialize error")
    _, err = M.await(target.sdk.start_game)
    T.eq(err, nil, "start_game error")
end

return M
