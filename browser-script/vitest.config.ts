import { defineConfig } from 'vitest/config';

// The tests read the built file (dist/gamesdk.js), never the sources.
export default defineConfig({ test: { include: ['test/**/*.test.ts'], environment: 'node' } });
