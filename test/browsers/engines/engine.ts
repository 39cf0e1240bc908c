// What the cross-browser scenarios need of a browser, one shape over Playwright's Chromium, a
// WebDriver classic session on WebKitGTK and a WebDriver BiDi session on Firefox ESR: one page,
// opened at a URL, running functions in it. Each engine keeps one browser process for the whole run.

/** The engines the platform's players use, as this run names them. */
export type EngineName = 'chromium' | 'webkit' | 'gecko';

export interface BrowserEngine {
  readonly name: EngineName;
  /** The browser and its version, as the browser reports it (for the run's summary). */
  readonly version: string;
  /** Loads `url` in the engine's one page and waits for its load event. */
  open(url: string): Promise<void>;
  /**
   * Runs `work(arg)` in the page and resolves with its (awaited, JSON-serialisable) value. The
   * function crosses as source text, so it may use only its argument and the page's globals.
   */
  evaluate<A, R>(work: (arg: A) => R | Promise<R>, arg?: A): Promise<Awaited<R>>;
  /** Sets the page's viewport to `width` x `height` CSS pixels (a phone's, for example). */
  resize(width: number, height: number): Promise<void>;
  /** Ends the browser process and everything the engine started for it. */
  close(): Promise<void>;
}

/**
 * The page-side half of `evaluate`, shared by every engine: rebuilds the function from its source
 * and calls it. Drivers send this with `{ source, arg }`; errors come back as the driver's own.
 */
export function runSource({ source, arg }: { source: string; arg: unknown }): unknown {
  // eslint-disable-next-line no-new-func
  return new Function(`return (${source})`)()(arg);
}
