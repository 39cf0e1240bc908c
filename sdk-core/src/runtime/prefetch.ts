import type { PlatformDefinition } from '../port/adapter.js';
import { selectPlatform } from '../port/select-platform.js';
import { loadScript } from './load-script.js';

const quiet = { info() {}, warn() {}, error() {} };

/**
 * Starts fetching the script the selected platform's adapter will load first, so a game that
 * calls `initializeAsync` later finds it ready. Initialises nothing; a failure is left for
 * `initializeAsync` to report (it loads the script again). Only in a page with a document.
 */
export function prefetchPlatformScript(url: URL, declared: string | null, platforms: readonly PlatformDefinition[], fallback: PlatformDefinition, timeoutMs: number): void {
  if (typeof document === 'undefined' || typeof document.createElement !== 'function') return;
  const src = selectPlatform(url, platforms, fallback, quiet, declared).scriptUrl?.(url);
  if (src) loadScript(src, timeoutMs).catch(() => {});
}
