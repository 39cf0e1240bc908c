-- Desktop stubs: the current player and their data.
return function(env)
    local state, rules, ready, define, copy = env.state, env.rules, env.ready, env.define, env.copy
    define("player_get_id", function() ready("player.getId"); return state.player_id end)
    define("player_get_mode", function() ready("player.getMode"); return env.player().mode end)
    define("player_get_name", function() ready("player.getName"); return nil end)
    define("player_get_photo", function() ready("player.getPhoto"); return nil end)
    define("player_get_data", function(keys)
        ready("player.getDataAsync")
        local out = {}
        for _, key in ipairs(keys) do
            rules.text("player.getDataAsync", "keys[]", key)
            out[key] = copy(state.store[key])
        end
        return out
    end)
    define("player_set_data", function(data)
        ready("player.setDataAsync")
        if not env.write(copy(data)) then
            env.raise("DATA_LIMIT_EXCEEDED", "data would pass the player data limit of " .. env.PLAYER_DATA_LIMIT .. " bytes", "player.setDataAsync")
        end
    end)
    define("player_get_signed_player_info", function()
        ready("player.getSignedPlayerInfoAsync")
        return { player_id = state.player_id, signature = "desktop-unsigned" }
    end)
    define("player_is_bot_avatar_supported", function() ready("player.isBotAvatarSupported"); return true end)
    define("player_get_bot_avatar", function(username, size)
        ready("player.getBotAvatarAsync")
        rules.text("player.getBotAvatarAsync", "username", username)
        rules.avatar_size("player.getBotAvatarAsync", size)
        return "desktop://bot-avatar/" .. username .. "/" .. size
    end)
end
