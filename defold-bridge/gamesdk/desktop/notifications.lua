-- Desktop stubs: scheduled notifications, for registered players only.
return function(env)
    local state, rules, feature, copy = env.state, env.rules, env.feature, env.copy
    feature("notifications.schedule", function(_, options)
        state.notifications[options.id] = copy(options)
        return { id = options.id, scheduled_in_days = options.scheduled_in_days }
    end)
    -- The D1 to D7 week, checked as rules.json's checks say (each entry as a notification without
    -- its id and day, which the week sets) and for registered players only, as every notification.
    feature("notifications.scheduleWeek", function(_, entries)
        local scheduled = {}
        for day, entry in ipairs(entries) do
            local options = copy(entry)
            options.id, options.scheduled_in_days = rules.WEEK_ID_PREFIX .. day, day
            state.notifications[options.id] = options
            scheduled[day] = { id = options.id, scheduled_in_days = day }
        end
        return scheduled
    end)
    feature("notifications.cancel", function(_, id) state.notifications[id] = nil end)
    feature("notifications.cancelAll", function() state.notifications = {} end)
end
