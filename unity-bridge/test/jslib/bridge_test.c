// A small C program standing in for Unity's IL2CPP side of the bridge: it registers the two
// callbacks with GameSdk_Init and calls GameSdk_Call, exactly as NativeBackend.cs does. Each
// result is handed to the test harness with the bytes the heap held while it was being
// delivered, so the harness can prove every string was allocated, then freed.
#include <emscripten.h>
#include <malloc.h>

extern void GameSdk_Init(void (*on_result)(int, const char *), void (*on_event)(int));
extern void GameSdk_Call(int call_id, const char *operation, const char *args);

EM_JS(void, report_result, (int call_id, const char *json, int heap_during), {
  Module.onBridgeResult(call_id, UTF8ToString(json), heap_during);
});

EM_JS(void, report_event, (int kind), {
  Module.onBridgeEvent(kind);
});

static int heap_in_use(void) {
  return (int)mallinfo().uordblks;
}

static void on_result(int call_id, const char *json) {
  report_result(call_id, json, heap_in_use());
}

static void on_event(int kind) {
  report_event(kind);
}

EMSCRIPTEN_KEEPALIVE void bridge_init(void) {
  GameSdk_Init(on_result, on_event);
}

EMSCRIPTEN_KEEPALIVE void bridge_call(int call_id, const char *operation, const char *args) {
  GameSdk_Call(call_id, operation, args);
}

EMSCRIPTEN_KEEPALIVE int bridge_heap_in_use(void) {
  return heap_in_use();
}

int main(void) {
  return 0;
}
