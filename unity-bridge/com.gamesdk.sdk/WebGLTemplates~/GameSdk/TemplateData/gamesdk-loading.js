// The GameSdk WebGL template's start: the game SDK initialises with the page, while the engine
// downloads, and the loader's real download progress reaches the platform's loading screen.
// - Sdk.initializeAsync() runs here first. C#'s Sdk.Sdk.InitializeAsync() later reaches the same
//   Sdk (the package's .jspre reuses the page's instead of making its own), and repeated calls
//   share one initialisation: C# resolves with this one, never a second.
// - createUnityInstance's onProgress (0 to 1) is reported as 0 to DOWNLOAD_SHARE percent, at most
//   once per REPORT_EVERY_MS and never backwards; the game reports the rest (DOWNLOAD_SHARE to 100)
//   from C#. Reports wait for the initialisation (the SDK refuses them before it).
// Plain ES5: mobile web views, and Unity preprocesses this file as a template file.
(function () {
  var DOWNLOAD_SHARE = 80;
  var REPORT_EVERY_MS = 500;

  function progressReporter(sdk, initialized) {
    var ready = false;
    var stopped = false;
    var latest = 0;
    var sent = -1;
    var sentAt = 0;
    var timer = null;

    function send() {
      timer = null;
      if (stopped || !ready || latest <= sent) return;
      sent = latest;
      sentAt = Date.now();
      try {
        sdk.setLoadingProgress(sent);
      } catch (error) {
        console.warn('gamesdk: loading progress not reported:', error && error.message);
      }
    }

    function schedule(now) {
      if (timer !== null) {
        if (!now) return;
        clearTimeout(timer);
      }
      timer = setTimeout(send, now ? 0 : Math.max(0, sentAt + REPORT_EVERY_MS - Date.now()));
    }

    initialized.then(function () {
      ready = true;
      schedule(true);
    }, function () {});

    return {
      /** The loader's progress, 0 to 1. */
      download: function (progress) {
        if (stopped || typeof progress !== 'number' || !(progress >= 0)) return;
        var percent = Math.floor(Math.min(progress, 1) * DOWNLOAD_SHARE);
        // Nothing new: the first report goes out once the SDK is ready, whatever its value.
        if (percent <= latest && progress < 1) return;
        latest = Math.max(latest, percent);
        schedule(progress >= 1);
      },
      /** The engine runs: from here on the game reports its own progress from C#. */
      stop: function () {
        stopped = true;
        if (timer !== null) clearTimeout(timer);
        timer = null;
      },
    };
  }

  function start(canvas, config, errorBox) {
    var sdk = window.Sdk;
    var reporter = null;
    if (sdk && typeof sdk.initializeAsync === 'function') {
      var initialized = sdk.initializeAsync();
      initialized.catch(function (error) {
        // The game's own InitializeAsync starts a new attempt and gets the error in C#.
        console.error('gamesdk: the SDK did not initialise with the page:', error && error.message);
      });
      reporter = progressReporter(sdk, initialized);
    } else {
      console.error('gamesdk: TemplateData/gamesdk.js did not load; the game starts the SDK itself (Tools > Game SDK > Use the WebGL Template installs it again)');
    }
    return createUnityInstance(canvas, config, function (progress) {
      if (reporter) reporter.download(progress);
    }).then(function (instance) {
      if (reporter) reporter.stop();
      return instance;
    }, function (message) {
      if (reporter) reporter.stop();
      if (errorBox) {
        errorBox.textContent = String(message);
        errorBox.style.display = 'block';
      }
      console.error(message);
    });
  }

  window.GameSdkLoading = { start: start, downloadShare: DOWNLOAD_SHARE };
})();
