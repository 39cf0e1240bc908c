// Test-host stand-in for Defold's <dmsdk/sdk.h>: only the declarations the GameSdk extension
// uses, with the signatures and documented behaviour of Defold 1.8.0's dmsdk (dmScript
// callbacks, JsonToLua, DM_LUA_STACK_CHECK, dmExtension, dmLog). Lua itself is Debian's
// real Lua 5.1 headers, linked against LuaJIT. Implemented in compat.cpp.
#ifndef GAMESDK_TEST_DMSDK_SDK_H
#define GAMESDK_TEST_DMSDK_SDK_H

#include <stddef.h>
#include <stdint.h>

// As Defold's dmsdk/dlib/log.h: a file that includes dmsdk without naming its log domain is warned
// (and the suite builds with -Werror).
#ifndef DLIB_LOG_DOMAIN
#define DLIB_LOG_DOMAIN "DEFAULT"
#warning "DLIB_LOG_DOMAIN is not defined"
#endif

extern "C" {
#include <lua.h>
#include <lauxlib.h>
#include <lualib.h>
}

namespace dmScript
{
    struct LuaStackCheck
    {
        LuaStackCheck(lua_State* L, int diff);
        ~LuaStackCheck();
        void Verify(int diff);
        int Error(const char* fmt, ...) __attribute__((format(printf, 2, 3)));
        lua_State* m_L;
        int m_Top;
        int m_Diff;
    };

#define DM_LUA_STACK_CHECK(_L_, _diff_) dmScript::LuaStackCheck _DM_LuaStackCheck(_L_, _diff_);
#define DM_LUA_ERROR(_fmt_, ...) _DM_LuaStackCheck.Error(_fmt_, ##__VA_ARGS__);

    struct LuaCallbackInfo;

    void GetInstance(lua_State* L);
    void SetInstance(lua_State* L);
    lua_State* GetMainThread(lua_State* L);

    /// Pushes the decoded value; returns 1. Throws a Lua error when the JSON is malformed.
    int JsonToLua(lua_State* L, const char* json, size_t json_len);

    LuaCallbackInfo* CreateCallback(lua_State* L, int index);
    bool IsCallbackValid(LuaCallbackInfo* cbk);
    void DestroyCallback(LuaCallbackInfo* cbk);
    lua_State* GetCallbackLuaContext(LuaCallbackInfo* cbk);
    bool SetupCallback(LuaCallbackInfo* cbk);
    void TeardownCallback(LuaCallbackInfo* cbk);
    int PCall(lua_State* L, int nargs, int nresult);
}

namespace dmExtension
{
    enum Result
    {
        RESULT_OK = 0,
        RESULT_INIT_ERROR = -1,
    };

    struct AppParams
    {
        void* m_ConfigFile;
    };

    struct Params
    {
        void* m_ConfigFile;
        lua_State* m_L;
    };

    struct Event
    {
        int m_Event;
    };

    typedef Result (*AppInitFn)(AppParams*);
    typedef Result (*InitFn)(Params*);
    typedef void (*OnEventFn)(Params*, const Event*);

    /// Test-host registry entry; Defold's engine keeps the same five functions per extension.
    struct Desc
    {
        const char* m_Name;
        AppInitFn m_AppInitialize;
        AppInitFn m_AppFinalize;
        InitFn m_Initialize;
        InitFn m_Update;
        OnEventFn m_OnEvent;
        InitFn m_Finalize;
        Desc* m_Next;
    };

    int Register(Desc* desc);
    Desc* First();
}

#define DM_DECLARE_EXTENSION(symbol, name, app_init, app_final, init, update, on_event, final) \
    static dmExtension::Desc symbol##_desc = {name, app_init, app_final, init, update, on_event, final, 0}; \
    static int symbol##_registered = dmExtension::Register(&symbol##_desc);

void dmLogMessage(const char* level, const char* fmt, ...) __attribute__((format(printf, 2, 3)));
#define dmLogInfo(...) dmLogMessage("INFO", __VA_ARGS__)
#define dmLogWarning(...) dmLogMessage("WARNING", __VA_ARGS__)
#define dmLogError(...) dmLogMessage("ERROR", __VA_ARGS__)

#endif
