// GET /checklist of the control surface: the launch checklist report of everything logged so
// far, or after `?since=<seq>`.
import { Router } from 'express';
import { ControlError } from '../platform/failure.js';
import type { MockState } from '../platform/state.js';
import { evaluateChecklist } from './evaluate.js';
import type { ChecklistInput, ChecklistPlayer } from './types.js';

/** Options of `createChecklistRouter`. */
export interface ChecklistRouterOptions {
  /** The clock the report is judged at; injectable for tests. Default: the wall clock. */
  now?: () => Date;
}

/**
 * The checklist monitor's route, to mount on the control surface (`/__mock/api`):
 * `GET /checklist[?since=<seq>]` answers a `ChecklistReport`.
 * @example app.use(CONTROL_BASE, createChecklistRouter(state));
 */
export function createChecklistRouter(state: MockState, options: ChecklistRouterOptions = {}): Router {
  const now = options.now ?? (() => new Date());
  const router = Router();
  router.get('/checklist', (req, res) => {
    res.set('cache-control', 'no-store').json(evaluateChecklist(checklistInput(state, now(), sinceOf(req.query.since))));
  });
  return router;
}

/** What the monitor judges, read from the mock platform's state. */
function checklistInput(state: MockState, now: Date, since = 0): ChecklistInput {
  const players: ChecklistPlayer[] = [...state.players.values()].map((player) => ({
    id: player.id,
    pendingPurchases: player.purchases.map(({ productId, purchaseToken, purchasedAt }) => ({ productId, purchaseToken, purchasedAt })),
  }));
  return { log: state.log, players, now, since, settings: { loginReminders: state.loginReminders } };
}

function sinceOf(value: unknown): number {
  if (value === undefined) return 0;
  const since = Number(value);
  if (typeof value !== 'string' || !/^\d+$/.test(value) || !Number.isSafeInteger(since)) throw new ControlError('since must be a whole number of at least 0');
  return since;
}
