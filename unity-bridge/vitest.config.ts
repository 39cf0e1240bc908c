import { defineConfig } from 'vitest/config';
import { workspaceAliases } from '../vitest.shared.mjs';

export default defineConfig({
  resolve: { alias: workspaceAliases },
  // The checks spawn mcs, mono and emcc; the first emcc link on a machine builds its cache (minutes).
  test: { include: ['test/**/*.test.ts'], environment: 'node', testTimeout: 120_000, hookTimeout: 900_000, fileParallelism: false },
});
