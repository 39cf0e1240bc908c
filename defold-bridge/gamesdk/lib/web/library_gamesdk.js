// GameSdk extension, HTML5 side: an Emscripten JS library linked into the Defold engine. It loads
// the SDK's browser script (bundled by the extension as gamesdk/gamesdk.js), hands each call the
// C++ side makes to the browser script's bridge host (Sdk.bridge, one envelope for every engine),
// and answers with the call's own id. What stays here is Emscripten glue and Lua's naming: values
// travel to C++ as JSON wrapped in {"value": ...} so false, 0, "" and empty tables reach Lua as
// themselves, errors as {"error": {code, message, context}}, keys in snake_case. Results are only
// queued on the C++ side: Lua runs in the extension's update, never inside these callbacks.
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
    // Registration prompts shown on this page (kept after they close), by the call id that showed them.
    prompts: {},
    unsubscribers: [],
    events: ['exitRequested', 'pause', 'resume'],
    // The page listeners that write the player's data when the page is hidden or left.
    pageListeners: [],
    // Keys whose values are the game's own payload: passed through with their keys untouched.
    payloadKeys: { data: true, params: true },

    // Methods whose Lua shapes are not plain: `args` says how each argument is shaped for the SDK
    // ('record': snake_case keys become camelCase, 'payload': as is, 'list': an array), `result`
    // how the value comes back ('payload' keeps keys; otherwise camelCase keys become snake_case).
    // Every other method is the bridge host's to run or refuse.
    methods: {
      // <generated: Generated from sdk-core/api/operations.json by scripts/codegen. Do not edit by hand.>
      'player.getDataAsync': { args: ['list'], result: 'payload' },
      'player.setDataAsync': { args: ['payload'] },
      'notifications.scheduleAsync': { args: ['record'] },
      'iap.purchaseAsync': { args: ['record'] },
      'iap.subscribeAsync': { args: ['record'] },
      'session.getEntryPointData': { result: 'payload' },
      'context.shareAsync': { args: ['record'] },
      'referrals.shareAsync': { args: ['record'] },
      'game.inviteLink': { args: ['payload'] },
      'analytics.logEvent': { args: [undefined, 'payload'] },
      'tournament.createAsync': { args: ['record'] },
      'tournament.shareAsync': { args: ['record'] },
      'stats.getStatsAsync': { args: ['list'], result: 'payload' },
      'stats.postStatsAsync': { args: ['payload'] },
      'stats.incrementStatsAsync': { args: ['payload'], result: 'payload' },
      'remoteConfig.getConfigAsync': { args: ['list'], result: 'payload' },
      // Calls that signal later under their call id.
      'auth.showRegistrationPrompt': { args: ['record'], special: 'prompt', context: 'auth.showRegistrationPrompt' },
      'auth.registrationPromptLogin': { special: 'login', context: 'auth.showRegistrationPrompt.login' },
      'ads.showInterstitial': { special: 'ad', context: 'ads.showInterstitial' },
      'ads.showRewarded': { special: 'ad', context: 'ads.showRewarded' },
      // </generated>
    },

    camel: function (key) {
      return key.replace(/_([a-z0-9])/g, function (_, c) { return c.toUpperCase(); });
    },

    snake: function (key) {
      return key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
    },

    // Renames keys recursively with `rename`, leaving payload values as the game wrote them.
    rekey: function (value, rename) {
      if (Array.isArray(value)) return value.map(function (item) { return GameSdk.rekey(item, rename); });
      if (value === null || typeof value !== 'object') return value;
      var out = {};
      Object.keys(value).forEach(function (key) {
        out[rename(key)] = GameSdk.payloadKeys[key] ? value[key] : GameSdk.rekey(value[key], rename);
      });
      return out;
    },

    // Lua sends nil as null and an empty table as {}; give the SDK what its signature expects.
    toJs: function (args, spec) {
      var shapes = (spec && spec.args) || [];
      return args.map(function (arg, i) {
        if (arg === null) return undefined;
        if (shapes[i] === 'record') return GameSdk.rekey(arg, GameSdk.camel);
        if (shapes[i] === 'list') return Array.isArray(arg) ? arg : Object.keys(arg).length === 0 ? [] : arg;
        return arg;
      });
    },

    toLua: function (value, spec) {
      if (value === undefined) return null;
      return spec && spec.result === 'payload' ? value : GameSdk.rekey(value, GameSdk.snake);
    },

    // The SDK's message in Lua's words, as the desktop stubs word it (desktop_rules.lua's
    // lua_dialect): a field named in camelCase (scheduledInDays) in snake_case, JavaScript's
    // undefined as nil. Operation names (after a dot), quoted values and {{placeholders}} stay.
    luaDialect: function (message) {
      return message
        .replace(/(^|[^\w.{'])([a-z][a-z0-9]*[A-Z][A-Za-z0-9]*)(?![\w(}])/g, function (_, before, word) { return before + GameSdk.snake(word); })
        .replace(/got undefined/g, 'got nil');
    },

    errorOf: function (error, method) {
      if (error && typeof error.code === 'string') {
        return { code: error.code, message: GameSdk.luaDialect(String(error.message || '')), context: String(error.context || method) };
      }
      // Not an SdkError (a bug or a platform failure): OPERATION_FAILED, as sdk-core and the jslib say.
      return { code: 'OPERATION_FAILED', message: GameSdk.luaDialect(String((error && error.message) || error)), context: method };
    },

    newString: function (text) {
      var size = lengthBytesUTF8(text) + 1;
      var ptr = _malloc(size);
      stringToUTF8(text, ptr, size);
      return ptr;
    },

    send: function (id, payload, final) {
      if (!GameSdk.deliverFn) return; // stopped: the C++ side has released every call
      var ptr = GameSdk.newString(JSON.stringify(payload));
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

    // Calls that signal later through callbacks are not the host's: they run here, on the SDK.
    invoke: function (sdk, id, method, spec, args) {
      if (spec.special === 'ad') {
        var signal = function (name) { return function () { GameSdk.send(id, { signal: name }, false); }; };
        return GameSdk.method(sdk, method)({
          beforeAd: signal('before_ad'),
          noFill: signal('no_fill'),
          adViewed: signal('ad_viewed'),
          adDismissed: signal('ad_dismissed'),
          afterAd: function () { GameSdk.send(id, { signal: 'after_ad' }, true); },
        });
      }
      if (spec.special === 'prompt') {
        var options = Object.assign({}, args[0], {
          // The prompt is kept for the page's life: a login on it after it closed goes to the
          // platform, which answers it as on the web (it resolves and changes nothing).
          onClose: function (result) {
            GameSdk.send(id, { signal: 'close', value: GameSdk.toLua(result, spec) }, true);
          },
        });
        GameSdk.prompts[id] = GameSdk.method(sdk, method)(options);
        return true;
      }
      var prompt = GameSdk.prompts[args[0]];
      if (!prompt) {
        var error = new Error('no registration prompt ' + args[0] + ' was shown');
        error.code = 'INVALID_PARAM';
        error.context = spec.context;
        throw error;
      }
      return prompt.login();
    },

    // The SDK's function of an operation path ('ads.showRewarded'), bound to its module.
    method: function (sdk, path) {
      var dot = path.indexOf('.');
      var module = sdk[path.slice(0, dot)];
      return module[path.slice(dot + 1)].bind(module);
    },

    spec: function (method) {
      return Object.prototype.hasOwnProperty.call(GameSdk.methods, method) ? GameSdk.methods[method] : {};
    },

    // The host's envelope, {"ok":true,"value"} or {"ok":false,"error"}, as the C++ side reads it.
    fromHost: function (json, spec) {
      var answer = JSON.parse(json);
      return answer.ok ? { value: GameSdk.toLua(answer.value, spec) } : { error: GameSdk.errorOf(answer.error, answer.error && answer.error.context) };
    },

    callSync: function (id, method, argsJson) {
      try {
        var spec = GameSdk.spec(method);
        if (!GameSdk.sdk) {
          // As the core answers before initialisation: nothing is initialised or supported yet but
          // the player store (data.isSupported, the manifest's anytime), and the error names the
          // core's context (Sdk.<name> for a top-level call).
          if (method === 'data.isSupported') return { value: true };
          if (method === 'isInitialized' || /\.is(Banner|Subscription)?Supported$/.test(method)) return { value: false };
          var context = method.indexOf('.') < 0 ? 'Sdk.' + method : method;
          var error = new Error(context + ' was called before Sdk.initializeAsync() resolved');
          error.code = 'NOT_INITIALIZED';
          error.context = context;
          throw error;
        }
        var args = GameSdk.toJs(JSON.parse(argsJson), spec);
        if (spec.special) return { value: GameSdk.toLua(GameSdk.invoke(GameSdk.sdk, id, method, spec, args), spec) };
        return GameSdk.fromHost(GameSdk.sdk.bridge.callSync(method, JSON.stringify(args)), spec);
      } catch (error) {
        return { error: GameSdk.errorOf(error, method) };
      }
    },

    call: function (id, method, argsJson) {
      new Promise(function (resolve) {
        var spec = GameSdk.spec(method);
        var args = GameSdk.toJs(JSON.parse(argsJson), spec);
        resolve(GameSdk.load().then(function (sdk) {
          if (!spec.special) {
            return sdk.bridge.call(method, JSON.stringify(args)).then(function (json) { return GameSdk.fromHost(json, spec); });
          }
          return Promise.resolve(GameSdk.invoke(sdk, id, method, spec, args)).then(function (value) {
            return { value: GameSdk.toLua(value, spec) };
          });
        }));
      }).then(function (answer) {
        GameSdk.send(id, answer, true);
      }, function (error) {
        GameSdk.send(id, { error: GameSdk.errorOf(error, method) }, true);
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
    return GameSdk.newString(JSON.stringify(GameSdk.callSync(id, UTF8ToString(method), UTF8ToString(argsJson))));
  },

  GameSdkJs_Stop__deps: ['$GameSdk'],
  GameSdkJs_Stop: function () {
    GameSdk.unsubscribers.forEach(function (off) { off(); });
    GameSdk.unsubscribers = [];
    GameSdk.pageListeners.forEach(function (off) { off(); });
    GameSdk.pageListeners = [];
    GameSdk.prompts = {};
    GameSdk.loading = null; // a restarted engine subscribes again
    GameSdk.deliverFn = 0;
    GameSdk.eventFn = 0;
  },
};

mergeInto(LibraryManager.library, LibraryGameSdk);
