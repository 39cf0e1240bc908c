// The GameSdk WebGL template's start: the game SDK initialises with the page, while the engine
// downloads, and the download's real progress reaches the platform's loading screen.
// - Sdk.initializeAsync() runs here first. C#'s Sdk.Sdk.InitializeAsync() later reaches the same
//   Sdk (the package's .jspre reuses the page's instead of making its own), and repeated calls
//   share one initialisation: C# resolves with this one, never a second.
// - Unity's loader reports progress only for the files it downloads itself: without Decompression
//   Fallback that is the data file alone, so while the framework and code download it says
//   nothing (test/real-builds/loader-facts.json). The page therefore also measures the build's own
//   requests: it counts the bytes of each build file fetched (a copy of the response's body, read as
//   it arrives) and sees scripts complete (resource timing). The higher of the two is reported as
//   0 to DOWNLOAD_SHARE percent, every REPORT_EVERY_MS, never backwards. When neither rose in a
//   period, the report creeps a small step towards CAP, only while the build's bytes still arrive
//   (or for STARTUP_CREEP_MS once every file is in and the engine starts); a stalled download stops
//   reporting, and the platform's Manual-mode window judges it.
// - onProgress(1) (the engine started) sends DOWNLOAD_SHARE at once, in that callback, before the
//   game's first C# report; nothing is reported after it. The game reports the rest from C#.
// Plain ES5: mobile web views, and Unity preprocesses this file as a template file.
(function () {
  var DOWNLOAD_SHARE = 80;
  var REPORT_EVERY_MS = 1000;
  var CAP = DOWNLOAD_SHARE - 1;
  var CREEP = 0.02;
  var STALL_MS = 5000;
  var STARTUP_CREEP_MS = 10000;
  var BUILD_FILES = ['frameworkUrl', 'codeUrl', 'dataUrl', 'memoryUrl'];

  function absolute(url) {
    try {
      return new URL(url, document.baseURI).href;
    } catch (error) {
      return null;
    }
  }

  /**
   * Bytes of the build's files (config's frameworkUrl, codeUrl, dataUrl, memoryUrl) as they arrive.
   * Only those URLs are observed; every other request is left alone.
   */
  function downloadMeter(config, now) {
    var files = {};
    var count = 0;
    var lastBytesAt = now();
    var allDoneAt = null;
    BUILD_FILES.forEach(function (key) {
      var url = config[key] && absolute(config[key]);
      if (url && !files[url]) {
        files[url] = { expected: null, received: 0, done: false };
        count++;
      }
    });

    function finish(file, size) {
      if (file.done) return;
      file.done = true;
      file.received = file.expected = Math.max(size, file.received, 1);
      lastBytesAt = now();
      for (var url in files) if (!files[url].done) return;
      allDoneAt = now();
    }

    function observe(file, response) {
      if (!response || !response.ok || !response.body || file.done) return;
      // A decoded body has no known length when the server encoded it (Content-Length is the encoded size).
      var length = response.headers.get('Content-Length');
      if (length !== null && !response.headers.get('Content-Encoding')) file.expected = Number(length) || null;
      var reader = response.clone().body.getReader();
      (function read() {
        reader.read().then(function (part) {
          if (part.done) return finish(file, file.received);
          file.received += part.value.length;
          lastBytesAt = now();
          read();
        }, function () {});
      })();
    }

    var originalFetch = window.fetch;
    var wrapped = null;
    if (typeof originalFetch === 'function') {
      wrapped = function (input) {
        var promise = originalFetch.apply(this, arguments);
        var file = files[absolute(typeof input === 'string' ? input : input && input.url)];
        if (file) promise.then(function (response) { observe(file, response); }, function () {});
        return promise;
      };
      window.fetch = wrapped;
    }
    // Scripts (the framework without Decompression Fallback) are seen when complete.
    var observer = null;
    if (typeof PerformanceObserver === 'function') {
      observer = new PerformanceObserver(function (list) {
        list.getEntries().forEach(function (entry) {
          var file = files[entry.name];
          if (file && entry.initiatorType !== 'fetch') finish(file, entry.decodedBodySize || entry.encodedBodySize || 0);
        });
      });
      try {
        observer.observe({ type: 'resource', buffered: true });
      } catch (error) {
        observer = null;
      }
    }

    return {
      /** The share of the build downloaded, 0 to 1: files of known length by bytes, the others counted when done. */
      fraction: function () {
        var known = 0, received = 0, expected = 0;
        for (var url in files) {
          var file = files[url];
          if (file.expected === null) continue;
          known++;
          received += Math.min(file.received, file.expected);
          expected += file.expected;
        }
        return count && expected ? (known / count) * (received / expected) : 0;
      },
      /** Whether the build is still arriving: bytes came in lately, or every file is in and the engine is starting. */
      moving: function () {
        if (allDoneAt !== null) return now() - allDoneAt < STARTUP_CREEP_MS;
        return now() - lastBytesAt < STALL_MS;
      },
      stop: function () {
        if (wrapped && window.fetch === wrapped) window.fetch = originalFetch;
        if (observer) observer.disconnect();
      },
    };
  }

  function hundredths(percent) {
    return Math.floor(percent * 100) / 100;
  }

  function progressReporter(sdk, initialized, meter) {
    var ready = false;
    var finished = false;
    var finalDue = false;
    var loader = 0;
    var sent = -1;
    var timer = null;

    function send(percent) {
      sent = percent;
      try {
        sdk.setLoadingProgress(percent);
      } catch (error) {
        console.warn('gamesdk: loading progress not reported:', error && error.message);
      }
    }

    function tick() {
      timer = null;
      if (finished || !ready) return;
      // In hundredths before comparing: a share that is no whole hundredth (a third of the files in:
      // 26.666…) is above the 26.66 sent, yet sends nothing once cut, and the creep must go on then.
      var next = hundredths(Math.min(CAP, DOWNLOAD_SHARE * Math.max(loader, meter.fraction())));
      if (!(next > sent) && sent >= 0) next = meter.moving() ? hundredths(sent + (CAP - sent) * CREEP) : sent;
      if (next > sent) send(next);
      timer = setTimeout(tick, REPORT_EVERY_MS);
    }

    // The download is over (the engine starts): its last report goes out now, or the moment the SDK is ready.
    function finish(last) {
      if (finished) return;
      finished = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      meter.stop();
      finalDue = last;
      if (finalDue && ready) {
        finalDue = false;
        send(DOWNLOAD_SHARE);
      }
    }

    initialized.then(function () {
      ready = true;
      if (finalDue) {
        finalDue = false;
        send(DOWNLOAD_SHARE);
      } else {
        tick();
      }
    }, function () {
      finish(false);
    });

    return {
      /** The loader's progress, 0 to 1; 1 when the engine starts. */
      download: function (progress) {
        if (finished || typeof progress !== 'number' || !(progress >= 0)) return;
        if (progress >= 1) finish(true);
        else loader = Math.max(loader, progress);
      },
      /** createUnityInstance settled: the engine runs (`started`), or it failed. */
      stop: function (started) {
        finish(started);
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
      reporter = progressReporter(sdk, initialized, downloadMeter(config, Date.now));
    } else {
      console.error('gamesdk: TemplateData/gamesdk.js did not load; the game starts the SDK itself (Tools > Game SDK > Use the WebGL Template installs it again)');
    }
    return createUnityInstance(canvas, config, function (progress) {
      if (reporter) reporter.download(progress);
    }).then(function (instance) {
      if (reporter) reporter.stop(true);
      return instance;
    }, function (message) {
      if (reporter) reporter.stop(false);
      if (errorBox) {
        errorBox.textContent = String(message);
        errorBox.style.display = 'block';
      }
      console.error(message);
    });
  }

  window.GameSdkLoading = { start: start, downloadShare: DOWNLOAD_SHARE };
})();
