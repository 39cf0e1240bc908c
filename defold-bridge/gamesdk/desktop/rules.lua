-- Validation rules of the SDK, in Lua, for the desktop stubs: the same rules and messages as the
-- core's validation (sdk-core/src/validation/validate.ts), so a game sees the same INVALID_PARAM
-- for the same bad input on desktop as in the browser. The shared behaviour vectors check both.
-- The limits and messages are generated from sdk-core/api/rules.json into gamesdk/generated/rules.lua.
local table_of_rules = require("gamesdk.generated.rules")
local say = table_of_rules.messages

local M = {}

for name, value in pairs(table_of_rules) do
    if name ~= "messages" then M[name] = value end
end
local SHARE_INTENTS = {}
for _, intent in ipairs(M.SHARE_INTENTS) do SHARE_INTENTS[intent] = true end

-- Where the game called the SDK, as the extension's luaL_error reports it: "chunk:line: " of the
-- first caller outside the stubs, or nothing when that caller is a C function (pcall(sdk.f)).
local function where()
    local level = 3
    while true do
        local info = debug.getinfo(level, "Sl")
        if not info then return "" end
        if not (info.source:find("desktop", 1, true) and info.source:find("gamesdk", 1, true)) then
            if info.what == "C" then return "" end
            return string.format("%s:%d: ", info.short_src, info.currentline)
        end
        level = level + 1
    end
end

--- snake_case of a camelCase name, the one rule of every engine (test/vectors/snake-case.json):
--- a word starts at an upper-case letter after a lower-case letter or digit, and at the last
--- upper-case letter of a run followed by a lower-case one (notAPlainObject: not_a_plain_object).
function M.snake(word) return (word:gsub("([%l%d])(%u)", "%1_%2"):gsub("(%u)(%u%l)", "%1_%2"):lower()) end
local snake = M.snake

--- The SDK's message in Lua's words, as the extension's JS library words it (lua_dialect there):
--- a field named in camelCase (scheduledInDays) in snake_case (scheduled_in_days), JavaScript's
--- undefined as nil. Operation names (after a dot), quoted values and {{placeholders}} stay.
function M.lua_dialect(message)
    local out = ("\0" .. message):gsub("([^%w_%.{'])(%l[%l%d]*%u[%w]*)([%(}]?)", function(before, word, after)
        if after ~= "" then return nil end
        return before .. snake(word)
    end)
    out = out:sub(2):gsub("got undefined", "got nil")
    return out
end

--- Raises the SDK's error in the format sdk.parse_error reads: "CODE: message (context)", with the
--- caller's position in front as the extension's errors have it; the message in Lua's words.
function M.raise(code, message, context)
    error(where() .. string.format("%s: %s (%s)", code, M.lua_dialect(message), context), 0)
end

local function invalid(context, message)
    M.raise("INVALID_PARAM", message, context)
end
M.invalid = invalid

--- Length in characters (UTF-8 code points), so an emoji counts once.
function M.character_count(text)
    local _, continuation = text:gsub("[\128-\191]", "")
    return #text - continuation
end

function M.describe(value)
    if type(value) == "string" then
        return #value > 20 and string.format("a string of %d characters", M.character_count(value)) or string.format("%q", value)
    end
    if type(value) == "number" then return (value == math.floor(value) and value == value and math.abs(value) < 2 ^ 53) and string.format("%d", value) or tostring(value) end
    if value == nil then return "undefined" end
    if type(value) == "boolean" then return tostring(value) end
    return "a " .. type(value)
end

local function is_blank(value)
    return value:match("^%s*$") ~= nil
end

function M.text(context, label, value)
    if type(value) ~= "string" or is_blank(value) then invalid(context, say.blank_text(label)) end
    return value
end

-- Player data keys naming JavaScript's object machinery (rules.json's reservedDataKeys) are refused
-- on every engine, so a key the web build could not store is refused here too.
local reserved_data_keys = {}
for _, key in ipairs(table_of_rules.RESERVED_DATA_KEYS) do reserved_data_keys[key] = true end

function M.reserved_data_key(context, label, key)
    if reserved_data_keys[key] then invalid(context, say.reserved_data_key(label, key)) end
end

function M.data_key(context, label, value)
    M.text(context, label, value)
    M.reserved_data_key(context, label, value)
    return value
end

local function is_whole(n)
    return type(n) == "number" and n == math.floor(n) and n == n and n ~= math.huge and n ~= -math.huge
end

-- Lua strings are bytes: a UTF-16 surrogate arrives as the generalised UTF-8 of its code unit
-- (ED A0-BF xx; A0-AF a high one, B0-BF a low one). A pair so written is one character; a lone
-- one is refused, as the core refuses it (Godot's JSON reader cannot read it back).
local function has_lone_surrogate(text)
    local at, high_ends = 1, nil
    while true do
        local first, last, second = text:find("\237([\160-\191])[\128-\191]", at)
        if not first then return high_ends ~= nil end
        local is_high = second:byte() < 176
        if high_ends then
            if is_high or first ~= high_ends + 1 then return true end
            high_ends = nil
        elseif is_high then
            high_ends = last
        else
            return true
        end
        at = last + 1
    end
end

function M.well_formed_text(context, text)
    if has_lone_surrogate(text) then invalid(context, say.lone_surrogate()) end
end

local function check_player_value(context, key, value, depth)
    if type(value) == "string" then return M.well_formed_text(context, value) end
    if type(value) ~= "table" then return end
    if depth == M.PLAYER_DATA_DEPTH_MAX then invalid(context, say.player_data_too_deep(key)) end
    for inner_key, inner in pairs(value) do
        if type(inner_key) == "string" then M.well_formed_text(context, inner_key) end
        check_player_value(context, key, inner, depth + 1)
    end
end

--- Player data: each value nested at most PLAYER_DATA_DEPTH_MAX levels of tables, and no lone
--- surrogate in a key or a string (the walk stops at the first level past the limit, so a table
--- that refers to itself is refused as too deep).
function M.player_data(context, data)
    for key, value in pairs(data) do
        if type(key) == "string" then M.well_formed_text(context, key) end
        check_player_value(context, key, value, 0)
    end
end

function M.loading_progress(context, value)
    if type(value) ~= "number" or value ~= value or value < 0 or value > M.LOADING_PROGRESS_MAX then
        invalid(context, say.loading_progress(M.describe(value)))
    end
end

function M.optional_payload(context, label, value)
    if value ~= nil and type(value) ~= "table" then invalid(context, say.not_a_plain_object(label)) end
end

function M.registration_prompt(context, options)
    local message = M.text(context, "message", options.message)
    local count = M.character_count(message)
    if count > M.REGISTRATION_MESSAGE_MAX then
        invalid(context, say.registration_message_too_long(count))
    end
    -- The placeholder as plain text: every punctuation character escaped for gsub.
    local _, placeholders = message:gsub(M.REGISTRATION_CODE_PLACEHOLDER:gsub("%p", "%%%0"), "")
    if placeholders ~= 1 then
        invalid(context, say.registration_placeholder_count(placeholders))
    end
    M.optional_payload(context, "data", options.data)
end

function M.image_data_url(context, label, value)
    local prefix = type(value) == "string" and (value:match("^data:image/png;base64,") or value:match("^data:image/jpeg;base64,") or value:match("^data:image/webp;base64,"))
    if not prefix then invalid(context, say.image_data_url(label)) end
    if #value > M.IMAGE_DATA_URL_MAX_BYTES then
        invalid(context, say.image_too_large(label, #value))
    end
    local payload = value:sub(#prefix + 1)
    if not payload:match("^[A-Za-z0-9+/]+=?=?$") then invalid(context, say.image_not_base64(label)) end
end

function M.notification(context, options)
    M.text(context, "id", options.id)
    M.text(context, "title", options.title)
    local body = M.text(context, "body", options.body)
    if M.character_count(body) > M.NOTIFICATION_BODY_MAX then
        invalid(context, say.notification_body_too_long(M.character_count(body)))
    end
    local days = options.scheduled_in_days
    if not is_whole(days) or days < 0 or days > M.NOTIFICATION_DAYS_MAX then
        invalid(context, say.notification_days(M.describe(days)))
    end
    if options.image_asset_id ~= nil and options.image_data_url ~= nil then
        invalid(context, say.notification_image_both())
    end
    if options.image_asset_id ~= nil then M.text(context, "imageAssetId", options.image_asset_id) end
    if options.image_data_url ~= nil then M.image_data_url(context, "imageDataUrl", options.image_data_url) end
    M.optional_payload(context, "data", options.data)
end

function M.share(context, options)
    if type(options.intent) ~= "string" or not SHARE_INTENTS[options.intent] then
        invalid(context, say.share_intent())
    end
    M.image_data_url(context, "image", options.image)
    if options.text ~= nil and type(options.text) ~= "string" then invalid(context, say.not_a_string("text")) end
    M.optional_payload(context, "data", options.data)
end

function M.referral_share(context, options)
    if options.text ~= nil and type(options.text) ~= "string" then invalid(context, say.not_a_string("text")) end
    if options.onboarding_slug ~= nil then M.text(context, "onboardingSlug", options.onboarding_slug) end
    M.optional_payload(context, "data", options.data)
    local templates = options.notification_templates
    if templates ~= nil then
        if type(templates) ~= "table" then invalid(context, say.not_a_list("notificationTemplates")) end
        for index, template in ipairs(templates) do
            local label = string.format("notificationTemplates[%d]", index - 1)
            if type(template) ~= "table" then invalid(context, say.not_an_object()) end
            M.text(context, label .. ".title", template.title)
            local body = M.text(context, label .. ".body", template.body)
            if M.character_count(body) > M.NOTIFICATION_BODY_MAX then
                invalid(context, say.template_body_too_long(label))
            end
        end
    end
end

function M.product(context, options)
    M.text(context, "productId", options.product_id)
    if options.developer_payload ~= nil and type(options.developer_payload) ~= "string" then
        invalid(context, say.not_a_string("developerPayload"))
    end
end

function M.avatar_size(context, value)
    if not is_whole(value) or value < 1 or value > M.AVATAR_SIZE_MAX then
        invalid(context, say.avatar_size(M.describe(value)))
    end
end

-- JSON text of a value, as the player store keeps it (its length in bytes is what the 1 MB limit
-- counts): strings escaped like JSON.stringify, sequences as arrays, other tables as objects.
local escapes = { ['"'] = '\\"', ["\\"] = "\\\\", ["\b"] = "\\b", ["\f"] = "\\f", ["\n"] = "\\n", ["\r"] = "\\r", ["\t"] = "\\t" }

local function encode_string(s)
    return '"' .. s:gsub('[%z\1-\31"\\]', function(c)
        return escapes[c] or string.format("\\u%04x", c:byte())
    end) .. '"'
end

function M.json_encode(value)
    local kind = type(value)
    if kind == "string" then return encode_string(value) end
    if kind == "boolean" then return tostring(value) end
    if kind == "number" then return M.describe(value) end
    if kind ~= "table" then return "null" end
    local parts = {}
    if #value > 0 or next(value) == nil then
        for i, item in ipairs(value) do parts[i] = M.json_encode(item) end
        return (#value > 0 and "[" or "{") .. table.concat(parts, ",") .. (#value > 0 and "]" or "}")
    end
    local keys = {}
    for key in pairs(value) do keys[#keys + 1] = tostring(key) end
    table.sort(keys)
    for i, key in ipairs(keys) do parts[i] = encode_string(key) .. ":" .. M.json_encode(value[key]) end
    return "{" .. table.concat(parts, ",") .. "}"
end

return M
