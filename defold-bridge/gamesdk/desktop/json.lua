-- JSON text of a value, as the player store keeps it (its length in bytes is what the 1 MB limit
-- counts): strings escaped like JSON.stringify, sequences as arrays, other tables as objects.
local describe = require("gamesdk.words").describe

local M = {}

local ESCAPES = { ['"'] = '\\"', ["\\"] = "\\\\", ["\b"] = "\\b", ["\f"] = "\\f", ["\n"] = "\\n", ["\r"] = "\\r", ["\t"] = "\\t" }
local function quote(s) return '"' .. s:gsub('[%z\1-\31"\\]', function(c) return ESCAPES[c] or string.format("\\u%04x", c:byte()) end) .. '"' end

--- The JSON text of `value`, keys sorted.
function M.encode(value)
    local kind, parts = type(value), {}
    if kind == "string" then return quote(value) end
    if kind == "number" then return describe(value) end
    if kind ~= "table" then return kind == "boolean" and tostring(value) or "null" end
    if #value > 0 then
        for i, item in ipairs(value) do parts[i] = M.encode(item) end
        return "[" .. table.concat(parts, ",") .. "]"
    end
    for key in pairs(value) do parts[#parts + 1] = tostring(key) end
    table.sort(parts)
    for i, key in ipairs(parts) do parts[i] = quote(key) .. ":" .. M.encode(value[key]) end
    return "{" .. table.concat(parts, ",") .. "}"
end

return M
