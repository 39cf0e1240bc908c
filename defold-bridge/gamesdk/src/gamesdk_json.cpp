// Lua values to JSON (arguments going to the SDK) and JSON to Lua (results coming back).
// Decoding uses dmsdk's JsonToLua inside a protected call; encoding is ours, because an
// argument that JSON cannot carry must fail with the argument's name, never be dropped.
#if defined(DM_PLATFORM_HTML5) || defined(GAMESDK_TEST_HOST)

#include "gamesdk_private.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <string>

namespace gamesdk
{
    // A bound for tables that refer to themselves, above the player data depth rule (32 levels,
    // sdk-core/api/rules.json): the core judges a deep value, so its INVALID_PARAM reads the same
    // on every engine.
    static const int MAX_DEPTH = 64;

    struct Encoder
    {
        lua_State* m_L;
        std::string m_Out;
        std::string m_Path;
        char* m_Error;
        size_t m_ErrorSize;
        bool m_Failed;

        bool Fail(const char* reason)
        {
            snprintf(m_Error, m_ErrorSize, "%s %s", m_Path.c_str(), reason);
            m_Failed = true;
            return false;
        }

        void String(const char* s, size_t len)
        {
            m_Out += '"';
            for (size_t i = 0; i < len; ++i)
            {
                unsigned char c = (unsigned char)s[i];
                // A UTF-16 surrogate in generalised UTF-8 (ED A0-BF xx) goes as its \u escape, so the
                // core sees the code unit the game wrote (and refuses a lone one) instead of the
                // page's UTF-8 decoder turning it into replacement characters.
                if (c == 0xED && i + 2 < len && ((unsigned char)s[i + 1] & 0xE0) == 0xA0 && ((unsigned char)s[i + 2] & 0xC0) == 0x80)
                {
                    char escaped[8];
                    unsigned unit = 0xD000 | (((unsigned char)s[i + 1] & 0x3F) << 6) | ((unsigned char)s[i + 2] & 0x3F);
                    snprintf(escaped, sizeof(escaped), "\\u%04x", unit);
                    m_Out += escaped;
                    i += 2;
                }
                else if (c == '"') m_Out += "\\\"";
                else if (c == '\\') m_Out += "\\\\";
                else if (c < 0x20)
                {
                    char escaped[8];
                    snprintf(escaped, sizeof(escaped), "\\u%04x", c);
                    m_Out += escaped;
                }
                else m_Out += (char)c;
            }
            m_Out += '"';
        }

        // Arrays are tables whose keys are exactly 1..n; objects have only string keys.
        bool TableShape(int index, bool* is_array)
        {
            int count = 0;
            int strings = 0;
            double max_index = 0;
            lua_pushnil(m_L);
            while (lua_next(m_L, index) != 0)
            {
                lua_pop(m_L, 1);
                ++count;
                if (lua_type(m_L, -1) == LUA_TSTRING) ++strings;
                else if (lua_type(m_L, -1) == LUA_TNUMBER)
                {
                    double key = lua_tonumber(m_L, -1);
                    if (key >= 1 && floor(key) == key && key > max_index) max_index = key;
                }
            }
            if (strings == count) { *is_array = false; return true; }
            if (strings == 0 && max_index == count) { *is_array = true; return true; }
            return Fail("mixes keys: use only string keys or a sequence 1..n");
        }

        bool Value(int index, int depth)
        {
            switch (lua_type(m_L, index))
            {
            case LUA_TNIL: m_Out += "null"; return true;
            case LUA_TBOOLEAN: m_Out += lua_toboolean(m_L, index) ? "true" : "false"; return true;
            case LUA_TNUMBER:
            {
                double n = lua_tonumber(m_L, index);
                if (isnan(n) || isinf(n)) return Fail("is not a finite number");
                char number[32];
                snprintf(number, sizeof(number), "%.17g", n);
                m_Out += number;
                return true;
            }
            case LUA_TSTRING:
            {
                size_t len;
                const char* s = lua_tolstring(m_L, index, &len);
                String(s, len);
                return true;
            }
            case LUA_TTABLE: return Table(index, depth);
            default:
            {
                char reason[64];
                snprintf(reason, sizeof(reason), "is a %s, which cannot be sent", lua_typename(m_L, lua_type(m_L, index)));
                return Fail(reason);
            }
            }
        }

        bool Table(int index, int depth)
        {
            if (depth >= MAX_DEPTH) return Fail("is nested too deeply (or refers to itself)");
            bool is_array = false;
            if (!TableShape(index, &is_array)) return false;
            size_t path_length = m_Path.size();
            if (is_array)
            {
                int n = (int)lua_objlen(m_L, index);
                m_Out += '[';
                for (int i = 1; i <= n; ++i)
                {
                    if (i > 1) m_Out += ',';
                    char element[24];
                    snprintf(element, sizeof(element), "[%d]", i);
                    m_Path += element;
                    lua_rawgeti(m_L, index, i);
                    bool ok = Value(lua_gettop(m_L), depth + 1);
                    lua_pop(m_L, 1);
                    m_Path.resize(path_length);
                    if (!ok) return false;
                }
                m_Out += ']';
                return true;
            }
            m_Out += '{';
            bool first = true;
            lua_pushnil(m_L);
            while (lua_next(m_L, index) != 0)
            {
                size_t len;
                const char* key = lua_tolstring(m_L, -2, &len);
                if (!first) m_Out += ',';
                first = false;
                String(key, len);
                m_Out += ':';
                m_Path += '.';
                m_Path.append(key, len);
                bool ok = Value(lua_gettop(m_L), depth + 1);
                m_Path.resize(path_length);
                lua_pop(m_L, 1);
                if (!ok)
                {
                    lua_pop(m_L, 1);
                    return false;
                }
            }
            m_Out += '}';
            return true;
        }
    };

    char* EncodeArguments(lua_State* L, int first, int last, char* error, size_t error_size)
    {
        Encoder encoder;
        encoder.m_L = L;
        encoder.m_Error = error;
        encoder.m_ErrorSize = error_size;
        encoder.m_Failed = false;
        encoder.m_Out = "[";
        for (int i = first; i <= last; ++i)
        {
            if (i > first) encoder.m_Out += ',';
            char name[24];
            snprintf(name, sizeof(name), "argument #%d", i);
            encoder.m_Path = name;
            if (!encoder.Value(i, 0)) return 0;
        }
        encoder.m_Out += ']';
        return strdup(encoder.m_Out.c_str());
    }

    static int DecodeProtected(lua_State* L)
    {
        size_t len;
        const char* json = lua_tolstring(L, 1, &len);
        // Defold 1.8 raises on bad JSON; newer versions answer 0 values instead: both are an error.
        if (dmScript::JsonToLua(L, json, len) == 0) return luaL_error(L, "invalid JSON");
        return 1;
    }

    bool PushJson(lua_State* L, const char* json, char* reason, size_t size)
    {
        lua_pushcfunction(L, DecodeProtected);
        lua_pushstring(L, json);
        if (lua_pcall(L, 1, 1, 0) != 0)
        {
            snprintf(reason, size, "%s", lua_tostring(L, -1));
            dmLogError("could not decode a message from the SDK: %s", reason);
            lua_pop(L, 1);
            return false;
        }
        return true;
    }
}

#endif
