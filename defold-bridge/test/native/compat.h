// Test-host helpers beside the dmsdk stand-in: the engine's extension life cycle, the engine
// version modelled, and counters the Lua tests assert on.
#ifndef GAMESDK_TEST_COMPAT_H
#define GAMESDK_TEST_COMPAT_H

struct lua_State;
struct ExtensionAppParams;
struct ExtensionParams;

namespace gamesdk_test
{
    /// The engine whose callback checks the stand-in models.
    enum Engine
    {
        ENGINE_1_8,  // IsCallbackValid checks only that the callback was not destroyed
        ENGINE_2025, // IsCallbackValid also answers false once the callback's script instance is gone
    };
    void SetEngine(Engine engine);

    /// What dmScript::Initialize does that the stand-in models, on the script context's main
    /// thread L: it keeps L as the answer of dmScript::GetMainThread from any of its threads.
    void InitializeScript(lua_State* L);
    /// Callbacks created with dmScript::CreateCallback and not yet destroyed.
    int LiveCallbacks();
    /// DM_LUA_STACK_CHECK mismatches seen so far (Defold would assert).
    int StackErrors();
    /// A lua_pcall message handler that adds a traceback (as dmScript::PCall's does).
    int Traceback(lua_State* L);
    /// Makes dmScript::JsonToLua answer 0 on bad JSON, as Defold versions after 1.8 do (1.8 raises).
    void SetJsonToLuaAnswersZero(bool zero);
    /// Deletes the script instance (a table) at `index`, as the engine does: its context table goes.
    void DeleteInstance(lua_State* L, int index);

    /// The engine's calls into every registered extension, in Defold's order.
    void AppInitialize(ExtensionAppParams* params);
    void Initialize(ExtensionParams* params);
    void Update(ExtensionParams* params);
    void Finalize(ExtensionParams* params);
    void AppFinalize(ExtensionAppParams* params);
}

#endif
