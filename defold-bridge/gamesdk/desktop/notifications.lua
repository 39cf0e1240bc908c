-- Desktop stubs: scheduled notifications, for registered players only.
return function(env)
    local state, rules, feature, copy = env.state, env.rules, env.feature, env.copy
    local say = require("gamesdk.generated.rules").messages
    local function registered_only(context)
        if not state.registered then env.raise("PLAYER_NOT_AUTHENTICATED", say.guest_notification(), context) end
    end
    feature("notifications.schedule", function(context, options)
        rules.notification(context, options)
        registered_only(context)
        state.notifications[options.id] = copy(options)
        return { id = options.id, scheduled_in_days = options.scheduled_in_days }
    end)
    feature("notifications.cancel", function(context, id)
        rules.text(context, "id", id)
        registered_only(context)
        state.notifications[id] = nil
    end)
    feature("notifications.cancelAll", function(context)
        registered_only(context)
        state.notifications = {}
    end)
end
