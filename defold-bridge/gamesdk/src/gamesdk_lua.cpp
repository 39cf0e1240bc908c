// The bridge shapes: the Lua functions that take callbacks or listeners (ads, the registration
// prompt, events) and sdk.parse_error, each written once. Every entry point and the luaL_Reg table
// are generated from sdk-core/api/operations.json into gamesdk_ops.generated.cpp, which hands each
// operation's names to its shape (the manifest's bridge column).
#if defined(DM_PLATFORM_HTML5) || defined(GAMESDK_TEST_HOST)

#include "gamesdk_private.h"
#include "gamesdk_rules.generated.h"

#include <stdio.h>
#include <string.h>

namespace gamesdk
{

// ---- Ads: no-fill is its own signal; no_fill then after_ad, resume in after_ad only. ----

// Checks the optional table of ad callbacks at index 1: only the names this ad takes (its row's
// callbacks column, so an interstitial refuses ad_viewed as every engine does), functions only.
static bool CheckAdCallbacks(lua_State* L, const char* const* names, const char* context, char* error, size_t size)
{
    char message[512];
    if (lua_gettop(L) > 1)
    {
        FormatError(error, size, "INVALID_PARAM", "expected one argument: a table of callbacks", context);
        return false;
    }
    if (lua_isnoneornil(L, 1)) return true;
    if (!lua_istable(L, 1))
    {
        snprintf(message, sizeof(message), GAMESDK_RULE_NOT_A_CALLBACK_TABLE, "callbacks");
        FormatError(error, size, "INVALID_PARAM", message, context);
        return false;
    }
    const Arg callbacks = {"callbacks", ARG_TABLE, true, names};
    if (!KnownKeys(L, 1, callbacks, message, sizeof(message)))
    {
        FormatError(error, size, "INVALID_PARAM", message, context);
        return false;
    }
    for (const char* const* name = names; *name; ++name)
    {
        lua_getfield(L, 1, *name);
        const bool refused = !lua_isnil(L, -1) && !lua_isfunction(L, -1);
        lua_pop(L, 1);
        if (refused)
        {
            char label[64];
            snprintf(label, sizeof(label), "callbacks.%s", *name);
            snprintf(message, sizeof(message), GAMESDK_RULE_NOT_A_FUNCTION, label);
            FormatError(error, size, "INVALID_PARAM", message, context);
            return false;
        }
    }
    return true;
}

int ShowAd(lua_State* L, const char* method, const char* context, const char* const* names)
{
    DM_LUA_STACK_CHECK(L, 0);
    char error[1024];
    if (!CheckAdCallbacks(L, names, context, error, sizeof(error))) return DM_LUA_ERROR("%s", error);
    // The callbacks first, so a call that could never be called back does not reach the platform.
    NamedCallback callbacks[AD_CALLBACK_CAPACITY];
    int count = 0;
    for (const char* const* name = names; lua_istable(L, 1) && *name; ++name)
    {
        lua_getfield(L, 1, *name);
        if (lua_isfunction(L, -1))
        {
            callbacks[count].m_Name = *name;
            callbacks[count].m_Info = NewCallback(L, lua_gettop(L), context, error, sizeof(error));
            if (!callbacks[count].m_Info)
            {
                lua_pop(L, 1);
                for (int k = 0; k < count; ++k) ReleaseCallback(callbacks[k].m_Info);
                return DM_LUA_ERROR("%s", error);
            }
            ++count;
        }
        lua_pop(L, 1);
    }
    int call_id = NextCallId();
    // The platform needs no arguments: it signals every callback by name, with this call's id.
    if (!RunSync(L, call_id, method, context, 0, false, error, sizeof(error)))
    {
        for (int k = 0; k < count; ++k) ReleaseCallback(callbacks[k].m_Info);
        return DM_LUA_ERROR("%s", error);
    }
    // Signals are dispatched only from update, so tracking after the call loses none.
    TrackCall(call_id, context, callbacks, count);
    return 0;
}

// ---- Registration prompt: throws on bad options; on_close(self, { registered = bool }). ----

int ShowPrompt(lua_State* L, const char* method, const char* context)
{
    DM_LUA_STACK_CHECK(L, 1);
    // The keys of RegistrationPromptOptions the engines take (sdk-core/api/rules.json's options).
    static const char* const options_keys[] = {"message", "data", nullptr};
    static const Arg args[] = {{"options", ARG_TABLE, false, options_keys}};
    char error[1024];
    int top = lua_gettop(L);
    bool has_callback = top >= 1 && lua_type(L, top) == LUA_TFUNCTION;
    if (!CheckArgs(L, has_callback ? top - 1 : top, args, 1, context, error, sizeof(error))) return DM_LUA_ERROR("%s", error);
    NamedCallback on_close = {"close", 0};
    if (has_callback && !(on_close.m_Info = NewCallback(L, top, context, error, sizeof(error)))) return DM_LUA_ERROR("%s", error);
    int prompt = NextCallId();
    if (!RunSync(L, prompt, method, context, 1, false, error, sizeof(error)))
    {
        if (on_close.m_Info) ReleaseCallback(on_close.m_Info);
        return DM_LUA_ERROR("%s", error);
    }
    TrackCall(prompt, context, &on_close, has_callback ? 1 : 0);
    lua_pushnumber(L, prompt);
    return 1;
}

// ---- Events: each listener gets an id; sdk.off(id) removes it and releases its callback. ----

int AddEventListener(lua_State* L, const char* event, const char* context)
{
    DM_LUA_STACK_CHECK(L, 1);
    if (lua_gettop(L) != 1 || !lua_isfunction(L, 1))
    {
        char message[64];
        char error[256];
        snprintf(message, sizeof(message), GAMESDK_RULE_NOT_A_FUNCTION, "listener");
        FormatError(error, sizeof(error), "INVALID_PARAM", message, context);
        return DM_LUA_ERROR("%s", error);
    }
    char error[512];
    dmScript::LuaCallbackInfo* info = NewCallback(L, 1, context, error, sizeof(error));
    if (!info) return DM_LUA_ERROR("%s", error);
    lua_pushnumber(L, AddListener(event, info));
    return 1;
}

int RemoveEventListener(lua_State* L, const char* context)
{
    DM_LUA_STACK_CHECK(L, 1);
    if (lua_type(L, 1) != LUA_TNUMBER)
    {
        char error[256];
        FormatError(error, sizeof(error), "INVALID_PARAM", "listener id must be a number returned by sdk.on_*", context);
        return DM_LUA_ERROR("%s", error);
    }
    lua_pushboolean(L, RemoveListener((int)lua_tonumber(L, 1)));
    return 1;
}

// ---- sdk.parse_error(err): { code, message, context } with a string code, from a callback's
// err table or from a Lua error raised by an entry point ("CODE: message (context)"). ----

static bool IsCode(const char* s, size_t len)
{
    if (len == 0) return false;
    for (size_t i = 0; i < len; ++i)
    {
        char c = s[i];
        if (!((c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_')) return false;
    }
    return true;
}

static void PushErrorTable(lua_State* L, const char* code, size_t code_len, const char* message, size_t message_len, const char* context, size_t context_len)
{
    lua_createtable(L, 0, 3);
    lua_pushlstring(L, code, code_len);
    lua_setfield(L, -2, "code");
    lua_pushlstring(L, message, message_len);
    lua_setfield(L, -2, "message");
    lua_pushlstring(L, context, context_len);
    lua_setfield(L, -2, "context");
}

// "chunk:line: " in front of an error raised from inside a Lua function (luaL_error's position):
// where the rest starts, or 0 when there is none.
static const char* AfterPosition(const char* s, size_t len)
{
    for (const char* p = s; p < s + len; ++p)
    {
        if (*p != ':' || p + 1 >= s + len || p[1] < '0' || p[1] > '9') continue;
        const char* q = p + 1;
        while (q < s + len && *q >= '0' && *q <= '9') ++q;
        if (q + 1 < s + len && q[0] == ':' && q[1] == ' ') return q + 2;
    }
    return 0;
}

static void ParseErrorString(lua_State* L, const char* s, size_t len)
{
    // An error raised from inside a Lua function has its position in front: read past it.
    const char* rest = AfterPosition(s, len);
    if (rest)
    {
        const char* colon = strstr(rest, ": ");
        if (colon && IsCode(rest, colon - rest))
        {
            len -= rest - s;
            s = rest;
        }
    }
    const char* colon = strstr(s, ": ");
    const char* open = len > 0 && s[len - 1] == ')' ? strrchr(s, '(') : 0;
    if (!colon || !IsCode(s, colon - s) || !open || open < colon + 2 || open[-1] != ' ')
    {
        // Not one of ours (a runtime error in game code, for example): keep the whole text.
        PushErrorTable(L, "UNKNOWN", 7, s, len, "", 0);
        return;
    }
    const char* message = colon + 2;
    PushErrorTable(L, s, colon - s, message, (open - 1) - message, open + 1, (s + len - 1) - (open + 1));
}

static void ParseErrorTable(lua_State* L)
{
    const char* fields[] = {"code", "message", "context"};
    size_t lengths[3] = {0, 0, 0};
    const char* values[3] = {"UNKNOWN", "", ""};
    lengths[0] = 7;
    for (int i = 0; i < 3; ++i)
    {
        lua_getfield(L, 1, fields[i]);
        if (lua_type(L, -1) == LUA_TSTRING && (i > 0 || lua_objlen(L, -1) > 0)) values[i] = lua_tolstring(L, -1, &lengths[i]);
    }
    PushErrorTable(L, values[0], lengths[0], values[1], lengths[1], values[2], lengths[2]);
    lua_replace(L, -4);
    lua_pop(L, 2);
}

int PushParsedError(lua_State* L)
{
    DM_LUA_STACK_CHECK(L, 1);
    switch (lua_type(L, 1))
    {
    case LUA_TNIL:
    case LUA_TNONE: lua_pushnil(L); break;
    case LUA_TTABLE: ParseErrorTable(L); break;
    case LUA_TSTRING:
    {
        size_t len;
        const char* s = lua_tolstring(L, 1, &len);
        ParseErrorString(L, s, len);
        break;
    }
    default:
    {
        const char* type = lua_typename(L, lua_type(L, 1));
        PushErrorTable(L, "UNKNOWN", 7, type, strlen(type), "", 0);
        break;
    }
    }
    return 1;
}

} // namespace gamesdk

#endif
