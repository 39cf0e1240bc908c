-- Desktop stubs: the session; its entry point data is what control.set_entry_payload set (nil: none).
return function(env)
    env.feature("session.entryPoint", function() return env.copy(env.state.entry_payload) end)
end
