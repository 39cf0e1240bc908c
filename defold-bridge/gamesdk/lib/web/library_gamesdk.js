// GameSdk extension, HTML5 side: an Emscripten JS library linked into the Defold engine, Emscripten
// glue only. It loads the SDK's browser script (bundled by the extension as gamesdk/gamesdk.js)
// and hands each call the C++ side makes, as the JSON text C++ wrote, to the browser script's
// bridge host (Sdk.bridge.run, dialect 'lua'), which runs it, speaks Lua's value dialect
// (snake_case keys, nil) and answers with its envelope as JSON text: {"ok":true,"value":...} or
// {"ok":false,"error":{code, message, context}}, and for a call that signals later (ads, the
// registration prompt) each signal as {"ok":true,"signal":name,...}. The text goes to C++ as it
// is, with the call's own id. Answers are only queued on the C++ side: Lua runs in the
// extension's update, never inside these callbacks.
// The string helpers are library functions in newer Emscripten releases (Defold's) and must be
// named as dependencies there; older releases (Debian's 3.1.6) have them in the runtime instead.
// This runs at link time, in the library loader: nothing of it reaches the page.
var GameSdkStringDeps = ['$UTF8ToString', '$stringToUTF8', '$lengthBytesUTF8'].filter(function (name) {
  return name in LibraryManager.library;
});

var LibraryGameSdk = {
  $GameSdk__deps: ['malloc', 'free'].concat(GameSdkStringDeps),
  $GameSdk: {
    // Relative, because the platform serves games from a sub-path.
    scriptUrl: 'gamesdk/gamesdk.js',
    loadTimeoutMs: 10000,
    sdk: null,
    loading: null,
    deliverFn: 0,
    eventFn: 0,
    unsubscribers: [],
    // generated from sdk-core/api by scripts/codegen/engine-library-tables.mjs (npm run generate): begin
    // The platform's events, which the C++ side hears by name (the manifest's `on` row).
    events: ['exitRequested', 'pause', 'resume'],
    // What a sync call answers before the browser script loaded (as the mocks before
    // initialisation); every other call fails NOT_INITIALIZED.
    notLoadedValues: {'isInitialized': false, 'data.isSupported': true, 'player.isSupported': false, 'auth.isSupported': false, 'notifications.isSupported': false, 'iap.isSupported': false, 'iap.isSubscriptionSupported': false, 'session.isSupported': false, 'context.isSupported': false, 'referrals.isSupported': false, 'ads.isSupported': false, 'ads.isBannerSupported': false, 'game.isSupported': false, 'analytics.isSupported': false, 'haptics.isSupported': false, 'leaderboard.isSupported': false, 'achievements.isSupported': false, 'tournament.isSupported': false, 'stats.isSupported': false, 'friends.isSupported': false, 'reviews.isSupported': false, 'remoteConfig.isSupported': false},
    // generated: end
    // The page listeners that write the player's data when the page is hidden or left.
    pageListeners: [],
    newString: function (text) {
      var size = lengthBytesUTF8(text) + 1;
      var ptr = _malloc(size);
      stringToUTF8(text, ptr, size);
      return ptr;
    },

    // One answer (the host's envelope as JSON text) to the C++ side; `final` ends the call.
    send: function (id, json, final) {
      if (!GameSdk.deliverFn) return; // stopped: the C++ side has released every call
      var ptr = GameSdk.newString(json);
      try {
        {{{ makeDynCall('viii', 'GameSdk.deliverFn') }}}(id, ptr, final ? 1 : 0);
      } finally {
        _free(ptr);
      }
    },

    emit: function (name) {
      if (!GameSdk.eventFn) return;
      var ptr = GameSdk.newString(name);
      try {
        {{{ makeDynCall('vi', 'GameSdk.eventFn') }}}(ptr);
      } finally {
        _free(ptr);
      }
    },

    failure: function (code, message) {
      var error = new Error(message);
      error.code = code;
      error.context = 'Sdk.initializeAsync';
      return error;
    },

    // Takes `sdk` as the SDK every call goes to, and forwards its events to the C++ side.
    adopt: function (sdk) {
      GameSdk.sdk = sdk;
      GameSdk.unsubscribers = GameSdk.events.map(function (name) {
        return sdk.on(name, function () { GameSdk.emit(name); });
      });
      return sdk;
    },

    // Loads the browser script once (bounded); a failed load may be retried by sdk.initialize.
    // A page whose Sdk has the bridge host already (the library's HTML template starts it with the
    // page) is adopted at once, so the engine's first call finds the SDK the page started, and
    // sdk.initialize answers with that page's initialisation (Sdk.initializeAsync is one flight).
    // A page that loaded the web script (no bridge) gets the bundled script too, which adds the
    // bridge to that same Sdk.
    load: function () {
      if (GameSdk.loading) return GameSdk.loading;
      if (window.Sdk && window.Sdk.bridge) {
        GameSdk.loading = Promise.resolve(GameSdk.adopt(window.Sdk));
        return GameSdk.loading;
      }
      GameSdk.loading = new Promise(function (resolve, reject) {
        var script = document.createElement('script');
        var timer = setTimeout(function () {
          reject(GameSdk.failure('TIMEOUT', 'the SDK browser script ' + GameSdk.scriptUrl + ' did not load within ' + GameSdk.loadTimeoutMs + ' ms'));
        }, GameSdk.loadTimeoutMs);
        script.onload = function () {
          clearTimeout(timer);
          if (window.Sdk && window.Sdk.bridge) resolve(window.Sdk);
          else reject(GameSdk.failure('INITIALIZATION_ERROR', GameSdk.scriptUrl + ' loaded but defined no Sdk with the engine bridge host'));
        };
        script.onerror = function () {
          clearTimeout(timer);
          reject(GameSdk.failure('INITIALIZATION_ERROR', 'could not load the SDK browser script ' + GameSdk.scriptUrl));
        };
        script.async = true;
        script.src = GameSdk.scriptUrl;
        document.head.appendChild(script);
      }).then(GameSdk.adopt, function (error) {
        GameSdk.loading = null;
        throw error;
      });
      return GameSdk.loading;
    },

    // Lua runs only in the extension's update, and browsers stop frames in hidden tabs and while
    // a page unloads: a save a game makes in on_pause or on_exit_requested may never run. What the
    // game already set is written from here, at once, without waiting for a frame.
    flushAtPageHide: function () {
      var sdk = GameSdk.sdk;
      if (!sdk || !sdk.isInitialized()) return; // nothing can have been set yet
      sdk.data.flushAsync().catch(function (error) {
        console.error('gamesdk: writing the player data at page hide failed: ' + (error && error.message));
      });
    },

    followPage: function () {
      var onVisibility = function () {
        if (document.visibilityState === 'hidden') GameSdk.flushAtPageHide();
      };
      document.addEventListener('visibilitychange', onVisibility);
      window.addEventListener('pagehide', GameSdk.flushAtPageHide);
      GameSdk.pageListeners = [
        function () { document.removeEventListener('visibilitychange', onVisibility); },
        function () { window.removeEventListener('pagehide', GameSdk.flushAtPageHide); },
      ];
    },

    // Before the browser script loaded there is no host: nothing is supported or initialised yet,
    // as the core answers before initialisation (notLoadedValues, generated above).
    notLoaded: function (method) {
      if (Object.prototype.hasOwnProperty.call(GameSdk.notLoadedValues, method)) return JSON.stringify({ ok: true, value: GameSdk.notLoadedValues[method] });
      // The error names the core's context (Sdk.<name> for a top-level call).
      var context = method.indexOf('.') < 0 ? 'Sdk.' + method : method;
      return JSON.stringify({ ok: false, error: { code: 'NOT_INITIALIZED', message: context + ' was called before Sdk.initializeAsync() resolved', context: context } });
    },

    // The host's options for call `id`: Lua's dialect, and its signals to the same call id.
    options: function (id) {
      return { dialect: 'lua', id: id, signal: function (json, last) { GameSdk.send(id, json, last); } };
    },

    callSync: function (id, method, argsJson) {
      if (!GameSdk.sdk) return GameSdk.notLoaded(method);
      return GameSdk.sdk.bridge.run(method, argsJson, GameSdk.options(id));
    },

    call: function (id, method, argsJson) {
      GameSdk.load().then(function (sdk) {
        return sdk.bridge.run(method, argsJson, GameSdk.options(id));
      }, function (error) {
        return JSON.stringify({ ok: false, error: { code: error.code, message: error.message, context: error.context } });
      }).then(function (json) {
        GameSdk.send(id, json, true);
      });
    },
  },

  GameSdkJs_Start__deps: ['$GameSdk'],
  GameSdkJs_Start: function (deliverFn, eventFn) {
    GameSdk.deliverFn = deliverFn;
    GameSdk.eventFn = eventFn;
    GameSdk.followPage();
    // Start loading now so the script is there by the time the game calls sdk.initialize.
    GameSdk.load().catch(function () { /* reported to the sdk.initialize callback */ });
  },

  GameSdkJs_Call__deps: ['$GameSdk'].concat(GameSdkStringDeps),
  GameSdkJs_Call: function (id, method, argsJson) {
    GameSdk.call(id, UTF8ToString(method), UTF8ToString(argsJson));
  },

  GameSdkJs_CallSync__deps: ['$GameSdk'].concat(GameSdkStringDeps),
  GameSdkJs_CallSync: function (id, method, argsJson) {
    // The C++ side frees the returned string.
    return GameSdk.newString(GameSdk.callSync(id, UTF8ToString(method), UTF8ToString(argsJson)));
  },

  GameSdkJs_Stop__deps: ['$GameSdk'],
  GameSdkJs_Stop: function () {
    GameSdk.unsubscribers.forEach(function (off) { off(); });
    GameSdk.unsubscribers = [];
    GameSdk.pageListeners.forEach(function (off) { off(); });
    GameSdk.pageListeners = [];
    GameSdk.loading = null; // a restarted engine subscribes again
    GameSdk.deliverFn = 0;
    GameSdk.eventFn = 0;
  },
};

mergeInto(LibraryManager.library, LibraryGameSdk);
