// Test host: LuaJIT plus the GameSdk extension compiled with -DGAMESDK_TEST_HOST, driven by a
// Lua test script. The platform side is either a double the script scripts (`host.calls`,
// `host.deliver`, `host.on_sync`) or, with --relay, a Node process running the real JS library
// (linked by emcc) over the real browser script (platform_relay.cpp).
//
// usage: gamesdk-test-host [--defold 1.8|2025] [--relay <runner.mjs> <page-url>] <test.lua> [args...]
// --defold chooses the engine whose callback checks the dmsdk stand-in models (default 2025).
#define DLIB_LOG_DOMAIN "GameSdkTestHost"
#include <dmsdk/sdk.h>
#include "compat.h"
#include "platform.h"

// The host plays the engine, which opens Lua's standard libraries (dmsdk/sdk.h has no lualib.h).
extern "C" {
#include <lualib.h>
}

#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <nlohmann/json.hpp>

namespace gamesdk
{
    void Deliver(int call_id, const char* json, int final);
    void DeliverEvent(const char* name);
}

// The symbol DM_DECLARE_EXTENSION defines, named as in ext.manifest; the engine calls it at start-up.
extern "C" void GameSdk();

static dmExtension::Params g_Params;
static const char* g_Engine = "2025";

static int HostUpdate(lua_State* L)
{
    PlatformPoll();
    gamesdk_test::Update(&g_Params);
    return 0;
}

static int HostDeliver(lua_State* L)
{
    gamesdk::Deliver((int)luaL_checknumber(L, 1), luaL_checkstring(L, 2), lua_toboolean(L, 3));
    return 0;
}

static int HostEvent(lua_State* L)
{
    gamesdk::DeliverEvent(luaL_checkstring(L, 1));
    return 0;
}

static int HostLiveCallbacks(lua_State* L)
{
    lua_pushnumber(L, gamesdk_test::LiveCallbacks());
    return 1;
}

// host.json_to_lua_answers_zero(true|false) forces either decoder behaviour; nil restores the engine's.
static int HostJsonToLuaAnswersZero(lua_State* L)
{
    if (lua_isnil(L, 1)) gamesdk_test::SetEngine(strcmp(g_Engine, "1.8") == 0 ? gamesdk_test::ENGINE_1_8 : gamesdk_test::ENGINE_2025);
    else gamesdk_test::SetJsonToLuaAnswersZero(lua_toboolean(L, 1));
    return 0;
}

static int HostStackErrors(lua_State* L)
{
    lua_pushnumber(L, gamesdk_test::StackErrors());
    return 1;
}

static int HostSetInstance(lua_State* L)
{
    lua_settop(L, 1);
    dmScript::SetInstance(L);
    return 0;
}

static int HostKillInstance(lua_State* L)
{
    luaL_checktype(L, 1, LUA_TTABLE);
    gamesdk_test::DeleteInstance(L, 1);
    return 0;
}

// dmScript's callback calls, for tests of the stand-in itself; a callback is a light userdata.
static int HostMakeCallback(lua_State* L)
{
    dmScript::LuaCallbackInfo* cbk = dmScript::CreateCallback(L, 1);
    if (cbk) lua_pushlightuserdata(L, cbk);
    else lua_pushnil(L);
    return 1;
}

static int HostCallbackValid(lua_State* L)
{
    lua_pushboolean(L, dmScript::IsCallbackValid((dmScript::LuaCallbackInfo*)lua_touserdata(L, 1)));
    return 1;
}

static int HostSetupCallback(lua_State* L)
{
    dmScript::LuaCallbackInfo* cbk = (dmScript::LuaCallbackInfo*)lua_touserdata(L, 1);
    bool set_up = dmScript::SetupCallback(cbk);
    if (set_up)
    {
        lua_pop(L, 2); // the callback and self, not called
        dmScript::TeardownCallback(cbk);
    }
    lua_pushboolean(L, set_up);
    return 1;
}

static int HostDestroyCallback(lua_State* L)
{
    dmScript::DestroyCallback((dmScript::LuaCallbackInfo*)lua_touserdata(L, 1));
    return 0;
}

static int HostJsonDecode(lua_State* L)
{
    size_t len;
    const char* json = luaL_checklstring(L, 1, &len);
    return dmScript::JsonToLua(L, json, len);
}

static int HostSleep(lua_State* L)
{
    usleep((useconds_t)(luaL_checknumber(L, 1) * 1000));
    return 0;
}

static int HostClock(lua_State* L)
{
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    lua_pushnumber(L, now.tv_sec * 1000.0 + now.tv_nsec / 1e6);
    return 1;
}

int main(int argc, char** argv)
{
    int arg = 1;
    const char* relay = 0;
    const char* page = 0;
    if (argc > arg + 1 && strcmp(argv[arg], "--defold") == 0)
    {
        g_Engine = argv[arg + 1];
        arg += 2;
    }
    if (argc > arg + 2 && strcmp(argv[arg], "--relay") == 0)
    {
        relay = argv[arg + 1];
        page = argv[arg + 2];
        arg += 3;
    }
    bool engine_known = strcmp(g_Engine, "1.8") == 0 || strcmp(g_Engine, "2025") == 0;
    if (arg >= argc || !engine_known)
    {
        fprintf(stderr, "usage: %s [--defold 1.8|2025] [--relay <runner.mjs> <page-url>] <test.lua> [args...]\n", argv[0]);
        return 2;
    }
    gamesdk_test::SetEngine(strcmp(g_Engine, "1.8") == 0 ? gamesdk_test::ENGINE_1_8 : gamesdk_test::ENGINE_2025);
    if (relay && !PlatformUseRelay(relay, page)) return 2;

    lua_State* L = luaL_newstate();
    luaL_openlibs(L);
    gamesdk_test::InitializeScript(L);
    static const luaL_reg host[] = {
        {"update", HostUpdate},
        {"deliver", HostDeliver},
        {"event", HostEvent},
        {"live_callbacks", HostLiveCallbacks},
        {"stack_errors", HostStackErrors},
        {"json_to_lua_answers_zero", HostJsonToLuaAnswersZero},
        {"set_instance", HostSetInstance},
        {"kill_instance", HostKillInstance},
        {"json_decode", HostJsonDecode},
        {"make_callback", HostMakeCallback},
        {"callback_valid", HostCallbackValid},
        {"setup_callback", HostSetupCallback},
        {"destroy_callback", HostDestroyCallback},
        {"sleep", HostSleep},
        {"clock", HostClock},
        {0, 0},
    };
    luaL_register(L, "host", host);
    PlatformRegisterLua(L);
    lua_pushboolean(L, relay != 0);
    lua_setfield(L, -2, "relay");
    lua_pushstring(L, g_Engine);
    lua_setfield(L, -2, "defold");
    lua_pop(L, 1);

    g_Params.m_ConfigFile = 0;
    g_Params.m_ResourceFactory = 0;
    g_Params.m_L = L;
    dmExtension::AppParams app = {0};
    GameSdk();
    gamesdk_test::AppInitialize(&app);
    gamesdk_test::Initialize(&g_Params);

    lua_pushcfunction(L, gamesdk_test::Traceback);
    int status = luaL_loadfile(L, argv[arg]);
    if (status == 0)
    {
        lua_newtable(L);
        for (int i = arg + 1; i < argc; ++i)
        {
            lua_pushstring(L, argv[i]);
            lua_rawseti(L, -2, i - arg);
        }
        lua_setglobal(L, "arg");
        status = lua_pcall(L, 0, 0, 1);
    }
    if (status != 0)
    {
        fprintf(stderr, "%s\n", lua_tostring(L, -1));
        lua_pop(L, 1);
    }
    lua_pop(L, 1);

    gamesdk_test::Finalize(&g_Params);
    gamesdk_test::AppFinalize(&app);
    int leaked = gamesdk_test::LiveCallbacks();
    if (leaked != 0)
    {
        fprintf(stderr, "FAIL: %d Lua callbacks still alive after the extension finalised\n", leaked);
        status = 1;
    }
    if (gamesdk_test::StackErrors() != 0)
    {
        fprintf(stderr, "FAIL: %d Lua stack check failures\n", gamesdk_test::StackErrors());
        status = 1;
    }
    lua_close(L);
    PlatformShutdown();
    return status == 0 ? 0 : 1;
}
