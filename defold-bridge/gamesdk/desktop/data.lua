-- Desktop stubs: key-value saves in the player store.
return function(env)
    local state, rules, ready, define = env.state, env.rules, env.ready, env.define
    local function data_write(context, key, value)
        ready(context)
        rules.text(context, "key", key)
        return env.write({ [key] = value })
    end
    define("data_get_string", function(key)
        ready("data.getString")
        rules.text("data.getString", "key", key)
        local value = state.store[key]
        if value == nil or type(value) == "string" then return value end
        return rules.json_encode(value)
    end)
    define("data_set_string", function(key, value)
        if not data_write("data.setString", key, value) then
            print("WARNING:GAMESDK: data.setString skipped the write of '" .. key .. "': the player's data would pass 1 MB")
        end
    end)
    define("data_set_string_async", function(key, value)
        return data_write("data.setStringAsync", key, value)
    end)
    define("data_remove_key", function(key)
        ready("data.removeKey")
        rules.text("data.removeKey", "key", key)
        state.store[key] = nil
        if env.save_file then sys.save(env.save_file, state.store) end
    end)
    define("data_flush", function() ready("data.flushAsync"); return true end)
    define("data_get_usage", function()
        ready("data.getUsage")
        return { used_bytes = #rules.json_encode(state.store), limit_bytes = env.PLAYER_DATA_LIMIT }
    end)
end
