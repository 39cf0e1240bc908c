// Test-host helpers beside the dmsdk stand-in: counters the Lua tests assert on.
#ifndef GAMESDK_TEST_COMPAT_H
#define GAMESDK_TEST_COMPAT_H

struct lua_State;

namespace gamesdk_test
{
    /// Callbacks created with dmScript::CreateCallback and not yet destroyed.
    int LiveCallbacks();
    /// DM_LUA_STACK_CHECK mismatches seen so far (Defold would assert).
    int StackErrors();
    /// A lua_pcall message handler that adds a traceback (as dmScript::PCall's does).
    int Traceback(lua_State* L);
    /// Makes dmScript::JsonToLua answer 0 on bad JSON, as Defold versions after 1.8 do (1.8 raises).
    void SetJsonToLuaAnswersZero(bool zero);
    /// Makes the table at `index` a deleted script instance: its callbacks become invalid.
    void MarkInstanceDead(lua_State* L, int index);
}

#endif
