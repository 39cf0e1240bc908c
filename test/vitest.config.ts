import { defineConfig } from 'vitest/config';
import { workspaceAliases } from '../vitest.shared.mjs';

export default defineConfig({
  resolve: { alias: workspaceAliases },
  test: { include: ['vectors/**/*.test.ts', 'unit/**/*.test.ts'] },
});
