// The Unity bridge's side in the browser: C# calls GameSdk_Call(callId, operation, argsJson); the
// result goes back to that call id only, through the callback registered by GameSdk_Init, as JSON
// {"ok":true,"value":...} or {"ok":false,"error":{"code","message","context"}}. Every plain
// operation runs on the browser script's bridge host (Sdk.bridge.invoke, which answers the outcome
// object). What stays here is Emscripten glue, JsonUtility's shapes (a table generated from the
// manifest says which arguments and results pass through which) and the bridge shapes of the
// calls that signal later through callbacks (ads, the registration prompt: GameSdk.calls, each
// written once; the generated table names each operation's). Results and events that arrive
// before GameSdk_Init are queued, never lost. Every string handed to C# is _malloc'd and _free'd
// in a finally once the callback returned. The browser script (global Sdk) comes from
// gamesdk.jspre in the same folder.
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
    prompts: {},
    events: { exitRequested: 1, pause: 2, resume: 3 },

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

    deliver: function (callId, outcome) {
      GameSdk.post(callId, JSON.stringify(outcome));
    },

    post: function (callId, json) {
      if (GameSdk.onResult) GameSdk.send(callId, json);
      else GameSdk.queue.push({ callId: callId, json: json });
    },

    raise: function (kind) {
      if (GameSdk.onEvent) {{{ makeDynCall('vi', 'GameSdk.onEvent') }}}(kind);
      else GameSdk.queue.push({ event: kind });
    },

    // A void call may resolve with undefined or null; either way there is no value to send.
    ok: function (value) {
      return value === undefined || value === null ? { ok: true } : { ok: true, value: value };
    },

    fail: function (error, context) {
      var known = error !== null && typeof error === 'object' && typeof error.code === 'string';
      return {
        ok: false,
        error: {
          code: known ? error.code : 'OPERATION_FAILED',
          message: error && error.message !== undefined ? String(error.message) : String(error),
          context: known && typeof error.context === 'string' ? error.context : context,
        },
      };
    },

    // JsonUtility has no null: it writes "" for a null string and [] for a null array.
    blank: function (value) {
      return value === '' || value === undefined || value === null || (Array.isArray(value) && !value.length);
    },

    // The shapes the manifest names (unity.shape, unity.result): C#'s values as the SDK takes
    // them, and results as JsonUtility can read them (no null string: "" or {present:false}).
    shapes: {
      json: function (text, label) {
        if (GameSdk.blank(text)) return undefined;
        try {
          return JSON.parse(text);
        } catch (e) {
          throw { code: 'INVALID_PARAM', message: label + ' must be JSON object text: ' + e.message };
        }
      },

      record: function (data) {
        var record = {};
        (data.entries || []).forEach(function (entry) {
          try {
            record[entry.key] = JSON.parse(entry.json);
          } catch (e) {
            throw { code: 'INVALID_PARAM', message: 'the value of ' + entry.key + ' is not JSON text: ' + e.message };
          }
        });
        return record;
      },

      stats: function (list) {
        var stats = {};
        (list || []).forEach(function (stat) { stats[stat.key] = stat.value; });
        return stats;
      },

      nullable: function (text) {
        return text === null || text === undefined ? { present: false } : { present: true, text: text };
      },

      nullableJson: function (value) {
        return GameSdk.shapes.nullable(value === null || value === undefined ? null : JSON.stringify(value));
      },

      text: function (text) {
        return text || '';
      },

      player: function (p) {
        return { id: p.id, mode: p.mode, name: p.name || '', photo: p.photo || '' };
      },

      products: function (list) {
        return list.map(function (p) {
          return Object.assign({}, p, { imageURI: p.imageURI || '' });
        });
      },

      entries: function (data) {
        return { entries: Object.keys(data).map(function (key) { return { key: key, json: JSON.stringify(data[key]) }; }) };
      },

      keyValues: function (config) {
        return Object.keys(config).map(function (key) { return { key: key, value: config[key] }; });
      },
    },

    // The SDK method an operation path names (module.name, or name on Sdk itself), called on its
    // module; a path the SDK lacks answers as the bridge host does.
    sdkCall: function (operation, args) {
      var at = operation.split('.');
      var owner = at.length > 1 ? Sdk[at[0]] : Sdk;
      var name = at[at.length - 1];
      if (!owner || typeof owner[name] !== 'function') throw { code: 'FEATURE_NOT_SUPPORTED', message: operation + ' is not an operation of this SDK' };
      return owner[name].apply(owner, args);
    },

    // The bridge shapes (the manifest's bridge column) of the calls that signal later through
    // callbacks, each written once; the table below names each operation's. Each answers callId
    // exactly once; what it throws, call answers as the call's error.
    calls: {
      // Ads end once: no-fill as the call's error (Unity has no afterAd after no-fill), or afterAd as its result.
      ad: function (callId, operation, a) {
        var state = { noFill: false, viewed: false };
        GameSdk.sdkCall(operation, [{
          beforeAd: function () { GameSdk.deliver(a.beforeAdCallId, GameSdk.ok()); },
          adViewed: function () { state.viewed = true; },
          noFill: function () {
            state.noFill = true;
            GameSdk.deliver(callId, GameSdk.fail({ code: 'NO_FILL', message: 'no ad was available: resume the game in onError', context: operation }, operation));
          },
          afterAd: function () { if (!state.noFill) GameSdk.deliver(callId, GameSdk.ok({ viewed: state.viewed })); },
        }]);
      },

      // The rewarded ad's viewed flag is already in the ad shape's result.
      rewardedAd: function (callId, operation, a) {
        GameSdk.calls.ad(callId, operation, a);
      },

      // Answers at once (C# returns the prompt, or null with the error, in the same call); the
      // prompt is kept under this call id, which C#'s login names.
      prompt: function (callId, operation, a) {
        GameSdk.prompts[callId] = GameSdk.sdkCall(operation, [{
          message: a.message,
          data: GameSdk.shapes.json(a.dataJson, 'data'),
          onClose: function (result) { GameSdk.deliver(a.closeCallId, GameSdk.ok({ registered: !!(result && result.registered) })); },
        }]);
        GameSdk.deliver(callId, GameSdk.ok());
      },

      promptLogin: function (callId, operation, a, context) {
        // Prompts are kept for the page's life: a login on one that has closed goes to the platform,
        // which answers it as on the web (it resolves and changes nothing).
        var prompt = GameSdk.prompts[a.promptId];
        if (!prompt) throw { code: 'INVALID_PARAM', message: 'no registration prompt ' + a.promptId + ' was shown' };
        prompt.login().then(
          function () { GameSdk.deliver(callId, GameSdk.ok()); },
          function (error) { GameSdk.deliver(callId, GameSdk.fail(error, context)); });
      },
    },

    // Where C#'s arguments object is not the bridge host's, and the result not JsonUtility's: the
    // C# field each argument comes from (wire), the shapes arguments and results pass through,
    // and the optional arguments; for a call that signals later, its bridge shape (GameSdk.calls).
    operations: {
      // <generated: Generated from sdk-core/api/operations.json by scripts/codegen. Do not edit by hand.>
      'data.getString': { result: 'nullable' },
      'player.getName': { result: 'text' },
      'player.getPhoto': { result: 'text' },
      'player.getDataAsync': { result: 'entries' },
      'player.setDataAsync': { wire: { '*': 'data' }, shape: { data: 'record' } },
      'auth.showRegistrationPrompt': { bridge: 'prompt' },
      'auth.showRegistrationPrompt.login': { bridge: 'promptLogin' },
      'auth.signInAsync': { result: 'player' },
      'notifications.scheduleAsync': { wire: { '*': 'options', dataJson: 'options.data' }, shape: { 'options.data': 'json' } },
      'iap.getCatalogAsync': { result: 'products' },
      'iap.purchaseAsync': { wire: { '*': 'options' } },
      'iap.subscribeAsync': { wire: { '*': 'options' } },
      'session.getEntryPointData': { result: 'nullableJson' },
      'context.shareAsync': { wire: { '*': 'options', dataJson: 'options.data' }, shape: { 'options.data': 'json' } },
      'referrals.shareAsync': { wire: { '*': 'options', dataJson: 'options.data' }, shape: { 'options.data': 'json' }, optional: ['options'] },
      'ads.showInterstitial': { bridge: 'ad' },
      'ads.showRewarded': { bridge: 'rewardedAd' },
      'ads.showBannerAsync': { optional: ['position'] },
      'game.inviteLink': { wire: { dataJson: 'data' }, shape: { data: 'json' }, optional: ['data'] },
      'analytics.logLevelStart': { wire: { name: 'level' } },
      'analytics.logLevelEnd': { wire: { name: 'level' } },
      'analytics.logTutorialStart': { wire: { name: 'tutorial' }, optional: ['tutorial'] },
      'analytics.logTutorialEnd': { wire: { name: 'tutorial' }, optional: ['tutorial'] },
      'analytics.logEvent': { wire: { dataJson: 'params' }, shape: { params: 'json' }, optional: ['params'] },
      'haptics.triggerAsync': { optional: ['style'] },
      'leaderboard.submitScoreAsync': { optional: ['extraData'] },
      'achievements.unlockAsync': { wire: { id: 'achievementId' } },
      'tournament.createAsync': { wire: { score: 'options.initialScore', title: 'options.title' } },
      'tournament.joinAsync': { wire: { id: 'tournamentId' } },
      'tournament.shareAsync': { wire: { score: 'options.score', dataJson: 'options.data' }, shape: { 'options.data': 'json' } },
      'stats.getStatsAsync': { optional: ['keys'] },
      'stats.postStatsAsync': { shape: { stats: 'stats' } },
      'stats.incrementStatsAsync': { wire: { stats: 'increments' }, shape: { increments: 'stats' } },
      'remoteConfig.getConfigAsync': { result: 'keyValues', optional: ['keys'] },
      // </generated>
    },

    // C#'s arguments object as the host's, by the manifest's names: each field goes to the
    // argument (or argument.field) row.wire names, else its own name, or a field of the argument
    // row.wire['*'] (the whole object). "" and [] are not given for an optional argument and for
    // a field of an object argument (where a required string must be non-blank anyway).
    args: function (row, a) {
      var wire = row.wire || {};
      var whole = wire['*'];
      var args = {};
      if (whole) args[whole] = {};
      Object.keys(a).forEach(function (field) {
        var path = (wire.hasOwnProperty(field) ? wire[field] : whole ? whole + '.' + field : field).split('.');
        var value = a[field];
        if (GameSdk.blank(value) && (path[1] || (row.optional || []).indexOf(path[0]) >= 0)) return;
        if (path[1]) (args[path[0]] = args[path[0]] || {})[path[1]] = value;
        else args[path[0]] = value;
      });
      Object.keys(row.shape || {}).forEach(function (path) {
        var at = path.split('.');
        var owner = at[1] ? args[at[0]] : args;
        var name = at[1] || at[0];
        if (owner) owner[name] = GameSdk.shapes[row.shape[path]](owner[name], name);
      });
      return args;
    },

    // The host's outcome to C#: the result through its shape; a null value is no value, as
    // GameSdk.ok sends it. A shape that throws, or a value JSON cannot hold, answers as a failure.
    answer: function (callId, row, outcome, context) {
      var json;
      try {
        var value = outcome.ok && row.result ? GameSdk.shapes[row.result](outcome.value) : outcome.value;
        json = JSON.stringify(outcome.ok ? GameSdk.ok(value) : outcome);
      } catch (error) {
        json = JSON.stringify(GameSdk.fail(error, context));
      }
      GameSdk.post(callId, json);
    },

    // Runs one call; the outcome reaches callId exactly once, synchronously for synchronous
    // operations (the host answers those at once, the rest with a promise that never rejects).
    call: function (callId, operation, argsJson) {
      var context = operation.indexOf('.') < 0 ? 'Sdk.' + operation : operation;
      var reject = function (error) { GameSdk.deliver(callId, GameSdk.fail(error, context)); };
      try {
        if (typeof Sdk === 'undefined') throw { code: 'INITIALIZATION_ERROR', message: 'the browser script (gamesdk.jspre) is not in this build' };
        var args = JSON.parse(argsJson);
        var row = GameSdk.operations.hasOwnProperty(operation) ? GameSdk.operations[operation] : {};
        if (row.bridge) return GameSdk.calls[row.bridge](callId, operation, args, context);
        var plain = args !== null && typeof args === 'object' && !Array.isArray(args);
        var outcome = Sdk.bridge.invoke(operation, plain ? GameSdk.args(row, args) : args);
        var answer = function (done) { GameSdk.answer(callId, row, done, context); };
        if (typeof outcome.then === 'function') outcome.then(answer);
        else answer(outcome);
      } catch (error) {
        reject(error);
      }
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
