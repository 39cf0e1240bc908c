-- Desktop stubs: initialisation, loading progress and the start of play.
return function(env)
    local state, ready, define = env.state, env.ready, env.define
    define("initialize", function() state.initialized = true end)
    define("is_initialized", function() return state.initialized end)
    define("set_loading_progress", function(progress)
        ready("Sdk.setLoadingProgress")
        env.rules.loading_progress("Sdk.setLoadingProgress", progress)
    end)
    define("start_game", function()
        ready("Sdk.startGameAsync")
        state.started = true
    end)
end
