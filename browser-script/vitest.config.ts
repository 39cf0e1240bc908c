import { defineConfig } from 'vitest/config';

// The size and syntax tests read the built file (dist/gamesdk.js); the bridge host's test its sources.
export default defineConfig({ test: { include: ['test/**/*.test.ts'], environment: 'node' } });
