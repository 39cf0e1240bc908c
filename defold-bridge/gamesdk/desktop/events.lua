-- Desktop stubs: event listeners; control.fire(event) raises one as the platform would.
return function(env)
    local state, raise, copy = env.state, env.raise, env.copy
    -- Each on_* function listens to its row's event: (listener) -> listener id.
    env.feature("bridge.listener", function(call, ...)
        local listener = ...
        if select("#", ...) ~= 1 or type(listener) ~= "function" then raise("INVALID_PARAM", "listener must be a function", call.where) end
        state.next_listener = state.next_listener + 1
        state.listeners[#state.listeners + 1] = { id = state.next_listener, event = call.event, fn = listener }
        return state.next_listener
    end)
    -- (listener id) -> whether a listener was removed.
    env.feature("bridge.unlisten", function(call, id)
        if type(id) ~= "number" then raise("INVALID_PARAM", "listener id must be a number returned by sdk.on_*", call.where) end
        for i, listener in ipairs(state.listeners) do
            if listener.id == id then
                table.remove(state.listeners, i)
                return true
            end
        end
        return false
    end)

    env.verb("fire", function(event)
        env.schedule(function(self)
            for _, listener in ipairs(copy(state.listeners)) do
                if listener.event == event then listener.fn(self) end
            end
        end)
    end)
end
