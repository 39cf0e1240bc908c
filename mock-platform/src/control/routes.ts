// The scripted control surface, raw HTTP under /__mock/api (MockControl is its typed client).
import { Router } from 'express';
import { MAX_REFERRAL_ID_CHARS } from '@gamesdk/verify-server';
import { z } from 'zod';
import { CHOICES } from '../platform/decisions.js';
import { ControlError } from '../platform/failure.js';
import { LOADING_MODES } from '../platform/loading-screen.js';
import { createPurchase } from '../platform/ops.js';
import type { MockState } from '../platform/state.js';
import { notificationsByDay, pendingPurchases, playerData, stateView, subscriptions } from './views.js';

/** Where the control surface is mounted. */
export const CONTROL_BASE = '/__mock/api';

const EVENTS = { pause: 'pause', resume: 'resume', exitRequested: 'exit' } as const;
const MAX_SEED = 10_000;

const playerBody = z.strictObject({ id: z.string().min(1).max(200).optional(), registered: z.boolean().optional() });
const seedBody = z.strictObject({ productId: z.string().min(1).optional(), count: z.number().int().min(1).max(MAX_SEED) });
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

export function controlRoutes(state: MockState): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.set('cache-control', 'no-store'); // the shell polls these: always fresh
    next();
  });
  const record = (call: string, args: Record<string, unknown>) => state.record(null, `control.${call}`, args, 'ok');

  router.get('/state', (_req, res) => void res.json(stateView(state)));
  router.get('/player', (_req, res) => void res.json(state.view()));
  router.put('/player', (req, res) => {
    const body = parse(playerBody, req.body);
    const player = state.setPlayer(body.id, body.registered);
    record('setPlayer', { id: player.id, registered: player.registered });
    res.json(state.view(player));
  });
  router.get('/player/data', (_req, res) => void res.json(playerData(state.current)));
  router.get('/notifications', (_req, res) => void res.json(notificationsByDay(state.current)));
  router.get('/purchases', (_req, res) => void res.json(pendingPurchases(state.current)));
  router.post('/purchases/seed', async (req, res) => {
    const { productId = state.catalog.products[0]?.productId ?? '', count } = parse(seedBody, req.body);
    if (!state.catalog.products.some((p) => p.productId === productId)) throw new ControlError(`no product '${productId}' in the catalog`);
    const player = state.current;
    for (let i = 0; i < count; i++) await createPurchase(state, player, productId, 'mock-game');
    record('seedPurchases', { productId, count });
    res.json(pendingPurchases(player));
  });
  router.post('/consume/fail-next', (req, res) => {
    const { count = 1, after = 0 } = parse(faultBody, req.body);
    state.consumeFaults = { count, after };
    record('failNextConsume', { count, after });
    res.json(state.consumeFaults);
  });
  router.get('/subscriptions', (_req, res) => void res.json(subscriptions(state.catalog, state.current)));
  router.post('/subscriptions', (req, res) => {
    const { productId, status = 'active' } = parse(grantBody, req.body);
    if (!state.catalog.subscriptions.some((p) => p.productId === productId)) throw new ControlError(`no subscription plan '${productId}'`);
    state.current.subscriptions.set(productId, status);
    if (status === 'active') state.current.trialsUsed.add(productId);
    record('setSubscription', { productId, status });
    res.json(subscriptions(state.catalog, state.current));
  });
  router.post('/referrals', (req, res) => {
    const { playerId, registeredAt = new Date().toISOString() } = parse(referralBody, req.body);
    state.current.referrals.push({ playerId, registeredAt });
    record('addReferral', { playerId });
    res.json(state.current.referrals);
  });
  router.put('/entry-payload', (req, res) => {
    state.entryPayload = parse(payloadBody, req.body).payload;
    record('setEntryPayload', { keys: state.entryPayload ? Object.keys(state.entryPayload).length : null });
    res.json({ payload: state.entryPayload });
  });
  router.post('/events/:name', (req, res) => {
    const name = req.params.name as keyof typeof EVENTS;
    if (!Object.hasOwn(EVENTS, name)) throw new ControlError(`event must be one of ${Object.keys(EVENTS).join(', ')}`);
    const sessions = state.liveSessions().length;
    state.broadcast(EVENTS[name]);
    state.record(null, `event.${EVENTS[name]}`, { sessions }, 'sent');
    res.json({ sent: name, sessions });
  });
  router.get('/loading-mode', (_req, res) => void res.json(state.loadingScreen()));
  router.put('/loading-mode', (req, res) => {
    state.loadingMode = parse(loadingModeBody, req.body).mode;
    record('setLoadingMode', { mode: state.loadingMode });
    res.json(state.loadingScreen());
  });
  router.get('/login-reminders', (_req, res) => void res.json({ enabled: state.loginReminders }));
  router.put('/login-reminders', (req, res) => {
    state.loginReminders = parse(loginRemindersBody, req.body).enabled;
    record('setLoginReminders', { enabled: state.loginReminders });
    res.json({ enabled: state.loginReminders });
  });
  router.put('/network', (req, res) => {
    state.setNetwork(parse(networkBody, req.body));
    record('setNetwork', { ...state.network });
    res.json(state.network);
  });
  router.post('/outcomes/:kind', (req, res) => {
    const kind = req.params.kind as keyof typeof CHOICES;
    if (!Object.hasOwn(CHOICES, kind)) throw new ControlError(`kind must be one of ${Object.keys(CHOICES).join(', ')}`);
    const { choice, times = 1 } = parse(outcomeBody, req.body);
    if (!(CHOICES[kind] as readonly string[]).includes(choice)) throw new ControlError(`choice for ${kind} must be one of ${CHOICES[kind].join(', ')}`);
    state.decisions.preset(kind, choice as never, times);
    record('setOutcome', { kind, choice, times });
    res.json({ kind, choice, times });
  });
  router.delete('/outcomes', (_req, res) => {
    state.decisions.clearPresets();
    res.json({ cleared: true });
  });
  router.get('/pending', (_req, res) => void res.json(state.decisions.pending()));
  router.post('/pending/:id', (req, res) => {
    const { choice } = parse(answerBody, req.body);
    const pending = state.decisions.pending().find((p) => p.id === req.params.id);
    if (!pending) throw new ControlError('no decision with that id is waiting', 404);
    if (!(CHOICES[pending.kind] as readonly string[]).includes(choice)) throw new ControlError(`choice for ${pending.kind} must be one of ${CHOICES[pending.kind].join(', ')}`);
    state.decisions.answer(pending.id, choice);
    res.json({ answered: pending.id, choice });
  });
  router.get('/log', (req, res) => {
    const since = Number(req.query.since ?? 0);
    if (!Number.isInteger(since) || since < 0) throw new ControlError('since must be a whole number');
    res.json(state.log.slice(since));
  });
  router.get('/sessions', (_req, res) => void res.json(state.sessionViews()));
  return router;
}
