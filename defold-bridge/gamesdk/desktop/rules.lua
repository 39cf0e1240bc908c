-- The desktop stubs' argument checks: each operation's list of checks, its limits and messages are
-- data (sdk-core/api/rules.json, generated into gamesdk/generated/rules.lua); this file runs them,
-- so a game sees the same INVALID_PARAM for the same bad input on desktop as in the browser (the
-- shared behaviour vectors hold both), and raises the SDK's errors as the extension raises them.
local table_of_rules = require("gamesdk.generated.rules")
local say = table_of_rules.messages
local words = require("gamesdk.words")

local M = {}

for name, value in pairs(table_of_rules) do
    if name ~= "messages" then M[name] = value end
end

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

--- Raises the SDK's error in the format sdk.parse_error reads: "CODE: message (context)", with the
--- caller's position in front as the extension's errors have it; the message in Lua's words.
function M.raise(code, message, context)
    error(where() .. string.format("%s: %s (%s)", code, words.lua_dialect(message), context), 0)
end

local reserved_data_keys = {}
for _, key in ipairs(table_of_rules.RESERVED_DATA_KEYS) do reserved_data_keys[key] = true end

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

local function lone_surrogate_in(value) return type(value) == "string" and has_lone_surrogate(value) end

-- Player data: the first value nested past PLAYER_DATA_DEPTH_MAX levels of tables (so a table that
-- refers to itself is refused as too deep), or a key or string with a lone surrogate.
local function player_data_fault(value, key, depth)
    if lone_surrogate_in(value) then return "lone_surrogate" end
    if type(value) ~= "table" then return nil end
    if depth > M.PLAYER_DATA_DEPTH_MAX then return "player_data_too_deep", { key = key } end
    for inner_key, inner in pairs(value) do
        local fault, params = player_data_fault(inner_key, key, depth)
        if not fault then fault, params = player_data_fault(inner, depth == 0 and inner_key or key, depth + 1) end
        if fault then return fault, params end
    end
end

-- The rules a check of generated CHECKS names: each answers nothing for a good value, else its
-- message's key and the parameters the message needs besides the check's label.
local RULES = {
    text = function(v) if type(v) ~= "string" or v:match("^%s*$") then return "blank_text" end end,
    string = function(v) if type(v) ~= "string" then return "not_a_string" end end,
    payload = function(v) if type(v) ~= "table" then return "not_a_plain_object" end end,
    object = function(v) if type(v) ~= "table" then return "not_an_object" end end,
    -- Through the extension a Lua sequence arrives as a JSON array: a list is no object of keys.
    record = function(v) if v[1] ~= nil then return "player_data_shape" end end,
    range = function(v, c)
        local number = c.whole and is_whole(v) or (not c.whole and type(v) == "number" and v == v)
        if not number or v < c.min or v > c.max then return c.message, { value = words.describe(v) } end
    end,
    max_characters = function(v, c)
        local count = words.character_count(v)
        if count > c.limit then return c.message, { count = count } end
    end,
    one_of = function(v, c)
        for _, each in ipairs(c.of) do if v == each then return nil end end
        return c.message
    end,
    -- The text as plain text: every punctuation character escaped for gsub.
    occurs_once = function(v, c)
        local _, count = v:gsub(c.of:gsub("%p", "%%%0"), "")
        if count ~= 1 then return c.message, { count = count } end
    end,
    not_both = function(v, c) if v[c.fields[1]] ~= nil and v[c.fields[2]] ~= nil then return c.message end end,
    absent = function(v, c)
        for _, field in ipairs(c.fields) do if v[field] ~= nil then return c.message end end
    end,
    any_of = function(v, c)
        for _, field in ipairs(c.fields) do if v[field] ~= nil then return nil end end
        return c.message
    end,
    image_data_url = function(v)
        local prefix = type(v) == "string" and (v:match("^data:image/png;base64,") or v:match("^data:image/jpeg;base64,") or v:match("^data:image/webp;base64,"))
        if not prefix then return "image_data_url" end
        if #v > M.IMAGE_DATA_URL_MAX_BYTES then return "image_too_large", { count = #v } end
        if not v:sub(#prefix + 1):match("^[A-Za-z0-9+/]+=?=?$") then return "image_not_base64" end
    end,
    reserved_key = function(v) if reserved_data_keys[v] then return "reserved_data_key", { key = v } end end,
    reserved_keys = function(v)
        for key in pairs(v) do if reserved_data_keys[key] then return "reserved_data_key", { key = key } end end
    end,
    well_formed = function(v) if lone_surrogate_in(v) then return "lone_surrogate" end end,
    player_data = function(v) return player_data_fault(v, nil, 0) end,
}

-- A failed check's message: the generated message function of its key, given its parameters in order.
local function render(key, params)
    local ordered = {}
    for i, name in ipairs(M.PARAMS[key]) do ordered[i] = params[name] end
    return say[key](unpack(ordered, 1, #M.PARAMS[key]))
end

-- The first of `checks` that fails on the call's arguments `args` (or on `value`, where a check
-- names no argument): its message key and parameters. `scope`: the list item in hand (its label,
-- its place, what the list's earlier items held) and the fields its named list leaves out.
local function fault_of(checks, args, value, scope)
    for _, c in ipairs(checks) do
        local v = value
        if c.arg then v = args[c.arg] end
        if c.field then v = type(v) == "table" and v[c.field] or nil end
        if (v ~= nil or not c.optional) and not (scope.except and scope.except[c.field]) then
            local key, params = RULES[c.rule](v, c, args, scope)
            if key then
                params = params or {}
                params.label = params.label or (scope.item and (c.label == "" and scope.item or scope.item .. "." .. c.label) or c.label)
                return key, params
            end
        end
    end
end

--- A named list of checks on the value in hand, without the fields it names in `except`.
function RULES.checks(v, c, args, scope)
    local except = {}
    for _, field in ipairs(c.except or {}) do except[field] = true end
    return fault_of(M.CHECKS[c.of], args, v, { item = scope.item, index = scope.index, seen = scope.seen, except = except })
end

--- A list (of `count` items, else count_message), each item checked with `each`; a failure inside
--- an item is the item's, or the `wrap` message around it (its day from 1, index from 0, reason).
function RULES.list(v, c, args)
    if c.count and (type(v) ~= "table" or #v ~= c.count) then return c.count_message, { count = type(v) == "table" and #v or words.describe(v) } end
    if type(v) ~= "table" then return "not_a_list" end
    local seen = {}
    for index, inner in ipairs(v) do
        local key, params = fault_of(c.each, args, inner, { item = c.item and c.item:gsub("{index}", index - 1), index = index, seen = seen })
        if key and c.wrap then return c.wrap, { day = index, index = index - 1, reason = render(key, params) } end
        if key then return key, params end
    end
end

--- Text no earlier item of the list holds in the same field (params: the field, the earlier's place from 1).
function RULES.unique(v, c, _, scope)
    local seen = scope.seen[c.field] or {}
    scope.seen[c.field] = seen
    if seen[v] then return c.message, { field = c.label, earlier = seen[v] } end
    seen[v] = scope.index
end

--- Runs `checks` (a list of generated CHECKS) in order on a call's arguments `args`; the first
--- that fails raises INVALID_PARAM with its message, rendered from its key and parameters.
function M.check(context, checks, args)
    local key, params = fault_of(checks or {}, args, nil, {})
    if key then M.raise("INVALID_PARAM", render(key, params), context) end
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
    if kind == "number" then return words.describe(value) end
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
