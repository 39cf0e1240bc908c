// Shared private header of the GameSdk extension: the boundary between the Lua bridge (platform
// independent) and the platform side (the JS library on HTML5, a double or relay in tests).
#ifndef GAMESDK_PRIVATE_H
#define GAMESDK_PRIVATE_H

// Named before dmsdk is included: its log header warns in every file where DLIB_LOG_DOMAIN is unset.
// Defold's build server defines it on the command line (the ext.manifest name upper-cased), where
// defining it again would be a redefinition warning.
#define LIB_NAME "GameSdk"
#ifndef DLIB_LOG_DOMAIN
#define DLIB_LOG_DOMAIN LIB_NAME
#endif

#include <dmsdk/sdk.h>

namespace gamesdk
{
    // ---- Platform side: implemented once per platform (gamesdk_web.cpp on HTML5). ----

    /// Starts the platform side: loads the browser script and subscribes to SDK events.
    void PlatformStart();
    /// Starts an asynchronous call; results arrive later through Deliver with the same id.
    void PlatformCall(int call_id, const char* method, const char* args_json);
    /// Runs a synchronous call. `call_id` is non-zero for calls that signal later (ads, prompts).
    /// Returns the bridge host's envelope, malloc'd, the caller frees with free():
    /// `{"ok":true,"value":...}` or `{"ok":false,"error":{code,message,context}}`.
    char* PlatformCallSync(int call_id, const char* method, const char* args_json);
    /// Stops the platform side; no Deliver follows.
    void PlatformStop();

    // ---- Bridge side: called by the platform from any context; never calls Lua. ----

    /// Queues a message for call `call_id`: the bridge host's envelope, `{"ok":true,"value":x}`,
    /// `{"ok":false,"error":{code,message,context}}` or a signal `{"ok":true,"signal":"no_fill"}`
    /// (read by their `value`, `error` and `signal`). `final` ends the call and releases its Lua callbacks.
    void Deliver(int call_id, const char* json, int final);
    /// Queues an SDK event: `exitRequested`, `pause` or `resume`.
    void DeliverEvent(const char* name);

    // ---- Bridge internals shared between the bridge's files. ----

    /// One Lua function kept for a call, under the name the platform signals it by.
    struct NamedCallback
    {
        const char* m_Name;
        dmScript::LuaCallbackInfo* m_Info;
    };

    /// Registers call `call_id` with its callbacks (may be none) and its context for logs.
    void TrackCall(int call_id, const char* context, const NamedCallback* callbacks, int count);
    /// Allocates the next call id (never 0).
    int NextCallId();
    /// Adds an event listener; returns its id for sdk.off.
    int AddListener(const char* event, dmScript::LuaCallbackInfo* info);
    /// Removes a listener; false when the id is unknown.
    bool RemoveListener(int listener_id);
    // ---- Bridge shapes (gamesdk_lua.cpp): the Lua functions of the operations that are not plain.
    // Their entry points are generated (gamesdk_ops.generated.cpp) and hand over the operation's names. ----

    /// sdk.<lua>(callbacks): shows an ad of `method`; `callbacks` are the names its table may hold
    /// (its row's callbacks column, generated), ending in nullptr.
    int ShowAd(lua_State* L, const char* method, const char* context, const char* const* callbacks);
    /// sdk.<lua>(options[, on_close]): shows the registration prompt of `method`; returns its id.
    int ShowPrompt(lua_State* L, const char* method, const char* context);
    /// sdk.<lua>(listener): listens to `event`; returns the listener's id.
    int AddEventListener(lua_State* L, const char* event, const char* context);
    /// sdk.<lua>(id): removes a listener; true when it was there.
    int RemoveEventListener(lua_State* L, const char* context);
    /// sdk.parse_error(err): { code, message, context }, or nil for nil.
    int PushParsedError(lua_State* L);

    /// Runs queued messages: calls Lua. Only from the extension's update.
    void DispatchQueued(lua_State* L);
    /// Releases every call and listener (extension finalize).
    void ReleaseAll();

    // ---- Callback owners (gamesdk_owners.cpp): every callback is made with NewCallback, set up
    // with SetupOwnCallback and released with ReleaseCallback, never with dmScript's directly. ----

    /// Records the script instance current now as the owner of `info`.
    void RememberOwner(lua_State* L, dmScript::LuaCallbackInfo* info);
    /// dmScript::SetupCallback, refused (false, nothing pushed) when the callback resolves to
    /// another script than the one that made it. Call only after IsCallbackValid answered true.
    bool SetupOwnCallback(dmScript::LuaCallbackInfo* info);
    /// Destroys the callback, or keeps it until ReleaseAbandoned when its script is gone and the
    /// engine (1.8) would release another script's references in its place.
    void ReleaseCallback(dmScript::LuaCallbackInfo* info);
    /// Destroys the callbacks kept by ReleaseCallback (extension finalize).
    void ReleaseAbandoned();

    /// Encodes the Lua values at [first, last] as a JSON array. Returns a malloc'd string, or 0
    /// with `error` filled (naming the argument) when a value cannot be expressed in JSON.
    char* EncodeArguments(lua_State* L, int first, int last, char* error, size_t error_size);
    /// Pushes the decoded JSON document; false (nothing pushed) when it cannot be decoded.
    bool PushJson(lua_State* L, const char* json, char* reason, size_t size);

    /// Registers the Lua module `sdk`.
    void RegisterLuaModule(lua_State* L);
    // The operation path of the player data's flush (generated from the manifest).
    extern const char* const DATA_FLUSH_OPERATION;
    /// Room for the callbacks of one ad call on the stack (a Lua error unwinds it by longjmp, so no
    /// heap); each ad's generated table of callbacks is held to it at compile time.
    enum { AD_CALLBACK_CAPACITY = 8 };

    // ---- Entry point helpers (gamesdk_args.cpp). Each checks the Lua stack itself (the entry point
    // calls it with its own stack) and raises Lua errors with DM_LUA_ERROR. ----

    enum ArgType
    {
        ARG_STRING,
        ARG_NUMBER,
        ARG_BOOLEAN,
        ARG_TABLE,
        ARG_LEVEL, // a level name or number
    };

    /// One declared argument of an entry point.
    struct Arg
    {
        const char* m_Name;
        ArgType m_Type;
        bool m_Optional;
        /// For an options table: the keys it may hold, ending in nullptr (any other is refused); else nullptr.
        const char* const* m_Keys;
    };

    /// Formats a Lua error message the way sdk.parse_error reads it: "CODE: message (context)".
    void FormatError(char* out, size_t size, const char* code, const char* message, const char* context);

    // dmScript::CreateCallback for the function at `index`, or 0 with `error` set: Defold answers 0
    // when no script instance is current (a module's top level at require time), and such a
    // callback could never be called back.
    dmScript::LuaCallbackInfo* NewCallback(lua_State* L, int index, const char* context, char* error, size_t size);
    /// Whether the table at `index` holds only keys `arg` lists (m_Keys); otherwise `message` names
    /// the first other key and the keys it may hold (rules.json's unknownOption).
    bool KnownKeys(lua_State* L, int index, const Arg& arg, char* message, size_t size);
    /// Checks arguments 1..last against `args`; fills `error` and returns false on a mismatch.
    bool CheckArgs(lua_State* L, int last, const Arg* args, int count, const char* context, char* error, size_t size);
    /// A synchronous call that returns one value (pushed).
    int SyncCall(lua_State* L, const char* method, const char* context, const Arg* args, int count);
    /// A synchronous call that returns nothing.
    int VoidCall(lua_State* L, const char* method, const char* context, const Arg* args, int count);
    /// An asynchronous call: arguments, then an optional `function(self, result, err)`.
    int AsyncCall(lua_State* L, const char* method, const char* context, const Arg* args, int count);
    /// Runs a synchronous call with call id `call_id` on the arguments at 1..last; on failure fills
    /// `error` and returns false. With `push_value`, leaves the returned value on the stack.
    bool RunSync(lua_State* L, int call_id, const char* method, const char* context, int last, bool push_value, char* error, size_t size);
}

#endif
