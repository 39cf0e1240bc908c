-- Desktop stubs: the player store, the key-value saves and player data share.
return function(env)
    local state, rules, feature, copy = env.state, env.rules, env.feature, env.copy
    local say = require("gamesdk.generated.rules").messages
    feature("store.getString", function(_, key)
        local value = state.store[key]
        if value == nil or type(value) == "string" then return value end
        return rules.json_encode(value)
    end)
    -- A write past the limit is skipped with a warning, whether the caller waits for the answer or not.
    feature("store.setString", function(context, key, value)
        local stored = env.write({ [key] = value })
        if not stored then
            print("WARNING:GAMESDK: " .. context .. " skipped the write of '" .. key .. "': the player's data would pass 1 MB")
        end
        return stored
    end)
    feature("store.remove", function(_, key)
        state.store[key] = nil
        if env.save_file then sys.save(env.save_file, state.store) end
    end)
    feature("store.flush", function() return true end)
    feature("store.usage", function()
        return { used_bytes = #rules.json_encode(state.store), limit_bytes = env.PLAYER_DATA_LIMIT }
    end)
    feature("store.getMany", function(_, keys)
        local out = {}
        for _, key in ipairs(keys) do out[key] = copy(state.store[key]) end
        return out
    end)
    feature("store.setMany", function(context, data)
        if not env.write(copy(data)) then
            env.raise("DATA_LIMIT_EXCEEDED", say.player_data_limit(env.PLAYER_DATA_LIMIT), context)
        end
    end)
end
