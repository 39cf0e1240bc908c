-- Desktop stubs: the registration prompt. On desktop the player "completes" the SMS registration
-- at once on login; an outcome set beforehand (control.set_outcome("registration", "register" or
-- "close")) closes the prompt right after it opened, as the mock platform's does.
return function(env)
    local state, raise, feature = env.state, env.raise, env.feature
    local say = require("gamesdk.generated.rules").messages
    -- (options, on_close): on_close(self, { registered = bool }) after login; answers the prompt's id.
    feature("prompt.open", function(call, ...)
        local args, last = { ... }, select("#", ...)
        local on_close = last >= 1 and type(args[last]) == "function" and args[last] or nil
        if on_close then last = last - 1 end
        env.check_args(call.where, call.args, args, last)
        local options = args[1]
        env.ready(call.context)
        env.admit("prompt.open", call.context, { options })
        state.next_prompt = state.next_prompt + 1
        local outcome = table.remove(state.outcomes.registration or {}, 1)
        if outcome == nil then
            state.prompts[state.next_prompt] = on_close or false
            return state.next_prompt
        end
        state.prompts[state.next_prompt] = "closed"
        if outcome == "register" then state.registered = true end
        if on_close then env.schedule(function(self) on_close(self, { registered = outcome == "register" }) end) end
        return state.next_prompt
    end)
    -- Only an open prompt logs in, and one is opened only once initialised. A login on a prompt
    -- that has closed changes nothing, as on the mock platform; one never shown is INVALID_PARAM.
    feature("prompt.login", function(context, prompt)
        local on_close = state.prompts[prompt]
        if on_close == nil then raise("INVALID_PARAM", say.unknown_prompt(prompt), context) end
        if on_close == "closed" then return end
        state.prompts[prompt] = "closed"
        state.registered = true
        if on_close then env.schedule(function(self) on_close(self, { registered = true }) end) end
    end, { anytime = true })
end
