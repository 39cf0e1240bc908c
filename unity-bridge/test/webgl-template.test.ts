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
    expect([...used].sort()).toEqual(['BACKGROUND_COLOR', 'CODE_FILENAME', 'COMPANY_NAME', 'DATA_FILENAME', 'DECOMPRESSION_FALLBACK', 'FRAMEWORK_FILENAME', 'HEIGHT', 'LOADER_FILENAME', 'MEMORY_FILENAME', 'PRODUCT_NAME', 'PRODUCT_VERSION', 'SYMBOLS_FILENAME', 'USE_THREADS', 'WIDTH', 'WORKER_FILENAME']);
  });

  it('renders for an uncompressed build: relative paths only, the page start, the loader and framework preloaded, one SDK script and no platform SDK', () => {
    const page = renderTemplate(index, templateVariables());
    expect(page).not.toMatch(/\{\{\{|\}\}\}|^\s*#(if|else|endif)/m);
    const urls = [...page.matchAll(/\b(?:src|href)="([^"]*)"/g)].map((match) => match[1]);
    expect(urls).toEqual(['Build/game.loader.js', 'Build/game.framework.js', 'TemplateData/gamesdk.js', 'TemplateData/gamesdk-loading.js', 'Build/game.loader.js']);
    expect(page).toMatch(/<link rel="preload" href="Build\/game\.loader\.js" as="script">/);
    expect(page).toMatch(/dataUrl: 'Build\/game\.data',\s+frameworkUrl: 'Build\/game\.framework\.js',\s+codeUrl: 'Build\/game\.wasm',\s+streamingAssetsUrl: 'StreamingAssets'/);
    expect(page).not.toMatch(/memoryUrl|symbolsUrl|workerUrl/);
    // The page adds no platform SDK of its own (the spec): its page start only preloads the one the
    // SDK loads, first thing, so it downloads with the SDK's script and the engine's.
    expect(page).not.toMatch(/<script[^>]*partner-sdk|PartnerSDK/i);
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

describe('the template\'s progress reports (gamesdk-loading.js)', () => {
  interface Harness {
    reports: number[];
    initCalls: number;
    resolveInit(): void;
    rejectInit(error: unknown): void;
    progress(value: number): void;
    /** The loader's promise settles: the engine runs, or it failed. */
    startEngine(): void;
    failEngine(message: string): void;
    /** The build's own fetch of `url` answers with `length` bytes announced; push bytes with the returned function. */
    serve(url: string, length: number | null, encoding?: string): (bytes: number, end?: boolean) => void;
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
    let rejectEngine!: (message: string) => void;
    let initCalls = 0;
    let initialized = false;
    const served = new Map<string, Response>();
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
      URL,
      document: { baseURI: 'https://game.example/play/farm/index.html' },
      fetch: (url: string) => Promise.resolve(served.get(new URL(url, 'https://game.example/play/farm/').href) ?? new Response('not found', { status: 404 })),
      console: { error: (...args: unknown[]) => errors.push(args), warn: (...args: unknown[]) => errors.push(args) },
      createUnityInstance: (_canvas: unknown, _config: unknown, progress: (value: number) => void) => {
        onProgress = progress;
        return new Promise((resolve, reject) => ((resolveEngine = resolve), (rejectEngine = reject)));
      },
    };
    window.window = window;
    runInContext(loadingScript, createContext(window), { filename: 'gamesdk-loading.js' });
    const config = { dataUrl: 'Build/game.data', frameworkUrl: 'Build/game.framework.js', codeUrl: 'Build/game.wasm' };
    (window.GameSdkLoading as { start(canvas: unknown, config: object): Promise<unknown> }).start({}, config);
    harness = {
      reports,
      errors,
      get initCalls() { return initCalls; },
      resolveInit: () => resolveInit(),
      rejectInit: (error) => rejectInit(error),
      progress: (value) => onProgress(value),
      startEngine: () => resolveEngine({}),
      failEngine: (message) => rejectEngine(message),
      serve(url, length, encoding) {
        let controller!: ReadableStreamDefaultController<Uint8Array>;
        const headers: Record<string, string> = {};
        if (length !== null) headers['content-length'] = String(length);
        if (encoding) headers['content-encoding'] = encoding;
        served.set(new URL(url, 'https://game.example/play/farm/').href, new Response(new ReadableStream({ start: (c) => void (controller = c) }), { headers }));
        void (window.fetch as (url: string) => Promise<Response>)(url).then((response) => response.arrayBuffer()); // the loader reads its copy
        return (bytes, end) => {
          if (bytes) controller.enqueue(new Uint8Array(bytes));
          if (end) controller.close();
        };
      },
    };
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts the SDK with the page and reports only once it is initialised, from the latest value', async () => {
    expect(harness.initCalls).toBe(1);
    harness.progress(0.1);
    harness.progress(0.25);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(harness.reports).toEqual([]);
    harness.resolveInit();
    await vi.advanceTimersByTimeAsync(0);
    expect(harness.reports).toEqual([20]); // 0.25 of the template's 80
  });

  it('reports the loader\'s progress as 0 to 80 once a second, never backwards, below 80 until the engine starts', async () => {
    harness.resolveInit();
    await vi.advanceTimersByTimeAsync(0);
    expect(harness.reports).toEqual([0]);
    for (let chunk = 1; chunk <= 50; chunk++) harness.progress(chunk / 100); // one call per chunk, as the loader makes them
    await vi.advanceTimersByTimeAsync(999);
    expect(harness.reports).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(harness.reports).toEqual([0, 40]);
    harness.progress(0.3); // a lower value: the loader's total grew
    harness.progress(0.6);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(harness.reports).toEqual([0, 40, 48]);
    harness.progress(0.9999);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(harness.reports.at(-1)).toBe(79);
  });

  it('counts the bytes of the build\'s own files as they arrive, where the loader says nothing (the code without Decompression Fallback)', async () => {
    harness.resolveInit();
    await vi.advanceTimersByTimeAsync(0);
    const data = harness.serve('Build/game.data', 1000);
    const code = harness.serve('Build/game.wasm', 3000);
    data(1000, true);
    code(1500);
    await vi.advanceTimersByTimeAsync(1_000);
    // 2 of 3 files have a known length: 2/3 of (2500 of 4000 bytes), of 80.
    expect(harness.reports).toEqual([0, 33.33]);
    code(1500, true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(harness.reports).toEqual([0, 33.33, 53.33]);
  });

  it('creeps towards 79 while the build\'s bytes arrive with no measurable rise (an encoded file), and stops when they stall', async () => {
    harness.resolveInit();
    await vi.advanceTimersByTimeAsync(0);
    const code = harness.serve('Build/game.wasm', 2000, 'br'); // decoded size unknown
    for (let second = 0; second < 4; second++) {
      code(100);
      await vi.advanceTimersByTimeAsync(1_000);
    }
    // Each step 2 % of the way left to 79, in hundredths.
    expect(harness.reports).toEqual([0, 1.58, 3.12, 4.63, 6.11]);
    const before = harness.reports.length;
    await vi.advanceTimersByTimeAsync(10_000);
    // Five seconds without a byte: the page stops claiming progress (the platform's window judges).
    expect(harness.reports.length - before).toBeLessThanOrEqual(5);
    const stalled = harness.reports.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(harness.reports).toHaveLength(stalled);
  });

  it('keeps reporting every second while the measured share is no whole hundredth (a third of the files in) and bytes still arrive', async () => {
    harness.resolveInit();
    await vi.advanceTimersByTimeAsync(0);
    const data = harness.serve('Build/game.data', 900);
    const code = harness.serve('Build/game.wasm', 3000, 'gzip'); // decoded size unknown
    data(900, true);
    for (let second = 0; second < 3; second++) {
      code(100);
      await vi.advanceTimersByTimeAsync(1_000);
    }
    // 1 of 3 files known and in: 26.666… of 80, sent as 26.66; then the creep, a report each second.
    expect(harness.reports).toEqual([0, 26.66, 27.7, 28.72]);
  });

  it('sends 80 inside onProgress(1), even when the loader resolves in the same task (Unity 2021.3 to 2022.3), and nothing after it', async () => {
    harness.resolveInit();
    await vi.advanceTimersByTimeAsync(0);
    harness.progress(0.5);
    harness.progress(1);
    expect(harness.reports).toEqual([0, 80]);
    harness.startEngine();
    await vi.advanceTimersByTimeAsync(5_000);
    harness.progress(1);
    expect(harness.reports).toEqual([0, 80]);
  });

  it('sends 80 the moment the SDK is ready when the engine started first', async () => {
    harness.progress(1);
    harness.startEngine();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(harness.reports).toEqual([]);
    harness.resolveInit();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(harness.reports).toEqual([80]);
  });

  it('stops without 80 when the engine fails to start, and shows the loader\'s message', async () => {
    harness.resolveInit();
    await vi.advanceTimersByTimeAsync(0);
    harness.failEngine('Your browser does not support WebAssembly.');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(harness.reports).toEqual([0]);
    expect(harness.errors).toEqual([['Your browser does not support WebAssembly.']]);
  });

  it('reports nothing when the initialisation fails, says so once, and still starts the engine (the game\'s InitializeAsync tries again)', async () => {
    harness.rejectInit(Object.assign(new Error('platform unreachable'), { code: 'INITIALIZATION_ERROR' }));
    harness.progress(0.5);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(harness.reports).toEqual([]);
    expect(harness.errors).toEqual([['gamesdk: the SDK did not initialise with the page:', 'platform unreachable']]);
  });
});
