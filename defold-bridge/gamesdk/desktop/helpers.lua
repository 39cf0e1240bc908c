-- Desktop stubs: the helpers of the Lua API, the same as the extension's.
return function(env)
    env.feature("bridge.parseError", function(_, err) return env.read_error(err) end)
end
