// Argument checks and the three shapes of entry point (sync value, sync void, async callback).
// Bad Lua types fail here with INVALID_PARAM naming the argument; rules on values (ranges,
// lengths, formats) are the SDK's, so every engine reports the same error for the same input.
#if defined(DM_PLATFORM_HTML5) || defined(GAMESDK_TEST_HOST)

#include "gamesdk_private.h"
#include "gamesdk_rules.generated.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

namespace gamesdk
{
    static const size_t ERROR_SIZE = 1024;

    void FormatError(char* out, size_t size, const char* code, const char* message, const char* context)
    {
        snprintf(out, size, "%s: %s (%s)", code, message, context);
    }

    static const char* TypeName(ArgType type)
    {
        switch (type)
        {
        case ARG_STRING: return "a string";
        case ARG_NUMBER: return "a number";
        case ARG_BOOLEAN: return "a boolean";
        case ARG_TABLE: return "a table";
        default: return "a string or a number";
        }
    }

    static bool Matches(ArgType type, int lua_type)
    {
        switch (type)
        {
        case ARG_STRING: return lua_type == LUA_TSTRING;
        case ARG_NUMBER: return lua_type == LUA_TNUMBER;
        case ARG_BOOLEAN: return lua_type == LUA_TBOOLEAN;
        case ARG_TABLE: return lua_type == LUA_TTABLE;
        default: return lua_type == LUA_TSTRING || lua_type == LUA_TNUMBER;
        }
    }

    // An options table's keys, and an ad's callbacks (gamesdk_lua.cpp): a key the game misspelt, or
    // wrote in camelCase, would otherwise be ignored without a word.
    bool KnownKeys(lua_State* L, int index, const Arg& arg, char* message, size_t size)
    {
        lua_pushnil(L);
        while (lua_next(L, index) != 0)
        {
            lua_pop(L, 1);
            bool known = false;
            if (lua_type(L, -1) == LUA_TSTRING)
            {
                const char* key = lua_tostring(L, -1);
                for (const char* const* k = arg.m_Keys; *k && !known; ++k) known = strcmp(*k, key) == 0;
            }
            if (known) continue;
            char listed[256] = "";
            for (const char* const* k = arg.m_Keys; *k; ++k)
            {
                if (k != arg.m_Keys) strncat(listed, ", ", sizeof(listed) - strlen(listed) - 1);
                strncat(listed, *k, sizeof(listed) - strlen(listed) - 1);
            }
            // lua_tostring would turn a number key into a string in place and confuse lua_next: copy first.
            lua_pushvalue(L, -1);
            const char* key = lua_tostring(L, -1);
            snprintf(message, size, GAMESDK_RULE_UNKNOWN_OPTION, arg.m_Name, key ? key : luaL_typename(L, -1), listed);
            lua_pop(L, 2);
            return false;
        }
        return true;
    }

    bool CheckArgs(lua_State* L, int last, const Arg* args, int count, const char* context, char* error, size_t size)
    {
        char message[512];
        if (last > count)
        {
            snprintf(message, sizeof(message), "expected at most %d argument(s) before the callback, got %d", count, last);
            FormatError(error, size, "INVALID_PARAM", message, context);
            return false;
        }
        for (int i = 0; i < count; ++i)
        {
            int type = i < last ? lua_type(L, i + 1) : LUA_TNONE;
            if (type == LUA_TNIL || type == LUA_TNONE)
            {
                if (args[i].m_Optional) continue;
                snprintf(message, sizeof(message), "%s is required", args[i].m_Name);
                FormatError(error, size, "INVALID_PARAM", message, context);
                return false;
            }
            if (!Matches(args[i].m_Type, type))
            {
                snprintf(message, sizeof(message), "%s must be %s, got %s", args[i].m_Name, TypeName(args[i].m_Type), lua_typename(L, type));
                FormatError(error, size, "INVALID_PARAM", message, context);
                return false;
            }
            if (args[i].m_Keys && !KnownKeys(L, i + 1, args[i], message, sizeof(message)))
            {
                FormatError(error, size, "INVALID_PARAM", message, context);
                return false;
            }
        }
        return true;
    }

    // Reads the bridge host's envelope of a synchronous call by its `ok`: on `{"ok":false,"error":...}`
    // fills `error`, and an answer without a boolean `ok` (no envelope of today's) is
    // OPERATION_FAILED. The stack is left as it was, plus the value when `push_value`.
    static bool ReadAnswer(lua_State* L, char* answer, const char* context, bool push_value, char* error, size_t size)
    {
        char reason[256] = "";
        bool decoded = answer && PushJson(L, answer, reason, sizeof(reason));
        free(answer);
        if (!decoded)
        {
            FormatError(error, size, "OPERATION_FAILED", "the SDK gave no readable answer", context);
            return false;
        }
        lua_getfield(L, -1, "ok");
        const bool enveloped = lua_isboolean(L, -1);
        const bool ok = enveloped && lua_toboolean(L, -1);
        lua_pop(L, 1);
        if (!ok)
        {
            lua_getfield(L, -1, "error");
            if (enveloped && lua_istable(L, -1))
            {
                lua_getfield(L, -1, "code");
                lua_getfield(L, -2, "message");
                lua_getfield(L, -3, "context");
                const char* code = lua_tostring(L, -3);
                const char* where = lua_tostring(L, -1);
                FormatError(error, size, code ? code : "UNKNOWN", lua_tostring(L, -2) ? lua_tostring(L, -2) : "", where ? where : context);
                lua_pop(L, 5);
                return false;
            }
            FormatError(error, size, "OPERATION_FAILED", enveloped ? "the SDK failed without an error" : "the SDK's answer is no envelope (it has no ok)", context);
            lua_pop(L, 2);
            return false;
        }
        if (push_value)
        {
            lua_getfield(L, -1, "value");
            lua_remove(L, -2);
        }
        else lua_pop(L, 1);
        return true;
    }

    bool RunSync(lua_State* L, int call_id, const char* method, const char* context, int last, bool push_value, char* error, size_t size)
    {
        char reason[512];
        char* json = EncodeArguments(L, 1, last, reason, sizeof(reason));
        if (!json)
        {
            FormatError(error, size, "INVALID_PARAM", reason, context);
            return false;
        }
        char* answer = PlatformCallSync(call_id, method, json);
        free(json);
        return ReadAnswer(L, answer, context, push_value, error, size);
    }

    static int Sync(lua_State* L, const char* method, const char* context, const Arg* args, int count, bool push_value)
    {
        DM_LUA_STACK_CHECK(L, push_value ? 1 : 0);
        char error[ERROR_SIZE];
        int last = lua_gettop(L);
        if (!CheckArgs(L, last, args, count, context, error, sizeof(error))) return DM_LUA_ERROR("%s", error);
        if (!RunSync(L, 0, method, context, last, push_value, error, sizeof(error))) return DM_LUA_ERROR("%s", error);
        return push_value ? 1 : 0;
    }

    int SyncCall(lua_State* L, const char* method, const char* context, const Arg* args, int count)
    {
        return Sync(L, method, context, args, count, true);
    }

    int VoidCall(lua_State* L, const char* method, const char* context, const Arg* args, int count)
    {
        return Sync(L, method, context, args, count, false);
    }

    int AsyncCall(lua_State* L, const char* method, const char* context, const Arg* args, int count)
    {
        DM_LUA_STACK_CHECK(L, 0);
        char error[ERROR_SIZE];
        int top = lua_gettop(L);
        bool has_callback = top >= 1 && lua_type(L, top) == LUA_TFUNCTION;
        int last = has_callback ? top - 1 : top;
        if (!CheckArgs(L, last, args, count, context, error, sizeof(error))) return DM_LUA_ERROR("%s", error);
        char reason[512];
        char* json = EncodeArguments(L, 1, last, reason, sizeof(reason));
        if (!json)
        {
            FormatError(error, sizeof(error), "INVALID_PARAM", reason, context);
            return DM_LUA_ERROR("%s", error);
        }
        NamedCallback callback = {"result", 0};
        if (has_callback && !(callback.m_Info = NewCallback(L, top, context, error, sizeof(error))))
        {
            free(json);
            return DM_LUA_ERROR("%s", error);
        }
        int call_id = NextCallId();
        TrackCall(call_id, context, &callback, has_callback ? 1 : 0);
        PlatformCall(call_id, method, json);
        free(json);
        return 0;
    }

    dmScript::LuaCallbackInfo* NewCallback(lua_State* L, int index, const char* context, char* error, size_t size)
    {
        dmScript::LuaCallbackInfo* info = dmScript::CreateCallback(L, index);
        if (!info)
        {
            FormatError(error, size, "INVALID_OPERATION",
                "a callback needs a running script: call this from a script's init, update or a callback, not at a module's top level", context);
            return 0;
        }
        RememberOwner(L, info);
        return info;
    }
}

#endif
