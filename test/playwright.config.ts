// Browser tests in Debian's Chromium (Playwright cannot download its own browsers here). Each
// spec starts the servers it needs on 127.0.0.1 port 0 and keeps its files in its own temporary
// folder, so spec files share no ports or state and run two at a time: most of a spec's time is
// spent waiting on throttled links, downloads and npm, not on a core. PLAYWRIGHT_WORKERS (or
// --workers) changes that; the tests in one file stay in order unless the file says otherwise.
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium-launch';

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './support/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: Number(process.env.PLAYWRIGHT_WORKERS) || 2,
  retries: 0,
  reporter: [['list']],
  outputDir: '.artifacts/results',
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
  },
});
