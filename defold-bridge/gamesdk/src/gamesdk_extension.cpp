// The extension's life cycle on platforms with the bridge: register `sdk` at init, hand queued
// results to Lua in update (the only place Lua is called), release everything at final.
#if defined(DM_PLATFORM_HTML5) || defined(GAMESDK_TEST_HOST)

#include "gamesdk_private.h"

static dmExtension::Result AppInitializeGameSdk(dmExtension::AppParams*)
{
    return dmExtension::RESULT_OK;
}

static dmExtension::Result InitializeGameSdk(dmExtension::Params* params)
{
    gamesdk::RegisterLuaModule(params->m_L);
    gamesdk::PlatformStart();
    return dmExtension::RESULT_OK;
}

static dmExtension::Result UpdateGameSdk(dmExtension::Params* params)
{
    gamesdk::DispatchQueued(params->m_L);
    return dmExtension::RESULT_OK;
}

static dmExtension::Result FinalizeGameSdk(dmExtension::Params*)
{
    gamesdk::PlatformStop();
    gamesdk::ReleaseAll();
    return dmExtension::RESULT_OK;
}

static dmExtension::Result AppFinalizeGameSdk(dmExtension::AppParams*)
{
    return dmExtension::RESULT_OK;
}

DM_DECLARE_EXTENSION(GameSdk, LIB_NAME, AppInitializeGameSdk, AppFinalizeGameSdk, InitializeGameSdk, UpdateGameSdk, 0, FinalizeGameSdk)

#endif
