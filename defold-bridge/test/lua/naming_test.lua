-- The one snake_case rule: the Lua API's converter (gamesdk/words.lua, which the
-- vectors suite uses too) against the shared cases every engine's converter passes
-- (test/vectors/snake-case.json). Usage: naming_test.lua <snake-case.json>
local T = require("harness")
local rules = require("gamesdk.words")

local file = assert(io.open(arg[1], "rb"))
local cases = host.json_decode(file:read("*a")).cases
file:close()

T.test("every shared case, converted as every engine converts it", function()
    T.ok(#cases > 0, "the shared file has cases")
    for _, case in ipairs(cases) do
        T.eq(rules.snake(case[1]), case[2], case[1])
    end
end)

T.test("a message's camelCase field reads in snake_case by the same rule", function()
    T.eq(rules.lua_dialect("notAPlainObject must be a plain object"), "not_a_plain_object must be a plain object")
end)

T.finish("snake_case rule")
