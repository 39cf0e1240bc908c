// The helpers the ES5 lowering of the .jspre calls (TypeScript emits calls to them with
// `noEmitHelpers`; jspre.mjs defines the ones a script uses, inside its wrapper function).
//
// TypeScript's own helpers run on ES3 engines, so they carry fallbacks for what every browser that
// runs a Unity WebGL build (WebAssembly, so ES2015 at run time) has: Symbol.iterator,
// Object.assign, Object.setPrototypeOf, Promise. These do the same with those, which is what makes
// them smaller; the syntax stays ES5, the one concern of Emscripten's JS optimizer. `__generator`,
// the state machine every lowered async function runs on, is tslib's own, as it is.
// `scripts/bench.mjs` prints what each costs, and test/jspre.test.ts runs lowered code through
// every one of them against the same code run natively.
import { __generator } from 'tslib';

/** Each helper's ES5 source, by the name lowered code calls it by. */
export const ES5_HELPERS = {
  __extends: `function (d, b) {
  Object.setPrototypeOf(d, b);
  d.prototype = Object.create(b === null ? null : b.prototype, { constructor: { value: d, writable: true, configurable: true } });
}`,
  __assign: 'Object.assign',
  __rest: `function (s, e) {
  var t = {};
  Object.keys(s).concat(Object.getOwnPropertySymbols(s)).forEach(function (p) {
    if (e.indexOf(p) < 0 && Object.prototype.propertyIsEnumerable.call(s, p)) t[p] = s[p];
  });
  return t;
}`,
  __values: `function (o) {
  return o[Symbol.iterator]();
}`,
  __read: `function (o, n) {
  var i = o[Symbol.iterator](), ar = [], r;
  try {
    while ((n === void 0 || n-- > 0) && !(r = i.next()).done) ar.push(r.value);
  } finally {
    if (r && !r.done && i["return"]) i["return"]();
  }
  return ar;
}`,
  __spreadArray: `function (to, from) {
  return to.concat(Array.prototype.slice.call(from));
}`,
  __awaiter: `function (self, args, P, body) {
  return new Promise(function (resolve, reject) {
    var it = body.apply(self, args || []);
    function step(method, value) {
      var r;
      try {
        r = it[method](value);
      } catch (error) {
        return reject(error);
      }
      if (r.done) resolve(r.value);
      else Promise.resolve(r.value).then(function (v) { step("next", v); }, function (e) { step("throw", e); });
    }
    step("next");
  });
}`,
  __generator: __generator.toString(),
};
