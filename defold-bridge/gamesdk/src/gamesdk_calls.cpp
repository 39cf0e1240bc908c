// Per-call bookkeeping: every call has its own id and its own Lua callbacks, results are queued
// when the platform delivers them and handed to Lua only from the extension's update, and every
// callback is released once its call ends, its listener is removed or its script is gone.
#if defined(DM_PLATFORM_HTML5) || defined(GAMESDK_TEST_HOST)

#include "gamesdk_private.h"

#include <string.h>
#include <string>
#include <vector>

namespace gamesdk
{
    struct Call
    {
        int m_Id;
        const char* m_Context;
        std::vector<NamedCallback> m_Callbacks;
    };

    struct Listener
    {
        int m_Id;
        std::string m_Event;
        dmScript::LuaCallbackInfo* m_Info;
    };

    struct Message
    {
        int m_CallId; // 0 for an event
        std::string m_Json; // the event name for an event
        bool m_Final;
    };

    static std::vector<Call> g_Calls;
    static std::vector<Listener> g_Listeners;
    static std::vector<Message> g_Queue;
    static int g_LastCallId = 0;
    static int g_LastListenerId = 0;
    // While listeners are being called, a removed listener's callback is kept until the dispatch
    // ends: a listener that removes itself (the "once" pattern) is still being invoked.
    static int g_Dispatching = 0;
    static std::vector<dmScript::LuaCallbackInfo*> g_Removed;

    int NextCallId()
    {
        if (++g_LastCallId <= 0) g_LastCallId = 1; // wraps after 2^31 calls; 0 stays reserved
        return g_LastCallId;
    }

    void TrackCall(int call_id, const char* context, const NamedCallback* callbacks, int count)
    {
        Call call;
        call.m_Id = call_id;
        call.m_Context = context;
        call.m_Callbacks.assign(callbacks, callbacks + count);
        g_Calls.push_back(call);
    }

    int AddListener(const char* event, dmScript::LuaCallbackInfo* info)
    {
        Listener listener;
        listener.m_Id = ++g_LastListenerId;
        listener.m_Event = event;
        listener.m_Info = info;
        g_Listeners.push_back(listener);
        return listener.m_Id;
    }

    bool RemoveListener(int listener_id)
    {
        for (size_t i = 0; i < g_Listeners.size(); ++i)
        {
            if (g_Listeners[i].m_Id != listener_id) continue;
            if (g_Dispatching > 0) g_Removed.push_back(g_Listeners[i].m_Info);
            else ReleaseCallback(g_Listeners[i].m_Info);
            g_Listeners.erase(g_Listeners.begin() + i);
            return true;
        }
        return false;
    }

    void Deliver(int call_id, const char* json, int final)
    {
        Message message;
        message.m_CallId = call_id;
        message.m_Json = json;
        message.m_Final = final != 0;
        g_Queue.push_back(message);
    }

    void DeliverEvent(const char* name)
    {
        Message message;
        message.m_CallId = 0;
        message.m_Json = name;
        message.m_Final = false;
        g_Queue.push_back(message);
    }

    // Defold's documented order: check valid, set up, push arguments, protected call, tear down.
    // `push` pushes the arguments after self and returns how many it pushed. False when the
    // callback could not be called: its script instance is gone (Defold 2025+ tells so through
    // IsCallbackValid; on 1.8 only SetupOwnCallback finds out). Callers log it: release builds
    // compile logging away, so nothing here may exist only to be logged.
    template <typename PushArgs>
    static bool Invoke(dmScript::LuaCallbackInfo* info, PushArgs push)
    {
        if (!dmScript::IsCallbackValid(info)) return false;
        lua_State* L = dmScript::GetCallbackLuaContext(info);
        DM_LUA_STACK_CHECK(L, 0);
        if (!SetupOwnCallback(info)) return false;
        int nargs = push(L);
        dmScript::PCall(L, nargs + 1, 0);
        dmScript::TeardownCallback(info);
        return true;
    }

    static dmScript::LuaCallbackInfo* FindCallback(Call& call, const char* name)
    {
        for (size_t i = 0; i < call.m_Callbacks.size(); ++i)
        {
            if (strcmp(call.m_Callbacks[i].m_Name, name) == 0) return call.m_Callbacks[i].m_Info;
        }
        return 0;
    }

    // Reads `signal` of a decoded message at the top of the stack ("result" when absent).
    static void SignalName(lua_State* L, char* name, size_t size)
    {
        lua_getfield(L, -1, "signal");
        const char* signal = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "result";
        strncpy(name, signal, size - 1);
        name[size - 1] = 0;
        lua_pop(L, 1);
    }

    static void DispatchResult(lua_State* L, Call& call, const Message& message)
    {
        DM_LUA_STACK_CHECK(L, 0);
        char reason[256];
        if (!PushJson(L, message.m_Json.c_str(), reason, sizeof(reason)))
        {
            // An answer the engine cannot read (lone surrogates, for one) still reaches the game,
            // as an error on the call's result callback: never a silently dropped callback.
            dmScript::LuaCallbackInfo* result = FindCallback(call, "result");
            if (!result) return;
            const char* context = call.m_Context;
            bool called = Invoke(result, [context, &reason](lua_State* L) {
                lua_pushnil(L);
                lua_createtable(L, 0, 3);
                lua_pushstring(L, "OPERATION_FAILED");
                lua_setfield(L, -2, "code");
                lua_pushfstring(L, "the answer of the platform could not be read: %s", reason);
                lua_setfield(L, -2, "message");
                lua_pushstring(L, context);
                lua_setfield(L, -2, "context");
                return 2;
            });
            if (!called) dmLogWarning("%s: the script that registered the callback is gone; result dropped", context);
            return;
        }
        char signal[32];
        SignalName(L, signal, sizeof(signal));
        dmScript::LuaCallbackInfo* info = FindCallback(call, signal);
        if (!info)
        {
            // Games may leave out any callback; an error nobody receives is still logged.
            lua_getfield(L, -1, "error");
            if (lua_istable(L, -1))
            {
                lua_getfield(L, -1, "code");
                lua_getfield(L, -2, "message");
                dmLogWarning("%s failed with no callback to tell: %s: %s", call.m_Context, lua_tostring(L, -2), lua_tostring(L, -1));
                lua_pop(L, 2);
            }
            lua_pop(L, 2);
            return;
        }
        // The callback gets (value, nil) when the envelope's `ok` is true, (nil, error) when it is
        // false, and an OPERATION_FAILED error for a message without a boolean `ok`.
        int decoded = lua_gettop(L);
        const char* context = call.m_Context;
        bool called = Invoke(info, [decoded, context](lua_State* L) {
            lua_getfield(L, decoded, "ok");
            const bool enveloped = lua_isboolean(L, -1);
            const bool ok = enveloped && lua_toboolean(L, -1);
            lua_pop(L, 1);
            if (ok)
            {
                lua_getfield(L, decoded, "value");
                lua_pushnil(L);
                return 2;
            }
            lua_pushnil(L);
            if (enveloped)
            {
                lua_getfield(L, decoded, "error");
                return 2;
            }
            lua_createtable(L, 0, 3);
            lua_pushstring(L, "OPERATION_FAILED");
            lua_setfield(L, -2, "code");
            lua_pushstring(L, "the SDK's answer is no envelope (it has no ok)");
            lua_setfield(L, -2, "message");
            lua_pushstring(L, context);
            lua_setfield(L, -2, "context");
            return 2;
        });
        if (!called) dmLogWarning("%s: the script that registered the callback is gone; result dropped", call.m_Context);
        lua_pop(L, 1);
    }

    static void ReleaseCall(Call& call)
    {
        for (size_t i = 0; i < call.m_Callbacks.size(); ++i) ReleaseCallback(call.m_Callbacks[i].m_Info);
        call.m_Callbacks.clear();
    }

    static void DispatchMessage(lua_State* L, const Message& message)
    {
        for (size_t i = 0; i < g_Calls.size(); ++i)
        {
            if (g_Calls[i].m_Id != message.m_CallId) continue;
            DispatchResult(L, g_Calls[i], message);
            // The callback may have started calls, which appended to g_Calls: find ours again.
            for (size_t j = 0; message.m_Final && j < g_Calls.size(); ++j)
            {
                if (g_Calls[j].m_Id != message.m_CallId) continue;
                ReleaseCall(g_Calls[j]);
                g_Calls.erase(g_Calls.begin() + j);
                break;
            }
            return;
        }
        dmLogWarning("a message arrived for call %d, which is not pending: %s", message.m_CallId, message.m_Json.c_str());
    }

    static void DispatchEvent(const std::string& event)
    {
        // Listeners may add or remove listeners: walk a snapshot of ids.
        std::vector<int> ids;
        for (size_t i = 0; i < g_Listeners.size(); ++i)
        {
            if (g_Listeners[i].m_Event == event) ids.push_back(g_Listeners[i].m_Id);
        }
        ++g_Dispatching;
        for (size_t k = 0; k < ids.size(); ++k)
        {
            for (size_t i = 0; i < g_Listeners.size(); ++i)
            {
                if (g_Listeners[i].m_Id != ids[k]) continue;
                if (!Invoke(g_Listeners[i].m_Info, [](lua_State*) { return 0; }))
                {
                    // Its script cannot call sdk.off any more: the listener goes with it.
                    dmLogWarning("%s: the script that registered listener %d is gone; listener removed", event.c_str(), ids[k]);
                    RemoveListener(ids[k]);
                }
                break;
            }
        }
        if (--g_Dispatching == 0)
        {
            for (size_t i = 0; i < g_Removed.size(); ++i) ReleaseCallback(g_Removed[i]);
            g_Removed.clear();
        }
    }

    void DispatchQueued(lua_State* L)
    {
        if (g_Queue.empty()) return;
        std::vector<Message> batch;
        batch.swap(g_Queue); // messages delivered while Lua runs wait for the next update
        for (size_t i = 0; i < batch.size(); ++i)
        {
            if (batch[i].m_CallId != 0)
            {
                DispatchMessage(L, batch[i]);
                continue;
            }
            DispatchEvent(batch[i].m_Json);
            if (batch[i].m_Json == "exitRequested")
            {
                // Handlers saved synchronously; write it out now, the page is going away.
                int id = NextCallId();
                TrackCall(id, DATA_FLUSH_OPERATION, 0, 0);
                PlatformCall(id, DATA_FLUSH_OPERATION, "[]");
            }
        }
    }

    void ReleaseAll()
    {
        for (size_t i = 0; i < g_Calls.size(); ++i) ReleaseCall(g_Calls[i]);
        g_Calls.clear();
        for (size_t i = 0; i < g_Listeners.size(); ++i) ReleaseCallback(g_Listeners[i].m_Info);
        g_Listeners.clear();
        ReleaseAbandoned();
        g_Queue.clear();
    }
}

#endif
