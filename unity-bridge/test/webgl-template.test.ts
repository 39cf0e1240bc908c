// The package's WebGL template (WebGLTemplates~/GameSdk) as Unity's build preprocesses it, the
// page's progress reporter with a stand-in loader under fake timers, and the contract between the
// page's browser script and the build's .jspre: one SDK per page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createContext, runInContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderTemplate, TEMPLATES, templateVariables } from '../scripts/engine-build.mjs';
import { jsprePath } from './support/emcc.js';

const templateDir = TEMPLATES.GameSdk;
const index = readFileSync(join(templateDir, 'index.html'), 'utf8');
const loadingScript = readFileSync(join(templateDir, 'TemplateData', 'gamesdk-loading.js'), 'utf8');
const jspre = readFileSync(jsprePath, 'utf8');
// The web script a page may load instead of the template's copy (no bridge host).
const webScript = readFileSync(join(import.meta.dirname, '..', '..', 'browser-script', 'dist', 'gamesdk.js'), 'utf8');

/** Unity's internal template variables, as its manual lists them for 2021.3 to 6000.x. */
const UNITY_VARIABLES = Object.keys(templateVariables());

describe('the GameSdk WebGL template', () => {
  it('uses only Unity\'s documented variables, in {{{ }}} macros and #if lines', () => {
    const used = new Set<string>();
    // Upper-case names, not a JavaScript global whose member is used (JSON.stringify).
    const names = (expression: string) => expression.match(/\b[A-Z][A-Z0-9_]+\b(?!\.)/g) ?? [];
    for (const [, expression] of index.matchAll(/\{\{\{(.*?)\}\}\}/g)) names(expression!).forEach((name) => used.add(name));
    for (const [, expression] of index.matchAll(/^\s*#if\b(.*)$/gm)) names(expression!).forEach((name) => used.add(name));
    expect([...used].filter((name) => !UNITY_VARIABLES.includes(name))).toEqual([]);
    expect([...used].sort()).toEqual(['BACKGROUND_COLOR', 'CODE_FILENAME', 'COMPANY_NAME', 'DATA_FILENAME', 'DECOMPRESSION_FALLBACK', 'FRAMEWORK_FILENAME', 'HEIGHT', 'LOADER_FILENAME', 'MEMORY_FILENAME', 'PRODUCT_NAME', 'PRODUCT_VERSION', 'SYMBOLS_FILENAME', 'WIDTH']);
  });

  it('renders for an uncompressed build: relative paths only, the loader and framework preloaded, one SDK script and no platform SDK', () => {
    const page = renderTemplate(index, templateVariables());
    expect(page).not.toMatch(/\{\{\{|\}\}\}|^\s*#(if|else|endif)/m);
    const urls = [...page.matchAll(/\b(?:src|href)="([^"]*)"/g)].map((match) => match[1]);
    expect(urls).toEqual(['Build/game.loader.js', 'Build/game.framework.js', 'TemplateData/gamesdk.js', 'TemplateData/gamesdk-loading.js', 'Build/game.loader.js']);
    expect(page).toMatch(/<link rel="preload" href="Build\/game\.loader\.js" as="script">/);
    expect(page).toMatch(/dataUrl: 'Build\/game\.data',\s+frameworkUrl: 'Build\/game\.framework\.js',\s+codeUrl: 'Build\/game\.wasm',\s+streamingAssetsUrl: 'StreamingAssets'/);
    expect(page).not.toMatch(/memoryUrl|symbolsUrl/);
    expect(page).not.toMatch(/partner-sdk|PartnerSDK/i);
    // The SDK's scripts come before the loader's, so initializeAsync starts before the engine downloads.
    expect(page.indexOf('TemplateData/gamesdk-loading.js')).toBeLessThan(page.lastIndexOf('Build/game.loader.js'));
  });

  it('renders for a build with Decompression Fallback, symbols and a product name to escape', () => {
    const page = renderTemplate(index, {
      ...templateVariables(),
      DECOMPRESSION_FALLBACK: 'Brotli',
      FRAMEWORK_FILENAME: 'game.framework.js.unityweb',
      SYMBOLS_FILENAME: 'game.symbols.json.unityweb',
      PRODUCT_NAME: 'Tap "Farm"',
    });
    // The loader downloads a fallback framework as data: a script preload would fetch it twice.
    expect(page).not.toContain('<link rel="preload" href="Build/game.framework.js.unityweb"');
    expect(page).toContain("symbolsUrl: 'Build/game.symbols.json.unityweb'");
    expect(page).toContain('productName: "Tap \\"Farm\\""');
  });

  it('fails the render on a name Unity does not define, and on an unclosed #if', () => {
    expect(() => renderTemplate('{{{ LOADER_FILE }}}', templateVariables())).toThrow(/LOADER_FILE is not defined/);
    expect(() => renderTemplate('#if USE_WASM\nx', templateVariables())).toThrow(/#if without #endif/);
  });

  it('carries a browser script that Unity\'s preprocessing leaves as it is (TemplateData/gamesdk.js is the .jspre)', () => {
    expect(renderTemplate(jspre, templateVariables(), 'gamesdk.js')).toBe(jspre);
    expect(renderTemplate(loadingScript, templateVariables(), 'gamesdk-loading.js')).toBe(loadingScript);
  });
});

describe('one SDK per page: the .jspre and the page\'s browser script', () => {
  const page = () => createContext({ URL, URLSearchParams, setTimeout, clearTimeout, location: new URL('https://game.example/index.html'), console: { ...console, error: vi.fn(), info: vi.fn() } });

  it('loaded by the page, it makes the global Sdk; in the build, the same text hands the .jslib that Sdk instead of making a second', () => {
    const window = page() as Record<string, unknown> & { console: { error: ReturnType<typeof vi.fn> } };
    window.window = window;
    runInContext(jspre, window, { filename: 'TemplateData/gamesdk.js' });
    const pageSdk = window.Sdk as { bridge: unknown; initializeAsync: unknown };
    expect(typeof pageSdk.initializeAsync).toBe('function');
    // Inside Unity's framework the .jspre is function-scoped: its `var Sdk` is the .jslib's.
    const buildSdk = runInContext(`(function () {\n${jspre}\nreturn Sdk;\n})()`, window, { filename: 'framework.js' });
    expect(buildSdk).toBe(pageSdk);
    expect(window.console.error).not.toHaveBeenCalled();
  });

  it('without a page SDK, the build makes its own', () => {
    const window = page() as Record<string, unknown>;
    window.window = window;
    const buildSdk = runInContext(`(function () {\n${jspre}\nreturn Sdk;\n})()`, window, { filename: 'framework.js' }) as { bridge?: { invoke?: unknown } };
    expect(typeof buildSdk.bridge?.invoke).toBe('function');
    expect(window.Sdk).toBeUndefined();
  });

  it('beside the web script (no bridge host), the build adds its bridge to the page\'s Sdk rather than making a second', () => {
    const window = page() as Record<string, unknown> & { console: { error: ReturnType<typeof vi.fn> } };
    window.window = window;
    runInContext(webScript, window, { filename: 'gamesdk.js' });
    const pageSdk = window.Sdk as { bridge?: unknown };
    expect(pageSdk.bridge).toBeUndefined();
    const buildSdk = runInContext(`(function () {\n${jspre}\nreturn Sdk;\n})()`, window, { filename: 'framework.js' }) as { bridge?: { invoke?: unknown } };
    expect(buildSdk).toBe(pageSdk);
    expect(typeof buildSdk.bridge?.invoke).toBe('function');
  });
});

describe('the template\'s progress reports (gamesdk-loading.js)', () => {
  interface Harness {
    reports: number[];
    initCalls: number;
    resolveInit(): void;
    rejectInit(error: unknown): void;
    progress(value: number): void;
    startEngine(): void;
    errors: unknown[][];
  }

  let harness: Harness;

  beforeEach(() => {
    vi.useFakeTimers();
    const reports: number[] = [];
    const errors: unknown[][] = [];
    let resolveInit!: () => void;
    let rejectInit!: (error: unknown) => void;
    let onProgress!: (value: number) => void;
    let resolveEngine!: (instance: object) => void;
    let initCalls = 0;
    let initialized = false;
    const sdk = {
      initializeAsync: () => {
        initCalls++;
        return new Promise<void>((resolve, reject) => {
          resolveInit = () => ((initialized = true), resolve());
          rejectInit = reject;
        });
      },
      // As the SDK: refused before the initialisation resolved.
      setLoadingProgress: (value: number) => {
        if (!initialized) throw Object.assign(new Error('setLoadingProgress was called before Sdk.initializeAsync() resolved'), { code: 'NOT_INITIALIZED' });
        reports.push(value);
      },
    };
    const window: Record<string, unknown> = {
      Sdk: sdk,
      setTimeout,
      clearTimeout,
      Date,
      Math,
      console: { error: (...args: unknown[]) => errors.push(args), warn: (...args: unknown[]) => errors.push(args) },
      createUnityInstance: (_canvas: unknown, _config: unknown, progress: (value: number) => void) => {
        onProgress = progress;
        return new Promise((resolve) => (resolveEngine = resolve));
      },
    };
    window.window = window;
    runInContext(loadingScript, createContext(window), { filename: 'gamesdk-loading.js' });
    (window.GameSdkLoading as { start(canvas: unknown, config: object): Promise<unknown> }).start({}, {});
    harness = {
      reports,
      errors,
      get initCalls() { return initCalls; },
      resolveInit: () => resolveInit(),
      rejectInit: (error) => rejectInit(error),
      progress: (value) => onProgress(value),
      startEngine: () => resolveEngine({}),
    };
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts the SDK with the page and reports the download only once it is initialised, from the latest value', async () => {
    expect(harness.initCalls).toBe(1);
    harness.progress(0.1);
    harness.progress(0.25);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(harness.reports).toEqual([]);
    harness.resolveInit();
    await vi.advanceTimersByTimeAsync(0);
    expect(harness.reports).toEqual([20]); // 0.25 of the template's 80
  });

  it('reports the loader\'s progress as 0 to 80, at most every 500 ms, never backwards, the last value of a burst included', async () => {
    harness.resolveInit();
    await vi.advanceTimersByTimeAsync(0);
    expect(harness.reports).toEqual([0]);
    for (let chunk = 1; chunk <= 50; chunk++) harness.progress(chunk / 100); // one report per chunk, as the loader makes them
    await vi.advanceTimersByTimeAsync(499);
    expect(harness.reports).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(harness.reports).toEqual([0, 40]);
    harness.progress(0.3); // a lower value from another file's progress
    harness.progress(0.6);
    await vi.advanceTimersByTimeAsync(500);
    expect(harness.reports).toEqual([0, 40, 48]);
    harness.progress(1); // the end of the download goes out at once
    await vi.advanceTimersByTimeAsync(0);
    expect(harness.reports).toEqual([0, 40, 48, 80]);
  });

  it('stops when the engine runs: from then on the game reports from C#', async () => {
    harness.resolveInit();
    await vi.advanceTimersByTimeAsync(0);
    harness.progress(0.5);
    harness.startEngine();
    await vi.advanceTimersByTimeAsync(1_000);
    harness.progress(0.9);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(harness.reports).toEqual([0]);
  });

  it('reports nothing when the initialisation fails, says so once, and still starts the engine (the game\'s InitializeAsync tries again)', async () => {
    harness.rejectInit(Object.assign(new Error('platform unreachable'), { code: 'INITIALIZATION_ERROR' }));
    harness.progress(0.5);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(harness.reports).toEqual([]);
    expect(harness.errors).toEqual([['gamesdk: the SDK did not initialise with the page:', 'platform unreachable']]);
  });
});
