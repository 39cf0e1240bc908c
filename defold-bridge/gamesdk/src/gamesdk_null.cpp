// Every platform but HTML5: the extension registers nothing, and gamesdk/sdk.lua serves the
// desktop stubs (same functions and callbacks, the partner platform's capability profile), so a
// game runs and its flow can be tested during development without a browser.
#if !defined(DM_PLATFORM_HTML5) && !defined(GAMESDK_TEST_HOST)

#define LIB_NAME "GameSdk"
// Defold's build server defines it on the command line; see gamesdk_private.h.
#ifndef DLIB_LOG_DOMAIN
#define DLIB_LOG_DOMAIN LIB_NAME
#endif

#include <dmsdk/sdk.h>

static dmExtension::Result AppInitializeGameSdk(dmExtension::AppParams*)
{
    return dmExtension::RESULT_OK;
}

static dmExtension::Result InitializeGameSdk(dmExtension::Params*)
{
    return dmExtension::RESULT_OK;
}

static dmExtension::Result AppFinalizeGameSdk(dmExtension::AppParams*)
{
    return dmExtension::RESULT_OK;
}

static dmExtension::Result FinalizeGameSdk(dmExtension::Params*)
{
    return dmExtension::RESULT_OK;
}

DM_DECLARE_EXTENSION(GameSdk, LIB_NAME, AppInitializeGameSdk, AppFinalizeGameSdk, InitializeGameSdk, 0, 0, FinalizeGameSdk)

#endif
