-- Prints figures of the bridge's own cost on the test host (host double, no JS): synchronous
-- calls, asynchronous calls with their callback, and argument encoding. Never asserts.
local function clock() return host.clock() end
-- Callbacks are made from a running script, as in a game (Defold makes none without one).
host.set_instance({ name = "bench script" })
host.on_sync(function() return '{"ok":true,"value":{"level":3,"name":"farm","flags":[true,false,0,""]}}' end)

local function report(label, count, started)
    local ms = clock() - started
    print(string.format("%-52s %8d calls %9.1f ms %9.2f us/call", label, count, ms, ms * 1000 / count))
end

local N = 20000
local started = clock()
for _ = 1, N do sdk.data_get_string("save") end
report("sync call (data_get_string), value decoded", N, started)

started = clock()
local done = 0
for _ = 1, N do sdk.data_flush(function() done = done + 1 end) end
for _, call in ipairs(host.calls()) do host.deliver(call.id, '{"ok":true,"value":true}', true) end
host.update()
report("async call + callback from update (data_flush)", done, started)

local save = { level = 12, inventory = {}, name = "farm" }
for i = 1, 200 do save.inventory[i] = { id = "item-" .. i, count = i, fresh = i % 2 == 0 } end
started = clock()
for _ = 1, 2000 do sdk.player_set_data({ save = save }) end
host.calls()
report("async call with a 200-item table (player_set_data)", 2000, started)
