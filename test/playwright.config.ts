// Browser tests in Debian's Chromium (Playwright cannot download its own browsers here). Each
// spec starts the servers it needs on 127.0.0.1 port 0, so specs share no ports or state.
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium-launch';

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './support/ship-browser-script.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: '.artifacts/results',
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
  },
});
