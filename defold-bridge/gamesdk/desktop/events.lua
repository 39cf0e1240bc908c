-- Desktop stubs: event listeners; control.fire(event) raises one as the platform would.
return function(env)
    local sdk, state, raise, copy = env.sdk, env.state, env.raise, env.copy
    local function on(name, event)
        sdk[name] = function(...)
            local listener = ...
            if select("#", ...) ~= 1 or type(listener) ~= "function" then raise("INVALID_PARAM", "listener must be a function", "sdk." .. name) end
            state.next_listener = state.next_listener + 1
            state.listeners[#state.listeners + 1] = { id = state.next_listener, event = event, fn = listener }
            return state.next_listener
        end
    end
    on("on_exit_requested", "exitRequested")
    on("on_pause", "pause")
    on("on_resume", "resume")
    sdk.off = function(id)
        if type(id) ~= "number" then raise("INVALID_PARAM", "listener id must be a number returned by sdk.on_*", "sdk.off") end
        for i, listener in ipairs(state.listeners) do
            if listener.id == id then
                table.remove(state.listeners, i)
                return true
            end
        end
        return false
    end

    function env.control.fire(event)
        env.schedule(function(self)
            for _, listener in ipairs(copy(state.listeners)) do
                if listener.event == event then listener.fn(self) end
            end
        end)
    end
end
