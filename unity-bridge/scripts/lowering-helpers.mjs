// The helpers the lowering of the .jspre calls (TypeScript emits calls to them with
// `noEmitHelpers`; jspre.mjs defines the ones a script uses, inside its wrapper function).
// Lowered to ES2017, the script calls only `__rest` (object rest is ES2018). Ours copies with
// Object.assign (own enumerable keys and symbols, as object rest takes them) and deletes the keys
// taken out; TypeScript's carries fallbacks for engines without Object.getOwnPropertySymbols, and
// every browser that runs a Unity WebGL build (WebAssembly, so ES2015 at run time) has both.
// test/jspre.test.ts runs lowered code through it against the same code run natively.

/** Each helper's source, by the name lowered code calls it by. */
export const LOWERING_HELPERS = {
  __rest: `function (s, e) {
  s = Object.assign({}, s);
  e.forEach(function (p) { delete s[p]; });
  return s;
}`,
};
