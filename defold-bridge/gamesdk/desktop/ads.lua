-- Desktop stubs: never an ad; no_fill then after_ad, resume in after_ad only. The callbacks an ad
-- takes are its row's (generated/desktop_ops.lua, from the manifest), as the extension's.

return function(env)
    local raise = env.raise
    -- (callbacks): one optional table of ad callbacks, checked as the extension checks it.
    local function show_ad(call, ...)
        local callbacks = ...
        if select("#", ...) > 1 then raise("INVALID_PARAM", "expected one argument: a table of callbacks", call.where) end
        if callbacks ~= nil and type(callbacks) ~= "table" then raise("INVALID_PARAM", "callbacks must be a table", call.where) end
        local known = {}
        for _, name in ipairs(call.callbacks) do known[name] = true end
        for key, value in pairs(callbacks or {}) do
            if not known[key] then
                raise("INVALID_PARAM", "callbacks." .. tostring(key) .. " is not an ad callback (" .. table.concat(call.callbacks, ", ") .. ")", call.where)
            elseif type(value) ~= "function" then
                raise("INVALID_PARAM", "callbacks." .. key .. " must be a function", call.where)
            end
        end
        env.ready(call.context)
        env.schedule(function(self)
            if callbacks and callbacks.no_fill then callbacks.no_fill(self) end
            if callbacks and callbacks.after_ad then callbacks.after_ad(self) end
        end)
    end
    env.feature("ads.interstitial", show_ad)
    env.feature("ads.rewarded", show_ad)
end
