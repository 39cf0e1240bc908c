// Stands in for a Unity game's code in an engine-shaped WebGL build (test/engine): linked like
// Unity links IL2CPP's output, with GameSdk.jslib and gamesdk.jspre, it makes the platform's call
// sequence through GameSdk_Init and GameSdk_Call the way the C# API does (NativeBackend.cs), each
// call once the previous one answered. main() runs when the engine has started, as a game's first
// scene does. Every answer is written to the page's window.engineGame, for the test to read.
#include <emscripten.h>
#include <string.h>

extern void GameSdk_Init(void (*on_result)(int, const char *), void (*on_event)(int));
extern void GameSdk_Call(int call_id, const char *operation, const char *args);

// What the game finds at its first SDK call: whether the SDK was already initialised (the page
// started it while the engine downloaded) and when the engine started.
EM_JS(void, report_start, (), {
  var sdk = typeof Sdk !== 'undefined' ? Sdk : null;
  window.engineGame = { startedAt: performance.now(), sdkReadyAtStart: !!(sdk && sdk.isInitialized()), samePageSdk: sdk !== null && sdk === window.Sdk, steps: [] };
});

EM_JS(void, report_step, (const char *operation, const char *json), {
  window.engineGame.steps.push({ operation: UTF8ToString(operation), outcome: JSON.parse(UTF8ToString(json)), at: performance.now() });
});

EM_JS(void, report_done, (), {
  window.engineGame.doneAt = performance.now();
});

// The guest's call sequence of the spec: initialise, progress, start, recover purchases, save
// (awaited, so the save has reached the platform), then the registration prompt (guests only,
// after saving). Arguments as the C# API sends them.
static const char *const steps[][2] = {
  {"initializeAsync", "{}"},
  {"setLoadingProgress", "{\"progress\":90}"},
  {"setLoadingProgress", "{\"progress\":100}"},
  {"startGameAsync", "{}"},
  {"iap.getPurchasesAsync", "{}"},
  {"data.setStringAsync", "{\"key\":\"progress\",\"value\":\"{\\\"level\\\":1}\"}"},
  {"auth.isAuthenticated", "{}"},
  {"auth.showRegistrationPrompt", "{\"message\":\"Text {{registrationCode}} to keep your farm\",\"dataJson\":\"\",\"closeCallId\":1000}"},
};
static const int step_count = sizeof(steps) / sizeof(steps[0]);
static int next_step = 0;

static void run_next(void);

static void on_result(int call_id, const char *json) {
  if (call_id >= 1000) return; // the prompt's onClose: the player never answers here
  report_step(steps[call_id][0], json);
  run_next();
}

static void on_event(int kind) {
  (void)kind;
}

// Synchronous operations answer inside GameSdk_Call; the depth stays at the number of steps.
static void run_next(void) {
  if (next_step == step_count) {
    next_step++;
    report_done();
    return;
  }
  if (next_step > step_count) return;
  int id = next_step++;
  GameSdk_Call(id, steps[id][0], steps[id][1]);
}

int main(void) {
  report_start();
  GameSdk_Init(on_result, on_event);
  run_next();
  return 0;
}
