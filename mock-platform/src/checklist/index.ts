// The launch checklist monitor's public surface.
export { CHECKLIST, evaluateChecklist } from './evaluate.js';
export { createChecklistRouter, type ChecklistRouterOptions } from './router.js';
export type { ChecklistInput, ChecklistItem, ChecklistKey, ChecklistPlayer, ChecklistPurchase, ChecklistReport, ChecklistStatus } from './types.js';
