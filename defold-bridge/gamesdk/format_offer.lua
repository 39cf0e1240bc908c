-- sdk.iap_format_offer(plan, locale): a plan's terms as one line for an offer, such as
-- "7-day free trial, then $2.99 a month", the same text as the core's iap.formatOffer: the same
-- checks in the same order, and the same table (gamesdk/generated/offer_texts.lua, generated from
-- sdk-core/api/offer.json), so it needs no platform and runs on the extension and the desktop stubs
-- alike. plan is a subscription as sdk.iap_get_subscriptions answers it (snake_case keys); locale
-- is optional (pass sdk.session_get_locale()). A broken rule raises INVALID_PARAM in the format
-- sdk.parse_error reads, at the caller's line, as the extension's errors are raised.
-- Made by sdk.lua from gamesdk/generated/composed.lua, with the context its errors name.
local texts = require("gamesdk.generated.offer_texts")
local table_of_rules = require("gamesdk.generated.rules")
local say = table_of_rules.messages
-- The rules' describe and Lua wording, pure Lua shared with the desktop stubs.
local rules = require("gamesdk.words")

-- One subtag of a language tag: letters and digits, 1 to 8 of them.
local function subtag(part) return #part >= 1 and #part <= 8 and not part:find("[^%w]") end

-- Whether locale reads as a language tag: 2 or 3 letters, then subtags after "-" or "_".
local function is_tag(locale)
    local parts = {}
    for part in (locale .. "-"):gmatch("([^%-_]*)[%-_]") do parts[#parts + 1] = part end
    if #parts[1] < 2 or #parts[1] > 3 or parts[1]:find("[^%a]") then return false end
    for i = 2, #parts do if not subtag(parts[i]) then return false end end
    return true
end

local function fill(template, values)
    return (template:gsub("{(%w+)}", function(name) return values[name] end))
end

return function(_, context)
    -- Raised without a position; the entry point below adds the caller's.
    local function invalid(message)
        error(string.format("INVALID_PARAM: %s (%s)", rules.lua_dialect(message), context), 0)
    end

    -- The table's locale: the given one in any case, else its language's, else the fallback.
    local function locale_of(locale)
        if locale == nil or locale == "" then return texts.fallback end
        if type(locale) ~= "string" or not is_tag(locale) then invalid(say.offer_locale(rules.describe(locale))) end
        local tag = locale:gsub("_", "-")
        return texts["locale." .. tag:lower()] or texts["language." .. tag:match("^[^%-]*"):lower()] or texts.fallback
    end

    -- The price: rounded half up to the currency's decimals, digits grouped by three.
    local function price_of(tag, amount, code)
        local digits = tonumber(texts["digits." .. code] or "2")
        local scale = 10 ^ digits
        local units = math.floor(amount * scale + 0.5)
        local whole = string.format("%d", math.floor(units / scale))
        local grouped = whole:sub(1, (#whole - 1) % 3 + 1)
        for i = (#whole - 1) % 3 + 2, #whole, 3 do grouped = grouped .. texts[tag .. ".group"] .. whole:sub(i, i + 2) end
        if digits > 0 then grouped = grouped .. texts[tag .. ".decimal"] .. string.format("%0" .. digits .. "d", units % scale) end
        local symbol = texts["symbol." .. code]
        return fill(texts[tag .. (symbol and ".priceWithSymbol" or ".priceWithCode")], { symbol = symbol, code = code, amount = grouped })
    end

    local function format(plan, locale)
        if type(plan) ~= "table" then invalid(say.not_a_plain_object("plan")) end
        local amount, code, period, days, eligible = plan.price_amount, plan.price_currency_code, plan.billing_period, plan.trial_days, plan.trial_eligible
        if type(amount) ~= "number" or not (amount > 0 and amount < table_of_rules.OFFER_PRICE_MAX) then invalid(say.offer_price(rules.describe(amount))) end
        if type(code) ~= "string" or not code:find("^%u%u%u$") then invalid(say.offer_currency(rules.describe(code))) end
        local known = false
        for _, each in ipairs(table_of_rules.OFFER_PERIODS) do known = known or each == period end
        if not known then invalid(say.offer_period(rules.describe(period))) end
        if type(days) ~= "number" or days ~= math.floor(days) or days < 0 or days > table_of_rules.OFFER_TRIAL_DAYS_MAX then
            invalid(say.offer_trial_days(rules.describe(days)))
        end
        if type(eligible) ~= "boolean" then invalid(say.offer_trial_eligible(rules.describe(eligible))) end
        local tag = locale_of(locale)
        local values = { price = price_of(tag, amount, code), period = texts[tag .. ".periods." .. period], trial = "" }
        if not eligible or days == 0 then return fill(texts[tag .. ".withoutTrial"], values) end
        values.trial = fill(texts[tag .. ".trial." .. (days == 1 and "one" or "other")], { count = string.format("%d", days) })
        return fill(texts[tag .. ".withTrial"], values)
    end

    return function(plan, locale)
        local ok, text = pcall(format, plan, locale)
        if not ok then error(text, 2) end
        return text
    end
end
