// Test harness of the pages in test/shell: starts the Godot runtime with game.pck and keeps what
// the test reads. The project's GDScript reports through JavaScriptBridge by calling
// window.godotTest.report(json); the engine's error output is kept, so a script that does not
// parse fails the test at once instead of letting it wait.
(function () {
  var started = performance.now();
  var state = {
    reports: [],
    printed: [],
    errors: [],
    warnings: [],
    lastWasWarning: false,
    engineStartedMs: null,
    firstReportMs: null,
    startFailure: null,
    report: function (json) {
      if (state.firstReportMs === null) state.firstReportMs = performance.now() - started;
      state.reports.push(JSON.parse(json));
    },
    // Helpers the runtime check calls from GDScript through JavaScriptBridge.
    upper: function (text) {
      return String(text).toUpperCase();
    },
    // Named like Sdk.bridge.call: GDScript reaches it with callv('call', [...]).
    call: function (first, second) {
      return 'call(' + first + ',' + second + ')';
    },
    typeOf: function (value) {
      return typeof value;
    },
    later: function (text, count) {
      return new Promise(function (resolve) {
        setTimeout(function () {
          resolve({ text: text, count: count });
        }, 10);
      });
    },
    // Pending purchases for a vector, from the mock platform's control surface (same origin).
    seedPurchases: function (count) {
      return fetch('/__mock/api/purchases/seed', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ count: count }) })
        .then(function (response) { return response.text(); });
    },
    // The player's choice at the next checkout (the control surface's outcomes), earlier ones dropped.
    setCheckout: function (choice) {
      return fetch('/__mock/api/outcomes', { method: 'DELETE' })
        .then(function () {
          return fetch('/__mock/api/outcomes/checkout', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ choice: choice, times: 1 }) });
        })
        .then(function (response) { return response.text(); });
    },
    // The player's choice at the next registration prompt ('register' or 'close'), earlier outcomes dropped.
    setRegistration: function (choice) {
      return fetch('/__mock/api/outcomes', { method: 'DELETE' })
        .then(function () {
          return fetch('/__mock/api/outcomes/registration', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ choice: choice, times: 1 }) });
        })
        .then(function (response) { return response.text(); });
    },
    // The player's unconsumed purchases as JSON text, in the platform's order (the control surface's list).
    pendingPurchases: function () {
      return fetch('/__mock/api/purchases').then(function (response) { return response.text(); });
    },
    // Makes `count` consumes fail after `after` more succeed (the control surface's fault; 0 clears it).
    failNextConsume: function (count, after) {
      return fetch('/__mock/api/consume/fail-next', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ count: count, after: after }) })
        .then(function (response) { return response.text(); });
    },
    // The one runner's steps (test/vectors/runner): the GDScript shim listens, a test sends a step
    // and gets its answer.
    onStep: null,
    answers: [],
    listen: function (callback) {
      state.onStep = callback;
    },
    send: function (json) {
      return new Promise(function (resolve) {
        state.answers.push(resolve);
        state.onStep(json);
      });
    },
    answer: function (json) {
      state.answers.shift()(JSON.parse(json));
    },
    laterJson: function (value) {
      return Promise.resolve(JSON.stringify({ ok: true, value: value }));
    },
  };
  window.godotTest = state;
  var engine = new Engine({
    executable: 'index',
    mainPack: 'game.pck',
    canvas: document.getElementById('canvas'),
    onPrint: function () {
      state.printed.push(Array.prototype.join.call(arguments, ' '));
    },
    // An engine WARNING (and its "at:" line) is kept apart: the addon warns on purpose (a save
    // over the limit is skipped with a warning), and a warning is no failure.
    onPrintError: function () {
      var line = Array.prototype.join.call(arguments, ' ');
      var warning = /^WARNING:/.test(line) || (/^\s+at:/.test(line) && state.lastWasWarning);
      state.lastWasWarning = warning;
      (warning ? state.warnings : state.errors).push(line);
    },
  });
  engine.startGame().then(
    function () {
      state.engineStartedMs = performance.now() - started;
    },
    function (error) {
      state.startFailure = String(error && error.message ? error.message : error);
    },
  );
})();
