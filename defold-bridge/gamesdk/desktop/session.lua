-- Desktop stubs: the session; a desktop game has no entry point data.
return function(env)
    env.feature("session.entryPoint", function() return nil end)
end
