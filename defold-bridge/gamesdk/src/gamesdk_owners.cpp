// Which script made each callback, so a callback is never run for, nor released in, another
// script. Defold 1.8 cannot tell a deleted script's callback from a live one (IsCallbackValid
// checks only its references), and once the deleted script's context table slot is reused by a
// newer script's, the stale callback resolves into the newer script's table: setting it up would
// run the newer script's function with our result, destroying it would release the newer
// script's references (defold/defold#8759; 2025+ checks the script itself, defold/defold#10892).
#if defined(DM_PLATFORM_HTML5) || defined(GAMESDK_TEST_HOST)

#include "gamesdk_private.h"

#include <unordered_map>
#include <vector>

namespace gamesdk
{
    struct Owner
    {
        int m_InstanceRef; // the script instance current when the callback was made
        bool m_Abandoned;  // its script is gone while the engine still calls it valid
    };

    // Every live callback: a game may hold thousands of pending calls.
    static std::unordered_map<dmScript::LuaCallbackInfo*, Owner> g_Owners;
    // Callbacks the engine could not release safely while scripts run; released at finalize.
    static std::vector<dmScript::LuaCallbackInfo*> g_Abandoned;

    static Owner* FindOwner(dmScript::LuaCallbackInfo* info)
    {
        std::unordered_map<dmScript::LuaCallbackInfo*, Owner>::iterator it = g_Owners.find(info);
        return it == g_Owners.end() ? 0 : &it->second;
    }

    void RememberOwner(lua_State* L, dmScript::LuaCallbackInfo* info)
    {
        dmScript::GetInstance(L);
        Owner owner = {luaL_ref(L, LUA_REGISTRYINDEX), false};
        g_Owners[info] = owner;
    }

    bool SetupOwnCallback(dmScript::LuaCallbackInfo* info)
    {
        Owner* owner = FindOwner(info);
        if (!dmScript::SetupCallback(info))
        {
            // The engine called it valid (else the caller would not be here), so its script is
            // gone without the engine knowing: its slot may already be another script's.
            if (owner) owner->m_Abandoned = true;
            return false;
        }
        lua_State* L = dmScript::GetCallbackLuaContext(info);
        // [-4] old instance, [-3] context table, [-2] callback, [-1] self
        bool own = false;
        if (owner)
        {
            lua_rawgeti(L, LUA_REGISTRYINDEX, owner->m_InstanceRef);
            own = lua_rawequal(L, -1, -2) != 0;
            lua_pop(L, 1);
        }
        if (own) return true;
        lua_pop(L, 2);
        dmScript::TeardownCallback(info);
        if (owner) owner->m_Abandoned = true;
        return false;
    }

    void ReleaseCallback(dmScript::LuaCallbackInfo* info)
    {
        bool abandoned = false;
        Owner* owner = FindOwner(info);
        if (owner)
        {
            abandoned = owner->m_Abandoned;
            luaL_unref(dmScript::GetCallbackLuaContext(info), LUA_REGISTRYINDEX, owner->m_InstanceRef);
            g_Owners.erase(info);
        }
        if (abandoned) g_Abandoned.push_back(info);
        else dmScript::DestroyCallback(info);
    }

    void ReleaseAbandoned()
    {
        // At finalize no script is left whose context table could share a slot with these.
        for (size_t i = 0; i < g_Abandoned.size(); ++i) dmScript::DestroyCallback(g_Abandoned[i]);
        g_Abandoned.clear();
    }
}

#endif
