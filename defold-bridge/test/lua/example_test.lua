-- The example project's start-up (example/flow.lua) follows the mandatory call sequence, on the
-- desktop stubs and on the extension through the mock platform.
-- Usage: example_test.lua <desktop|extension> <guest|registered>
local T = require("harness")
local targets = require("target")
local flow = require("example.flow")

local target_name, player = arg[1], arg[2]
local target = targets.open(target_name)
local sdk = target.sdk
if target_name == "desktop" then target.set_registered(player == "registered") end

local started = {}

T.test("the example runs the mandatory call sequence as a " .. player, function()
    target.seed_purchases(1, "gems_100")
    local self = started
    local finished = false
    flow.start(self, sdk, function() finished = true end)
    T.pump(function() return finished end, 20000, "the example's start-up")
    local expected = { "initialized", "loaded", "started", "recovered 1", "saved" }
    if player == "registered" then
        expected[#expected + 1] = "scheduled D1-D7"
    else
        expected[#expected + 1] = "prompted"
        expected[#expected + 1] = "no notifications for guests"
    end
    T.eq(self.log, expected, "steps")
    T.eq(self.save.gems, 101, "the recovered purchase granted once, then a turn of play")
    T.eq(#targets.await(sdk.iap_get_purchases), 0, "nothing left pending")
end)

T.test("between levels the example resumes in after_ad only, after no_fill", function()
    local self = { log = {} }
    local resumed = false
    flow.between_levels(self, sdk, function() resumed = true end)
    T.eq(self.paused, true, "paused while the ad call runs")
    T.pump(function() return resumed end, 10000, "after_ad")
    T.eq(self.log, { "no ad", "resumed" }, "steps")
    T.eq(self.paused, false, "resumed")
end)

T.test("the example's listeners are removed when it stops", function()
    T.eq(#started.listeners, 3, "exit, pause and resume listeners")
    flow.stop(started, sdk)
    for _, id in ipairs(started.listeners) do T.eq(sdk.off(id), false, "listener " .. id .. " already removed") end
    T.settle()
    T.eq(host.live_callbacks(), 0, "Lua callbacks held")
end)

T.finish("example (" .. target_name .. ", " .. player .. ")")
