// A stand-in for Defold's dmloader.js, written here to the interface the real loader documents
// and the library's template uses (defold/defold, engine/engine/content/builtins/manifests/web/):
// the globals CUSTOM_PARAMETERS, EngineLoader.load(canvasId, exeName), ProgressUpdater.addListener
// (and its older alias Progress.addListener), GameArchiveLoader, and the Emscripten `Module` the
// engine script runs in. Like the real one it reads archive/archive_files.json, downloads the
// archive's pieces and the engine (<exe>_wasm.js, <exe>.wasm) with XMLHttpRequest, reports the
// bytes to ProgressUpdater's listeners as they arrive, and calls the engine's main once both the
// archive and the runtime are there. Only what a test needs: no retries, IDBFS or fullscreen.
var CUSTOM_PARAMETERS = {
  archive_location_filter: function (path) {
    return 'archive' + path;
  },
};

var FileLoader = {
  // GET `url`; onprogress(deltaBytes) per chunk; onload(response).
  load: function (url, responseType, onprogress, onerror, onload) {
    var xhr = new XMLHttpRequest();
    var loaded = 0;
    xhr.open('GET', url, true);
    xhr.responseType = responseType;
    xhr.onprogress = function (event) {
      onprogress(event.loaded - loaded);
      loaded = event.loaded;
    };
    xhr.onerror = function () {
      onerror('Error loading ' + url);
    };
    xhr.onload = function () {
      if (xhr.status === 200) onload(xhr.response);
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
  setupTotal: function (total) {
    this.total = total;
  },
  updateCurrent: function (delta) {
    this.current += delta;
    var percentage = (this.current / this.total) * 100;
    for (var i = 0; i < this.listeners.length; ++i) this.listeners[i](percentage);
  },
  complete: function () {
    this.updateCurrent(this.total - this.current);
  },
};

// The deprecated name older templates use; the real loader keeps it as an alias.
var Progress = {
  addListener: function (callback) {
    ProgressUpdater.addListener(callback);
  },
};

var GameArchiveLoader = {
  files: [],
  loadArchiveDescription: function (descriptionUrl) {
    FileLoader.load(CUSTOM_PARAMETERS.archive_location_filter(descriptionUrl), 'json', function () {}, GameArchiveLoader.fail, function (json) {
      GameArchiveLoader.files = json.content;
      ProgressUpdater.setupTotal(json.total_size + EngineLoader.wasm_size + EngineLoader.wasmjs_size);
      EngineLoader.loadWasmAsync(CUSTOM_PARAMETERS.exe_name);
      GameArchiveLoader.download(0);
    });
  },
  // Files one after the other, each in its pieces, as the real loader requests them.
  download: function (index) {
    if (index === this.files.length) return Module.onArchiveLoaded();
    var file = this.files[index];
    var remaining = file.pieces.length;
    file.pieces.forEach(function (piece) {
      FileLoader.load(CUSTOM_PARAMETERS.archive_location_filter('/' + piece.name), 'arraybuffer', function (delta) {
        ProgressUpdater.updateCurrent(delta);
      }, GameArchiveLoader.fail, function (data) {
        Module._archive.push({ path: file.name, bytes: data.byteLength });
        if (--remaining === 0) GameArchiveLoader.download(index + 1);
      });
    });
  },
  fail: function (message) {
    console.error(message);
  },
};

var EngineLoader = {
  wasm_size: 0,
  wasmjs_size: 0,
  loadWasmAsync: function (exeName) {
    Module.instantiateWasm = function (imports, successCallback) {
      FileLoader.load(exeName + '.wasm', 'arraybuffer', function (delta) {
        ProgressUpdater.updateCurrent(delta);
      }, GameArchiveLoader.fail, function (wasm) {
        WebAssembly.instantiate(new Uint8Array(wasm), imports).then(function (output) {
          successCallback(output.instance);
        });
      });
      return {};
    };
    FileLoader.load(exeName + '_wasm.js', 'text', function (delta) {
      ProgressUpdater.updateCurrent(delta);
    }, GameArchiveLoader.fail, function (source) {
      var tag = document.createElement('script');
      tag.text = source;
      document.body.appendChild(tag);
    });
  },
  load: function (appCanvasId, exeName) {
    Module.canvas = document.getElementById(appCanvasId);
    CUSTOM_PARAMETERS.exe_name = exeName;
    GameArchiveLoader.loadArchiveDescription('/archive_files.json');
  },
};

var Module = {
  noInitialRun: true,
  _archive: [],
  _archiveLoaded: false,
  _runtimeReady: false,
  print: function (text) {
    console.log(text);
  },
  printErr: function (text) {
    console.error(text);
  },
  onArchiveLoaded: function () {
    Module._archiveLoaded = true;
    Module._callMainWhenReady();
  },
  onRuntimeInitialized: function () {
    Module._runtimeReady = true;
    Module._callMainWhenReady();
  },
  _callMainWhenReady: function () {
    if (!Module._archiveLoaded || !Module._runtimeReady) return;
    ProgressUpdater.complete();
    window.gamesdkEngineReadyAt = performance.now();
    Module.callMain([]);
  },
};
