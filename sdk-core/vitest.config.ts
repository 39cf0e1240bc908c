import { defineConfig } from 'vitest/config';
import { workspaceAliases } from '../vitest.shared.mjs';

export default defineConfig({
  resolve: { alias: workspaceAliases },
  // 20 s like the other packages: tests that build a TypeScript program of the public API take
  // seconds alone, and several times that beside a full `npm test` on two cores.
  test: { include: ['test/**/*.test.ts'], environment: 'node', testTimeout: 20_000 },
});
