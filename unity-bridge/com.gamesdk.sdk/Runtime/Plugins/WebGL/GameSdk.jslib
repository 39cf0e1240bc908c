// The Unity bridge's side in the browser: C# calls GameSdk_Call(callId, operation, argsJson); the
// result goes back to that call id only, as the browser script's bridge host (Sdk.bridge) answers,
// JSON {"ok":true,"value":...} or {"ok":false,"error":{"code","message","context"}}, through the
// callback registered by GameSdk_Init. What stays here is Emscripten glue and JsonUtility's
// shapes: the operations whose arguments or results JsonUtility cannot take as the host has them,
// and the calls that signal later through callbacks (ads, the registration prompt). Results and events that arrive before GameSdk_Init are queued, never lost. Every
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
      var json = JSON.stringify(outcome);
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

    // JsonUtility writes "" for a null string: an empty optional string means "not given".
    optional: function (text) {
      return text === '' || text === undefined || text === null ? undefined : text;
    },

    payload: function (json, label) {
      if (!GameSdk.optional(json)) return undefined;
      try {
        return JSON.parse(json);
      } catch (e) {
        throw { code: 'INVALID_PARAM', message: label + ' must be JSON object text: ' + e.message };
      }
    },

    nullable: function (text) {
      return text === null || text === undefined ? { present: false } : { present: true, text: text };
    },

    nullableJson: function (value) {
      return GameSdk.nullable(value === null ? null : JSON.stringify(value));
    },

    // Results JsonUtility can read: nulls it cannot represent become "" or {present:false}.
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

    record: function (args) {
      var data = {};
      (args.entries || []).forEach(function (entry) {
        try {
          data[entry.key] = JSON.parse(entry.json);
        } catch (e) {
          throw { code: 'INVALID_PARAM', message: 'the value of ' + entry.key + ' is not JSON text: ' + e.message };
        }
      });
      return data;
    },

    notification: function (a) {
      return {
        id: a.id, title: a.title, body: a.body, scheduledInDays: a.scheduledInDays,
        imageAssetId: GameSdk.optional(a.imageAssetId), imageDataUrl: GameSdk.optional(a.imageDataUrl),
        data: GameSdk.payload(a.dataJson, 'data'),
      };
    },

    referralShare: function (a) {
      return {
        text: GameSdk.optional(a.text), data: GameSdk.payload(a.dataJson, 'data'),
        onboardingSlug: GameSdk.optional(a.onboardingSlug),
        notificationTemplates: a.notificationTemplates && a.notificationTemplates.length ? a.notificationTemplates : undefined,
      };
    },

    prompt: function (callId, a) {
      var prompt = Sdk.auth.showRegistrationPrompt({
        message: a.message,
        data: GameSdk.payload(a.dataJson, 'data'),
        onClose: function (result) { GameSdk.deliver(a.closeCallId, GameSdk.ok({ registered: !!(result && result.registered) })); },
      });
      GameSdk.prompts[callId] = prompt;
    },

    login: function (a) {
      var prompt = GameSdk.prompts[a.promptId];
      if (!prompt) throw { code: 'INVALID_OPERATION', message: 'no registration prompt ' + a.promptId + ' is open' };
      delete GameSdk.prompts[a.promptId];
      return prompt.login();
    },

    // Ads end once: no-fill as the call's error (Unity has no afterAd after no-fill), or afterAd as its result.
    ad: function (callId, operation, a) {
      var state = { noFill: false, viewed: false };
      Sdk.ads[operation.split('.')[1]]({
        beforeAd: function () { GameSdk.deliver(a.beforeAdCallId, GameSdk.ok()); },
        adViewed: function () { state.viewed = true; },
        noFill: function () {
          state.noFill = true;
          GameSdk.deliver(callId, GameSdk.fail({ code: 'NO_FILL', message: 'no ad was available: resume the game in onError', context: operation }, operation));
        },
        afterAd: function () { if (!state.noFill) GameSdk.deliver(callId, GameSdk.ok({ viewed: state.viewed })); },
      });
    },

    // The operations JsonUtility needs another shape for: the TypeScript call and the result's.
    operations: {
      // <generated: Generated from sdk-core/api/operations.json by scripts/codegen. Do not edit by hand.>
      'data.getString': function (a) { return GameSdk.nullable(Sdk.data.getString(a.key)); },
      'player.getName': function () { return Sdk.player.getName() || ''; },
      'player.getPhoto': function () { return Sdk.player.getPhoto() || ''; },
      'player.getDataAsync': function (a) { return Sdk.player.getDataAsync(a.keys).then(GameSdk.entries); },
      'player.setDataAsync': function (a) { return Sdk.player.setDataAsync(GameSdk.record(a)); },
      'auth.signInAsync': function () { return Sdk.auth.signInAsync().then(GameSdk.player); },
      'notifications.scheduleAsync': function (a) { return Sdk.notifications.scheduleAsync(GameSdk.notification(a)); },
      'iap.getCatalogAsync': function () { return Sdk.iap.getCatalogAsync().then(GameSdk.products); },
      'iap.purchaseAsync': function (a) { return Sdk.iap.purchaseAsync({ productId: a.productId, developerPayload: GameSdk.optional(a.developerPayload) }); },
      'iap.subscribeAsync': function (a) { return Sdk.iap.subscribeAsync({ productId: a.productId }); },
      'session.getEntryPointData': function () { return GameSdk.nullableJson(Sdk.session.getEntryPointData()); },
      'context.shareAsync': function (a) { return Sdk.context.shareAsync({ intent: a.intent, image: a.image, text: GameSdk.optional(a.text), data: GameSdk.payload(a.dataJson, 'data') }); },
      'referrals.shareAsync': function (a) { return Sdk.referrals.shareAsync(GameSdk.referralShare(a)); },
      'ads.showBannerAsync': function () { return Sdk.ads.showBannerAsync(); },
      'game.inviteLink': function (a) { return Sdk.game.inviteLink(GameSdk.payload(a.dataJson, 'data')); },
      'analytics.logLevelStart': function (a) { Sdk.analytics.logLevelStart(a.name); },
      'analytics.logLevelEnd': function (a) { Sdk.analytics.logLevelEnd(a.name, a.score, a.wasCompleted); },
      'analytics.logTutorialStart': function (a) { Sdk.analytics.logTutorialStart(GameSdk.optional(a.name)); },
      'analytics.logTutorialEnd': function (a) { Sdk.analytics.logTutorialEnd(GameSdk.optional(a.name), a.wasCompleted); },
      'analytics.logEvent': function (a) { Sdk.analytics.logEvent(a.name, GameSdk.payload(a.dataJson, 'params')); },
      'haptics.triggerAsync': function (a) { return Sdk.haptics.triggerAsync(GameSdk.optional(a.style)); },
      'leaderboard.submitScoreAsync': function (a) { return Sdk.leaderboard.submitScoreAsync(a.leaderboard, a.score, GameSdk.optional(a.extraData)); },
      'achievements.unlockAsync': function (a) { return Sdk.achievements.unlockAsync(a.id); },
      'tournament.createAsync': function (a) { return Sdk.tournament.createAsync({ initialScore: a.score, title: GameSdk.optional(a.title) }); },
      'tournament.joinAsync': function (a) { return Sdk.tournament.joinAsync(a.id); },
      'tournament.shareAsync': function (a) { return Sdk.tournament.shareAsync({ score: a.score, data: GameSdk.payload(a.dataJson, 'data') }); },
      'stats.getStatsAsync': function (a) { return Sdk.stats.getStatsAsync(GameSdk.keys(a.keys)); },
      'stats.postStatsAsync': function (a) { return Sdk.stats.postStatsAsync(GameSdk.stats(a.stats)); },
      'stats.incrementStatsAsync': function (a) { return Sdk.stats.incrementStatsAsync(GameSdk.stats(a.stats)); },
      'remoteConfig.getConfigAsync': function (a) { return Sdk.remoteConfig.getConfigAsync(GameSdk.keys(a.keys)).then(GameSdk.keyValues); },
      // </generated>
    },

    // An empty key list means "every key".
    keys: function (list) {
      return list && list.length ? list : undefined;
    },

    keyValues: function (config) {
      return Object.keys(config).map(function (key) { return { key: key, value: config[key] }; });
    },

    stats: function (list) {
      var stats = {};
      (list || []).forEach(function (stat) { stats[stat.key] = stat.value; });
      return stats;
    },

    // Every other operation is the bridge host's, with C#'s arguments (named as the manifest names
    // them) as they are; a null value is no value, as GameSdk.ok sends it.
    // A host promise that rejects, or an answer that is not JSON, still reaches the call, as a failure.
    host: function (callId, operation, argsJson, reject) {
      var answer = function (json) {
        var outcome = JSON.parse(json);
        GameSdk.deliver(callId, outcome.ok ? GameSdk.ok(outcome.value) : outcome);
      };
      if (Sdk.bridge.isSync(operation)) answer(Sdk.bridge.callSync(operation, argsJson));
      else Sdk.bridge.call(operation, argsJson).then(answer).then(null, reject);
    },

    // Runs one call; the outcome reaches callId exactly once, synchronously for synchronous operations.
    call: function (callId, operation, argsJson) {
      var context = operation.indexOf('.') < 0 ? 'Sdk.' + operation : operation;
      var settle = function (value) { GameSdk.deliver(callId, GameSdk.ok(value)); };
      var reject = function (error) { GameSdk.deliver(callId, GameSdk.fail(error, context)); };
      try {
        if (typeof Sdk === 'undefined') throw { code: 'INITIALIZATION_ERROR', message: 'the browser script (gamesdk.jspre) is not in this build' };
        var args = JSON.parse(argsJson);
        if (operation === 'auth.showRegistrationPrompt') return settle(GameSdk.prompt(callId, args));
        if (operation === 'auth.showRegistrationPrompt.login') return GameSdk.login(args).then(function () { settle(); }, reject);
        if (operation === 'ads.showInterstitial' || operation === 'ads.showRewarded') return GameSdk.ad(callId, operation, args);
        var run = GameSdk.operations[operation];
        if (!run) return GameSdk.host(callId, operation, argsJson, reject);
        var result = run(args);
        if (result && typeof result.then === 'function') result.then(settle, reject);
        else settle(result);
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
