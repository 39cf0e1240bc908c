-- The desktop stubs' argument checks: each operation's list of checks, its limits and messages are
-- data (sdk-core/api/rules.json, generated into gamesdk/generated/rules.lua); this file runs them,
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
local function render(found)
    local ordered = {}
    for i, name in ipairs(M.PARAMS[found.rule]) do ordered[i] = found.params[name] end
    return say[found.rule](unpack(ordered, 1, #M.PARAMS[found.rule]))
end

local function is_text(v) return type(v) == "string" end
local function is_list(v) return type(v) == "table" and (v[1] ~= nil or next(v) == nil) end
--- Whether `value` is one of the list's.
function M.has(list, value)
    for _, each in ipairs(list) do if each == value then return true end end
    return false
end
local has = M.has
-- How many of the fields the table gives.
local function given(v, fields)
    local count = 0
    for _, field in ipairs(fields) do count = count + (v[field] ~= nil and 1 or 0) end
    return count
end

local all

-- The kinds of check (rules.json checks' `is`) that hold or fail on the value alone: true when it
-- passes; the parameters a failure's message needs besides the common ones.
local HOLDS = {
    text = function(v) return is_text(v) and v:match("^%s*$") == nil end,
    string = is_text,
    -- Through the extension a Lua sequence arrives as a JSON array: a list is no object of keys.
    object = function(v) return type(v) == "table" and v[1] == nil end,
    list = is_list,
    number = function(v, c) return type(v) == "number" and v == v and v >= c.min and v <= c.max and (not c.whole or v == math.floor(v)) end,
    length = function(v, c, params)
        params.count = words.character_count(v)
        return params.count <= c.max
    end,
    -- The text as plain text: every punctuation character escaped for gsub.
    count = function(v, c, params)
        params.count = select(2, v:gsub(c.of:gsub("%p", "%%%0"), ""))
        return params.count == c.exactly
    end,
    oneOf = function(v, c) return is_text(v) and has(c.of, v) end,
    notReserved = function(v) return not (is_text(v) and has(M.RESERVED_DATA_KEYS, v)) end,
    size = function(v, c, params)
        params.count = type(v) == "table" and #v or words.describe(v)
        return is_list(v) and #v == c.size
    end,
    wellFormed = function(v) return not is_text(v) or not has_lone_surrogate(v) end,
    notBoth = function(v, c) return given(v, c.fields) < 2 end,
    either = function(v, c) return given(v, c.fields) > 0 end,
    without = function(v, c) return given(v, c.fields) == 0 end,
}

-- The kinds that answer their own problem (nil when the value passes).
local OWN = {
    depth = function(v, c) return in_data(v, c.max, nil, c.rule) end,
    image = function(v, _, label)
        local prefix = is_text(v) and (v:match("^data:image/png;base64,") or v:match("^data:image/jpeg;base64,") or v:match("^data:image/webp;base64,"))
        local rule = not prefix and "image_data_url" or #v > M.IMAGE_DATA_URL_MAX_BYTES and "image_too_large"
            or not v:sub(#prefix + 1):match("^[A-Za-z0-9+/]+=?=?$") and "image_not_base64" or nil
        if rule then return { rule = rule, params = { label = label, count = is_text(v) and #v or nil } } end
    end,
    -- A list's entries (or a table's keys), each under its own label; a rule wraps an entry's problem.
    each = function(v, c, label)
        local entries, seen = v, {}
        if c.keys then
            entries = {}
            for key in pairs(v) do entries[#entries + 1] = key end
        end
        for index, entry in ipairs(entries) do
            seen.day = index
            local found = all(c.checks, entry, (label:gsub("{index}", tostring(index - 1))), seen)
            if found then return c.rule and { rule = c.rule, params = { day = index, index = index - 1, reason = render(found) } } or found end
        end
    end,
    -- The checks of another operation on the entry with `fill`'s fields set ({day}: the entry's day).
    like = function(v, c, label, seen)
        local filled = {}
        for field, inner in pairs(v) do filled[field] = inner end
        for field, text in pairs(c.fill) do filled[field] = text == "{day}" and seen.day or (text:gsub("{day}", tostring(seen.day))) end
        return all(M.CHECKS[c.operation], { filled }, label, seen)
    end,
    distinct = function(v, c, _, seen)
        for _, field in ipairs(c.fields) do
            seen[field] = seen[field] or {}
            local earlier = seen[field][v[field]]
            if earlier then return { rule = c.rule, params = { field = field, earlier = earlier } } end
            seen[field][v[field]] = seen.day
        end
    end,
}

-- One check: nil when the value passes, else its rule and parameters.
local function one(c, v, label, seen)
    if OWN[c.is] then return OWN[c.is](v, c, label, seen) end
    local params = { label = label, value = words.describe(v), key = v }
    if not HOLDS[c.is](v, c, params) then return { rule = c.rule, params = params } end
end

-- Runs `checks` in order on `root` (the arguments, or a list's entry); `label` is the entry's.
function all(checks, root, label, seen)
    for _, c in ipairs(checks) do
        local v = root
        for _, step in ipairs(c.at) do v = type(v) == "table" and v[step] or nil end
        local found = (v ~= nil or not c.optional) and one(c, v, (c.label or label):gsub("{each}", label), seen)
        if found then return found end
    end
end

--- Runs the checks of the operation whose errors name `context` (generated CHECKS) in order on its
--- arguments `args`; the first that fails raises INVALID_PARAM with its message, rendered from its
--- rule and parameters.
function M.check(context, args)
    local found = all(M.CHECKS[context] or {}, args, "", {})
    if found then M.raise("INVALID_PARAM", render(found), context) end
end

return M
