-- Desktop stubs: scheduled notifications, for registered players only.
return function(env)
    local state, rules, ready, define, copy = env.state, env.rules, env.ready, env.define, env.copy
    local function registered_only(context)
        if not state.registered then env.raise("PLAYER_NOT_AUTHENTICATED", "notifications reach registered players only; this player is a guest", context) end
    end
    define("notifications_schedule", function(options)
        local context = "notifications.scheduleAsync"
        ready(context)
        rules.notification(context, options)
        registered_only(context)
        state.notifications[options.id] = copy(options)
        return { id = options.id, scheduled_in_days = options.scheduled_in_days }
    end)
    define("notifications_cancel", function(id)
        ready("notifications.cancelAsync")
        rules.text("notifications.cancelAsync", "id", id)
        registered_only("notifications.cancelAsync")
        state.notifications[id] = nil
    end)
    define("notifications_cancel_all", function()
        ready("notifications.cancelAllAsync")
        registered_only("notifications.cancelAllAsync")
        state.notifications = {}
    end)
end
