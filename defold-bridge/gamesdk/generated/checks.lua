-- Generated from sdk-core/api/rules.json and mock-catalog.json by scripts/codegen. Do not edit by hand.
--
-- rules.json's argument checks compiled for the Defold desktop stubs: RUN[context](args, label, seen)
-- runs the operation's checks in order on its arguments and answers the first failure's rule and
-- parameters, or nil (label: the entry in hand's, "" at the top; seen: what an each's entries saw).
-- R is gamesdk/desktop/rules.lua: has, lone_surrogate, in_data and render.
local RULES = require("gamesdk.generated.rules")
local words = require("gamesdk.words")

return function(R)
    local RUN = {}

    local function is_text(v) return type(v) == "string" end
    local function is_list(v) return type(v) == "table" and (v[1] ~= nil or next(v) == nil) end
    -- How many of the fields the table gives.
    local function given(v, fields)
        local count = 0
        for _, field in ipairs(fields) do count = count + (v[field] ~= nil and 1 or 0) end
        return count
    end
    -- A failure of a check that holds or fails on the value alone, with the parameters its message may name.
    local function fail(rule, v, label, count)
        return { rule = rule, params = { label = label, value = words.describe(v), key = v, count = count } }
    end

    -- The checks of each entry of a list (or key of a table) in rules.json's checks.
    local function entries_1(root, label, seen)
        local v, found, count
        v = root
        if not (is_text(v) and v:match("^%s*$") == nil) then return fail("blank_text", v, label) end
        v = root
        if not (not (is_text(v) and R.has(RULES.RESERVED_DATA_KEYS, v))) then return fail("reserved_data_key", v, label) end
    end

    -- The checks of each entry of a list (or key of a table) in rules.json's checks.
    local function entries_2(root, label, seen)
        local v, found, count
        v = root
        if not (not (is_text(v) and R.has(RULES.RESERVED_DATA_KEYS, v))) then return fail("reserved_data_key", v, label) end
    end

    -- The checks of each entry of a list (or key of a table) in rules.json's checks.
    local function entries_3(root, label, seen)
        local v, found, count
        v = root
        if not (type(v) == "table" and v[1] == nil) then return fail("not_an_object", v, label) end
        v = root
        if not (given(v, { "id", "scheduled_in_days" }) == 0) then return fail("week_sets_id_and_day", v, label) end
        v = root
        if not (given(v, { "image_asset_id", "image_data_url" }) > 0) then return fail("week_image_missing", v, label) end
        v = root
        local filled = {}
        for field, inner in pairs(v) do filled[field] = inner end
        filled["id"] = (("gamesdk-week-d{day}"):gsub("{day}", tostring(seen.day)))
        filled["scheduled_in_days"] = seen.day
        found = RUN["notifications.scheduleAsync"]({ filled }, label, seen)
        if found then return found end
        v = root
        seen["title"] = seen["title"] or {}
        if seen["title"][v["title"]] then return { rule = "week_copy_repeated", params = { field = "title", earlier = seen["title"][v["title"]] } } end
        seen["title"][v["title"]] = seen.day
        seen["body"] = seen["body"] or {}
        if seen["body"][v["body"]] then return { rule = "week_copy_repeated", params = { field = "body", earlier = seen["body"][v["body"]] } } end
        seen["body"][v["body"]] = seen.day
    end

    -- The checks of each entry of a list (or key of a table) in rules.json's checks.
    local function entries_4(root, label, seen)
        local v, found, count
        v = root
        if not (type(v) == "table" and v[1] == nil) then return fail("not_an_object", v, label) end
        v = root
        v = type(v) == "table" and v["title"] or nil
        if not (is_text(v) and v:match("^%s*$") == nil) then return fail("blank_text", v, (("{each}.title"):gsub("{each}", label))) end
        v = root
        v = type(v) == "table" and v["body"] or nil
        if not (is_text(v) and v:match("^%s*$") == nil) then return fail("blank_text", v, (("{each}.body"):gsub("{each}", label))) end
        v = root
        v = type(v) == "table" and v["body"] or nil
        count = words.character_count(v)
        if not (count <= 100) then return fail("template_body_too_long", v, label, count) end
    end

    -- Sdk.setLoadingProgress
    RUN["Sdk.setLoadingProgress"] = function(root, label, seen)
        local v, found, count
        v = root
        v = type(v) == "table" and v[1] or nil
        if not (type(v) == "number" and v == v and v >= 0 and v <= 100) then return fail("loading_progress", v, label) end
    end

    -- data.getString
    RUN["data.getString"] = function(root, label, seen)
        local v, found, count
        v = root
        v = type(v) == "table" and v[1] or nil
        if not (is_text(v) and v:match("^%s*$") == nil) then return fail("blank_text", v, "key") end
        v = root
        v = type(v) == "table" and v[1] or nil
        if not (not (is_text(v) and R.has(RULES.RESERVED_DATA_KEYS, v))) then return fail("reserved_data_key", v, "key") end
    end

    -- data.setString
    RUN["data.setString"] = function(root, label, seen)
        local v, found, count
        v = root
        v = type(v) == "table" and v[1] or nil
        if not (is_text(v) and v:match("^%s*$") == nil) then return fail("blank_text", v, "key") end
        v = root
        v = type(v) == "table" and v[1] or nil
        if not (not (is_text(v) and R.has(RULES.RESERVED_DATA_KEYS, v))) then return fail("reserved_data_key", v, "key") end
        v = root
        v = type(v) == "table" and v[1] or nil
        if not (not is_text(v) or not R.lone_surrogate(v)) then return fail("lone_surrogate", v, label) end
        v = root
        v = type(v) == "table" and v[2] or nil
        if not (is_text(v)) then return fail("not_a_string", v, "value") end
        v = root
        v = type(v) == "table" and v[2] or nil
        if not (not is_text(v) or not R.lone_surrogate(v)) then return fail("lone_surrogate", v, label) end
    end

    -- data.setStringAsync
    RUN["data.setStringAsync"] = function(root, label, seen)
        local v, found, count
        v = root
        v = type(v) == "table" and v[1] or nil
        if not (is_text(v) and v:match("^%s*$") == nil) then return fail("blank_text", v, "key") end
        v = root
        v = type(v) == "table" and v[1] or nil
        if not (not (is_text(v) and R.has(RULES.RESERVED_DATA_KEYS, v))) then return fail("reserved_data_key", v, "key") end
        v = root
        v = type(v) == "table" and v[1] or nil
        if not (not is_text(v) or not R.lone_surrogate(v)) then return fail("lone_surrogate", v, label) end
        v = root
        v = type(v) == "table" and v[2] or nil
        if not (is_text(v)) then return fail("not_a_string", v, "value") end
        v = root
        v = type(v) == "table" and v[2] or nil
        if not (not is_text(v) or not R.lone_surrogate(v)) then return fail("lone_surrogate", v, label) end
    end

    -- data.removeKey
    RUN["data.removeKey"] = function(root, label, seen)
        local v, found, count
        v = root
        v = type(v) == "table" and v[1] or nil
        if not (is_text(v) and v:match("^%s*$") == nil) then return fail("blank_text", v, "key") end
        v = root
        v = type(v) == "table" and v[1] or nil
        if not (not (is_text(v) and R.has(RULES.RESERVED_DATA_KEYS, v))) then return fail("reserved_data_key", v, "key") end
    end

    -- player.getDataAsync
    RUN["player.getDataAsync"] = function(root, label, seen)
        local v, found, count
        v = root
        v = type(v) == "table" and v[1] or nil
        if not (is_list(v)) then return fail("not_a_string_list", v, "keys") end
        v = root
        v = type(v) == "table" and v[1] or nil
        local entries, each_label = v, "keys[]"
        for index, entry in ipairs(entries) do
            seen.day = index
            found = entries_1(entry, (each_label:gsub("{index}", tostring(index - 1))), seen)
            if found then return found end
        end
    end

    -- player.setDataAsync
    RUN["player.setDataAsync"] = function(root, label, seen)
        local v, found, count
        v = root
        v = type(v) == "table" and v[1] or nil
        if not (type(v) == "table" and v[1] == nil) then return fail("player_data_shape", v, label) end
        v = root
        v = type(v) == "table" and v[1] or nil
        local entries, each_label = v, "data key"
        entries = {}
        for key in pairs(v) do entries[#entries + 1] = key end
        for index, entry in ipairs(entries) do
            seen.day = index
            found = entries_2(entry, (each_label:gsub("{index}", tostring(index - 1))), seen)
            if found then return found end
        end
        v = root
        v = type(v) == "table" and v[1] or nil
        found = R.in_data(v, 32, nil, "player_data_too_deep")
        if found then return found end
    end

    -- player.getBotAvatarAsync
    RUN["player.getBotAvatarAsync"] = function(root, label, seen)
        local v, found, count
        v = root
        v = type(v) == "table" and v[1] or nil
        if not (is_text(v) and v:match("^%s*$") == nil) then return fail("blank_text", v, "username") end
        v = root
        v = type(v) == "table" and v[2] or nil
        if not (type(v) == "number" and v == v and v >= 1 and v <= 1024 and v == math.floor(v)) then return fail("avatar_size", v, label) end
    end

    -- auth.showRegistrationPrompt
    RUN["auth.showRegistrationPrompt"] = function(root, label, seen)
        local v, found, count
        v = root
        v = type(v) == "table" and v[1] or nil
        if not (type(v) == "table" and v[1] == nil) then return fail("not_an_object", v, label) end
        v = root
        v = type(v) == "table" and v[1] or nil
        v = type(v) == "table" and v["message"] or nil
        if not (is_text(v) and v:match("^%s*$") == nil) then return fail("blank_text", v, "message") end
        v = root
        v = type(v) == "table" and v[1] or nil
        v = type(v) == "table" and v["message"] or nil
        count = words.character_count(v)
        if not (count <= 140) then return fail("registration_message_too_long", v, "message", count) end
        v = root
        v = type(v) == "table" and v[1] or nil
        v = type(v) == "table" and v["message"] or nil
        count = select(2, v:gsub("%{%{registrationCode%}%}", ""))
        if not (count == 1) then return fail("registration_placeholder_count", v, "message", count) end
        v = root
        v = type(v) == "table" and v[1] or nil
        v = type(v) == "table" and v["data"] or nil
        if v ~= nil then
            if not (type(v) == "table" and v[1] == nil) then return fail("not_a_plain_object", v, "data") end
        end
    end

    -- notifications.scheduleAsync
    RUN["notifications.scheduleAsync"] = function(root, label, seen)
        local v, found, count
        v = root
        v = type(v) == "table" and v[1] or nil
        if not (type(v) == "table" and v[1] == nil) then return fail("not_an_object", v, label) end
        v = root
        v = type(v) == "table" and v[1] or nil
        v = type(v) == "table" and v["id"] or nil
        if not (is_text(v) and v:match("^%s*$") == nil) then return fail("blank_text", v, "id") end
        v = root
        v = type(v) == "table" and v[1] or nil
        v = type(v) == "table" and v["title"] or nil
        if not (is_text(v) and v:match("^%s*$") == nil) then return fail("blank_text", v, "title") end
        v = root
        v = type(v) == "table" and v[1] or nil
        v = type(v) == "table" and v["body"] or nil
        if not (is_text(v) and v:match("^%s*$") == nil) then return fail("blank_text", v, "body") end
        v = root
        v = type(v) == "table" and v[1] or nil
        v = type(v) == "table" and v["body"] or nil
        count = words.character_count(v)
        if not (count <= 100) then return fail("notification_body_too_long", v, "body", count) end
        v = root
        v = type(v) == "table" and v[1] or nil
        v = type(v) == "table" and v["scheduled_in_days"] or nil
        if not (type(v) == "number" and v == v and v >= 0 and v <= 7 and v == math.floor(v)) then return fail("notification_days", v, "scheduledInDays") end
        v = root
        v = type(v) == "table" and v[1] or nil
        if not (given(v, { "image_asset_id", "image_data_url" }) < 2) then return fail("notification_image_both", v, label) end
        v = root
        v = type(v) == "table" and v[1] or nil
        v = type(v) == "table" and v["image_asset_id"] or nil
        if v ~= nil then
            if not (is_text(v) and v:match("^%s*$") == nil) then return fail("blank_text", v, "imageAssetId") end
        end
        v = root
        v = type(v) == "table" and v[1] or nil
        v = type(v) == "table" and v["image_data_url"] or nil
        if v ~= nil then
            local prefix = is_text(v) and (v:match("^data:image/png;base64,") or v:match("^data:image/jpeg;base64,") or v:match("^data:image/webp;base64,"))
            local rule = not prefix and "image_data_url" or #v > RULES.IMAGE_DATA_URL_MAX_BYTES and "image_too_large"
                or not v:sub(#prefix + 1):match("^[A-Za-z0-9+/]+=?=?$") and "image_not_base64" or nil
            if rule then return { rule = rule, params = { label = "imageDataUrl", count = is_text(v) and #v or nil } } end
        end
        v = root
        v = type(v) == "table" and v[1] or nil
        v = type(v) == "table" and v["data"] or nil
        if v ~= nil then
            if not (type(v) == "table" and v[1] == nil) then return fail("not_a_plain_object", v, "data") end
        end
    end

    -- notifications.scheduleWeekAsync
    RUN["notifications.scheduleWeekAsync"] = function(root, label, seen)
        local v, found, count
        v = root
        v = type(v) == "table" and v[1] or nil
        count = type(v) == "table" and #v or words.describe(v)
        if not (is_list(v) and #v == 7) then return fail("week_count", v, label, count) end
        v = root
        v = type(v) == "table" and v[1] or nil
        local entries, each_label = v, label
        for index, entry in ipairs(entries) do
            seen.day = index
            found = entries_3(entry, (each_label:gsub("{index}", tostring(index - 1))), seen)
            if found then return { rule = "week_entry", params = { day = index, index = index - 1, reason = R.render(found) } } end
        end
    end

    -- notifications.cancelAsync
    RUN["notifications.cancelAsync"] = function(root, label, seen)
        local v, found, count
        v = root
        v = type(v) == "table" and v[1] or nil
        if not (is_text(v) and v:match("^%s*$") == nil) then return fail("blank_text", v, "id") end
    end

    -- iap.purchaseAsync
    RUN["iap.purchaseAsync"] = function(root, label, seen)
        local v, found, count
        v = root
        v = type(v) == "table" and v[1] or nil
        if not (type(v) == "table" and v[1] == nil) then return fail("not_an_object", v, label) end
        v = root
        v = type(v) == "table" and v[1] or nil
        v = type(v) == "table" and v["product_id"] or nil
        if not (is_text(v) and v:match("^%s*$") == nil) then return fail("blank_text", v, "productId") end
        v = root
        v = type(v) == "table" and v[1] or nil
        v = type(v) == "table" and v["developer_payload"] or nil
        if v ~= nil then
            if not (is_text(v)) then return fail("not_a_string", v, "developerPayload") end
        end
    end

    -- iap.subscribeAsync
    RUN["iap.subscribeAsync"] = function(root, label, seen)
        local v, found, count
        v = root
        v = type(v) == "table" and v[1] or nil
        if not (type(v) == "table" and v[1] == nil) then return fail("not_an_object", v, label) end
        v = root
        v = type(v) == "table" and v[1] or nil
        v = type(v) == "table" and v["product_id"] or nil
        if not (is_text(v) and v:match("^%s*$") == nil) then return fail("blank_text", v, "productId") end
        v = root
        v = type(v) == "table" and v[1] or nil
        v = type(v) == "table" and v["developer_payload"] or nil
        if v ~= nil then
            if not (is_text(v)) then return fail("not_a_string", v, "developerPayload") end
        end
    end

    -- iap.consumePurchaseAsync
    RUN["iap.consumePurchaseAsync"] = function(root, label, seen)
        local v, found, count
        v = root
        v = type(v) == "table" and v[1] or nil
        if not (is_text(v) and v:match("^%s*$") == nil) then return fail("blank_text", v, "purchaseToken") end
    end

    -- context.shareAsync
    RUN["context.shareAsync"] = function(root, label, seen)
        local v, found, count
        v = root
        v = type(v) == "table" and v[1] or nil
        if not (type(v) == "table" and v[1] == nil) then return fail("not_an_object", v, label) end
        v = root
        v = type(v) == "table" and v[1] or nil
        v = type(v) == "table" and v["intent"] or nil
        if not (is_text(v) and R.has({ "SHARE", "INVITE", "REQUEST", "CHALLENGE" }, v)) then return fail("share_intent", v, "intent") end
        v = root
        v = type(v) == "table" and v[1] or nil
        v = type(v) == "table" and v["image"] or nil
        local prefix = is_text(v) and (v:match("^data:image/png;base64,") or v:match("^data:image/jpeg;base64,") or v:match("^data:image/webp;base64,"))
        local rule = not prefix and "image_data_url" or #v > RULES.IMAGE_DATA_URL_MAX_BYTES and "image_too_large"
            or not v:sub(#prefix + 1):match("^[A-Za-z0-9+/]+=?=?$") and "image_not_base64" or nil
        if rule then return { rule = rule, params = { label = "image", count = is_text(v) and #v or nil } } end
        v = root
        v = type(v) == "table" and v[1] or nil
        v = type(v) == "table" and v["text"] or nil
        if v ~= nil then
            if not (is_text(v)) then return fail("not_a_string", v, "text") end
        end
        v = root
        v = type(v) == "table" and v[1] or nil
        v = type(v) == "table" and v["data"] or nil
        if v ~= nil then
            if not (type(v) == "table" and v[1] == nil) then return fail("not_a_plain_object", v, "data") end
        end
    end

    -- referrals.shareAsync
    RUN["referrals.shareAsync"] = function(root, label, seen)
        local v, found, count
        v = root
        v = type(v) == "table" and v[1] or nil
        if v ~= nil then
            if not (type(v) == "table" and v[1] == nil) then return fail("not_an_object", v, label) end
        end
        v = root
        v = type(v) == "table" and v[1] or nil
        v = type(v) == "table" and v["text"] or nil
        if v ~= nil then
            if not (is_text(v)) then return fail("not_a_string", v, "text") end
        end
        v = root
        v = type(v) == "table" and v[1] or nil
        v = type(v) == "table" and v["onboarding_slug"] or nil
        if v ~= nil then
            if not (is_text(v) and v:match("^%s*$") == nil) then return fail("blank_text", v, "onboardingSlug") end
        end
        v = root
        v = type(v) == "table" and v[1] or nil
        v = type(v) == "table" and v["data"] or nil
        if v ~= nil then
            if not (type(v) == "table" and v[1] == nil) then return fail("not_a_plain_object", v, "data") end
        end
        v = root
        v = type(v) == "table" and v[1] or nil
        v = type(v) == "table" and v["notification_templates"] or nil
        if v ~= nil then
            if not (is_list(v)) then return fail("not_a_list", v, "notificationTemplates") end
        end
        v = root
        v = type(v) == "table" and v[1] or nil
        v = type(v) == "table" and v["notification_templates"] or nil
        if v ~= nil then
            local entries, each_label = v, "notificationTemplates[{index}]"
            for index, entry in ipairs(entries) do
                seen.day = index
                found = entries_4(entry, (each_label:gsub("{index}", tostring(index - 1))), seen)
                if found then return found end
            end
        end
    end

    return RUN
end
