// The engines' loading page (src/loading-page.ts, shipped as dist/gamesdk-loading.js): the SDK
// started with the page and the engine's download reported as loading progress, under fake
// timers, with a stand-in SDK as strict as the real one (no report before the initialisation) and
// the page's fetch answering the build's files with bodies the test pushes bytes into. Each
// engine's wiring calls `progress` as its loader speaks: Unity a fraction, Godot bytes of a total,
// Defold a percentage of 100.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadShare, start, type LoadingPageHost, type LoadingPageOptions, type PageLoading } from '../src/loading-page.js';

const BASE = 'https://game.example/play/farm/index.html';

interface Harness {
  loading: PageLoading;
  reports: number[];
  /** What the page said in its console, by call. */
  said: unknown[][];
  initCalls: number;
  resolveInit(): void;
  rejectInit(error: unknown): void;
  /** The build's own fetch of `url` answers with `length` bytes announced; push bytes with the returned function. */
  serve(url: string, length: number | null, encoding?: string): (bytes: number, end?: boolean) => void;
  host: LoadingPageHost;
  /** The page's fetch before the loading page started. */
  pageFetch: typeof fetch;
}

function page(options: LoadingPageOptions = {}, withSdk = true): Harness {
  const reports: number[] = [];
  const said: unknown[][] = [];
  let resolveInit!: () => void;
  let rejectInit!: (error: unknown) => void;
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
  const host: LoadingPageHost = {
    Sdk: withSdk ? sdk : undefined,
    baseURI: BASE,
    fetch: (url) => Promise.resolve(served.get(new URL(url as string, BASE).href) ?? new Response('not found', { status: 404 })),
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    Date,
    console: { error: (...args: unknown[]) => said.push(args), warn: (...args: unknown[]) => said.push(args) },
  };
  const pageFetch = host.fetch!;
  const loading = start(options, host);
  return {
    loading,
    reports,
    said,
    host,
    pageFetch,
    get initCalls() {
      return initCalls;
    },
    resolveInit: () => resolveInit(),
    rejectInit: (error) => rejectInit(error),
    serve(url, length, encoding) {
      let controller!: ReadableStreamDefaultController<Uint8Array>;
      const headers: Record<string, string> = {};
      if (length !== null) headers['content-length'] = String(length);
      if (encoding) headers['content-encoding'] = encoding;
      served.set(new URL(url, BASE).href, new Response(new ReadableStream({ start: (c) => void (controller = c) }), { headers }));
      void host.fetch!(url).then((response) => response.arrayBuffer()); // the loader reads its copy
      return (bytes, end) => {
        if (bytes) controller.enqueue(new Uint8Array(bytes));
        if (end) controller.close();
      };
    },
  };
}

/** Unity's build files, as its template passes them. */
const UNITY_FILES = { files: ['Build/game.framework.js', 'Build/game.wasm', 'Build/game.data', undefined] };

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the loading page starts the SDK with the page', () => {
  it('calls initializeAsync once, at once, and answers that initialisation', async () => {
    const harness = page();
    expect(harness.initCalls).toBe(1);
    let done = false;
    void harness.loading.initialized.then(() => (done = true));
    harness.resolveInit();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it('without the SDK\'s script: says so once, naming what to do, rejects its initialisation, and its wiring calls do nothing', async () => {
    const harness = page({ missing: 'copy gamesdk.js next to the page' }, false);
    await expect(harness.loading.initialized).rejects.toThrow("the SDK's script did not load before gamesdk-loading.js: copy gamesdk.js next to the page");
    harness.loading.progress(0.5);
    harness.loading.end(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(harness.said).toEqual([["gamesdk: the SDK's script did not load before gamesdk-loading.js: copy gamesdk.js next to the page; the game starts the SDK itself"]]);
  });

  it('reports nothing when the initialisation fails and says so once (the engine\'s own initialize tries again)', async () => {
    const harness = page();
    harness.rejectInit(Object.assign(new Error('platform unreachable'), { code: 'INITIALIZATION_ERROR' }));
    harness.loading.progress(0.5);
    await vi.advanceTimersByTimeAsync(2_000);
    harness.loading.progress(1);
    expect(harness.reports).toEqual([]);
    expect(harness.said).toEqual([['gamesdk: the SDK did not initialise with the page:', 'platform unreachable']]);
  });

  it('the download is the bar\'s first 80 percent', () => {
    expect(downloadShare).toBe(80);
  });
});

describe('the download as loading progress', () => {
  it('reports only once the SDK is initialised, from the latest value', async () => {
    const harness = page();
    harness.loading.progress(0.1);
    harness.loading.progress(0.25);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(harness.reports).toEqual([]);
    harness.resolveInit();
    await vi.advanceTimersByTimeAsync(0);
    expect(harness.reports).toEqual([20]); // 0.25 of 80
  });

  it('reports a fraction as 0 to 80 once a second, never backwards, below 80 until the download ends', async () => {
    const harness = page();
    harness.resolveInit();
    await vi.advanceTimersByTimeAsync(0);
    expect(harness.reports).toEqual([0]);
    for (let chunk = 1; chunk <= 50; chunk++) harness.loading.progress(chunk / 100); // one call per chunk, as loaders make them
    await vi.advanceTimersByTimeAsync(999);
    expect(harness.reports).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(harness.reports).toEqual([0, 40]);
    harness.loading.progress(0.3); // a lower value: the loader's total grew, or a piece is retried
    harness.loading.progress(0.6);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(harness.reports).toEqual([0, 40, 48]);
    harness.loading.progress(0.9999);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(harness.reports.at(-1)).toBe(79);
  });

  it('reads Godot\'s bytes of a total and Defold\'s percentage of 100 alike', async () => {
    const godot = page();
    const defold = page();
    godot.resolveInit();
    defold.resolveInit();
    await vi.advanceTimersByTimeAsync(0);
    godot.loading.progress(9_000_000, 36_000_000);
    defold.loading.progress(25, 100);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(godot.reports).toEqual([0, 20]);
    expect(defold.reports).toEqual([0, 20]);
  });

  it('sends 80 at once when the download ends (the fraction 1, or current reaching total), and nothing after it', async () => {
    for (const end of [[1], [36, 36], [100, 100]] as const) {
      const harness = page();
      harness.resolveInit();
      await vi.advanceTimersByTimeAsync(0);
      harness.loading.progress(0.5);
      harness.loading.progress(...(end as [number, number?]));
      expect(harness.reports).toEqual([0, 80]);
      harness.loading.end(true);
      await vi.advanceTimersByTimeAsync(5_000);
      harness.loading.progress(1);
      expect(harness.reports).toEqual([0, 80]);
    }
  });

  it('sends 80 the moment the SDK is ready when the download ended first', async () => {
    const harness = page();
    harness.loading.progress(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(harness.reports).toEqual([]);
    harness.resolveInit();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(harness.reports).toEqual([80]);
  });

  it('sends 80 when the engine started though its loader never said 1, and nothing when it failed to start', async () => {
    const started = page();
    const failed = page();
    started.resolveInit();
    failed.resolveInit();
    await vi.advanceTimersByTimeAsync(0);
    started.loading.end(true);
    failed.loading.end(false);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(started.reports).toEqual([0, 80]);
    expect(failed.reports).toEqual([0]);
  });

  it('creeps towards 79 while a loader with no known total still reports (Godot\'s total of 0), and stops when it falls silent', async () => {
    const harness = page();
    harness.resolveInit();
    await vi.advanceTimersByTimeAsync(0);
    for (let second = 0; second < 3; second++) {
      harness.loading.progress(1000 * (second + 1), 0);
      await vi.advanceTimersByTimeAsync(1_000);
    }
    expect(harness.reports).toEqual([0, 1.58, 3.12, 4.63]);
    await vi.advanceTimersByTimeAsync(20_000);
    // Five seconds without a report: the page stops claiming progress (the platform's window judges).
    expect(harness.reports.length).toBeLessThanOrEqual(4 + 5);
    const stalled = harness.reports.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(harness.reports).toHaveLength(stalled);
  });
});

describe('the build\'s own files, where the loader says nothing (Unity\'s code without Decompression Fallback)', () => {
  it('counts their bytes as they arrive', async () => {
    const harness = page(UNITY_FILES);
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

  it('creeps towards 79 while bytes arrive with no measurable rise (an encoded file), and stops when they stall', async () => {
    const harness = page(UNITY_FILES);
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
    expect(harness.reports.length - before).toBeLessThanOrEqual(5);
    const stalled = harness.reports.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(harness.reports).toHaveLength(stalled);
  });

  it('keeps reporting every second while the measured share is no whole hundredth (a third of the files in) and bytes still arrive', async () => {
    const harness = page(UNITY_FILES);
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

  it('leaves every other request alone, and gives the page its own fetch back when the download ends', async () => {
    const harness = page(UNITY_FILES);
    expect(harness.host.fetch).not.toBe(harness.pageFetch);
    harness.resolveInit();
    await vi.advanceTimersByTimeAsync(0);
    const other = harness.serve('config.json', 5000);
    other(5000, true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(harness.reports).toEqual([0, 1.58]); // the creep of the first seconds: no measure
    harness.loading.end(true);
    expect(harness.host.fetch).toBe(harness.pageFetch);
  });

  it('wraps no fetch when there is no file to watch (Godot, Defold)', () => {
    const harness = page();
    expect(harness.host.fetch).toBe(harness.pageFetch);
  });
});
