// The scripted control surface, raw HTTP under /__mock/api (MockControl is its typed client).
import { Router } from 'express';
import { MAX_REFERRAL_ID_CHARS } from '@gamesdk/verify-server';
import { z } from 'zod';
import { decisionKind } from '../platform/decisions.js';
import { ControlError } from '../platform/failure.js';
import { LOADING_MODES } from '../platform/loading-screen.js';
import type { MockState } from '../platform/state.js';
import { notificationsByDay, pendingPurchases, playerData, stateView, subscriptions } from './views.js';

/** Where the control surface is mounted. */
export const CONTROL_BASE = '/__mock/api';

const MAX_SEED = 10_000;

const playerBody = z.strictObject({ id: z.string().min(1).max(200).optional(), registered: z.boolean().optional() });
const seedBody = z.strictObject({ productId: z.string().min(1).optional(), count: z.number().int().min(1).max(MAX_SEED), game: z.string().min(1).optional() });
const faultBody = z.strictObject({ count: z.number().int().min(0).max(MAX_SEED).optional(), after: z.number().int().min(0).max(MAX_SEED).optional() });
const grantBody = z.strictObject({ productId: z.string().min(1), status: z.string().min(1).optional() });
const referralBody = z.strictObject({ playerId: z.string().min(1).max(MAX_REFERRAL_ID_CHARS), registeredAt: z.iso.datetime().optional() });
const payloadBody = z.strictObject({ payload: z.record(z.string(), z.unknown()).nullable() });
const networkBody = z.strictObject({ delayMs: z.number().int().min(0).max(600_000).optional(), silent: z.boolean().optional() });
const outcomeBody = z.strictObject({ choice: z.string(), times: z.number().int().min(1).max(MAX_SEED).optional() });
const answerBody = z.strictObject({ choice: z.string() });
const loadingModeBody = z.strictObject({ mode: z.enum(LOADING_MODES as ['auto', 'manual']) });
const loginRemindersBody = z.strictObject({ enabled: z.boolean() });

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new ControlError(result.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '));
  return result.data;
}

/**
 * The control surface's routes: each checks the shape of its request and reads a view, or calls
 * one named operation of the state (which checks the rest and logs itself).
 */
export function controlRoutes(state: MockState): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.set('cache-control', 'no-store'); // the shell polls these: always fresh
    next();
  });

  router.get('/state', (_req, res) => void res.json(stateView(state)));
  router.get('/player', (_req, res) => void res.json(state.view()));
  router.put('/player', (req, res) => {
    const { id, registered } = parse(playerBody, req.body);
    res.json(state.view(state.setPlayer(id, registered)));
  });
  router.get('/player/data', (_req, res) => void res.json(playerData(state.current)));
  router.get('/notifications', (_req, res) => void res.json(notificationsByDay(state.current)));
  router.get('/purchases', (_req, res) => void res.json(pendingPurchases(state.current)));
  router.post('/purchases/seed', async (req, res) => {
    const { productId, count, game } = parse(seedBody, req.body);
    res.json(pendingPurchases(await state.seedPurchases(count, productId, game)));
  });
  router.post('/consume/fail-next', (req, res) => {
    const { count = 1, after = 0 } = parse(faultBody, req.body);
    res.json(state.failNextConsume(count, after));
  });
  router.get('/subscriptions', (_req, res) => void res.json(subscriptions(state.catalog, state.current)));
  router.post('/subscriptions', (req, res) => {
    const { productId, status = 'active' } = parse(grantBody, req.body);
    res.json(subscriptions(state.catalog, state.setSubscription(productId, status)));
  });
  router.post('/referrals', (req, res) => {
    const { playerId, registeredAt } = parse(referralBody, req.body);
    res.json(state.addReferral(playerId, registeredAt));
  });
  router.put('/entry-payload', (req, res) => void res.json({ payload: state.setEntryPayload(parse(payloadBody, req.body).payload) }));
  router.post('/events/:name', (req, res) => void res.json(state.fireEvent(req.params.name)));
  router.get('/loading-mode', (_req, res) => void res.json(state.loadingScreen()));
  router.put('/loading-mode', (req, res) => void res.json(state.setLoadingMode(parse(loadingModeBody, req.body).mode)));
  router.get('/login-reminders', (_req, res) => void res.json({ enabled: state.loginReminders }));
  router.put('/login-reminders', (req, res) => void res.json({ enabled: state.setLoginReminders(parse(loginRemindersBody, req.body).enabled) }));
  router.put('/network', (req, res) => void res.json(state.setNetwork(parse(networkBody, req.body))));
  router.post('/outcomes/:kind', (req, res) => {
    const kind = decisionKind(req.params.kind);
    const { choice, times = 1 } = parse(outcomeBody, req.body);
    state.setOutcome(kind, choice, times);
    res.json({ kind, choice, times });
  });
  router.delete('/outcomes', (_req, res) => {
    state.clearOutcomes();
    res.json({ cleared: true });
  });
  router.get('/pending', (_req, res) => void res.json(state.decisions.pending()));
  router.post('/pending/:id', (req, res) => {
    const { choice } = parse(answerBody, req.body);
    state.answerDecision(req.params.id, choice);
    res.json({ answered: req.params.id, choice });
  });
  router.get('/log', (req, res) => {
    const since = Number(req.query.since ?? 0);
    if (!Number.isInteger(since) || since < 0) throw new ControlError('since must be a whole number');
    res.json(state.logAfter(since));
  });
  router.get('/sessions', (_req, res) => void res.json(state.sessions.views()));
  return router;
}
