-- What only the Lua API has, beside the mock's data: its listeners (sdk.on_<event>, sdk.off),
-- sdk.parse_error, and an ad's table of callbacks, checked as the extension checks them
-- (gamesdk_lua.cpp) and delivered on a later frame.
local calls = require("gamesdk.desktop.calls")
local rules = require("gamesdk.desktop.rules")
local snake = require("gamesdk.words").snake

return function(m)
    local raise, next_listener = m.raise, 0
    local B = { features = {} }

    B.features["bridge.parseError"] = function(_, _, err) return calls.parse_error(err) end

    -- Each on_* function listens to its row's event: (listener) -> listener id.
    B.features["bridge.listener"] = function(where, op, ...)
        local listener = ...
        if select("#", ...) ~= 1 or type(listener) ~= "function" then raise("INVALID_PARAM", rules.messages.not_a_function("listener"), where) end
        next_listener = next_listener + 1
        table.insert(m.listeners, { id = next_listener, event = op.event, fn = listener })
        return next_listener
    end

    -- (listener id) -> whether a listener was removed.
    B.features["bridge.unlisten"] = function(where, _, id)
        if type(id) ~= "number" then raise("INVALID_PARAM", "listener id must be a number returned by sdk.on_*", where) end
        for i, listener in ipairs(m.listeners) do
            if listener.id == id then return table.remove(m.listeners, i) ~= nil end
        end
        return false
    end

    --- An ad's argument for its feature, its table of callbacks checked as the extension checks them
    --- against the names its row allows (the manifest's callbacks column; any other key is an
    --- unknown option, as on every engine): deliver(...), which calls the game's
    --- callbacks of those TypeScript names (noFill) in order on a later frame.
    function B.ad_callbacks(where, allowed, ...)
        local callbacks = ...
        if select("#", ...) > 1 then raise("INVALID_PARAM", "expected one argument: a table of callbacks", where) end
        if callbacks ~= nil and type(callbacks) ~= "table" then raise("INVALID_PARAM", rules.messages.not_a_callback_table("callbacks"), where) end
        for key, value in pairs(callbacks or {}) do
            if not rules.has(allowed, key) then
                raise("INVALID_PARAM", rules.messages.unknown_option("callbacks", tostring(key), table.concat(allowed, ", ")), where)
            elseif type(value) ~= "function" then
                raise("INVALID_PARAM", rules.messages.not_a_function("callbacks." .. tostring(key)), where)
            end
        end
        return function(...)
            local names = { ... }
            m.schedule(function(self)
                for _, name in ipairs(names) do
                    if callbacks and callbacks[snake(name)] then callbacks[snake(name)](self) end
                end
            end)
        end
    end

    return B
end
