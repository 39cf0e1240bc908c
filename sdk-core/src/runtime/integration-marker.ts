import { SDK_VERSION } from '../version.js';

/**
 * The key under which a running core registers its version (`globalThis[Symbol.for(key)]`). It is
 * also how `gamesdk check` and the build-upload service recognise an integrated build: a string
 * the core uses at run time survives every bundler and minifier, where a banner comment does not.
 */
export const INTEGRATION_MARKER = '@gamesdk/core';

/** Registers the running core's version on the page, for the platform and for build checks to see. */
export function registerRunningSdk(): void {
  (globalThis as Record<symbol, unknown>)[Symbol.for(INTEGRATION_MARKER)] = SDK_VERSION;
}
