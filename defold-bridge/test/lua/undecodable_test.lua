-- An answer from the browser side that Lua cannot decode, through the real JS library, browser
-- script and mock platform: the mock sells a product whose title holds a lone surrogate, which
-- JSON.stringify writes as "\ud800" and Lua-cjson (and Defold's JsonToLua) refuse. The callback
-- gets OPERATION_FAILED instead of never being called, and the next call works as before.
-- Usage: undecodable_test.lua extension   (run relayed, against a mock platform with that catalog)
local T = require("harness")
local targets = require("target")

local target = targets.open(arg[1])
local sdk = target.sdk
local await = targets.await

T.test("a catalog Lua cannot decode reaches the callback as OPERATION_FAILED, and the SDK goes on", function()
    targets.start(target)
    local catalog, err = await(sdk.iap_get_catalog)
    T.eq(catalog, nil, "no result")
    T.eq(type(err), "table", "an error reached the callback")
    T.eq(err.code, "OPERATION_FAILED", "its code")
    T.eq(err.context, "sdk.iap_get_catalog", "its context")
    local saved = await(sdk.data_set_string_async, "after", "still working")
    T.eq(saved, true, "the next call")
end)

T.test("every Lua callback was released", function()
    T.settle(5)
    T.eq(host.live_callbacks(), 0, "live callbacks")
end)

T.finish("undecodable answer (" .. arg[1] .. ")")
