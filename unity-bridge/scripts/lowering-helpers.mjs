// The helpers the lowering of the .jspre calls (TypeScript emits calls to them with
// `noEmitHelpers`; jspre.mjs defines the ones a script uses, inside its wrapper function).
// Lowered to ES2017, the script calls only `__rest` (object rest is ES2018). TypeScript's own
// carries fallbacks for engines without Object.getOwnPropertySymbols; every browser that runs a
// Unity WebGL build (WebAssembly, so ES2015 at run time) has it. test/jspre.test.ts runs lowered
// code through it against the same code run natively.

/** Each helper's source, by the name lowered code calls it by. */
export const LOWERING_HELPERS = {
  __rest: `function (s, e) {
  var t = {};
  Object.keys(s).concat(Object.getOwnPropertySymbols(s)).forEach(function (p) {
    if (e.indexOf(p) < 0 && Object.prototype.propertyIsEnumerable.call(s, p)) t[p] = s[p];
  });
  return t;
}`,
};
