import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { parse } from 'acorn';
import { describe, expect, it } from 'vitest';

const web = new URL('../dist/gamesdk.js', import.meta.url);
const engines = new URL('../dist/gamesdk-bridge.js', import.meta.url);
const unityEngines = new URL('../dist/gamesdk-bridge-unity.js', import.meta.url);
/**
 * The web script's budget (issue 34): 10 KB gzipped (10 * 1024 bytes, gzip level 9). NOT met: it
 * weighs 12,439 bytes (12,415, and 24 for the adapter's use of a platform SDK the page start already
 * loaded), so the test holds that ceiling until the bytes are found; lower it, never
 * raise it. What each part costs, measured by leaving it out of the minified script (`npm run
 * bench -w browser-script`, "left out"): eventemitter3 about 900 (the design card's emitter: its
 * whole prototype ships, a CommonJS module does not tree-shake), iap.formatOffer with its en-US
 * and de-DE table about 1,080, the local fallback platform with idb-keyval about 1,000, the argument
 * validation about 1,030, the player store about 1,020, the purchase recovery about 520, the
 * partner adapter about 1,200, the error, event and option messages about 3,300 of the whole.
 * Minifier settings were measured and gain under 60 (terser passes, unsafe_*, pure_getters,
 * property mangling of internal names); the CommonJS interop saved 62. Raised once, by 93 (12,439 to
 * 12,532), for the ads' run-time refusal of a callback the ad does not take (issue 33, item 5: TypeScript
 * refuses unknown keys at run time too): each ad's callback names and the check, which the purchase
 * recovery's option check now shares; the engines' script leaves it out (its host gives each ad only its own).
 * Raised again, by 56 (12,532 to 12,588), for the ads' run-time refusal of a callback that is not a
 * function and of callbacks that are not an object (issue 33, items 4 and 5: rules.json's notAFunction
 * and notACallbackTable, as every engine refuses them), the purchase recovery's hooks rendering the same
 * rule (3 of the 56); the engines' script leaves the ads' check out (its host gives each ad only
 * functions), so its ceiling and Unity's .jspre are unchanged. Lowered by 78 (12,588 to 12,510) when
 * the page start took over from the core's prefetch of the platform SDK (issue 34: it fetches sooner
 * and opens the session too; the hand-over costs 63 of the 141 the prefetch weighed), then to 12,507
 * with the event listener's and the prompt's onClose refusals rendered from rules.json's notAFunction;
 * raised by 18 to 12,525 when the script tag's marks became one constant (SCRIPT_MARKS) that the
 * page start is generated from, instead of literals written in both places; and by 1 to 12,526 when
 * the page's URL and declared platform, read once since the prefetch went, were no longer closures.
 */
const WEB_BUDGET_GZIP_BYTES = 10 * 1024;
const WEB_CEILING_GZIP_BYTES = 12_526;
/**
 * The engines' script's budget (issue 34): 12 KB gzipped (12 * 1024 bytes). NOT met: it weighs
 * 13,107 bytes (21 of them the adapter's use of an already loaded platform SDK; 15,770 before it left out Unity's dialect, about 980, and the iap helpers each
 * engine library composes itself, iap.recoverPurchasesAsync and iap.formatOffer, about 1,690); the
 * test holds that ceiling. The rest is the web script's core less those helpers (about 10,700)
 * and the bridge host with Lua's and Godot's dialects (about 2,400). Unity's copy is made from
 * gamesdk-bridge-unity.js and held as the .jspre (unity-bridge/test/jspre.test.ts, 14 KB, met).
 * Lowered to 13,033 when the page start took over from the core's prefetch (as the web script's),
 * then raised by 11 to 13,044: the event listener's and the prompt's onClose refusals render
 * rules.json's notAFunction instead of two literals (issue 33 item 4), which the .jspre could not
 * afford before; and by 10 to 13,054 for the script tag's marks as one constant (as the web script's);
 * lowered to 13,039 when the page's URL and declared platform were no longer closures.
 */
const ENGINES_BUDGET_GZIP_BYTES = 12 * 1024;
const ENGINES_CEILING_GZIP_BYTES = 13_039;

const gzipped = (file: URL) => gzipSync(readFileSync(file), { level: 9 }).length;

describe('the web script, dist/gamesdk.js', () => {
  it('is built (run `npm run build` first)', () => {
    expect(existsSync(web)).toBe(true);
  });

  it(`stays within ${WEB_CEILING_GZIP_BYTES} bytes gzipped (the budget, ${WEB_BUDGET_GZIP_BYTES}, is not met)`, () => {
    expect(gzipped(web)).toBeLessThanOrEqual(Math.max(WEB_BUDGET_GZIP_BYTES, WEB_CEILING_GZIP_BYTES));
  });

  it('carries no engine bridge host: web games never download it', () => {
    const text = readFileSync(web, 'utf8');
    // Names only the bridge host and its operation table carry.
    for (const name of ['after_ad', 'no registration prompt', 'is not an operation of this SDK']) expect(text, name).not.toContain(name);
    expect(readFileSync(engines, 'utf8')).toContain('is not an operation of this SDK'); // the check can fail
    expect(gzipped(engines)).toBeGreaterThan(gzipped(web));
  });
});

describe('the engines\' script, dist/gamesdk-bridge.js', () => {
  it(`stays within ${ENGINES_CEILING_GZIP_BYTES} bytes gzipped (the budget, ${ENGINES_BUDGET_GZIP_BYTES}, is not met)`, () => {
    expect(gzipped(engines)).toBeLessThanOrEqual(Math.max(ENGINES_BUDGET_GZIP_BYTES, ENGINES_CEILING_GZIP_BYTES));
  });

  it('carries Lua\'s and Godot\'s dialects, and Unity\'s build Unity\'s alone', () => {
    const unity = readFileSync(unityEngines, 'utf8');
    const copies = readFileSync(engines, 'utf8');
    // Lua's message rule (got nil) and Unity's result shape (nullableJson): each in its own copy.
    expect(unity).toContain('nullableJson');
    expect(unity).not.toContain('got nil');
    expect(copies).toContain('got nil');
    expect(copies).not.toContain('nullableJson');
  });
});

describe.each([
  ['the engines\' script', engines],
  ['Unity\'s engines\' script', unityEngines],
])('%s', (_label, script) => {
  it('carries none of the iap helpers each engine library composes itself (the recovery, the offer text)', () => {
    const text = readFileSync(script, 'utf8');
    // The recovery's option names and the offer table's German words; the web script has both.
    for (const name of ['hasToken', 'Tag kostenlos', 'iap.formatOffer']) {
      expect(text, name).not.toContain(name);
      expect(readFileSync(web, 'utf8'), name).toContain(name); // the check can fail
    }
  });
});

describe.each([
  ['the web script', web],
  ['the engines\' script', engines],
  ['Unity\'s engines\' script', unityEngines],
])('%s', (_label, script) => {
  it('carries the banner build checks detect the SDK by, and defines the global Sdk', () => {
    const text = readFileSync(script, 'utf8');
    expect(text.startsWith('/*! @gamesdk/core ')).toBe(true);
    expect(text).toMatch(/var Sdk\s*=/);
  });

  it('parses as ECMAScript 2020, so mobile web views from Chrome 80 and Safari 13.1 on run it', () => {
    const text = readFileSync(script, 'utf8');
    expect(() => parse(text, { ecmaVersion: 2020 })).not.toThrow();
    // The check can fail: the newer syntax the source is written in does not parse as 2020.
    expect(() => parse('let a; a ??= 1;', { ecmaVersion: 2020 })).toThrow();
  });
});
