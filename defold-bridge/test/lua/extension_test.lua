-- The GameSdk extension's Lua API against a host double that plays the JS side: every entry
-- point, argument mapping, routing by call id, value fidelity, release of callbacks, parse_error.
-- Run: gamesdk-test-host extension_test.lua
local T = require("harness")
local codes = require("gamesdk.generated.error_codes")
local api = require("api_table_generated")

local instance = { name = "script instance" }
host.set_instance(instance)

-- The double's answers to synchronous calls, settable per test.
local sync_answer = '{"ok":true,"value":true}'
local sync_seen = {}
host.on_sync(function(id, method, args)
    sync_seen[#sync_seen + 1] = { id = id, method = method, args = host.json_decode(args) }
    return type(sync_answer) == "function" and sync_answer(id, method, args) or sync_answer
end)

local function reset()
    sync_answer = '{"ok":true,"value":true}'
    sync_seen = {}
    host.calls()
end

-- Defold 2025+ releases a deleted script's callback safely; 1.8 could release another script's
-- references in its place, so the extension keeps such callbacks until its finalize.
local kept_until_finalize = host.defold == "1.8" and 1 or 0
local kept = 0 -- callbacks of deleted scripts the extension keeps so far

local function no_live_callbacks(what)
    T.eq(host.live_callbacks(), kept, (what or "") .. " live Lua callbacks")
end

local function only_call()
    local calls = host.calls()
    T.eq(#calls, 1, "calls sent to the platform")
    return calls[1]
end

-- ---- Every entry point ----

for _, row in ipairs(api) do
    local name, kind, method, args = row[1], row[2], row[3], row[4]
    T.test("sdk." .. name .. " reaches " .. method .. " with its arguments as given", function()
        reset()
        T.eq(type(sdk[name]), "function", "sdk." .. name)
        if kind == "async" then
            local got = {}
            local call_args = { unpack(args) }
            call_args[#call_args + 1] = function(self, result, err) got[#got + 1] = { self = self, result = result, err = err } end
            T.eq(select("#", sdk[name](unpack(call_args))), 0, "values returned")
            local call = only_call()
            T.eq(call.method, method, "method")
            T.eq(host.json_decode(call.args), args, "arguments")
            T.eq(host.live_callbacks(), 1, "callbacks held while the call is pending")
            host.deliver(call.id, '{"ok":true,"value":{"answer_for":"' .. name .. '"}}', true)
            T.eq(#got, 0, "callbacks before update")
            host.update()
            T.eq(got, { { self = instance, result = { answer_for = name } } }, "callback")
        else
            sync_answer = '{"ok":true,"value":"' .. name .. '"}'
            local returned = { sdk[name](unpack(args)) }
            T.eq(#sync_seen, 1, "sync calls")
            T.eq(sync_seen[1].method, method, "method")
            T.eq(sync_seen[1].args, args, "arguments")
            T.eq(returned, kind == "sync" and { name } or {}, "returned")
        end
        no_live_callbacks()
    end)
end

T.test("every function of the module is tested here or by name below", function()
    local known = { ads_show_interstitial = true, ads_show_rewarded = true, auth_show_registration_prompt = true,
        on_exit_requested = true, on_pause = true, on_resume = true, off = true, parse_error = true }
    for _, row in ipairs(api) do known[row[1]] = true end
    for name in pairs(sdk) do T.ok(known[name], "sdk." .. name .. " is covered") end
    for name in pairs(known) do T.eq(type(sdk[name]), "function", "sdk." .. name) end
end)

T.test("an async call works without a callback and releases nothing it did not hold", function()
    reset()
    sdk.data_flush()
    local call = only_call()
    T.eq(call.method, "data.flushAsync", "method")
    no_live_callbacks()
    host.deliver(call.id, '{"ok":false,"error":{"code":"NETWORK_FAILURE","message":"offline","context":"data.flushAsync"}}', true)
    host.update() -- logged, not lost silently; nothing to call
    no_live_callbacks()
end)

-- ---- Routing by call id ----

T.test("concurrent calls of the same function each get their own result", function()
    reset()
    local results = {}
    sdk.data_set_string_async("a", "1", function(_, result) results.a = result end)
    sdk.data_set_string_async("b", "2", function(_, result) results.b = result end)
    local calls = host.calls()
    T.eq(#calls, 2, "calls")
    T.ok(calls[1].id ~= calls[2].id, "distinct call ids")
    host.deliver(calls[2].id, '{"ok":true,"value":false}', true)
    host.deliver(calls[1].id, '{"ok":true,"value":true}', true)
    host.update()
    T.eq(results, { a = true, b = false }, "results by call")
    no_live_callbacks()
end)

T.test("a result for a call that is not pending is dropped with a warning", function()
    reset()
    host.deliver(999999, '{"ok":true,"value":1}', true)
    host.update()
    no_live_callbacks()
end)

-- ---- Value fidelity ----

T.test("false, 0, empty string, empty and nested tables arrive as themselves", function()
    reset()
    local values = {}
    local cases = { 'false', '0', '""', '{}', '[]', '{"f":false,"z":0,"s":"","e":{},"a":[],"n":{"deep":[1,{"x":true,"y":[]}]}}', '-1.5', '"ünïcødé \\"quoted\\" \\n"' }
    for i, json in ipairs(cases) do
        sdk.player_get_signed_player_info(function(_, result, err) values[i] = { result = result, err = err, called = true } end)
    end
    local calls = host.calls()
    for i, call in ipairs(calls) do host.deliver(call.id, '{"ok":true,"value":' .. cases[i] .. '}', true) end
    host.update()
    T.eq(values[1], { result = false, called = true }, "false")
    T.eq(values[2], { result = 0, called = true }, "0")
    T.eq(values[3], { result = "", called = true }, "empty string")
    T.eq(values[4], { result = {}, called = true }, "empty object")
    T.eq(values[5], { result = {}, called = true }, "empty array")
    T.eq(values[6].result, { f = false, z = 0, s = "", e = {}, a = {}, n = { deep = { 1, { x = true, y = {} } } } }, "nested")
    T.eq(values[7].result, -1.5, "negative fraction")
    T.eq(values[8].result, 'ünïcødé "quoted" \n', "unicode and escapes")
    no_live_callbacks()
end)

T.test("a null value arrives as nil with no error", function()
    reset()
    local got
    sdk.player_get_signed_player_info(function(_, result, err) got = { called = true, result = result, err = err } end)
    host.deliver(only_call().id, '{"ok":true,"value":null}', true)
    host.update()
    T.eq(got, { called = true }, "callback arguments")
end)

T.test("sync values keep false, 0 and empty string", function()
    reset()
    for _, json in ipairs({ "false", "0", '""' }) do
        sync_answer = '{"ok":true,"value":' .. json .. '}'
        T.eq(sdk.data_get_string("k"), host.json_decode("[" .. json .. "]")[1], json)
    end
    sync_answer = '{"ok":true,"value":null}'
    T.eq(select("#", sdk.data_get_string("missing")), 1, "one value returned")
    T.eq(sdk.data_get_string("missing"), nil, "null")
end)

T.test("arguments keep false, 0, empty string, nested tables and unicode on the way out", function()
    reset()
    local data = { save = { f = false, z = 0, s = "", list = { 1, 2, { x = "é" } }, tab = "a\tb" } }
    sdk.player_set_data(data)
    T.eq(host.json_decode(only_call().args), { data }, "arguments")
end)

-- ---- Errors ----

T.test("a rejected call calls back with nil and an error table carrying its code", function()
    reset()
    local got
    sdk.notifications_schedule({ id = "d1" }, function(self, result, err) got = { self = self, result = result, err = err } end)
    host.deliver(only_call().id, '{"ok":false,"error":{"code":"PLAYER_NOT_AUTHENTICATED","message":"guests get no notifications","context":"notifications.scheduleAsync"}}', true)
    host.update()
    T.eq(got, { self = instance, err = { code = "PLAYER_NOT_AUTHENTICATED", message = "guests get no notifications", context = "notifications.scheduleAsync" } }, "callback")
    T.eq(sdk.parse_error(got.err), got.err, "parse_error of it")
    no_live_callbacks()
end)

T.test("the extension reads an answer by its ok: one without ok is OPERATION_FAILED, synchronous or not", function()
    reset()
    local got
    sdk.iap_get_catalog(function(self, result, err) got = { result = result, err = err } end)
    -- The envelope of an older host: a value without ok is no success.
    host.deliver(only_call().id, '{"value":[]}', true)
    host.update()
    T.eq(got, { err = { code = "OPERATION_FAILED", message = "the SDK's answer is no envelope (it has no ok)", context = "sdk.iap_get_catalog" } }, "callback")
    sync_answer = '{"value":"p1"}'
    T.eq(T.raises(sdk.parse_error, sdk.player_get_id), { code = "OPERATION_FAILED", message = "the SDK's answer is no envelope (it has no ok)", context = "sdk.player_get_id" }, "sync")
    -- ok decides, not the presence of error: a success whose value holds an error key is a success.
    sync_answer = '{"ok":true,"value":"p2","error":{"code":"UNKNOWN","message":"","context":""}}'
    T.eq(sdk.player_get_id(), "p2", "ok true")
    no_live_callbacks()
end)

T.test("sdk.parse_error returns a string code for every code of the error table", function()
    reset()
    local count = 0
    for code in pairs(codes) do
        count = count + 1
        local err
        sdk.iap_get_catalog(function(_, _, e) err = e end)
        host.deliver(only_call().id, '{"ok":false,"error":{"code":"' .. code .. '","message":"m","context":"c"}}', true)
        host.update()
        local parsed = sdk.parse_error(err)
        T.eq(type(parsed.code), "string", code)
        T.eq(parsed, { code = code, message = "m", context = "c" }, code)
        -- The same code raised by a synchronous call.
        sync_answer = '{"ok":false,"error":{"code":"' .. code .. '","message":"sync m","context":"data.getString"}}'
        T.eq(T.raises(sdk.parse_error, sdk.data_get_string, "k"), { code = code, message = "sync m", context = "data.getString" }, code .. " raised")
    end
    T.eq(count, 13, "codes in the table")
    no_live_callbacks()
end)

T.test("sdk.parse_error keeps foreign errors readable and answers nil for no error", function()
    T.eq(sdk.parse_error(nil), nil, "nil")
    T.eq(sdk.parse_error("attempt to index a nil value"), { code = "UNKNOWN", message = "attempt to index a nil value", context = "" }, "a runtime error")
    T.eq(sdk.parse_error({ message = "no code" }), { code = "UNKNOWN", message = "no code", context = "" }, "a table without code")
    T.eq(sdk.parse_error({ code = "NEWER_CODE", message = 7 }), { code = "NEWER_CODE", message = "", context = "" }, "a code from a newer platform")
    T.eq(sdk.parse_error(42), { code = "UNKNOWN", message = "number", context = "" }, "a number")
    T.eq(sdk.parse_error("INVALID_PARAM: key is required (sdk.data_get_string)"), { code = "INVALID_PARAM", message = "key is required", context = "sdk.data_get_string" }, "our format")
end)

-- ---- Bad arguments: Lua errors naming the argument ----

T.test("bad argument types raise INVALID_PARAM naming the argument, before any platform call", function()
    reset()
    local cases = {
        { sdk.set_loading_progress, { "50" }, "progress must be a number, got string", "sdk.set_loading_progress" },
        { sdk.data_set_string, { "save", 3 }, "value must be a string, got number", "sdk.data_set_string" },
        { sdk.data_get_string, {}, "key is required", "sdk.data_get_string" },
        { sdk.notifications_schedule, { "day-1" }, "options must be a table, got string", "sdk.notifications_schedule" },
        { sdk.notifications_cancel_all, { "extra" }, "expected at most 0 argument(s) before the callback, got 1", "sdk.notifications_cancel_all" },
        { sdk.player_get_bot_avatar, { "name", "64" }, "size must be a number, got string", "sdk.player_get_bot_avatar" },
        { sdk.analytics_log_level_start, { true }, "level must be a string or a number, got boolean", "sdk.analytics_log_level_start" },
    }
    for _, case in ipairs(cases) do
        T.eq(T.raises(sdk.parse_error, case[1], unpack(case[2])), { code = "INVALID_PARAM", message = case[3], context = case[4] }, case[4])
    end
    T.eq(#host.calls() + #sync_seen, 0, "platform calls")
    no_live_callbacks()
end)

T.test("values JSON cannot carry raise INVALID_PARAM naming where they are", function()
    reset()
    -- Under data, the one key of share options whose value is the game's own (others are refused as unknown options).
    local cyclic = { data = {} }
    cyclic.data.self = cyclic.data
    local cases = {
        { { data = { fn = print } }, "argument #1.data.fn is a function, which cannot be sent" },
        { { data = { 1, 2, x = 3 } }, "argument #1.data mixes keys: use only string keys or a sequence 1..n" },
        { { data = { n = 0 / 0 } }, "argument #1.data.n is not a finite number" },
        { { data = { n = math.huge } }, "argument #1.data.n is not a finite number" },
        { cyclic, "is nested too deeply (or refers to itself)" },
    }
    for _, case in ipairs(cases) do
        local parsed = T.raises(sdk.parse_error, sdk.context_share, case[1], function() end)
        T.eq(parsed.code, "INVALID_PARAM", case[2])
        T.ok(parsed.message:find(case[2], 1, true), "message '" .. parsed.message .. "' says " .. case[2])
    end
    T.eq(#host.calls(), 0, "platform calls")
    no_live_callbacks("after refused calls:")
end)

-- ---- Ads ----

T.test("ads call no_fill then after_ad, route by call id, and release every callback", function()
    reset()
    local order = {}
    sdk.ads_show_interstitial({
        before_ad = function(self) order[#order + 1] = "before_ad" end,
        no_fill = function(self) order[#order + 1] = "no_fill"; T.eq(self, instance, "self") end,
        after_ad = function(self) order[#order + 1] = "after_ad" end,
    })
    local ad_call = sync_seen[1]
    T.eq(ad_call.method, "ads.showInterstitial", "method")
    T.ok(ad_call.id > 0, "the ad has a call id")
    T.eq(host.live_callbacks(), 3, "callbacks held")
    host.deliver(ad_call.id, '{"ok":true,"signal":"no_fill"}', false)
    host.deliver(ad_call.id, '{"ok":true,"signal":"after_ad"}', true)
    host.update()
    T.eq(order, { "no_fill", "after_ad" }, "order")
    no_live_callbacks()
end)

T.test("a rewarded ad takes ad_viewed and ad_dismissed, an interstitial does not; unknown names and non-functions are refused", function()
    reset()
    sdk.ads_show_rewarded({ ad_viewed = function() end, ad_dismissed = function() end })
    T.eq(sync_seen[1].method, "ads.showRewarded", "method")
    host.deliver(sync_seen[1].id, '{"ok":true,"signal":"after_ad"}', true)
    host.update()
    no_live_callbacks()
    T.eq(T.raises(sdk.parse_error, sdk.ads_show_rewarded, { nofill = function() end }).message, "callbacks.nofill is not an option (before_ad, after_ad, no_fill, ad_viewed, ad_dismissed)", "typo")
    local viewed = T.raises(sdk.parse_error, sdk.ads_show_interstitial, { before_ad = function() end, ad_viewed = function() end })
    T.eq(viewed, { code = "INVALID_PARAM", message = "callbacks.ad_viewed is not an option (before_ad, after_ad, no_fill)", context = "sdk.ads_show_interstitial" }, "a rewarded ad's callback on an interstitial")
    T.eq(T.raises(sdk.parse_error, sdk.ads_show_rewarded, { after_ad = true }).message, "callbacks.after_ad must be a function", "not a function")
    T.eq(#sync_seen, 1, "refused calls reach no platform")
    no_live_callbacks()
end)

T.test("an ad call the SDK refuses raises its error and holds no callback", function()
    reset()
    sync_answer = '{"ok":false,"error":{"code":"NOT_INITIALIZED","message":"call sdk.initialize first","context":"ads.showInterstitial"}}'
    local parsed = T.raises(sdk.parse_error, sdk.ads_show_interstitial, { after_ad = function() end })
    T.eq(parsed.code, "NOT_INITIALIZED", "code")
    no_live_callbacks()
end)

-- ---- Registration prompt ----

T.test("the registration prompt returns its id, calls on_close once and then releases it", function()
    reset()
    local closed = {}
    local prompt = sdk.auth_show_registration_prompt({ message = "Text {{registrationCode}}", data = { from_level = 3 } }, function(self, result) closed[#closed + 1] = result end)
    T.eq(sync_seen[1].method, "auth.showRegistrationPrompt", "method")
    T.eq(sync_seen[1].args, { { message = "Text {{registrationCode}}", data = { from_level = 3 } } }, "arguments")
    T.eq(prompt, sync_seen[1].id, "prompt id is the call id")
    local logged_in
    sdk.auth_registration_prompt_login(prompt, function(_, result, err) logged_in = { result = result, err = err } end)
    local login = only_call()
    T.eq({ login.method, host.json_decode(login.args) }, { "auth.registrationPromptLogin", { prompt } }, "login call")
    host.deliver(prompt, '{"ok":true,"signal":"close","value":{"registered":true}}', true)
    host.deliver(login.id, '{"ok":true,"value":null}', true)
    host.update()
    T.eq(closed, { { registered = true } }, "on_close")
    T.eq(logged_in, {}, "login resolved")
    no_live_callbacks()
end)

T.test("a refused registration prompt raises (it does not call back) and holds nothing", function()
    reset()
    sync_answer = '{"ok":false,"error":{"code":"INVALID_PARAM","message":"message must contain exactly one {{registrationCode}}","context":"auth.showRegistrationPrompt"}}'
    local parsed = T.raises(sdk.parse_error, sdk.auth_show_registration_prompt, { message = "no code" }, function() error("must not be called") end)
    T.eq(parsed, { code = "INVALID_PARAM", message = "message must contain exactly one {{registrationCode}}", context = "auth.showRegistrationPrompt" }, "error")
    T.settle()
    no_live_callbacks()
end)

-- ---- Events ----

T.test("event listeners are called from update with self, each once, and removed by sdk.off", function()
    reset()
    local seen = {}
    local a = sdk.on_pause(function(self) seen[#seen + 1] = "a"; T.eq(self, instance, "self") end)
    local b = sdk.on_pause(function() seen[#seen + 1] = "b" end)
    local r = sdk.on_resume(function() seen[#seen + 1] = "resume" end)
    T.ok(a ~= b, "distinct listener ids")
    host.event("pause")
    T.eq(seen, {}, "nothing before update")
    host.update()
    T.eq(seen, { "a", "b" }, "pause listeners")
    T.eq(sdk.off(a), true, "off removes")
    T.eq(sdk.off(a), false, "off twice")
    host.event("pause")
    host.event("resume")
    host.update()
    T.eq(seen, { "a", "b", "b", "resume" }, "after off")
    T.eq(host.live_callbacks(), 2, "callbacks still held")
    sdk.off(b)
    sdk.off(r)
    no_live_callbacks()
    T.eq(T.raises(sdk.parse_error, sdk.on_pause, "not a function").message, "listener must be a function", "bad listener")
    T.eq(T.raises(sdk.parse_error, sdk.off, "1").code, "INVALID_PARAM", "bad id")
end)

T.test("a listener that removes itself while it runs (the once pattern) is called once and released safely", function()
    reset()
    local calls = 0
    local id
    id = sdk.on_pause(function()
        calls = calls + 1
        T.eq(sdk.off(id), true, "off from inside the listener")
    end)
    local other = 0
    local keep = sdk.on_pause(function() other = other + 1 end)
    host.event("pause")
    host.update()
    host.event("pause")
    host.update()
    T.eq(calls, 1, "called once")
    T.eq(other, 2, "the other listener goes on")
    sdk.off(keep)
    no_live_callbacks()
end)

-- Defold keeps a callback on the main thread of its script context (dmScript::GetMainThread), never
-- on the coroutine that made it: that coroutine may be waiting in a yield or gone when it is called.
T.test("callbacks and listeners given inside a coroutine are called on the main thread, while it waits and after it ended", function()
    reset()
    local got = {}
    local function on_main() return coroutine.running() == nil end
    local waiting = coroutine.create(function()
        sdk.data_flush(function(self, result, err) got[#got + 1] = { main = on_main(), self = self, result = result, err = err } end)
        coroutine.yield()
    end)
    T.eq(coroutine.resume(waiting), true, "the coroutine made its call")
    local listener = coroutine.wrap(function()
        return sdk.on_pause(function(self) got[#got + 1] = { main = on_main(), self = self, event = "pause" } end)
    end)()
    local call = only_call()
    host.deliver(call.id, '{"ok":true,"value":true}', true)
    host.event("pause")
    host.update()
    T.eq(coroutine.status(waiting), "suspended", "the coroutine still waits")
    T.eq(got, { { main = true, self = instance, result = true }, { main = true, self = instance, event = "pause" } }, "called on the main thread")
    sdk.off(listener)
    no_live_callbacks()
end)

T.test("without a running script (a module's top level at require time) a callback cannot be made: a clear error, nothing sent", function()
    reset()
    host.set_instance(nil)
    local listen = T.raises(sdk.parse_error, sdk.on_pause, function() end)
    local call = T.raises(sdk.parse_error, sdk.start_game, function() end)
    local ad = T.raises(sdk.parse_error, sdk.ads_show_interstitial, { after_ad = function() end })
    host.set_instance(instance)
    for _, err in ipairs({ listen, call, ad }) do
        T.eq(err.code, "INVALID_OPERATION", "code")
        T.ok(err.message:find("needs a running script", 1, true), "message: " .. tostring(err.message))
    end
    T.eq(#host.calls(), 0, "no asynchronous platform call was made")
    T.eq(#sync_seen, 0, "no synchronous platform call was made")
    no_live_callbacks()
end)

T.test("an answer the engine cannot read reaches the callback as an error, whether JsonToLua raises (1.8) or answers 0 (later)", function()
    for _, answers_zero in ipairs({ false, true }) do
        reset()
        host.json_to_lua_answers_zero(answers_zero)
        local got
        sdk.data_flush(function(_, result, err) got = { result = result, err = err } end)
        local call = only_call()
        -- A lone surrogate: JSON that Lua-cjson and Defold's decoder refuse.
        host.deliver(call.id, '{"ok":true,"value":"\\ud800"}', true)
        host.update()
        host.json_to_lua_answers_zero(nil)
        T.ok(got ~= nil, "the callback ran")
        T.eq(got.result, nil, "no result")
        T.eq(got.err.code, "OPERATION_FAILED", "code")
        T.eq(got.err.context, "sdk.data_flush", "context")
        T.ok(got.err.message:find("could not be read", 1, true), "message: " .. tostring(got.err.message))
        no_live_callbacks()
    end
end)

T.test("after the exit listeners ran, the extension flushes the player's data", function()
    reset()
    local saved = false
    local id = sdk.on_exit_requested(function() saved = true; sdk.data_set_string("save", "state") end)
    host.event("exitRequested")
    host.update()
    T.ok(saved, "listener ran")
    T.eq(sync_seen[1].method, "data.setString", "the listener saved synchronously")
    local flush = only_call()
    T.eq(flush.method, "data.flushAsync", "then the flush")
    host.deliver(flush.id, '{"ok":true,"value":true}', true)
    host.update()
    sdk.off(id)
    no_live_callbacks()
end)

-- ---- Callback life cycle ----

T.test("a callback whose script instance is gone is skipped, and released (1.8: kept until finalize)", function()
    reset()
    local other = { name = "deleted script" }
    host.set_instance(other)
    local called = false
    sdk.iap_get_purchases(function() called = true end)
    host.set_instance(instance)
    local call = only_call()
    host.kill_instance(other)
    host.deliver(call.id, '{"ok":true,"value":[]}', true)
    host.update()
    T.ok(not called, "not called")
    kept = kept + kept_until_finalize
    no_live_callbacks()
end)

T.test("a listener whose script instance is gone is skipped and released; the others still run", function()
    reset()
    local other = { name = "deleted script" }
    host.set_instance(other)
    local gone_called = false
    local gone = sdk.on_pause(function() gone_called = true end)
    host.set_instance(instance)
    local alive = 0
    local keep = sdk.on_pause(function() alive = alive + 1 end)
    host.kill_instance(other)
    host.event("pause")
    host.update()
    T.ok(not gone_called, "the deleted script's listener was not called")
    T.eq(alive, 1, "the live script's listener ran")
    T.eq(sdk.off(gone), false, "the deleted script's listener was removed")
    host.event("pause")
    host.update()
    T.eq(alive, 2, "the live script's listener runs on")
    sdk.off(keep)
    kept = kept + kept_until_finalize
    no_live_callbacks()
end)

T.test("a result for a deleted script never reaches the script created after it, nor breaks that script's callback (1.8 reuses the deleted script's context table slot)", function()
    reset()
    local old = { name = "old scene" }
    host.set_instance(old)
    local old_called = false
    sdk.iap_get_purchases(function() old_called = true end)
    local old_call = only_call()
    host.kill_instance(old)
    local new = { name = "new scene" }
    host.set_instance(new)
    local got = {}
    sdk.iap_get_catalog(function(self, result) got[#got + 1] = { self = self, result = result } end)
    host.set_instance(instance)
    local new_call = only_call()
    host.deliver(old_call.id, '{"ok":true,"value":"for the old scene"}', true)
    host.update()
    T.ok(not old_called, "the old scene's callback did not run")
    T.eq(#got, 0, "the new scene's callback was not given the old scene's result")
    host.deliver(new_call.id, '{"ok":true,"value":"for the new scene"}', true)
    host.update()
    T.eq(got, { { self = new, result = "for the new scene" } }, "the new scene's callback still works")
    host.kill_instance(new)
    kept = kept + kept_until_finalize
    no_live_callbacks()
end)

T.test("the stand-in checks callbacks as Defold " .. host.defold .. " does once their script instance is deleted", function()
    local doomed = { name = "doomed script" }
    host.set_instance(doomed)
    local probe = host.make_callback(function() end)
    host.set_instance(instance)
    T.ok(probe ~= nil, "callback made")
    T.ok(host.callback_valid(probe), "valid while the script lives")
    host.kill_instance(doomed)
    -- 1.8's IsCallbackValid checks only that the callback was not destroyed; 2025+ also asks
    -- whether its script instance is still the one that made it. Both refuse to set it up.
    T.eq(host.callback_valid(probe), host.defold == "1.8", "IsCallbackValid after the script was deleted")
    T.eq(host.setup_callback(probe), false, "SetupCallback after the script was deleted")
    host.destroy_callback(probe)
    no_live_callbacks()
end)

T.test("an error inside a callback is reported and the next callbacks still run", function()
    reset()
    local second = false
    sdk.iap_get_catalog(function() error("game bug") end)
    sdk.iap_get_catalog(function() second = true end)
    local calls = host.calls()
    host.deliver(calls[1].id, '{"ok":true,"value":[]}', true)
    host.deliver(calls[2].id, '{"ok":true,"value":[]}', true)
    host.update()
    T.ok(second, "second callback ran")
    no_live_callbacks()
end)

T.test("a call started inside a callback is routed on a later update", function()
    reset()
    local done = {}
    sdk.start_game(function()
        done[#done + 1] = "start_game"
        sdk.iap_get_purchases(function(_, result) done[#done + 1] = result end)
    end)
    host.deliver(only_call().id, '{"ok":true,"value":null}', true)
    host.update()
    local purchases = only_call()
    host.deliver(purchases.id, '{"ok":true,"value":[{"product_id":"gems"}]}', true)
    host.update()
    T.eq(done, { "start_game", { { product_id = "gems" } } }, "order")
    no_live_callbacks()
end)

T.test("the platform side was started by the extension's init", function()
    T.ok(host.started(), "started")
end)

T.finish("extension (host double)")
