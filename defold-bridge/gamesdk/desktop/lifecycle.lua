-- Desktop stubs: initialisation, loading progress and the start of play.
return function(env)
    local state, feature = env.state, env.feature
    feature("lifecycle.initialize", function() state.initialized = true end, { anytime = true })
    feature("lifecycle.initialized", function() return state.initialized end, { anytime = true })
    feature("lifecycle.progress", function() end)
    feature("lifecycle.start", function() state.started = true end)
end
