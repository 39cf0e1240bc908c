-- The desktop stubs' argument checks: each operation's list of checks, its limits and messages are
-- data (sdk-core/api/rules.json), compiled into gamesdk/generated/checks.lua; this file runs them,
-- so a game sees the same INVALID_PARAM for the same bad input on desktop as in the browser (the
-- shared behaviour vectors hold both), and raises the SDK's errors as the extension raises them.
-- Its limits and tables are the generated ones.
local RULES = require("gamesdk.generated.rules")
local say = RULES.messages
local words = require("gamesdk.words")

local M = setmetatable({}, { __index = RULES })

--- Where the game called the SDK, as the extension's luaL_error reports it: "chunk:line: " of the
--- first caller outside the stubs (their generated tables' checks too), or nothing when that caller is a C function (pcall(sdk.f)).
function M.where()
    for level = 3, math.huge do
        local info = debug.getinfo(level, "Sl")
        if not info then return "" end
        local stubs = info.source:find("desktop", 1, true) or info.source:find("generated", 1, true)
        if not (stubs and info.source:find("gamesdk", 1, true)) then
            return info.what == "C" and "" or string.format("%s:%d: ", info.short_src, info.currentline)
        end
    end
end

--- Raises the SDK's error in the format sdk.parse_error reads: "CODE: message (context)", with the
--- caller's position in front as the extension's errors have it; the message in Lua's words.
function M.raise(code, message, context)
    error(M.where() .. string.format("%s: %s (%s)", code, words.lua_dialect(message), context), 0)
end

-- Lua strings are bytes: a UTF-16 surrogate arrives as the generalised UTF-8 of its code unit
-- (ED A0-BF xx; A0-AF a high one, B0-BF a low one). A high one followed by a low one is one
-- character; any surrogate left once those pairs are taken out is a lone one, refused as the core
-- refuses it (Godot's JSON reader cannot read it back).
local function has_lone_surrogate(text)
    return text:gsub("\237[\160-\175][\128-\191]\237[\176-\191][\128-\191]", ""):find("\237[\160-\191]") ~= nil
end

-- Player data's first fault, in the core's order (validatePlayerDataValues): a key or string with a
-- lone surrogate, or a table more than `levels` tables deep (so a table that refers to itself is
-- refused as too deep), named by the top-level key it is under.
local function in_data(value, levels, key, rule)
    if type(value) == "string" and has_lone_surrogate(value) then return { rule = "lone_surrogate", params = {} } end
    if type(value) ~= "table" then return nil end
    if levels < 0 then return { rule = rule, params = { key = key } } end
    for inner_key, inner in pairs(value) do
        local found = in_data(inner_key, 0, key, rule) or in_data(inner, levels - 1, key == nil and inner_key or key, rule)
        if found then return found end
    end
end

-- A failed check's message: the generated message function of its rule, given its parameters in order.
function M.render(found)
    local ordered = {}
    for i, name in ipairs(M.PARAMS[found.rule]) do ordered[i] = found.params[name] end
    return say[found.rule](unpack(ordered, 1, #M.PARAMS[found.rule]))
end

--- Whether `value` is one of the list's.
function M.has(list, value)
    for _, each in ipairs(list) do if each == value then return true end end
    return false
end

M.lone_surrogate = has_lone_surrogate
M.in_data = in_data
-- Each operation's checks, compiled from rules.json (gamesdk/generated/checks.lua), by the context its errors name.
local RUN = require("gamesdk.generated.checks")(M)

--- Runs the checks of the operation whose errors name `context` (compiled, generated/checks.lua) in order on its
--- arguments `args`; the first that fails raises INVALID_PARAM with its message, rendered from its
--- rule and parameters.
function M.check(context, args)
    local found = RUN[context] and RUN[context](args, "", {})
    if found then M.raise("INVALID_PARAM", M.render(found), context) end
end

return M
