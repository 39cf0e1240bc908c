// Test-host implementation of the dmsdk subset declared in dmsdk/sdk.h, following Defold's
// documented behaviour: callbacks hold references to the function and to the script instance
// (self) current at creation; SetupCallback leaves [old instance, context table, callback, self]
// on the stack and TeardownCallback removes the first two; PCall logs and pops errors.
#define DLIB_LOG_DOMAIN "GameSdkTestHost"
#include <dmsdk/sdk.h>
#include "compat.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <nlohmann/json.hpp>

static const char* INSTANCE_KEY = "gamesdk_test.instance";
static const char* DEAD_KEY = "gamesdk_test.dead_instances";
static int g_LiveCallbacks = 0;
static bool g_JsonToLuaAnswersZero = false;
static int g_StackErrors = 0;

void dmLogMessage(const char* level, const char* fmt, ...)
{
    va_list args;
    va_start(args, fmt);
    fprintf(stderr, "%s:GAMESDK: ", level);
    vfprintf(stderr, fmt, args);
    fprintf(stderr, "\n");
    va_end(args);
}

namespace dmScript
{
    LuaStackCheck::LuaStackCheck(lua_State* L, int diff) : m_L(L), m_Top(lua_gettop(L)), m_Diff(diff) {}

    static const int ERROR_RAISED = 0x7fffffff;

    // LuaJIT unwinds Lua errors as C++ exceptions, so the destructor also runs after Error().
    LuaStackCheck::~LuaStackCheck()
    {
        if (m_Diff != ERROR_RAISED) Verify(m_Diff);
    }

    void LuaStackCheck::Verify(int diff)
    {
        int actual = lua_gettop(m_L) - m_Top;
        if (actual != diff)
        {
            // Defold asserts here; the test host counts so a test fails instead of aborting.
            dmLogError("Lua stack check failed: expected a change of %d, got %d", diff, actual);
            ++g_StackErrors;
        }
    }

    int LuaStackCheck::Error(const char* fmt, ...)
    {
        Verify(0);
        m_Diff = ERROR_RAISED; // verified above; the stack now holds the error
        va_list args;
        va_start(args, fmt);
        char message[1024];
        vsnprintf(message, sizeof(message), fmt, args);
        va_end(args);
        return luaL_error(m_L, "%s", message);
    }

    void GetInstance(lua_State* L) { lua_getfield(L, LUA_REGISTRYINDEX, INSTANCE_KEY); }

    void SetInstance(lua_State* L) { lua_setfield(L, LUA_REGISTRYINDEX, INSTANCE_KEY); }

    lua_State* GetMainThread(lua_State* L) { return L; }

    static void PushJson(lua_State* L, const nlohmann::json& value)
    {
        switch (value.type())
        {
        case nlohmann::json::value_t::null: lua_pushnil(L); break;
        case nlohmann::json::value_t::boolean: lua_pushboolean(L, value.get<bool>()); break;
        case nlohmann::json::value_t::number_integer:
        case nlohmann::json::value_t::number_unsigned:
        case nlohmann::json::value_t::number_float: lua_pushnumber(L, value.get<double>()); break;
        case nlohmann::json::value_t::string:
        {
            const std::string& s = value.get_ref<const std::string&>();
            lua_pushlstring(L, s.data(), s.size());
            break;
        }
        case nlohmann::json::value_t::array:
        {
            lua_createtable(L, (int)value.size(), 0);
            int i = 1;
            for (const auto& item : value)
            {
                PushJson(L, item);
                lua_rawseti(L, -2, i++);
            }
            break;
        }
        default:
        {
            lua_createtable(L, 0, (int)value.size());
            for (auto it = value.begin(); it != value.end(); ++it)
            {
                lua_pushlstring(L, it.key().data(), it.key().size());
                PushJson(L, it.value());
                lua_rawset(L, -3);
            }
            break;
        }
        }
    }

    int JsonToLua(lua_State* L, const char* json, size_t json_len)
    {
        nlohmann::json value = nlohmann::json::parse(json, json + json_len, nullptr, false);
        if (value.is_discarded())
        {
            // Defold 1.8 raises; later versions answer 0 values (set by the test host to model them).
            if (g_JsonToLuaAnswersZero) return 0;
            return luaL_error(L, "Failed to parse json");
        }
        PushJson(L, value);
        return 1;
    }

    struct LuaCallbackInfo
    {
        lua_State* m_L;
        int m_Callback;
        int m_Self;
        int m_ContextTable;
    };

    LuaCallbackInfo* CreateCallback(lua_State* L, int index)
    {
        luaL_checktype(L, index, LUA_TFUNCTION);
        // As Defold's: without a current script instance there is nothing to call back into, and
        // the answer is 0 (a module's top level at require time).
        GetInstance(L);
        bool has_instance = !lua_isnil(L, -1);
        lua_pop(L, 1);
        if (!has_instance) return 0;
        LuaCallbackInfo* cbk = new LuaCallbackInfo();
        cbk->m_L = GetMainThread(L);
        lua_pushvalue(L, index);
        cbk->m_Callback = luaL_ref(L, LUA_REGISTRYINDEX);
        GetInstance(L);
        cbk->m_Self = luaL_ref(L, LUA_REGISTRYINDEX);
        lua_newtable(L);
        cbk->m_ContextTable = luaL_ref(L, LUA_REGISTRYINDEX);
        ++g_LiveCallbacks;
        return cbk;
    }

    bool IsCallbackValid(LuaCallbackInfo* cbk)
    {
        if (!cbk || cbk->m_Callback == LUA_NOREF) return false;
        lua_State* L = cbk->m_L;
        lua_getfield(L, LUA_REGISTRYINDEX, DEAD_KEY);
        if (lua_isnil(L, -1))
        {
            lua_pop(L, 1);
            return true;
        }
        lua_rawgeti(L, LUA_REGISTRYINDEX, cbk->m_Self);
        lua_rawget(L, -2);
        bool dead = lua_toboolean(L, -1);
        lua_pop(L, 2);
        return !dead;
    }

    void DestroyCallback(LuaCallbackInfo* cbk)
    {
        if (!cbk) return;
        luaL_unref(cbk->m_L, LUA_REGISTRYINDEX, cbk->m_Callback);
        luaL_unref(cbk->m_L, LUA_REGISTRYINDEX, cbk->m_Self);
        luaL_unref(cbk->m_L, LUA_REGISTRYINDEX, cbk->m_ContextTable);
        --g_LiveCallbacks;
        delete cbk;
    }

    lua_State* GetCallbackLuaContext(LuaCallbackInfo* cbk) { return cbk->m_L; }

    bool SetupCallback(LuaCallbackInfo* cbk)
    {
        lua_State* L = cbk->m_L;
        GetInstance(L);
        lua_rawgeti(L, LUA_REGISTRYINDEX, cbk->m_ContextTable);
        lua_rawgeti(L, LUA_REGISTRYINDEX, cbk->m_Callback);
        if (!lua_isfunction(L, -1))
        {
            lua_pop(L, 3);
            return false;
        }
        lua_rawgeti(L, LUA_REGISTRYINDEX, cbk->m_Self);
        lua_pushvalue(L, -1);
        SetInstance(L);
        return true;
    }

    void TeardownCallback(LuaCallbackInfo* cbk)
    {
        lua_State* L = cbk->m_L;
        lua_pop(L, 1); // the context table
        SetInstance(L); // the old instance
    }

    int PCall(lua_State* L, int nargs, int nresult)
    {
        int base = lua_gettop(L) - nargs;
        lua_pushcfunction(L, gamesdk_test::Traceback);
        lua_insert(L, base);
        int result = lua_pcall(L, nargs, nresult, base);
        lua_remove(L, base);
        if (result != 0)
        {
            dmLogError("Error running callback: %s", lua_tostring(L, -1));
            lua_pop(L, 1);
        }
        return result;
    }
}

namespace dmExtension
{
    static Desc* g_First = 0;

    int Register(Desc* desc)
    {
        desc->m_Next = g_First;
        g_First = desc;
        return 1;
    }

    Desc* First() { return g_First; }
}

namespace gamesdk_test
{
    int Traceback(lua_State* L)
    {
        lua_getglobal(L, "debug");
        lua_getfield(L, -1, "traceback");
        lua_pushvalue(L, 1);
        lua_pushinteger(L, 2);
        lua_call(L, 2, 1);
        return 1;
    }

    int LiveCallbacks() { return g_LiveCallbacks; }
    void SetJsonToLuaAnswersZero(bool zero) { g_JsonToLuaAnswersZero = zero; }
    int StackErrors() { return g_StackErrors; }

    void MarkInstanceDead(lua_State* L, int index)
    {
        index = index < 0 ? lua_gettop(L) + index + 1 : index;
        lua_getfield(L, LUA_REGISTRYINDEX, DEAD_KEY);
        if (lua_isnil(L, -1))
        {
            lua_pop(L, 1);
            lua_newtable(L);
            lua_pushvalue(L, -1);
            lua_setfield(L, LUA_REGISTRYINDEX, DEAD_KEY);
        }
        lua_pushvalue(L, index);
        lua_pushboolean(L, 1);
        lua_rawset(L, -3);
        lua_pop(L, 1);
    }
}
