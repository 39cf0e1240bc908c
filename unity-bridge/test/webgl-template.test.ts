// The package's WebGL template (WebGLTemplates~/GameSdk) as Unity's build preprocesses it, its
// wiring of the engines' loading page (gamesdk-loading.js) with a stand-in loader under fake
// timers, and the contract between the page's browser script and the build's .jspre: one SDK per
// page.
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
    expect([...used].sort()).toEqual(['BACKGROUND_COLOR', 'CODE_FILENAME', 'COMPANY_NAME', 'DATA_FILENAME', 'DECOMPRESSION_FALLBACK', 'FRAMEWORK_FILENAME', 'HEIGHT', 'LOADER_FILENAME', 'MEMORY_FILENAME', 'PRODUCT_NAME', 'PRODUCT_VERSION', 'SYMBOLS_FILENAME', 'USE_THREADS', 'WIDTH', 'WORKER_FILENAME']);
  });

  it('renders for an uncompressed build: relative paths only, the page start, the loader and framework preloaded, one SDK script, the platform SDK only by the page start', () => {
    const page = renderTemplate(index, templateVariables());
    expect(page).not.toMatch(/\{\{\{|\}\}\}|^\s*#(if|else|endif)/m);
    const urls = [...page.matchAll(/\b(?:src|href)="([^"]*)"/g)].map((match) => match[1]);
    expect(urls).toEqual(['Build/game.loader.js', 'Build/game.framework.js', 'TemplateData/gamesdk.js', 'TemplateData/gamesdk-loading.js', 'Build/game.loader.js']);
    expect(page).toMatch(/<link rel="preload" href="Build\/game\.loader\.js" as="script">/);
    expect(page).toMatch(/dataUrl: 'Build\/game\.data',\s+frameworkUrl: 'Build\/game\.framework\.js',\s+codeUrl: 'Build\/game\.wasm',\s+streamingAssetsUrl: 'StreamingAssets'/);
    expect(page).not.toMatch(/(memoryUrl|symbolsUrl|workerUrl):/); // no such config key
    // The page adds no platform SDK of its own (the spec): only its page start, the SDK's generated
    // snippet, first thing, names it, adding it the way the SDK does (once) so it downloads with the
    // SDK's script and the engine's and opens the session while they arrive.
    const pageStart = /<!-- gamesdk page start[\s\S]*?<\/script>/.exec(page)?.[0] ?? '';
    expect(pageStart).toMatch(/'PartnerSDK', 'init'/);
    expect(page.replace(pageStart, '')).not.toMatch(/partner-sdk|PartnerSDK/i);
    expect(page.indexOf('<!-- gamesdk page start')).toBeGreaterThan(-1);
    expect(page.indexOf('<!-- gamesdk page start')).toBeLessThan(page.indexOf('<link rel="preload"'));
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

  it('passes a threaded build\'s worker to the loader (workerUrl), as Unity\'s templates do when USE_THREADS is set', () => {
    const page = renderTemplate(index, { ...templateVariables(), USE_THREADS: 1, WORKER_FILENAME: 'game.worker.js' });
    expect(page).toMatch(/codeUrl: 'Build\/game\.wasm',\s+workerUrl: 'Build\/game\.worker\.js',/);
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

// The loading page's logic is browser-script's (browser-script/test/loading-page.test.ts); here,
// Unity's wiring of it in the rendered page: the loader's progress callback, its promise, the
// build's files the page counts itself, and the error box.
describe('the template\'s wiring of the loading page (gamesdk-loading.js)', () => {
  interface Harness {
    reports: number[];
    errors: unknown[][];
    errorBox: { textContent: string; style: { display: string } };
    progress(value: number): void;
    startEngine(): void;
    failEngine(message: string): void;
    /** The build's own fetch of `url` answers with all of its `length` bytes. */
    serve(url: string, length: number): Promise<unknown>;
  }

  let harness: Harness;

  beforeEach(async () => {
    vi.useFakeTimers();
    const reports: number[] = [];
    const errors: unknown[][] = [];
    let onProgress!: (value: number) => void;
    let resolveEngine!: (instance: object) => void;
    let rejectEngine!: (message: string) => void;
    let initialized = false;
    const served = new Map<string, Response>();
    const errorBox = { textContent: '', style: { display: 'none' } };
    const sdk = {
      initializeAsync: () => Promise.resolve().then(() => void (initialized = true)),
      setLoadingProgress: (value: number) => {
        if (!initialized) throw new Error('setLoadingProgress was called before Sdk.initializeAsync() resolved');
        reports.push(value);
      },
    };
    const window: Record<string, unknown> = {
      Sdk: sdk,
      setTimeout,
      clearTimeout,
      Date,
      URL,
      baseURI: 'https://game.example/play/farm/index.html',
      document: { querySelector: (selector: string) => (selector === '#gamesdk-error' ? errorBox : {}) },
      fetch: (url: string) => Promise.resolve(served.get(new URL(url, 'https://game.example/play/farm/').href) ?? new Response('not found', { status: 404 })),
      console: { error: (...args: unknown[]) => errors.push(args), warn: (...args: unknown[]) => errors.push(args) },
      createUnityInstance: (_canvas: unknown, _config: unknown, progress: (value: number) => void) => {
        onProgress = progress;
        return new Promise((resolve, reject) => ((resolveEngine = resolve), (rejectEngine = reject)));
      },
    };
    window.window = window;
    const context = createContext(window);
    runInContext(loadingScript, context, { filename: 'gamesdk-loading.js' });
    const page = renderTemplate(index, templateVariables());
    const wiring = [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].at(-1)![1]!;
    runInContext(wiring, context, { filename: 'index.html' });
    await vi.advanceTimersByTimeAsync(0);
    harness = {
      reports,
      errors,
      errorBox,
      progress: (value) => onProgress(value),
      startEngine: () => resolveEngine({}),
      failEngine: (message) => rejectEngine(message),
      serve(url, length) {
        served.set(new URL(url, 'https://game.example/play/farm/').href, new Response(new Uint8Array(length), { headers: { 'content-length': String(length) } }));
        return (window.fetch as (url: string) => Promise<Response>)(url).then((response) => response.arrayBuffer());
      },
    };
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('reports the loader\'s progress as 0 to 80, and 80 inside onProgress(1), even when the loader resolves in the same task (Unity 2021.3 to 2022.3)', async () => {
    expect(harness.reports).toEqual([0]);
    harness.progress(0.5);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(harness.reports).toEqual([0, 40]);
    harness.progress(1);
    harness.startEngine();
    expect(harness.reports).toEqual([0, 40, 80]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(harness.reports).toEqual([0, 40, 80]);
  });

  it('counts the bytes of the build\'s files it names (the code, of which the loader says nothing)', async () => {
    await harness.serve('Build/game.wasm', 3000);
    await vi.advanceTimersByTimeAsync(1_000);
    // 1 of the 3 files (data, framework, code) in: a third of 80, in hundredths.
    expect(harness.reports).toEqual([0, 26.66]);
  });

  it('stops without 80 when the engine fails to start, and shows the loader\'s message', async () => {
    harness.failEngine('Your browser does not support WebAssembly.');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(harness.reports).toEqual([0]);
    expect(harness.errorBox).toEqual({ textContent: 'Your browser does not support WebAssembly.', style: { display: 'block' } });
    expect(harness.errors).toEqual([['Your browser does not support WebAssembly.']]);
  });
});
