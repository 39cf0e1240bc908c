-- The control verbs' arguments (sdk-core/api/mock-platform.json control, generated VERBS): each is
-- checked against its row before the verb runs, an absent optional one given its default, so a bad
-- argument raises the same refusal on every verb: a Lua error at the verb's caller.
local DATA = require("gamesdk.generated.mock_platform")
local rules = require("gamesdk.desktop.rules")

local M = {}

local TYPES = { string = "string", boolean = "boolean", integer = "number", object = "table" }

--- Raises the refusal of `verb`: "control.<verb>: <what>", at the caller of the verb.
function M.refuse(verb, what) error(rules.where() .. "control." .. verb .. ": " .. what, 0) end

-- What is wrong with one argument (`earlier`: the verb's arguments before it, by name), or nil.
local function problem(arg, value, earlier)
    if value == nil then return not (arg.optional or arg.nullable) and arg.name .. " is required" or nil end
    if type(value) ~= TYPES[arg.type] or (arg.type == "integer" and value % 1 ~= 0) then
        return arg.name .. " must be " .. (arg.type == "integer" and "a whole number" or "a " .. TYPES[arg.type]) .. ", got " .. tostring(value)
    end
    if arg.min and value < arg.min then return string.format("%s must be a whole number from %d, got %s", arg.name, arg.min, tostring(value)) end
    if arg.non_empty and value == "" then return arg.name .. " must not be empty" end
    local one_of = arg.one_of or (arg.choices_of and DATA.OUTCOMES[earlier[arg.choices_of]])
    if one_of and not rules.has(one_of, value) then return arg.name .. " must be one of " .. table.concat(one_of, ", ") .. ", got " .. tostring(value) end
    local known = {}
    for _, key in ipairs(arg.keys or {}) do
        known[key.name] = true
        local found = problem(key, value[key.name], {})
        if found then return found end
    end
    for key in pairs(arg.keys and value or {}) do
        if not known[key] then return "unknown key '" .. tostring(key) .. "' in " .. arg.name end
    end
end

--- control.<verb>: calls fn(args) with the checked arguments, by position (args.n of them) and by name.
function M.checked(verb, fn)
    local row = DATA.VERBS[verb]
    return function(...)
        if select("#", ...) > #row then M.refuse(verb, "takes " .. #row .. " arguments, got " .. select("#", ...)) end
        local args = { n = #row }
        for i, arg in ipairs(row) do
            local value = select(i, ...)
            local found = problem(arg, value, args)
            if found then M.refuse(verb, found) end
            if value == nil then value = arg.default end
            args[i], args[arg.name] = value, value
        end
        return fn(args)
    end
end

return M
