import { defineConfig } from 'vitest/config';
import { workspaceAliases } from '../vitest.shared.mjs';

export default defineConfig({
  resolve: { alias: workspaceAliases },
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/support/postgres-global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
