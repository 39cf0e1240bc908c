-- Desktop stubs: the current player, a guest (control.set_player and registration change that).
return function(env)
    local state, feature = env.state, env.feature
    feature("player.id", function() return state.player_id end)
    feature("player.mode", function() return env.player().mode end)
    feature("player.name", function() return nil end)
    feature("player.photo", function() return nil end)
    feature("player.registered", function() return state.registered end)
    feature("player.signIn", function() return env.player() end)
    feature("player.signed", function() return { player_id = state.player_id, signature = require("gamesdk.generated.mock_platform").UNSIGNED } end)
    feature("player.botAvatar", function(_, username, size)
        return "desktop://bot-avatar/" .. username .. "/" .. size
    end)
end
