// A stand-in for Defold's dmloader.js, written here (not copied) and held to what the real loader
// does, as recorded in test/e2e/engines/defold-loader-facts.json (defold/defold's dmloader.js
// template, read through the search tool). Like the real one (the ProgressUpdater loader the
// library's template needs, since EngineLoader.load itself starts the archive):
// - EngineLoader.load(canvasId, exeName) fetches archive/archive_files.json first; on its arrival
//   it starts the engine (<exe>_wasm.js as text, run as an inline script; <exe>.wasm when the
//   engine script asks for it through Module.instantiateWasm, by XMLHttpRequest or, with
//   html5.wasm_streaming, by a streamed fetch) and the archive (each file's pieces at once, the
//   files one after the other) concurrently;
// - ProgressUpdater's total is the archive's total_size plus the engine's sizes the bundler wrote
//   into the loader ({{DEFOLD_WASM_SIZE}}, {{DEFOLD_WASMJS_SIZE}}), plus a tenth of that for the
//   wasm's instantiation, which only a streamed wasm reports: listeners get a percentage per
//   downloaded chunk, under 100 until the engine starts (ProgressUpdater.complete());
// - a failed request is retried retry_count times, retry_time seconds apart, and the bytes it had
//   already reported are taken back (the percentage goes down);
// - without WebGL, Module.runApp calls unsupported_webgl_callback, which shows the page's
//   #webgl-not-supported (and throws when the page has none).
// Left out: IDBFS persistence, fullscreen, the asm.js engine, the error dump.
var CUSTOM_PARAMETERS = {
  archive_location_filter: function (path) {
    return 'archive' + path;
  },
  retry_time: {{html5.retry_time}},
  retry_count: {{html5.retry_count}},
  unsupported_webgl_callback: function () {
    var e = document.getElementById('webgl-not-supported');
    e.style.display = 'block';
  },
};

var FileLoader = {
  options: { retryCount: 4, retryInterval: 1000 },
  // GET `url`; onprogress(deltaBytes) per chunk; onload(response); onretry(bytesReportedSoFar).
  load: function (url, responseType, onprogress, onerror, onload, onretry, attempt) {
    attempt = attempt || 0;
    var xhr = new XMLHttpRequest();
    var loaded = 0;
    xhr.open('GET', url, true);
    xhr.responseType = responseType;
    xhr.onprogress = function (event) {
      onprogress(event.loaded - loaded);
      loaded = event.loaded;
    };
    xhr.onerror = function () {
      if (attempt === FileLoader.options.retryCount) return onerror('Error loading ' + url);
      onretry(loaded);
      setTimeout(function () {
        FileLoader.load(url, responseType, onprogress, onerror, onload, onretry, attempt + 1);
      }, FileLoader.options.retryInterval);
    };
    xhr.onload = function () {
      if (xhr.status === 200) onload(responseType === 'json' && typeof xhr.response === 'string' ? JSON.parse(xhr.response) : xhr.response);
      else onerror('Error loading ' + url + ' (' + xhr.status + ')');
    };
    xhr.send(null);
  },
};

var ProgressUpdater = {
  current: 0,
  total: 1,
  listeners: [],
  addListener: function (callback) {
    if (typeof callback !== 'function') throw TypeError('Invalid callback registration');
    this.listeners.push(callback);
  },
  notifyListeners: function (percentage) {
    for (var i = 0; i < this.listeners.length; ++i) this.listeners[i](percentage);
  },
  setupTotal: function (total) {
    this.total = total;
  },
  setCurrent: function (current) {
    this.current = current;
    this.notifyListeners((this.current / this.total) * 100);
  },
  updateCurrent: function (delta) {
    this.setCurrent(this.current + delta);
  },
  resetCurrent: function () {
    this.current = 0;
  },
  complete: function () {
    this.setCurrent(this.total);
  },
};

// The deprecated name older templates use; the real loader keeps it as an alias.
var Progress = {
  addListener: function (callback) {
    ProgressUpdater.addListener(callback);
  },
};

var takeBack = function (loaded) {
  ProgressUpdater.updateCurrent(-loaded);
};
var report = function (delta) {
  ProgressUpdater.updateCurrent(delta);
};
var fail = function (message) {
  throw new Error(message);
};

var GameArchiveLoader = {
  files: [],
  loadArchiveDescription: function (descriptionUrl) {
    FileLoader.load(CUSTOM_PARAMETERS.archive_location_filter(descriptionUrl), 'json', function () {}, fail, function (json) {
      var totalSize = json.total_size + EngineLoader.wasm_size + EngineLoader.wasmjs_size;
      GameArchiveLoader.files = json.content;
      EngineLoader.loadWasmAsync(CUSTOM_PARAMETERS.exe_name);
      GameArchiveLoader.download(0);
      ProgressUpdater.resetCurrent();
      EngineLoader.wasm_instantiate_progress = totalSize * 0.1;
      ProgressUpdater.setupTotal(totalSize + EngineLoader.wasm_instantiate_progress);
    }, function () {});
  },
  // Files one after the other, each file's pieces at once, as the real loader requests them.
  download: function (index) {
    if (index === this.files.length) return Module.onArchiveLoaded();
    var file = this.files[index];
    var remaining = file.pieces.length;
    file.pieces.forEach(function (piece) {
      FileLoader.load(CUSTOM_PARAMETERS.archive_location_filter('/' + piece.name), 'arraybuffer', report, fail, function (data) {
        Module._archive.push({ path: file.name, bytes: data.byteLength });
        if (--remaining === 0) GameArchiveLoader.download(index + 1);
      }, takeBack);
    });
  },
};

var EngineLoader = {
  wasm_size: {{DEFOLD_WASM_SIZE}},
  wasmjs_size: {{DEFOLD_WASMJS_SIZE}},
  wasm_instantiate_progress: 0,
  stream_wasm: '{{html5.wasm_streaming}}' === 'true',
  loadAndInstantiateWasmAsync: function (src, imports, successCallback) {
    FileLoader.load(src, 'arraybuffer', report, fail, function (wasm) {
      WebAssembly.instantiate(new Uint8Array(wasm), imports).then(function (output) {
        successCallback(output.instance);
      });
    }, takeBack);
  },
  // The wasm's bytes reported as the stream passes them, and the instantiation's share after.
  streamAndInstantiateWasmAsync: function (src, imports, successCallback) {
    var counted = fetch(src).then(function (response) {
      var through = new TransformStream({
        transform: function (chunk, controller) {
          ProgressUpdater.updateCurrent(chunk.byteLength);
          controller.enqueue(chunk);
        },
      });
      return new Response(response.body.pipeThrough(through), response);
    });
    WebAssembly.instantiateStreaming(counted, imports).then(function (output) {
      ProgressUpdater.updateCurrent(EngineLoader.wasm_instantiate_progress);
      successCallback(output.instance);
    });
  },
  loadWasmAsync: function (exeName) {
    Module.instantiateWasm = function (imports, successCallback) {
      if (EngineLoader.stream_wasm && typeof WebAssembly.instantiateStreaming === 'function') EngineLoader.streamAndInstantiateWasmAsync(exeName + '.wasm', imports, successCallback);
      else EngineLoader.loadAndInstantiateWasmAsync(exeName + '.wasm', imports, successCallback);
      return {};
    };
    FileLoader.load(exeName + '_wasm.js', 'text', report, fail, function (source) {
      var tag = document.createElement('script');
      tag.text = source;
      document.body.appendChild(tag);
    }, takeBack);
  },
  load: function (appCanvasId, exeName) {
    Module.canvas = document.getElementById(appCanvasId);
    CUSTOM_PARAMETERS.exe_name = exeName;
    FileLoader.options.retryCount = CUSTOM_PARAMETERS.retry_count;
    FileLoader.options.retryInterval = CUSTOM_PARAMETERS.retry_time * 1000;
    GameArchiveLoader.loadArchiveDescription('/archive_files.json');
  },
};

var Module = {
  noInitialRun: true,
  _archive: [],
  _archiveLoaded: false,
  _isEngineLoaded: false,
  print: function (text) {
    console.log(text);
  },
  printErr: function (text) {
    console.error(text);
  },
  hasWebGLSupport: function () {
    var canvas = document.createElement('canvas');
    return !!(canvas.getContext('webgl') || canvas.getContext('experimental-webgl'));
  },
  // Where the engine starts, once its runtime is up: without WebGL the game cannot run.
  runApp: function (appCanvasId) {
    Module._isEngineLoaded = true;
    if (Module.hasWebGLSupport()) return Module._callMainWhenReady();
    ProgressUpdater.complete();
    CUSTOM_PARAMETERS.unsupported_webgl_callback();
  },
  onRuntimeInitialized: function () {
    Module.runApp('canvas');
  },
  onArchiveLoaded: function () {
    Module._archiveLoaded = true;
    Module._callMainWhenReady();
  },
  _callMainWhenReady: function () {
    if (!Module._archiveLoaded || !Module._isEngineLoaded) return;
    ProgressUpdater.complete();
    window.gamesdkEngineReadyAt = performance.now();
    Module.callMain([]);
  },
};
