import { defineConfig } from 'vitest/config';

// The size, syntax and engine-script tests read the built files (dist/gamesdk.js, dist/gamesdk-bridge.js); the bridge host's test its sources.
export default defineConfig({ test: { include: ['test/**/*.test.ts'], environment: 'node' } });
