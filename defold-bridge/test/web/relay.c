/* The emcc check's C program: links library_gamesdk.js exactly as the engine does and relays
 * the native test host's calls to it. Every delivery and event goes out through
 * Module.gamesdkRelayOut, which the Node runner writes to the test host. */
#include <emscripten.h>
#include <stdlib.h>

typedef void (*GameSdkDeliverFn)(int call_id, const char* json, int final);
typedef void (*GameSdkEventFn)(const char* name);

void GameSdkJs_Start(GameSdkDeliverFn deliver, GameSdkEventFn on_event);
void GameSdkJs_Call(int call_id, const char* method, const char* args_json);
char* GameSdkJs_CallSync(int call_id, const char* method, const char* args_json);
void GameSdkJs_Stop(void);

static void on_deliver(int call_id, const char* json, int final)
{
    EM_ASM({ Module.gamesdkRelayOut({ type: 'deliver', id: $0, json: UTF8ToString($1), final: $2 !== 0 }); }, call_id, json, final);
}

static void on_event(const char* name)
{
    EM_ASM({ Module.gamesdkRelayOut({ type: 'event', name: UTF8ToString($0) }); }, name);
}

EMSCRIPTEN_KEEPALIVE void relay_start(void) { GameSdkJs_Start(on_deliver, on_event); }

EMSCRIPTEN_KEEPALIVE void relay_call(int call_id, const char* method, const char* args_json)
{
    GameSdkJs_Call(call_id, method, args_json);
}

/* Returns the answer; the runner reads it and releases it with relay_free. */
EMSCRIPTEN_KEEPALIVE char* relay_call_sync(int call_id, const char* method, const char* args_json)
{
    return GameSdkJs_CallSync(call_id, method, args_json);
}

EMSCRIPTEN_KEEPALIVE void relay_free(char* text) { free(text); }

EMSCRIPTEN_KEEPALIVE void relay_stop(void) { GameSdkJs_Stop(); }
