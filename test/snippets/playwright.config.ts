// The snippet test (npm run test:snippets): one spec, each language's snippets batched in one
// process or one browser; Debian's Chromium as every browser test here.
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: '.',
  testMatch: 'snippets.spec.ts',
  timeout: 300_000,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  outputDir: '../.artifacts/snippets-results',
});
