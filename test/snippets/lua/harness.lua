-- Harness "defold" of the Lua snippets: what a Defold game script has around a fragment.
--   sdk, codes        the SDK (desktop stubs, fresh per snippet) and gamesdk.generated.error_codes
--   json, http        Defold's modules: json.encode/decode, http.request answered as the game's
--                     backend grants ({ productId = "gems_100", granted = true, consume = true })
--   self, save        a script instance whose save is { gems, tokens }; save is self.save
--   encode, add_item  the game's save encoding and its grant of a product
--   recovery(self)    the recovery table of the README's recovery block; backend_grant(p, cb) its call
--   resume, options, my_game  a resume after an ad, a notification's options, a game's start-up
--   start_playing     the game's own start once the SDK started it
--   my_game           a game's start-up: the example project's (example/flow.lua)
local M = {}

--- Defold's timer module as the SDK uses it (timer.delay(0, false, fn)): update(instance) runs
--- the callbacks waiting, each with the script instance as the engine passes it.
function M.timer()
    local queue = {}
    local timer = {}
    function timer.delay(_, _, fn) queue[#queue + 1] = fn; return #queue end
    function timer.update(instance)
        local batch = queue
        queue = {}
        for handle, fn in ipairs(batch) do fn(instance, handle, 0) end
    end
    return timer
end

--- Initialises and starts the SDK (the state most fragments assume), pumping the stubs until both answered.
function M.start(sdk, pump)
    local started = false
    sdk.initialize(function(_, _, err)
        assert(err == nil, "initialize failed")
        sdk.start_game(function(_, _, start_err) assert(start_err == nil, "start_game failed"); started = true end)
    end)
    for _ = 1, 500 do
        if started then return end
        pump()
    end
    error("the SDK never started")
end

local function encode(value)
    local kind = type(value)
    if kind == "table" then
        if #value > 0 or next(value) == nil then
            local items = {}
            for i, item in ipairs(value) do items[i] = encode(item) end
            return "[" .. table.concat(items, ",") .. "]"
        end
        local fields = {}
        for key, item in pairs(value) do fields[#fields + 1] = string.format("%q:%s", tostring(key), encode(item)) end
        table.sort(fields)
        return "{" .. table.concat(fields, ",") .. "}"
    elseif kind == "string" then
        return string.format("%q", value)
    end
    return tostring(value)
end

local GRANT = { productId = "gems_100", granted = true, consume = true, items = {} }

function M.environment(sdk)
    local save = { gems = 0, tokens = {} }
    local self = { save = save }
    local env = {
        sdk = sdk,
        codes = require("gamesdk.generated.error_codes"),
        json = {
            encode = encode,
            -- Only the backend's answer is ever decoded here.
            decode = function(text) assert(text == encode(GRANT), "json.decode of an unexpected text: " .. tostring(text)); return GRANT end,
        },
        http = {
            request = function(url, method, callback, headers, body)
                assert(type(url) == "string" and url:match("^https?://"), "http.request: an absolute URL")
                assert(method == "POST" and type(body) == "string", "http.request: a POST with a body")
                callback(self, 1, { status = 200, response = encode(GRANT), headers = {} })
            end,
        },
        self = self,
        save = save,
        encode = encode,
        add_item = function(into, product_id) into.gems = into.gems + (product_id == "gems_100" and 100 or 0) end,
        backend_grant = function(purchase, callback) callback(GRANT, nil) end,
        resume = function() end,
        start_playing = function() end,
        options = { id = "day-1", title = "Your farm", body = "Your crops are ready!", scheduled_in_days = 1, image_asset_id = "farm-day-1" },
        my_game = { start = function(game_sdk, done) require("example.flow").start({}, game_sdk, done) end },
    }
    env.recovery = function(instance)
        return {
            has_token = function(token) return instance.save.tokens[token] == true end,
            claim = function(purchase, done) env.backend_grant(purchase, function(answer, err) done(err, answer) end) end,
            grant = function(purchase, verified)
                env.add_item(instance.save, verified.productId)
                instance.save.tokens[purchase.purchase_token] = true
                sdk.data_set_string("save", encode(instance.save))
            end,
        }
    end
    return setmetatable(env, { __index = _G })
end

return M
