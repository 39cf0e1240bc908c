// The .jspre's size budget, and its ES5 helpers (scripts/es5-helpers.mjs) against native code: each
// snippet runs natively and lowered to ES5 with our helpers, in a fresh vm context, with one result.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { createContext, runInContext } from 'node:vm';
import { parse } from 'acorn';
import { describe, expect, it } from 'vitest';
import { helpersFor, lowerToEs5 } from '../scripts/jspre.mjs';
import { jsprePath } from './support/emcc.js';

/**
 * The .jspre's ceiling: 18.7 KB gzipped (18.7 * 1024 bytes, gzip level 9). It was 14 KB until the
 * bridge host took over the value dialect and the ad and prompt calls from the .jslib (which
 * shrank by about as much: 2.7 KB to 1 KB gzipped, minified), then 16 KB; the third fail-closed
 * round's checks and the D1 to D7 week helper took it to about 17,210 bytes, the plan offer text
 * (iap.formatOffer, in the Sdk the .jspre carries), eventemitter3 and this round's run-time checks
 * to 19,071, so 18.7 KB. Issue 34 asks for
 * 14 KB again: lowering to ES2017 instead of ES5 would save about 2.4 KB once for-of is lowered
 * apart (Emscripten's JSDCE pass, scripts/jspre.mjs says why). This ceiling only stops growth.
 */
const JSPRE_BUDGET_GZIP_BYTES = 18.7 * 1024;

describe('gamesdk.jspre', () => {
  it(`stays within ${JSPRE_BUDGET_GZIP_BYTES} bytes gzipped`, () => {
    expect(gzipSync(readFileSync(jsprePath), { level: 9 }).length).toBeLessThanOrEqual(JSPRE_BUDGET_GZIP_BYTES);
  });

  it('is ES5 syntax, what Emscripten\'s JS optimizer in Unity\'s versions reads', () => {
    expect(() => parse(readFileSync(jsprePath, 'utf8'), { ecmaVersion: 5 })).not.toThrow();
    expect(() => parse('const { a } = b;', { ecmaVersion: 5 })).toThrow(); // the check can fail
  });
});

/** Runs `source` (which sets `result`, possibly a promise) in a fresh context; resolves with `result`. */
async function run(source: string): Promise<unknown> {
  const scope = createContext({ result: undefined });
  runInContext(source, scope);
  return JSON.parse(JSON.stringify(await (scope as { result: unknown }).result));
}

/** What `source` sets `result` to natively and lowered to ES5 with the helpers it calls. */
async function bothWays(source: string) {
  const lowered = lowerToEs5(source);
  const withHelpers = `${helpersFor(lowered)}${lowered}`;
  expect(() => parse(withHelpers, { ecmaVersion: 5 })).not.toThrow();
  return { native: await run(source), lowered: await run(withHelpers), helpers: helpersFor(lowered) };
}

describe('the ES5 helpers run lowered code as it runs natively', () => {
  const cases: Array<[string, string, string]> = [
    [
      '__awaiter and __generator: await, try/catch/finally, a rejected await',
      '__awaiter',
      `var log = [];
       async function f(x) { try { log.push(await Promise.resolve(x)); await Promise.reject(new Error('no')); } catch (e) { log.push(e.message); } finally { log.push('finally'); } return log; }
       result = f(1);`,
    ],
    ['__values and __read: for-of over a Map with destructuring', '__values', 'var out = []; for (const [k, v] of new Map([["a", 1], ["b", 2]])) out.push(k + v); result = out;'],
    ['__read with a count: array destructuring of a Set', '__read', 'const [first, second] = new Set([3, 4, 5]); result = [first, second];'],
    ['__spreadArray: a Set spread into an array', '__spreadArray', 'result = [0, ...new Set([1, 2, 2])];'],
    ['__assign: object spread', '__assign', 'const a = { x: 1, y: 2 }; result = { ...a, y: 3, z: 4 };'],
    ['__rest: object rest', '__rest', 'const { x, ...rest } = { x: 1, y: 2, z: 3 }; result = rest;'],
    [
      '__extends: a subclass with a method and a static',
      '__extends',
      `class A { constructor(n) { this.n = n; } twice() { return this.n * 2; } static make() { return 'A'; } }
       class B extends A { thrice() { return this.n * 3; } }
       const b = new B(2); result = [b.twice(), b.thrice(), b instanceof A, B.make(), b.constructor === B];`,
    ],
  ];
  it.each(cases)('%s', async (_label, helper, source) => {
    const { native, lowered, helpers } = await bothWays(source);
    expect(helpers).toContain(`var ${helper} = `); // the lowering does call the helper under test
    expect(lowered).toEqual(native);
  });

  it('an async function that throws before its first await rejects, as natively', async () => {
    const source = 'async function f() { throw new Error("early"); } result = f().then(() => "resolved", (e) => e.message);';
    const { native, lowered } = await bothWays(source);
    expect([native, lowered]).toEqual(['early', 'early']);
  });

  it('a helper the lowering needs and es5-helpers.mjs lacks fails generation, naming it', () => {
    expect(() => helpersFor('var x = __decorate([a], b);')).toThrowError(/calls __decorate, which unity-bridge\/scripts\/es5-helpers.mjs does not define/);
  });
});
