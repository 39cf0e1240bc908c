-- The Lua API's words, pure Lua shared by the desktop stubs, sdk.iap_format_offer (on every
-- target) and the Lua tests: the one snake_case rule, the rules' messages in Lua's words, and how
-- a message shows a value.
local M = {}

--- snake_case of a camelCase name, the one rule of every engine (test/vectors/snake-case.json):
--- a word starts at an upper-case letter after a lower-case letter or digit, and at the last
--- upper-case letter of a run followed by a lower-case one (notAPlainObject: not_a_plain_object).
function M.snake(word) return (word:gsub("([%l%d])(%u)", "%1_%2"):gsub("(%u)(%u%l)", "%1_%2"):lower()) end

--- The SDK's message in Lua's words, as the extension's JS library words it (lua_dialect there):
--- a field named in camelCase (scheduledInDays) in snake_case (scheduled_in_days), JavaScript's
--- undefined as nil. Operation names (after a dot), quoted values and {{placeholders}} stay.
function M.lua_dialect(message)
    local out = ("\0" .. message):gsub("([^%w_%.{'])(%l[%l%d]*%u[%w]*)([%(}]?)", function(before, word, after)
        if after ~= "" then return nil end
        return before .. M.snake(word)
    end)
    out = out:sub(2):gsub("got undefined", "got nil")
    return out
end

--- Length in characters (UTF-8 code points), so an emoji counts once.
function M.character_count(text)
    local _, continuation = text:gsub("[\128-\191]", "")
    return #text - continuation
end

--- A value as the core's messages show it (describe in sdk-core's validate.ts).
function M.describe(value)
    if type(value) == "string" then
        return #value > 20 and string.format("a string of %d characters", M.character_count(value)) or string.format("%q", value)
    end
    if type(value) == "number" then return (value == math.floor(value) and value == value and math.abs(value) < 2 ^ 53) and string.format("%d", value) or tostring(value) end
    if value == nil then return "undefined" end
    if type(value) == "boolean" then return tostring(value) end
    return "a " .. type(value)
end

return M
