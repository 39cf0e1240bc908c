-- Desktop stubs: scheduled notifications, for registered players only.
return function(env)
    local state, rules, feature, copy = env.state, env.rules, env.feature, env.copy
    local say = require("gamesdk.generated.rules").messages
    feature("notifications.schedule", function(_, options)
        state.notifications[options.id] = copy(options)
        return { id = options.id, scheduled_in_days = options.scheduled_in_days }
    end)
    -- The D1 to D7 week: the same checks, in the same order, as sdk-core's notifications-week.ts;
    -- an entry's error is the notification rule's message with the day and index in front.
    local function week_entry(context, entry, day, seen)
        if type(entry) ~= "table" then rules.invalid(context, say.not_an_object()) end
        if entry.id ~= nil or entry.scheduled_in_days ~= nil then rules.invalid(context, say.week_sets_id_and_day()) end
        if entry.image_asset_id == nil and entry.image_data_url == nil then rules.invalid(context, say.week_image_missing()) end
        local options = copy(entry)
        options.id, options.scheduled_in_days = rules.WEEK_ID_PREFIX .. day, day
        rules.check(context, rules.CHECKS.NotificationOptions, {}, options)
        for _, field in ipairs({ "title", "body" }) do
            local earlier = seen[field][options[field]]
            if earlier then rules.invalid(context, say.week_copy_repeated(field, earlier)) end
            seen[field][options[field]] = day
        end
        return options
    end
    feature("notifications.scheduleWeek", function(context, entries)
        if type(entries) ~= "table" or #entries ~= rules.WEEK_DAYS then
            rules.invalid(context, say.week_count(type(entries) == "table" and #entries or require("gamesdk.words").describe(entries)))
        end
        local week, seen = {}, { title = {}, body = {} }
        for day, entry in ipairs(entries) do
            local ok, failure = pcall(week_entry, context, entry, day, seen)
            if not ok then
                local reason = type(failure) == "string" and failure:match("INVALID_PARAM: (.*) %(" .. context:gsub("%p", "%%%0") .. "%)$")
                if not reason then error(failure, 0) end
                rules.invalid(context, say.week_entry(day, day - 1, reason))
            end
            week[day] = ok and failure
        end
        env.gate("registered", context)
        local scheduled = {}
        for day, options in ipairs(week) do
            state.notifications[options.id] = options
            scheduled[day] = { id = options.id, scheduled_in_days = day }
        end
        return scheduled
    end)
    feature("notifications.cancel", function(_, id)
        state.notifications[id] = nil
    end)
    feature("notifications.cancelAll", function()
        state.notifications = {}
    end)
end
