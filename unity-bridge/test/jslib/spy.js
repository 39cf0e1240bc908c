// Test-only, linked after gamesdk.jspre in its scope (test/jslib-host.test.ts): records every call
// of an Sdk method with its arguments and whether it ran inside the bridge host (Sdk.bridge), and
// every call of the host, on Module.gamesdkSpy.
Module.gamesdkSpy = (function () {
  var spy = { calls: [], host: [] };
  var depth = 0;
  var bridge = Sdk.bridge;
  ['invoke', 'run', 'call', 'callSync'].forEach(function (name) {
    var original = bridge[name];
    bridge[name] = function (operation) {
      spy.host.push({ via: name, operation: operation });
      depth++;
      try {
        return original.apply(bridge, arguments);
      } finally {
        depth--;
      }
    };
  });
  var wrap = function (owner, prefix) {
    Object.keys(owner).forEach(function (name) {
      var original = owner[name];
      if (typeof original !== 'function') return;
      owner[name] = function () {
        var args = Array.prototype.slice.call(arguments);
        spy.calls.push({ path: prefix + name, args: args, viaHost: depth > 0 });
        return original.apply(owner, arguments);
      };
    });
  };
  Object.keys(Sdk).forEach(function (key) {
    if (key !== 'bridge' && Sdk[key] !== null && typeof Sdk[key] === 'object') wrap(Sdk[key], key + '.');
  });
  wrap(Sdk, '');
  return spy;
})();
