// Test-host stand-in for Defold's <dmsdk/sdk.h>: exactly the declarations the GameSdk extension
// uses, with the signatures, namespaces and macro shapes of Defold's own headers, which are the
// same in 1.8.0 and in the 2025 API for everything used here: dmsdk/dlib/log.h,
// dmsdk/extension/extension.h(.hpp) and dmsdk/script/script.h. The extension is also compiled
// against copies of those real headers (scripts/compile-against-dmsdk.mjs; the README names them).
// The suite includes it with -isystem: the build server uses -I but no -pedantic, which Defold's
// own headers would not pass, so only the extension's warnings count. Lua itself is
// Debian's Lua 5.1 headers, linked against LuaJIT. Behaviour is in compat.cpp.
#ifndef GAMESDK_TEST_DMSDK_SDK_H
#define GAMESDK_TEST_DMSDK_SDK_H

#include <stddef.h>
#include <stdint.h>

// As Defold's sdk.h: the Lua core and auxiliary headers, not lualib.h (the engine opens the
// standard libraries; an extension that needs lualib.h includes it itself).
extern "C" {
#include <lua.h>
#include <lauxlib.h>
}

// ---- dmsdk/dlib/log.h ----

extern "C" {
typedef enum LogSeverity
{
    LOG_SEVERITY_DEBUG = 0,
    LOG_SEVERITY_USER_DEBUG = 1,
    LOG_SEVERITY_INFO = 2,
    LOG_SEVERITY_WARNING = 3,
    LOG_SEVERITY_ERROR = 4,
    LOG_SEVERITY_FATAL = 5,
} LogSeverity;
}

// As Defold's: release builds (NDEBUG) compile log calls away, arguments included, and every log
// macro ends in its own ';' (so `if (x) dmLogError(...); else` does not compile, as with Defold).
#if defined(NDEBUG)

#define dmLogInfo(format, args...) do {} while(0);
#define dmLogWarning(format, args...) do {} while(0);
#define dmLogError(format, args...) do {} while(0);

#else

// A file that includes dmsdk without naming its log domain is warned (the suite builds with -Werror).
#ifndef DLIB_LOG_DOMAIN
#define DLIB_LOG_DOMAIN "DEFAULT"
#warning "DLIB_LOG_DOMAIN is not defined"
#endif

extern "C" void LogInternal(LogSeverity severity, const char* domain, const char* format, ...) __attribute__((format(printf, 3, 4)));

#define dmLogInfo(format, args...) LogInternal(LOG_SEVERITY_INFO, DLIB_LOG_DOMAIN, format, ## args);
#define dmLogWarning(format, args...) LogInternal(LOG_SEVERITY_WARNING, DLIB_LOG_DOMAIN, format, ## args);
#define dmLogError(format, args...) LogInternal(LOG_SEVERITY_ERROR, DLIB_LOG_DOMAIN, format, ## args);

#endif

// ---- dmsdk/extension/extension.h (the C API) and extension.hpp (the dmExtension names) ----

extern "C" {
typedef struct ConfigFile* HConfigFile;
typedef struct ResourceFactory* HResourceFactory;

typedef enum ExtensionResult
{
    EXTENSION_RESULT_OK = 0,
    EXTENSION_RESULT_INIT_ERROR = -1,
} ExtensionResult;

typedef enum ExtensionEventID
{
    EXTENSION_EVENT_ID_ACTIVATEAPP,
    EXTENSION_EVENT_ID_DEACTIVATEAPP,
    EXTENSION_EVENT_ID_ICONIFYAPP,
    EXTENSION_EVENT_ID_DEICONIFYAPP,
    EXTENSION_EVENT_ID_ENGINE_INITIALIZED,
    EXTENSION_EVENT_ID_ENGINE_DELETE,
} ExtensionEventID;

typedef struct ExtensionAppParams
{
    HConfigFile m_ConfigFile;
} ExtensionAppParams;

typedef struct ExtensionParams
{
    HConfigFile m_ConfigFile;
    HResourceFactory m_ResourceFactory;
    lua_State* m_L;
} ExtensionParams;

typedef struct ExtensionEvent
{
    enum ExtensionEventID m_Event;
} ExtensionEvent;

typedef ExtensionResult (*FExtensionAppInitialize)(ExtensionAppParams*);
typedef ExtensionResult (*FExtensionAppFinalize)(ExtensionAppParams*);
typedef ExtensionResult (*FExtensionInitialize)(ExtensionParams*);
typedef ExtensionResult (*FExtensionFinalize)(ExtensionParams*);
typedef ExtensionResult (*FExtensionUpdate)(ExtensionParams*);
typedef void (*FExtensionOnEvent)(ExtensionParams*, const ExtensionEvent*);

const size_t ExtensionDescBufferSize = 128;

/// Internal to DM_DECLARE_EXTENSION: the engine keeps the description in the caller's buffer.
void ExtensionRegister(void* desc, uint32_t desc_size, const char* name,
    FExtensionAppInitialize app_initialize, FExtensionAppFinalize app_finalize,
    FExtensionInitialize initialize, FExtensionFinalize finalize,
    FExtensionUpdate update, FExtensionOnEvent on_event);
}

#define DM_ALIGNED(a) __attribute__((aligned(a)))
#define DM_EXTENSION_PASTE_SYMREG(x, y) x ## y
#define DM_EXTENSION_PASTE_SYMREG2(x, y) DM_EXTENSION_PASTE_SYMREG(x, y)

// As Defold's: the extension becomes an extern "C" function named by `symbol`, which the engine
// calls at start-up (so `symbol` must be the ext.manifest name), and the functions are cast to
// the C API's types.
#define DM_REGISTER_EXTENSION(symbol, desc, desc_size, name, app_init, app_final, init, update, on_event, final) \
    extern "C" void symbol () { \
        ExtensionRegister((void*) &desc, desc_size, name, \
            (FExtensionAppInitialize)app_init, (FExtensionAppFinalize)app_final, \
            (FExtensionInitialize)init, (FExtensionFinalize)final, \
            (FExtensionUpdate)update, (FExtensionOnEvent)on_event); \
    }

#define DM_DECLARE_EXTENSION(symbol, name, app_init, app_final, init, update, on_event, final) \
    uint8_t DM_ALIGNED(16) DM_EXTENSION_PASTE_SYMREG2(symbol, __LINE__)[ExtensionDescBufferSize]; \
    DM_REGISTER_EXTENSION(symbol, DM_EXTENSION_PASTE_SYMREG2(symbol, __LINE__), sizeof(DM_EXTENSION_PASTE_SYMREG2(symbol, __LINE__)), name, app_init, app_final, init, update, on_event, final);

namespace dmExtension
{
    enum Result
    {
        RESULT_OK = 0,
        RESULT_INIT_ERROR = -1,
    };

    typedef ExtensionAppParams AppParams;
    typedef ExtensionParams Params;
    typedef ExtensionEvent Event;
}

// ---- dmsdk/script/script.h ----

namespace dmScript
{
    /// Internal to DM_LUA_STACK_CHECK and DM_LUA_ERROR (Defold marks it internal): extension code
    /// names neither the struct nor the variable the macro declares.
    struct LuaStackCheck
    {
        LuaStackCheck(lua_State* L, int diff, const char* filename, int linenumber);
        ~LuaStackCheck();
        void Verify(int diff);
        int Error(const char* fmt, ...) __attribute__((format(printf, 2, 3)));

        lua_State* m_L;
        const char* m_Filename;
        int m_Linenumber;
        int m_Top;
        int m_Diff;
    };

#define DM_LUA_STACK_CHECK(_L_, _diff_) dmScript::LuaStackCheck _DM_LuaStackCheck(_L_, _diff_, __FILE__, __LINE__);
#define DM_LUA_ERROR(_fmt_, ...) _DM_LuaStackCheck.Error(_fmt_, ##__VA_ARGS__);

    void GetInstance(lua_State* L);
    void SetInstance(lua_State* L);
    bool IsInstanceValid(lua_State* L);
    lua_State* GetMainThread(lua_State* L);

    /// Pushes the decoded value and returns 1; bad JSON raises in 1.8 and answers 0 later (compat.cpp).
    int JsonToLua(lua_State* L, const char* json, size_t json_len);

    struct LuaCallbackInfo;

    /// 0 without a current script instance.
    LuaCallbackInfo* CreateCallback(lua_State* L, int index);
    /// 1.8: false only for a destroyed callback; 2025+: also when its script instance is gone.
    bool IsCallbackValid(LuaCallbackInfo* cbk);
    /// Dereferences `cbk`: 0 crashes, as in Defold.
    void DestroyCallback(LuaCallbackInfo* cbk);
    lua_State* GetCallbackLuaContext(LuaCallbackInfo* cbk);
    bool SetupCallback(LuaCallbackInfo* cbk);
    void TeardownCallback(LuaCallbackInfo* cbk);
    int PCall(lua_State* L, int nargs, int nresult);
}

#endif
