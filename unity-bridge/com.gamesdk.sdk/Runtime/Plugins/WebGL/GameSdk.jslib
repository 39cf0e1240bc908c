// The Unity bridge's side in the browser: Emscripten glue only. C# calls GameSdk_Call(callId,
// operation, argsJson); the browser script's bridge host (Sdk.bridge.run, dialect 'unity') runs
// every operation, reshapes JsonUtility's values, runs the calls that signal later (ads, the
// registration prompt) and answers with its envelope, {"ok":true,"value":...} or
// {"ok":false,"error":{"code","message","context"}}, as JSON text: synchronously for synchronous
// operations, later for the rest, and a signal (an ad's beforeAd, a prompt's close) on the call id
// C# gave for it. Each answer goes back to its call id only, through the callback registered by
// GameSdk_Init; answers and events that arrive before GameSdk_Init are queued, never lost. Every
// string handed to C# is _malloc'd and _free'd in a finally once the callback returned. The
// browser script (global Sdk) comes from gamesdk.jspre in the same folder.
// The runtime helpers this library calls by name. Emscripten 2.0.19 and 3.1.8 (Unity 2021.3,
// 2022.3) define them in every build and not as library symbols, so depending on them fails
// there ("undefined symbol"); 3.1.38 and 4.0.19 (Unity 2023.2 to 6) include them only on demand,
// so not depending on them leaves the calls undefined. Depend on each where the library has it.
function gameSdkRuntimeDeps(names) {
  return names.filter(function (name) { return name in LibraryManager.library; });
}

var GameSdkLibrary = {
  $GameSdk__deps: ['malloc', 'free'].concat(gameSdkRuntimeDeps(['$lengthBytesUTF8', '$stringToUTF8'])),
  $GameSdk__postset: 'GameSdk.checkExceptions(); GameSdk.listen();',
  $GameSdk: {
    onResult: 0,
    onEvent: 0,
    queue: [],
    // generated from sdk-core/api by scripts/codegen/engine-library-tables.mjs (npm run generate): begin
    // The platform's events by the number C# knows each by (SdkEvent), from the manifest's `on` row.
    events: {'exitRequested': 1, 'pause': 2, 'resume': 3},
    // generated: end

    // 1 when this build cannot catch an exception: Unity's "Enable Exceptions: None" links with
    // Emscripten's exception catching disabled and no Wasm exceptions (EXCEPTION_HANDLING before
    // Emscripten 3.1.13, WASM_EXCEPTIONS after).
    exceptionsOff: {{{ DISABLE_EXCEPTION_CATCHING == 1 && !(typeof WASM_EXCEPTIONS != 'undefined' ? WASM_EXCEPTIONS : EXCEPTION_HANDLING) ? 1 : 0 }}},

    // The C# API throws and catches SdkError, so in such a build its first error aborts the game:
    // said once at start-up, before any call, where the developer looks (printErr is the console).
    checkExceptions: function () {
      if (GameSdk.exceptionsOff) {
        err('gamesdk: this WebGL build cannot catch exceptions (Player Settings > Publishing Settings > Enable Exceptions is None). ' +
          'The Game SDK throws and catches SdkError, so its first error will abort the game. ' +
          'Choose "Explicitly Thrown Exceptions Only" (the default) or a "Full" mode.');
      }
    },

    listen: function () {
      if (typeof Sdk === 'undefined') return;
      Object.keys(GameSdk.events).forEach(function (name) {
        Sdk.on(name, function () { GameSdk.raise(GameSdk.events[name]); });
      });
    },

    // One string to C#: allocated here, freed here after the callback copied it.
    send: function (callId, json) {
      var size = lengthBytesUTF8(json) + 1;
      var ptr = _malloc(size);
      try {
        stringToUTF8(json, ptr, size);
        // A pointer argument: 'p' has Emscripten make it a BigInt on Wasm64 (3.1.38 and later; Wasm64 needs 4.x).
        {{{ makeDynCall(MEMORY64 ? 'vip' : 'vii', 'GameSdk.onResult') }}}(callId, ptr);
      } finally {
        _free(ptr);
      }
    },

    post: function (callId, json) {
      if (GameSdk.onResult) GameSdk.send(callId, json);
      else GameSdk.queue.push({ callId: callId, json: json });
    },

    raise: function (kind) {
      if (GameSdk.onEvent) {{{ makeDynCall('vi', 'GameSdk.onEvent') }}}(kind);
      else GameSdk.queue.push({ event: kind });
    },

    // Runs one call on the host; its answer reaches callId exactly once, synchronously for
    // synchronous operations. Without the browser script there is no host to answer, so this does.
    call: function (callId, operation, argsJson) {
      if (typeof Sdk === 'undefined' || !Sdk.bridge) {
        var context = operation.indexOf('.') < 0 ? 'Sdk.' + operation : operation;
        return GameSdk.post(callId, JSON.stringify({ ok: false, error: { code: 'INITIALIZATION_ERROR', message: 'the browser script (gamesdk.jspre) is not in this build', context: context } }));
      }
      var signal = function (json, last, to) { GameSdk.post(to, json); };
      var answer = Sdk.bridge.run(operation, argsJson, { dialect: 'unity', id: callId, signal: signal });
      if (typeof answer === 'string') GameSdk.post(callId, answer);
      else answer.then(function (json) { GameSdk.post(callId, json); });
    },
  },

  // Signatures ('p': pointer, here function pointers and C strings) let Emscripten turn Wasm64's
  // BigInt pointers into Numbers before these run (UTF8ToString throws on a BigInt).
  GameSdk_Init__sig: 'vpp',
  GameSdk_Init: function (onResult, onEvent) {
    GameSdk.onResult = onResult;
    GameSdk.onEvent = onEvent;
    var queued = GameSdk.queue.splice(0);
    queued.forEach(function (item) {
      if (item.event) GameSdk.raise(item.event);
      else GameSdk.send(item.callId, item.json);
    });
  },

  GameSdk_Call__sig: 'vipp',
  GameSdk_Call__deps: gameSdkRuntimeDeps(['$UTF8ToString']),
  GameSdk_Call: function (callId, operation, args) {
    GameSdk.call(callId, UTF8ToString(operation), UTF8ToString(args));
  },
};

autoAddDeps(GameSdkLibrary, '$GameSdk');
mergeInto(LibraryManager.library, GameSdkLibrary);
