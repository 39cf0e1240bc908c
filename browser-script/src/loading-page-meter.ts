// The page's own measure of an engine's download, for loaders that report only part of it: Unity's
// reports only the files it downloads itself (without Decompression Fallback, the data file alone:
// unity-bridge/test/real-builds/loader-facts.json), so while the framework and the code download it
// says nothing. The meter counts the bytes of each watched file fetched (a copy of the response's
// body, read as it arrives) and sees scripts complete (resource timing); every other request is
// left alone. It also tells whether the download still moves, which decides the reporter's creep.

/** After this long without a byte (or a loader report), the download has stalled. */
const STALL_MS = 5000;
/** Once every file is in, the engine starts (compiles, instantiates) for up to this long. */
const STARTUP_MS = 10000;

interface WatchedFile {
  expected: number | null;
  received: number;
  done: boolean;
}

/** What the meter reads of the page: injected, so the tests need no globals. */
export interface MeterPage {
  fetch?: typeof fetch;
  PerformanceObserver?: typeof PerformanceObserver;
  baseURI: string;
}

/** The download as the page sees it. */
export interface DownloadMeter {
  /** The share of the watched files downloaded, 0 to 1: files of known length by bytes, the others counted when done. */
  fraction(): number;
  /** Whether the download still moves: bytes or a loader report came lately, or every file is in and the engine is starting. */
  moving(): boolean;
  /** The loader reported: the download moves. */
  saw(): void;
  /** Stops watching (the page's fetch is its own again). */
  stop(): void;
}

/**
 * Watches `urls` (relative to the page) arrive; `page.fetch` is wrapped until `stop`, when it is
 * still the wrapper.
 * @example const meter = downloadMeter(['Build/game.wasm'], { fetch, PerformanceObserver, baseURI: document.baseURI }, Date.now);
 */
export function downloadMeter(urls: readonly (string | undefined)[], page: MeterPage, now: () => number): DownloadMeter {
  const files: Record<string, WatchedFile> = {};
  let count = 0;
  let lastAt = now();
  let allDoneAt: number | null = null;
  const absolute = (url: unknown): string | null => {
    try {
      return typeof url === 'string' ? new URL(url, page.baseURI).href : null;
    } catch {
      return null;
    }
  };
  const fileOf = (url: unknown): WatchedFile | undefined => {
    const key = absolute(url);
    return key !== null && Object.prototype.hasOwnProperty.call(files, key) ? files[key] : undefined;
  };
  urls.forEach((url) => {
    const key = absolute(url);
    if (key !== null && !fileOf(key)) {
      files[key] = { expected: null, received: 0, done: false };
      count++;
    }
  });
  const all = () => Object.keys(files).map((key) => files[key]!);

  const finish = (file: WatchedFile, size: number) => {
    if (file.done) return;
    file.done = true;
    file.received = file.expected = Math.max(size, file.received, 1);
    lastAt = now();
    if (all().every((each) => each.done)) allDoneAt = now();
  };

  const observe = (file: WatchedFile, response: Response) => {
    if (!response || !response.ok || !response.body || file.done) return;
    // A decoded body has no known length when the server encoded it (Content-Length is the encoded size).
    const length = response.headers.get('Content-Length');
    if (length !== null && !response.headers.get('Content-Encoding')) file.expected = Number(length) || null;
    const reader = response.clone().body!.getReader();
    const read = (): void => {
      reader.read().then((part) => {
        if (part.done) return finish(file, file.received);
        file.received += part.value.length;
        lastAt = now();
        read();
      }, () => undefined);
    };
    read();
  };

  const original = page.fetch;
  let wrapped: typeof fetch | null = null;
  if (count && typeof original === 'function') {
    wrapped = function (this: unknown, input: RequestInfo | URL) {
      // The loader's own arguments, whatever they are (an init object, a signal).
      const promise = original.apply(this, arguments as unknown as Parameters<typeof fetch>);
      const file = fileOf(typeof input === 'string' ? input : (input as Request | null)?.url);
      if (file) promise.then((response) => observe(file, response), () => undefined);
      return promise;
    } as typeof fetch;
    page.fetch = wrapped;
  }
  // Scripts (Unity's framework without Decompression Fallback) are seen when complete.
  let observer: PerformanceObserver | null = null;
  if (count && typeof page.PerformanceObserver === 'function') {
    observer = new page.PerformanceObserver((list) => {
      list.getEntries().forEach((entry) => {
        const file = fileOf(entry.name);
        const timing = entry as PerformanceResourceTiming;
        if (file && timing.initiatorType !== 'fetch') finish(file, timing.decodedBodySize || timing.encodedBodySize || 0);
      });
    });
    try {
      observer.observe({ type: 'resource', buffered: true });
    } catch {
      observer = null;
    }
  }

  return {
    fraction() {
      let known = 0;
      let received = 0;
      let expected = 0;
      all().forEach((file) => {
        if (file.expected === null) return;
        known++;
        received += Math.min(file.received, file.expected);
        expected += file.expected;
      });
      return count && expected ? (known / count) * (received / expected) : 0;
    },
    moving: () => (allDoneAt !== null ? now() - allDoneAt < STARTUP_MS : now() - lastAt < STALL_MS),
    saw() {
      lastAt = now();
    },
    stop() {
      if (wrapped && page.fetch === wrapped) page.fetch = original;
      observer?.disconnect();
    },
  };
}
