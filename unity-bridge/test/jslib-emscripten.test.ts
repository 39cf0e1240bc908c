// GameSdk.jslib against the Emscripten versions Unity ships (2.0.19: 2021.3; 3.1.8: 2022.3;
// 3.1.38: 2023.2 to 6000.4; 4.0.19: 6000.5 and later), held to what each version's JS-library
// stage does, as found by running it (scripts/emscripten-js-stage.mjs, results in the README):
// which runtime helpers are library symbols included on demand and which are always defined,
// that a dependency on a symbol the library lacks fails the link, which signatures makeDynCall
// accepts, and that Wasm64 pointers need a __sig. The jslib is loaded here as a library stage loads
// it (macros, mergeInto, autoAddDeps) with each version's facts. With EMSCRIPTEN_SOURCES set to
// Emscripten checkouts (colon-separated), the real stage of each runs too. Debian's emcc 3.1.6
// links it for real in jslib.test.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { pointerParameters, runJsStage } from '../scripts/emscripten-js-stage.mjs';
import { jslibPath } from './support/emcc.js';
import { packageDir } from './support/mono.js';

/** What one Emscripten version's JS-library stage provides, as its sources and its stage showed. */
interface Version {
  emscripten: string;
  unity: string;
  /** Helpers that are library symbols ($name), included only when something depends on them. */
  onDemand: string[];
  /** Helpers every build defines (runtime_strings.js in the preamble), not library symbols. */
  alwaysDefined: string[];
  /** The setting that turns Wasm exceptions on (EXCEPTION_HANDLING until 3.1.12). */
  wasmExceptionsSetting: 'EXCEPTION_HANDLING' | 'WASM_EXCEPTIONS';
  /** makeDynCall understands 'p' (and converts it under MEMORY64); before, 'p' names a dynCall_ that does not exist. */
  dynCallTakesPointers: boolean;
  /** Wasm64 (MEMORY64) builds exist for Unity on this version. */
  wasm64: boolean;
}

const helpers = ['UTF8ToString', 'lengthBytesUTF8', 'stringToUTF8'];

const versions: Version[] = [
  { emscripten: '2.0.19', unity: '2021.3', onDemand: [], alwaysDefined: helpers, wasmExceptionsSetting: 'EXCEPTION_HANDLING', dynCallTakesPointers: false, wasm64: false },
  { emscripten: '3.1.6', unity: '(Debian, the real link)', onDemand: [], alwaysDefined: helpers, wasmExceptionsSetting: 'EXCEPTION_HANDLING', dynCallTakesPointers: false, wasm64: false },
  { emscripten: '3.1.8', unity: '2022.3', onDemand: [], alwaysDefined: helpers, wasmExceptionsSetting: 'EXCEPTION_HANDLING', dynCallTakesPointers: false, wasm64: false },
  { emscripten: '3.1.38', unity: '2023.2 to 6000.4', onDemand: helpers, alwaysDefined: [], wasmExceptionsSetting: 'WASM_EXCEPTIONS', dynCallTakesPointers: true, wasm64: false },
  { emscripten: '4.0.19', unity: '6000.5 and later', onDemand: helpers, alwaysDefined: [], wasmExceptionsSetting: 'WASM_EXCEPTIONS', dynCallTakesPointers: true, wasm64: true },
];

/** Symbols the Wasm module exports that a library may depend on (Unity exports malloc and free to .jslib code). */
const wasmExports = ['malloc', 'free'];

interface Loaded {
  library: Record<string, unknown>;
  dynCallSignatures: string[];
}

/**
 * Loads the jslib as version `v`'s library stage does: macros evaluated with its settings, then
 * mergeInto and autoAddDeps. `exceptions`: Unity's default (catching on), None (catching off), or
 * None with Wasm exceptions on.
 */
function load(v: Version, memory64: boolean, exceptions: 'catching' | 'none' | 'wasm' = 'catching'): Loaded {
  const dynCallSignatures: string[] = [];
  const settings: Record<string, unknown> = {
    MEMORY64: memory64 ? 1 : 0,
    DISABLE_EXCEPTION_CATCHING: exceptions === 'catching' ? 0 : 1,
    [v.wasmExceptionsSetting]: exceptions === 'wasm' ? 1 : 0,
    makeDynCall: (sig: string, pointer: string) => {
      dynCallSignatures.push(sig);
      return `(function () { return ${pointer}; })`;
    },
  };
  const source = readFileSync(jslibPath, 'utf8').replace(/\{\{\{([\s\S]+?)\}\}\}/g, (_, expression: string) => {
    const value = new Function(...Object.keys(settings), `return (${expression});`)(...Object.values(settings)) as unknown;
    return String(value);
  });
  const systemLibrary: Record<string, unknown> = Object.fromEntries(v.onDemand.map((name) => [`$${name}`, () => {}]));
  const library: Record<string, unknown> = {};
  runInNewContext(source, {
    LibraryManager: { library: systemLibrary },
    mergeInto: (target: Record<string, unknown>, added: Record<string, unknown>) => Object.assign(target === systemLibrary ? library : target, added),
    autoAddDeps: (object: Record<string, unknown>, name: string) => {
      for (const key of Object.keys(object)) {
        if (key.includes('__') || key === name) continue;
        const deps = (object[`${key}__deps`] ??= []) as string[];
        if (!deps.includes(name)) deps.push(name);
      }
    },
  });
  return { library, dynCallSignatures };
}

/** The functions the jslib exports to C# (GameSdk_*), by name. */
function exported(library: Record<string, unknown>): string[] {
  return Object.keys(library).filter((key) => !key.startsWith('$') && !key.includes('__'));
}

/** Every symbol reachable from the exports through __deps. */
function closure(library: Record<string, unknown>): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const dep of (library[`${name}__deps`] as string[] | undefined) ?? []) visit(dep);
  };
  exported(library).forEach(visit);
  return seen;
}

/** The __sig C# expects of each import: from NativeMethods' [DllImport] declarations (int: i, string or delegate: p). */
function signaturesFromCSharp(): Record<string, string> {
  const cs = readFileSync(join(packageDir, 'Runtime', 'Internal', 'NativeBackend.cs'), 'utf8');
  const result: Record<string, string> = {};
  for (const match of cs.matchAll(/static extern (\w+) (GameSdk_\w+)\(([^)]*)\)/g)) {
    const [, returns, name, parameters] = match;
    const kinds = parameters!.split(',').map((p) => p.trim().split(/\s+/)[0]).map((type) => (type === 'int' ? 'i' : 'p'));
    result[name!] = (returns === 'void' ? 'v' : 'i') + kinds.join('');
  }
  return result;
}

const jslibSource = readFileSync(jslibPath, 'utf8');

describe.each(versions)('GameSdk.jslib on Emscripten $emscripten (Unity $unity)', (v) => {
  it('depends on no symbol the library lacks (a dependency on one fails the link: "undefined symbol")', () => {
    const { library } = load(v, false);
    for (const symbol of closure(library)) {
      const known = symbol in library || v.onDemand.map((name) => `$${name}`).includes(symbol) || wasmExports.includes(symbol);
      expect(known, `${symbol} is neither in the jslib, nor a library symbol of ${v.emscripten}, nor a Wasm export`).toBe(true);
    }
  });

  it('defines every runtime helper it calls: always there, or pulled in by a dependency', () => {
    const { library } = load(v, false);
    const reachable = closure(library);
    const called = helpers.filter((name) => new RegExp(`\\b${name}\\(`).test(jslibSource));
    expect(called.sort()).toEqual([...helpers].sort());
    for (const name of called) {
      expect(v.alwaysDefined.includes(name) || reachable.has(`$${name}`), `${name} is called but ${v.emscripten} would not define it`).toBe(true);
    }
  });

  it('declares a __sig for every function C# imports, matching the C# declaration (p for pointers)', () => {
    const { library } = load(v, false);
    const expected = signaturesFromCSharp();
    expect(exported(library).sort()).toEqual(Object.keys(expected).sort());
    expect(Object.keys(pointerParameters).sort()).toEqual(Object.keys(expected).sort());
    for (const name of exported(library)) {
      expect(library[`${name}__sig`], name).toBe(expected[name]);
      expect([...expected[name]!].filter((kind) => kind === 'p')).toHaveLength(pointerParameters[name as keyof typeof pointerParameters].length);
    }
  });

  it('knows a build that cannot catch exceptions (Enable Exceptions: None) by this version\'s settings', () => {
    const exceptionsOff = (exceptions: 'catching' | 'none' | 'wasm') => (load(v, false, exceptions).library.$GameSdk as { exceptionsOff: number }).exceptionsOff;
    expect(exceptionsOff('catching')).toBe(0);
    expect(exceptionsOff('none')).toBe(1);
    expect(exceptionsOff('wasm'), `Wasm exceptions (${v.wasmExceptionsSetting}) catch`).toBe(0);
  });

  it('hands C# its result string as a pointer the way the version can call it', () => {
    const wasm32 = load(v, false).dynCallSignatures;
    expect(wasm32.every((sig) => !sig.includes('p') && !sig.includes('j')), `${v.emscripten}'s makeDynCall would look for dynCall_${wasm32.join(', ')}`).toBe(true);
    if (v.wasm64 || v.dynCallTakesPointers) {
      // Under MEMORY64 the string's address must go to Wasm as a BigInt: 'p' has makeDynCall convert it.
      expect(load(v, true).dynCallSignatures).toContain('vip');
    }
  });
});

const sources = (process.env.EMSCRIPTEN_SOURCES ?? '').split(':').filter(Boolean);

describe.runIf(sources.length > 0)('the real JS-library stage of each Emscripten checkout in EMSCRIPTEN_SOURCES', () => {
  it.each(sources)('%s passes, defines every helper the jslib calls, and converts pointers under MEMORY64 where it can', (root) => {
    const report = runJsStage(root);
    expect(report.passed, report.errors.join('\n')).toBe(true);
    for (const [name, { called, defined }] of Object.entries(report.helpers)) if (called) expect(defined, name).toBe(true);
    const [major, minor, patch] = report.version.split(/[.-]/).map(Number);
    if (major! > 3 || (major === 3 && (minor! > 1 || patch! >= 38))) {
      const wasm64 = runJsStage(root, { memory64: true });
      expect(wasm64.pointersConverted).toEqual({ GameSdk_Init: true, GameSdk_Call: true });
    }
  }, 300_000);
});

// Debian's Emscripten (3.1.6, the one that links the jslib in jslib.test.ts) ships its sources: its
// real JS-library stage runs on every machine, with exception catching on and, as Unity's "Enable
// Exceptions: None" links, off.
const debianEmscripten = '/usr/share/emscripten';

describe("the real JS-library stage of Debian's Emscripten", () => {
  it.each([false, true])('passes with exceptions off: %s, and the jslib knows which build it is in', (exceptionsOff) => {
    const report = runJsStage(debianEmscripten, { exceptionsOff });
    expect(report.passed, report.errors.join('\n')).toBe(true);
    expect(report.exceptionsOff).toBe(exceptionsOff ? 1 : 0);
    for (const [name, { called, defined }] of Object.entries(report.helpers)) if (called) expect(defined, name).toBe(true);
  }, 300_000);
});
