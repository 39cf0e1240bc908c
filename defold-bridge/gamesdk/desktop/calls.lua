-- How the desktop stubs call a sync, void or async function of the Lua API: the extension's
-- argument checks first (each row's generated check, gamesdk/generated/desktop_ops.lua), then the
-- answer (an async one through its callback, later).

local M = {}

--- sdk.parse_error's answers, the same as the extension's.
function M.parse_error(err)
    if type(err) == "table" then
        local code = type(err.code) == "string" and err.code ~= "" and err.code or "UNKNOWN"
        return { code = code, message = type(err.message) == "string" and err.message or "", context = type(err.context) == "string" and err.context or "" }
    end
    if type(err) ~= "string" then return err ~= nil and { code = "UNKNOWN", message = type(err), context = "" } or nil end
    -- An error raised inside a Lua function carries its position first ("chunk:line: ").
    local unplaced = err:match("^.-:%d+: (.*)$")
    local code, message, context = (unplaced or ""):match("^([A-Z0-9_]+): (.*) %(([^()]*)%)$")
    if not code then code, message, context = err:match("^([A-Z0-9_]+): (.*) %(([^()]*)%)$") end
    return code and { code = code, message = message, context = context } or { code = "UNKNOWN", message = err, context = "" }
end

--- The sdk.<name> function of a plain row: `answer(...)` gives its result (raising the SDK's error);
--- an async function hands it to a trailing callback(self, result, err) through `schedule`; a
--- callback function (the registration prompt) answers at once, its last argument for `answer`
--- delivering what its trailing callback(self, result) hears later.
function M.plain(name, op, answer, schedule)
    local where = "sdk." .. name
    if op.kind == "sync" or op.kind == "void" then
        return function(...)
            op.check(where, { ... }, select("#", ...))
            local result = answer(...)
            if op.kind == "sync" then return result end
        end
    end
    return function(...)
        local args, last = { ... }, select("#", ...)
        local callback = last >= 1 and type(args[last]) == "function" and args[last] or nil
        if callback then last = last - 1 end
        op.check(where, args, last)
        if op.kind == "callback" then
            args[last + 1] = function(result) if callback then schedule(function(self) callback(self, result) end) end end
            return answer(unpack(args, 1, last + 1))
        end
        schedule(function(self)
            local ok, result = pcall(answer, unpack(args, 1, last))
            if not callback then
                if not ok then print("WARNING:GAMESDK: " .. op.context .. " failed with no callback to tell: " .. tostring(result)) end
            elseif ok then
                callback(self, result, nil)
            else
                callback(self, nil, M.parse_error(result))
            end
        end)
    end
end

return M
