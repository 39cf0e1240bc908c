// Public API of @gamesdk/mock-platform. Only re-exports.
export { createMockPlatformApp, shellUrl, type MockPlatformApp, type MockPlatformOptions } from './app.js';
export { startMockPlatform, type RunningMockPlatform } from './start.js';
export { MockControl, MockControlError } from './control/client.js';
export { LOADING_SILENCE_MS } from './platform/loading-screen.js';
export { DEFAULT_CATALOG, type MockCatalog } from './platform/catalog.js';
export { readCatalogFile, MAX_CATALOG_ITEMS } from './platform/catalog-file.js';
export { runTokenCommand } from '@gamesdk/verify-server/token';
export type * from './types.js';
export { CHECKLIST, createChecklistRouter, evaluateChecklist, type ChecklistRouterOptions } from './checklist/index.js';
export type { ChecklistInput, ChecklistItem, ChecklistKey, ChecklistPlayer, ChecklistPurchase, ChecklistReport, ChecklistStatus } from './checklist/index.js';
