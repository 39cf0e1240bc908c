-- Desktop stubs: login and the registration prompt. On desktop the player "completes" the SMS
-- registration at once (control.set_outcome("registration", "close") to refuse).
return function(env)
    local sdk, state, raise, ready, define = env.sdk, env.state, env.raise, env.ready, env.define
    define("auth_is_authenticated", function() ready("auth.isAuthenticated"); return state.registered end)
    define("auth_sign_in", function() ready("auth.signInAsync"); return env.player() end)
    sdk.auth_show_registration_prompt = function(...)
        local context = "auth.showRegistrationPrompt"
        local args, last = { ... }, select("#", ...)
        local on_close = last >= 1 and type(args[last]) == "function" and args[last] or nil
        if on_close then last = last - 1 end
        env.check_args("sdk.auth_show_registration_prompt", env.ops.auth_show_registration_prompt.args, args, last)
        local options = args[1]
        ready(context)
        env.rules.registration_prompt(context, options)
        if state.registered then raise("INVALID_OPERATION", "the player is already registered: prompt guests only", context) end
        state.next_prompt = state.next_prompt + 1
        state.prompts[state.next_prompt] = on_close or false
        return state.next_prompt
    end
    define("auth_registration_prompt_login", function(prompt)
        local on_close = state.prompts[prompt]
        if on_close == nil then raise("INVALID_PARAM", "no registration prompt " .. prompt .. " is open", "auth.showRegistrationPrompt.login") end
        state.prompts[prompt] = nil
        local registered = table.remove(state.outcomes.registration or {}, 1) ~= "close"
        if registered then state.registered = true end
        if on_close then env.schedule(function(self) on_close(self, { registered = registered }) end) end
    end)
end
