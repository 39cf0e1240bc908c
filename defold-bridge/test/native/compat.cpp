// Test-host implementation of the dmsdk subset declared in dmsdk/sdk.h, following Defold's own
// script.cpp (facts read from it, see the README): every script instance has a context table in
// the registry, a callback keeps its function and self in that table, deleting the instance
// releases the table; SetupCallback leaves [old instance, context table, callback, self] on the
// stack and TeardownCallback removes the first two; PCall logs and pops errors. Where 1.8 and
// 2025+ differ (IsCallbackValid, JsonToLua) the test host chooses which engine it models.
#define DLIB_LOG_DOMAIN "GameSdkTestHost"
#include <dmsdk/sdk.h>
#include "compat.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <new>
#include <nlohmann/json.hpp>

static const char* INSTANCE_KEY = "gamesdk_test.instance";
// instance -> { context = registry ref of its context table, id = unique script id, dead = bool }
static const char* INSTANCES_KEY = "gamesdk_test.instances";
// Defold's SCRIPT_MAIN_THREAD (script_private.h): a global holding the context's main thread.
static const char* MAIN_THREAD_GLOBAL = "__script_main_thread";
static const uint32_t INVALID_SCRIPT_ID = 0xFFFFFFFF;
static uint32_t g_LastScriptId = 0;
static int g_LiveCallbacks = 0;
static bool g_JsonToLuaAnswersZero = false;
static int g_StackErrors = 0;
static gamesdk_test::Engine g_Engine = gamesdk_test::ENGINE_2025;

extern "C" void LogInternal(LogSeverity severity, const char* domain, const char* format, ...)
{
    static const char* const names[] = {"DEBUG", "USER_DEBUG", "INFO", "WARNING", "ERROR", "FATAL"};
    va_list args;
    va_start(args, format);
    fprintf(stderr, "%s:%s: ", names[severity], domain);
    vfprintf(stderr, format, args);
    fprintf(stderr, "\n");
    va_end(args);
}

// ---- The engine's extension registry: the host calls the extension's symbol, then runs it. ----

struct RegisteredExtension
{
    const char* m_Name;
    FExtensionAppInitialize m_AppInitialize;
    FExtensionAppFinalize m_AppFinalize;
    FExtensionInitialize m_Initialize;
    FExtensionFinalize m_Finalize;
    FExtensionUpdate m_Update;
    FExtensionOnEvent m_OnEvent;
    RegisteredExtension* m_Next;
};

static RegisteredExtension* g_Extensions = 0;

extern "C" void ExtensionRegister(void* desc, uint32_t desc_size, const char* name,
    FExtensionAppInitialize app_initialize, FExtensionAppFinalize app_finalize,
    FExtensionInitialize initialize, FExtensionFinalize finalize,
    FExtensionUpdate update, FExtensionOnEvent on_event)
{
    // As Defold: the description lives in the extension's own buffer.
    if (desc_size < sizeof(RegisteredExtension)) abort();
    RegisteredExtension* e = new (desc) RegisteredExtension();
    e->m_Name = name;
    e->m_AppInitialize = app_initialize;
    e->m_AppFinalize = app_finalize;
    e->m_Initialize = initialize;
    e->m_Finalize = finalize;
    e->m_Update = update;
    e->m_OnEvent = on_event;
    e->m_Next = g_Extensions;
    g_Extensions = e;
}

namespace dmScript
{
    static const int ERROR_RAISED = -0x800000;

    LuaStackCheck::LuaStackCheck(lua_State* L, int diff, const char* filename, int linenumber)
        : m_L(L), m_Filename(filename), m_Linenumber(linenumber), m_Top(lua_gettop(L)), m_Diff(diff)
    {
        if (m_Diff < -m_Top)
        {
            dmLogError("%s:%d: Lua stack check: expects to pop %d of %d values", m_Filename, m_Linenumber, -m_Diff, m_Top);
            ++g_StackErrors;
        }
    }

    // Defold marks a raised error so the destructor does not verify; a Lua error unwinds past it.
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
            dmLogError("%s:%d: Lua stack check failed: expected a change of %d, got %d", m_Filename, m_Linenumber, diff, actual);
            ++g_StackErrors;
        }
    }

    int LuaStackCheck::Error(const char* fmt, ...)
    {
        Verify(0);
        va_list args;
        va_start(args, fmt);
        luaL_where(m_L, 1);
        lua_pushvfstring(m_L, fmt, args);
        va_end(args);
        lua_concat(m_L, 2);
        m_Diff = ERROR_RAISED;
        return lua_error(m_L);
    }

    void GetInstance(lua_State* L) { lua_getfield(L, LUA_REGISTRYINDEX, INSTANCE_KEY); }

    void SetInstance(lua_State* L) { lua_setfield(L, LUA_REGISTRYINDEX, INSTANCE_KEY); }

    // As Defold's: the main thread dmScript::Initialize put in the globals, whichever thread asks
    // (a coroutine's L gets the context's main thread; no thread without an initialised context).
    lua_State* GetMainThread(lua_State* L)
    {
        lua_getglobal(L, MAIN_THREAD_GLOBAL);
        lua_State* main_thread = (lua_State*)lua_touserdata(L, -1);
        lua_pop(L, 1);
        return main_thread;
    }

    // Pushes the test host's record of the instance at `index` (creating it), or nil for nil.
    static void PushInstanceRecord(lua_State* L, int index)
    {
        index = index < 0 ? lua_gettop(L) + index + 1 : index;
        if (lua_isnil(L, index))
        {
            lua_pushnil(L);
            return;
        }
        lua_getfield(L, LUA_REGISTRYINDEX, INSTANCES_KEY);
        if (lua_isnil(L, -1))
        {
            lua_pop(L, 1);
            lua_newtable(L);
            lua_pushvalue(L, -1);
            lua_setfield(L, LUA_REGISTRYINDEX, INSTANCES_KEY);
        }
        lua_pushvalue(L, index);
        lua_rawget(L, -2);
        if (lua_isnil(L, -1))
        {
            lua_pop(L, 1);
            lua_createtable(L, 0, 3);
            lua_newtable(L);
            lua_pushnumber(L, luaL_ref(L, LUA_REGISTRYINDEX)); // the instance's context table
            lua_setfield(L, -2, "context");
            lua_pushnumber(L, ++g_LastScriptId);
            lua_setfield(L, -2, "id");
            lua_pushvalue(L, index);
            lua_pushvalue(L, -2);
            lua_rawset(L, -4);
        }
        lua_remove(L, -2);
    }

    static bool RecordIsDead(lua_State* L)
    {
        lua_getfield(L, -1, "dead");
        bool dead = lua_toboolean(L, -1) != 0;
        lua_pop(L, 1);
        return dead;
    }

    bool IsInstanceValid(lua_State* L)
    {
        GetInstance(L);
        PushInstanceRecord(L, -1);
        bool valid = !lua_isnil(L, -1) && !RecordIsDead(L);
        lua_pop(L, 2);
        return valid;
    }

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
        int m_ContextTableRef;
        int m_CallbackInfoRef;
        int m_Callback; // in the context table
        int m_Self;     // in the context table
        uint32_t m_UniqueScriptId; // 2025+
    };

    LuaCallbackInfo* CreateCallback(lua_State* L, int index)
    {
        luaL_checktype(L, index, LUA_TFUNCTION);
        index = index < 0 ? lua_gettop(L) + index + 1 : index;
        DM_LUA_STACK_CHECK(L, 0);
        // As Defold's: without a current script instance there is no context table to keep the
        // callback in, and the answer is 0 (a module's top level at require time).
        GetInstance(L);
        PushInstanceRecord(L, -1);
        if (lua_isnil(L, -1) || RecordIsDead(L))
        {
            lua_pop(L, 2);
            return 0;
        }
        lua_getfield(L, -1, "context");
        lua_getfield(L, -2, "id");
        LuaCallbackInfo* cbk = new LuaCallbackInfo();
        cbk->m_L = GetMainThread(L);
        cbk->m_ContextTableRef = (int)lua_tonumber(L, -2);
        cbk->m_UniqueScriptId = (uint32_t)lua_tonumber(L, -1);
        lua_pop(L, 3);
        // [-1] instance
        lua_newuserdata(L, 1); // stands for the engine's Lua-owned LuaCallbackInfo
        cbk->m_CallbackInfoRef = luaL_ref(L, LUA_REGISTRYINDEX);
        lua_rawgeti(L, LUA_REGISTRYINDEX, cbk->m_ContextTableRef);
        lua_pushvalue(L, index);
        cbk->m_Callback = luaL_ref(L, -2);
        lua_pushvalue(L, -2);
        cbk->m_Self = luaL_ref(L, -2);
        lua_pop(L, 2);
        ++g_LiveCallbacks;
        return cbk;
    }

    // 2025+: the callback's script instance is still the one that made it.
    static bool IsCallbackInstanceValid(LuaCallbackInfo* cbk)
    {
        lua_State* L = cbk->m_L;
        DM_LUA_STACK_CHECK(L, 0);
        lua_rawgeti(L, LUA_REGISTRYINDEX, cbk->m_ContextTableRef);
        if (!lua_istable(L, -1))
        {
            lua_pop(L, 1);
            return false;
        }
        lua_rawgeti(L, -1, cbk->m_Self);
        PushInstanceRecord(L, -1);
        bool valid = false;
        if (!lua_isnil(L, -1) && !RecordIsDead(L))
        {
            lua_getfield(L, -1, "id");
            valid = (uint32_t)lua_tonumber(L, -1) == cbk->m_UniqueScriptId;
            lua_pop(L, 1);
        }
        lua_pop(L, 3);
        return valid;
    }

    bool IsCallbackValid(LuaCallbackInfo* cbk)
    {
        if (!cbk || !cbk->m_L || cbk->m_ContextTableRef == LUA_NOREF || cbk->m_CallbackInfoRef == LUA_NOREF ||
            cbk->m_Callback == LUA_NOREF || cbk->m_Self == LUA_NOREF)
        {
            return false;
        }
        // Defold 1.8 checks only the references above: a callback whose script instance was
        // deleted still answers valid there (SetupCallback then refuses it).
        if (g_Engine == gamesdk_test::ENGINE_1_8) return true;
        if (cbk->m_UniqueScriptId == INVALID_SCRIPT_ID) return false;
        if (IsCallbackInstanceValid(cbk)) return true;
        cbk->m_UniqueScriptId = INVALID_SCRIPT_ID;
        return false;
    }

    void DestroyCallback(LuaCallbackInfo* cbk)
    {
        if (!cbk)
        {
            // Defold reads cbk->m_L first: a null callback is a crash there, and here.
            dmLogError("DestroyCallback(0): Defold dereferences the callback");
            abort();
        }
        lua_State* L = cbk->m_L;
        // 2025+ releases the references only while the callback's own script owns the context
        // table; 1.8 releases them in whatever table now has that registry slot (another script's,
        // once a deleted script's slot was reused).
        bool owned = g_Engine == gamesdk_test::ENGINE_1_8 || IsCallbackInstanceValid(cbk);
        lua_rawgeti(L, LUA_REGISTRYINDEX, cbk->m_ContextTableRef);
        if (lua_istable(L, -1) && owned)
        {
            luaL_unref(L, -1, cbk->m_Self);
            luaL_unref(L, -1, cbk->m_Callback);
        }
        lua_pop(L, 1);
        luaL_unref(L, LUA_REGISTRYINDEX, cbk->m_CallbackInfoRef);
        --g_LiveCallbacks;
        delete cbk; // Defold's is collected by Lua later; any use after this is a defect either way
    }

    lua_State* GetCallbackLuaContext(LuaCallbackInfo* cbk) { return cbk ? cbk->m_L : 0; }

    bool SetupCallback(LuaCallbackInfo* cbk)
    {
        lua_State* L = cbk->m_L;
        if (cbk->m_CallbackInfoRef == LUA_NOREF)
        {
            dmLogWarning("Failed to invoke callback (it was not registered)");
            return false;
        }
        GetInstance(L);
        lua_rawgeti(L, LUA_REGISTRYINDEX, cbk->m_ContextTableRef);
        if (!lua_istable(L, -1))
        {
            lua_pop(L, 2);
            return false;
        }
        lua_rawgeti(L, -1, cbk->m_Callback);
        if (!lua_isfunction(L, -1))
        {
            lua_pop(L, 3);
            return false;
        }
        lua_rawgeti(L, -2, cbk->m_Self);
        if (lua_isnil(L, -1))
        {
            lua_pop(L, 4);
            return false;
        }
        lua_pushvalue(L, -1);
        SetInstance(L);
        if (!IsInstanceValid(L))
        {
            lua_pop(L, 3);
            SetInstance(L); // the old instance
            return false;
        }
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

    void InitializeScript(lua_State* L)
    {
        lua_pushlightuserdata(L, L);
        lua_setglobal(L, MAIN_THREAD_GLOBAL);
    }

    int LiveCallbacks() { return g_LiveCallbacks; }
    void SetJsonToLuaAnswersZero(bool zero) { g_JsonToLuaAnswersZero = zero; }
    int StackErrors() { return g_StackErrors; }
    // 1.8's JsonToLua raises on JSON it cannot decode; later versions answer 0 without raising.
    void SetEngine(Engine engine)
    {
        g_Engine = engine;
        g_JsonToLuaAnswersZero = engine != ENGINE_1_8;
    }

    void DeleteInstance(lua_State* L, int index)
    {
        DM_LUA_STACK_CHECK(L, 0);
        dmScript::PushInstanceRecord(L, index);
        // As Defold's deletion of a script instance: its context table is released (its registry
        // slot may be reused) and the instance is no longer valid.
        lua_getfield(L, -1, "context");
        luaL_unref(L, LUA_REGISTRYINDEX, (int)lua_tonumber(L, -1));
        lua_pop(L, 1);
        lua_pushboolean(L, 1);
        lua_setfield(L, -2, "dead");
        lua_pop(L, 1);
    }

    void AppInitialize(ExtensionAppParams* params)
    {
        for (RegisteredExtension* e = g_Extensions; e; e = e->m_Next)
        {
            if (e->m_AppInitialize) e->m_AppInitialize(params);
        }
    }

    void Initialize(ExtensionParams* params)
    {
        for (RegisteredExtension* e = g_Extensions; e; e = e->m_Next) e->m_Initialize(params);
    }

    void Update(ExtensionParams* params)
    {
        for (RegisteredExtension* e = g_Extensions; e; e = e->m_Next)
        {
            if (e->m_Update) e->m_Update(params);
        }
    }

    void Finalize(ExtensionParams* params)
    {
        for (RegisteredExtension* e = g_Extensions; e; e = e->m_Next) e->m_Finalize(params);
    }

    void AppFinalize(ExtensionAppParams* params)
    {
        for (RegisteredExtension* e = g_Extensions; e; e = e->m_Next)
        {
            if (e->m_AppFinalize) e->m_AppFinalize(params);
        }
    }
}
