// Shared vitest settings: workspace packages resolve to their TypeScript sources, so unit tests
// never depend on a previous build.
import { fileURLToPath } from 'node:url';

const at = (path) => fileURLToPath(new URL(path, import.meta.url));

export const workspaceAliases = {
  '@gamesdk/vectors': at('./test/vectors/vectors.ts'),
  '@gamesdk/core': at('./sdk-core/src/index.ts'),
  '@gamesdk/adapter-partner': at('./adapter-partner/src/index.ts'),
  // Subpaths before their package: an alias matches by prefix, in this order.
  '@gamesdk/verify-client': at('./verify-client/src/index.ts'),
  '@gamesdk/verify-server/token': at('./verify-server/src/token.ts'),
  '@gamesdk/verify-server/client': at('./verify-server/src/client.ts'),
  '@gamesdk/verify-server': at('./verify-server/src/index.ts'),
  '@gamesdk/mock-platform': at('./mock-platform/src/index.ts'),
  '@gamesdk/cli': at('./cli/src/index.ts'),
};
