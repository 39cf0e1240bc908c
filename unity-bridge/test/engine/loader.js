// A stand-in for Unity's WebGL loader (Build/<name>.loader.js), written here to its documented
// interface: createUnityInstance(canvas, config, onProgress) returns a promise of the instance
// and calls onProgress with 0 to 1 while it downloads the build's files (config.dataUrl,
// frameworkUrl, codeUrl; relative to the page), then starts the engine. As Unity's does, it
// loads the framework by a script tag (it defines unityFramework), downloads the code and data
// with progress, and hands them to the framework. Progress counts the bytes of every download
// per chunk the network delivers, the way the real loader reports it.
function createUnityInstance(canvas, config, onProgress) {
  var report = typeof onProgress === 'function' ? onProgress : function () {};
  var received = {};
  var totals = {};

  function progress() {
    var got = 0;
    var total = 0;
    for (var url in totals) {
      got += received[url] || 0;
      total += totals[url];
    }
    if (total > 0) report(Math.min(0.9, (0.9 * got) / total));
  }

  function download(url) {
    return fetch(url).then(function (response) {
      if (!response.ok) throw new Error(url + ': HTTP ' + response.status);
      totals[url] = Number(response.headers.get('content-length')) || 0;
      var reader = response.body.getReader();
      var chunks = [];
      function read() {
        return reader.read().then(function (part) {
          if (part.done) return chunks;
          chunks.push(part.value);
          received[url] = (received[url] || 0) + part.value.length;
          progress();
          return read();
        });
      }
      return read();
    }).then(function (chunks) {
      var size = chunks.reduce(function (sum, chunk) { return sum + chunk.length; }, 0);
      var bytes = new Uint8Array(size);
      var at = 0;
      chunks.forEach(function (chunk) { bytes.set(chunk, at); at += chunk.length; });
      return bytes;
    });
  }

  function loadScript(url) {
    return new Promise(function (resolve, reject) {
      var script = document.createElement('script');
      script.src = url;
      script.onload = resolve;
      script.onerror = function () { reject(new Error(url + ' did not load')); };
      document.body.appendChild(script);
    });
  }

  report(0);
  return Promise.all([loadScript(config.frameworkUrl), download(config.codeUrl), download(config.dataUrl)]).then(function (files) {
    var module = { canvas: canvas, wasmBinary: files[1], gameData: files[2], print: console.log, printErr: console.error };
    /* global unityFramework */
    return unityFramework(module);
  }).then(function (module) {
    report(1);
    return {
      Module: module,
      SetFullscreen: function () {},
      SendMessage: function () {},
      Quit: function () { return Promise.resolve(); },
    };
  });
}
