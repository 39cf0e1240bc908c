// The cross-browser run (npm test in this workspace runs it after the Playwright specs): one
// file, scenarios in order, generous timeouts since each engine shares 2 cores with the rest.
// Packages resolve to their builds, as in the Playwright specs: the browsers load built scripts.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['cross-browser.test.ts'],
    globalSetup: ['../support/ship-browser-script.ts'],
    testTimeout: 300_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
