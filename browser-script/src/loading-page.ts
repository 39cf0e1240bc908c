// Entry of the engines' loading-page script, dist/gamesdk-loading.js (IIFE, global
// `GameSdkLoading`), which each engine's template loads after the SDK's script and before the
// engine's loader: it starts the SDK with the page, so the platform's SDK, the session and the
// player's data load while the engine downloads, and reports that download as loading progress
// (loading-page-reporter.ts). Each template keeps only its engine's wiring: Unity's
// createUnityInstance progress callback and promise, Godot's Engine onProgress(current, total) and
// startGame promise, Defold's ProgressUpdater percentage. The engine's own initialize later
// answers with this same initialisation (Sdk.initializeAsync is one flight). Its own file, not a
// part of the SDK's script: Unity's .jspre is that script too, and an engine build needs no page.
import { downloadMeter, type MeterPage } from './loading-page-meter.js';
import { DOWNLOAD_SHARE, progressReporter, type ReporterClock } from './loading-page-reporter.js';

/** What a template tells the page about its engine. */
export interface LoadingPageOptions {
  /**
   * The engine's build files whose bytes the page counts itself, where the loader reports nothing
   * of them (Unity: its config's frameworkUrl, codeUrl, dataUrl and memoryUrl).
   */
  files?: readonly (string | undefined)[];
  /** What to do when the SDK's script did not load (named in the console; the game then starts the SDK itself). */
  missing?: string;
}

/** The page's loading: what the engine's wiring calls. */
export interface PageLoading {
  /** The page's initialisation, which the engine's own initialize answers with; rejected when the SDK's script did not load. */
  initialized: Promise<void>;
  /**
   * The engine's download: a fraction 0 to 1 (Unity), or `current` of `total` (Godot's bytes,
   * Defold's percentage of 100); at its end (1, or current reaching total) the download's share is
   * reported at once. A total that is not above 0 says only that the download moves.
   */
  progress(current: number, total?: number): void;
  /** The engine started (`true`: the download's share goes out, if not yet) or failed to start (`false`: nothing more). */
  end(started: boolean): void;
}

interface PageSdk {
  initializeAsync(): Promise<void>;
  setLoadingProgress(percent: number): void;
}

/** The page the script runs on: the globals it reads, injected so the tests need none. */
export type LoadingPageHost = MeterPage & ReporterClock & { Sdk?: PageSdk; console: Pick<Console, 'error' | 'warn'>; Date: { now(): number } };

/**
 * Starts the SDK with the page and answers what the engine's wiring calls.
 * @example
 * var loading = GameSdkLoading.start();
 * engine.startGame({ onProgress: loading.progress }).then(function () { loading.end(true); }, function () { loading.end(false); });
 */
export function start(options: LoadingPageOptions = {}, host: LoadingPageHost = pageHost()): PageLoading {
  const sdk = host.Sdk;
  if (!sdk || typeof sdk.initializeAsync !== 'function') {
    const error = new Error(`the SDK's script did not load before gamesdk-loading.js${options.missing ? `: ${options.missing}` : ''}`);
    host.console.error(`gamesdk: ${error.message}; the game starts the SDK itself`);
    const initialized = Promise.reject(error);
    initialized.catch(() => undefined); // said above; the engine starts all the same
    return { initialized, progress: () => undefined, end: () => undefined };
  }
  const initialized = sdk.initializeAsync();
  initialized.catch((error: Error | undefined) => {
    // The engine's own initialize starts a new attempt and gets the error there: nothing is lost.
    host.console.error('gamesdk: the SDK did not initialise with the page:', error?.message);
  });
  const report = (percent: number) => {
    try {
      sdk.setLoadingProgress(percent);
    } catch (error) {
      host.console.warn('gamesdk: loading progress not reported:', (error as Error | undefined)?.message);
    }
  };
  const reporter = progressReporter(initialized, report, downloadMeter(options.files ?? [], host, () => host.Date.now()), host);
  return {
    initialized,
    progress(current, total) {
      if (total === undefined) reporter.download(current);
      else reporter.download(total > 0 ? Math.min(current / total, 1) : -1);
    },
    end: reporter.finish,
  };
}

/** The real page's globals, read when the template calls start. */
const pageHost = (): LoadingPageHost => window as unknown as LoadingPageHost;

/** The download's share of the loading bar, in percent (the game reports the rest). */
export const downloadShare = DOWNLOAD_SHARE;
