/* Stands in for a Defold engine in a browser: linked by emcc with library_gamesdk.js as the
 * engine links it, built as <exe>_wasm.js + <exe>.wasm and started by dmloader.js the way the
 * engine is (Module.instantiateWasm, callMain after the archive loaded). Its main() plays what a
 * game's Lua does through the extension: the mandatory call sequence, each step started when the
 * previous one answered. Every answer is written to the page (window.gamesdkEngineLog) for the test. */
#include <emscripten.h>
#include <stdlib.h>

typedef void (*GameSdkDeliverFn)(int call_id, const char* json, int final);
typedef void (*GameSdkEventFn)(const char* name);

void GameSdkJs_Start(GameSdkDeliverFn deliver, GameSdkEventFn on_event);
void GameSdkJs_Call(int call_id, const char* method, const char* args_json);
char* GameSdkJs_CallSync(int call_id, const char* method, const char* args_json);

enum { CALL_INITIALIZE = 1, CALL_PROGRESS, CALL_START, CALL_PURCHASES, CALL_SAVE, CALL_FLUSH, CALL_READY_CHECK };

static void note(const char* step, const char* json)
{
    EM_ASM({ (window.gamesdkEngineLog = window.gamesdkEngineLog || []).push({ step: UTF8ToString($0), json: UTF8ToString($1), at: performance.now() }); }, step, json);
}

/* A synchronous call, noted; the answer is the caller's to free, as the C++ side does. */
static void call_sync(int id, const char* step, const char* method, const char* args)
{
    char* answer = GameSdkJs_CallSync(id, method, args);
    note(step, answer);
    free(answer);
}

static void on_deliver(int call_id, const char* json, int final)
{
    if (!final) return;
    switch (call_id) {
    case CALL_INITIALIZE:
        note("initialize", json);
        call_sync(CALL_PROGRESS, "progress", "setLoadingProgress", "[90]");
        GameSdkJs_Call(CALL_START, "startGameAsync", "[]");
        break;
    case CALL_START:
        note("start", json);
        GameSdkJs_Call(CALL_PURCHASES, "iap.getPurchasesAsync", "[]");
        break;
    case CALL_PURCHASES:
        note("purchases", json);
        call_sync(CALL_SAVE, "save", "data.setString", "[\"farm\",\"{\\\"coins\\\":1}\"]");
        GameSdkJs_Call(CALL_FLUSH, "data.flushAsync", "[]");
        break;
    case CALL_FLUSH:
        note("flush", json);
        note("done", "{}");
        break;
    default:
        note("unexpected", json);
    }
}

static void on_event(const char* name)
{
    note("event", name);
}

int main(void)
{
    GameSdkJs_Start(on_deliver, on_event);
    /* The engine's first SDK call: is the SDK the page started ready already? */
    call_sync(CALL_READY_CHECK, "first-call", "isInitialized", "[]");
    GameSdkJs_Call(CALL_INITIALIZE, "initializeAsync", "[]");
    return 0;
}
