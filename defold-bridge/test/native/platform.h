// The test host's platform side (the double, or the relay to Node): gamesdk::Platform* plus the
// host hooks below.
#ifndef GAMESDK_TEST_PLATFORM_H
#define GAMESDK_TEST_PLATFORM_H

struct lua_State;

/// Switches from the double to the relay: starts `node <runner> <page-url>`.
bool PlatformUseRelay(const char* runner, const char* page_url);
/// Adds the platform's functions to the `host` table on top of the stack.
void PlatformRegisterLua(lua_State* L);
/// Reads whatever the relay sent (no-op for the double); called before each update.
void PlatformPoll();
/// Ends the relay process.
void PlatformShutdown();

#endif
