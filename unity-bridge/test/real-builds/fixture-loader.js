// A fixture of Unity's WebGL loader (Build/<name>.loader.js), our own code, reproducing what the
// real loaders recorded in loader-facts.json do (read on published builds; the real files are not
// copied here). The build script puts `var LOADER_FIXTURE = {...}` before this text, as Unity
// bakes a build's settings into its loader:
// - line: '2021.3' | '2022.3' | '6000.0' (how a compressed file's decoded size is estimated, and
//   whether the instance resolves in the tick of onProgress(1) or after the player initialised);
// - fallback: null, or 'gzip' / 'brotli' for Decompression Fallback.
// What every line does: onProgress(0) first; progress is 0.9 times the byte fraction of the files
// the loader downloads itself, and nothing until each of them has started; onProgress(1) in the
// engine's postRun. Without fallback the loader downloads only the data file itself: the framework
// is a script tag, and the framework fetches the code (no progress for either). With fallback it
// downloads framework, code and data, decompresses them in JavaScript (the fixture decodes gzip
// for both formats: Chromium's DecompressionStream has no brotli; the real loader embeds a decoder)
// and runs the framework from a blob URL.
/* global LOADER_FIXTURE, unityFramework */
function createUnityInstance(canvas, config, onProgress) {
  var report = typeof onProgress === 'function' ? onProgress : function () {};
  var fixture = LOADER_FIXTURE;
  // Decoded size estimated from an encoded Content-Length (recorded per line).
  var ESTIMATE = fixture.line === '6000.0' ? { br: 2, gzip: 1.6 } : { br: 5, gzip: 4 };
  var downloads = {};

  // Unity's formula: files of known length weigh by bytes, the rest by count.
  function progress(key, event) {
    var entry = downloads[key] || (downloads[key] = { started: false, finished: false, computable: false, total: 0, loaded: 0 });
    if (event) {
      entry.started = true;
      entry.computable = event.computable;
      entry.total = event.total;
      entry.loaded = event.loaded;
      if (event.done) entry.finished = true;
    }
    var count = 0, unknownPending = 0, computable = 0, loaded = 0, total = 0;
    for (var name in downloads) {
      var file = downloads[name];
      if (!file.started) return;
      count++;
      if (file.computable) {
        loaded += file.loaded;
        total += file.total;
        computable++;
      } else if (!file.finished) {
        unknownPending++;
      }
    }
    report(0.9 * (count ? (count - unknownPending - (total ? (computable * (total - loaded)) / total : 0)) / count : 0));
  }

  function download(key) {
    progress(key);
    return fetch(config[key]).then(function (response) {
      if (!response.ok) throw new Error('Failed to download file ' + config[key]);
      var length = response.headers.get('Content-Length');
      var computable = length !== null;
      var factor = ESTIMATE[response.headers.get('Content-Encoding')] || 1;
      var expected = computable ? Math.round(Number(length) * factor) : 0;
      var reader = response.body.getReader();
      var chunks = [];
      var received = 0;
      function read() {
        return reader.read().then(function (part) {
          if (part.done) return;
          chunks.push(part.value);
          received += part.value.length;
          progress(key, { computable: computable, total: Math.max(expected, received), loaded: received });
          return read();
        });
      }
      return read().then(function () {
        var bytes = new Uint8Array(received);
        var at = 0;
        chunks.forEach(function (chunk) { bytes.set(chunk, at); at += chunk.length; });
        progress(key, { computable: computable, total: received, loaded: received, done: true });
        return { bytes: bytes, decoded: response.headers.get('Content-Encoding') !== null };
      });
    });
  }

  // Decompression Fallback: a file the browser did not decode is decoded here.
  function decompress(file) {
    if (file.decoded || !(file.bytes[0] === 0x1f && file.bytes[1] === 0x8b)) return Promise.resolve(file.bytes);
    var stream = new Blob([file.bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
    return new Response(stream).arrayBuffer().then(function (buffer) { return new Uint8Array(buffer); });
  }

  function runScript(url) {
    return new Promise(function (resolve, reject) {
      var script = document.createElement('script');
      script.src = url;
      script.onload = function () {
        var factory = unityFramework;
        unityFramework = null;
        resolve(factory);
      };
      script.onerror = function () { reject(new Error('Unable to load file ' + config.frameworkUrl)); };
      document.body.appendChild(script);
    });
  }

  // 6000.x resolves once the player says it initialised (a later task), not in onProgress(1)'s tick.
  function playerInitialized() {
    return new Promise(function (resolve) { setTimeout(resolve, 0); });
  }

  return new Promise(function (resolve, reject) {
    var instance = { SetFullscreen: function () {}, SendMessage: function () {}, Quit: function () { return Promise.resolve(); } };
    var module = {
      canvas: canvas,
      print: function (text) { console.log(text); },
      printErr: function (text) { console.error(text); },
      // The framework fetches its code itself from here (Unity's locateFile maps build.wasm to codeUrl).
      locateFile: function (name) { return /\.wasm$/.test(name) ? config.codeUrl : name; },
      preRun: [],
      postRun: [],
    };
    instance.Module = module;
    report(0);
    module.postRun.push(function () {
      report(1);
      if (fixture.line === '6000.0') playerInitialized().then(function () { resolve(instance); });
      else resolve(instance);
    });
    var framework;
    if (fixture.fallback) {
      framework = Promise.all([
        download('frameworkUrl').then(decompress).then(function (bytes) {
          return runScript(URL.createObjectURL(new Blob([bytes], { type: 'application/javascript' })));
        }),
        download('codeUrl').then(decompress),
      ]).then(function (parts) {
        module.wasmBinary = parts[1];
        return parts[0];
      });
    } else {
      framework = runScript(config.frameworkUrl);
    }
    var data = download('dataUrl').then(decompress);
    module.preRun.push(function () {
      module.addRunDependency('dataUrl');
      data.then(function (bytes) {
        module.gameData = bytes;
        module.removeRunDependency('dataUrl');
      }, reject);
    });
    framework.then(function (factory) { factory(module); }).catch(reject);
  });
}
