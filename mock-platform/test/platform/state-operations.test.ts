// The state's named operations, the only way the control surface changes the platform: each
// checks its input against the platform, changes one thing and logs itself once; a refused one
// changes and logs nothing. Every control route goes through them: one that changes the state
// around them (no log entry) fails the last group here.
import express, { type ErrorRequestHandler } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { controlRoutes } from '../../src/control/routes.js';
import { ControlError } from '../../src/platform/failure.js';
import { MockState } from '../../src/platform/state.js';
import { ManualClock } from './support.js';

const calls = (state: MockState) => state.log.map((entry) => [entry.call, entry.args]);

describe('accepted operations', () => {
  it('each changes the state and logs one control entry with its arguments', async () => {
    const state = new MockState();
    expect(state.setPlayer('player-7', true)).toMatchObject({ id: 'player-7', registered: true, name: 'Player player-7' });
    expect((await state.seedPurchases(2)).purchases.map((p) => p.productId)).toEqual(['gems_100', 'gems_100']);
    expect(state.failNextConsume(1, 2)).toEqual({ count: 1, after: 2 });
    expect(state.setSubscription('club_monthly', 'active').trialsUsed.has('club_monthly')).toBe(true);
    expect(state.addReferral('friend-1', '2026-01-02T03:04:05.000Z')).toEqual([{ playerId: 'friend-1', registeredAt: '2026-01-02T03:04:05.000Z' }]);
    expect(state.setEntryPayload({ level: 3, from: 'ad' })).toEqual({ level: 3, from: 'ad' });
    expect(state.setLoadingMode('manual')).toEqual({ mode: 'manual', silenceMs: 15_000 });
    expect(state.setLoginReminders(false)).toBe(false);
    expect(state.setNetwork({ delayMs: 250 })).toEqual({ delayMs: 250, silent: false });
    state.setOutcome('checkout', 'close', 2);
    state.clearOutcomes();
    const waiting = state.decisions.decide('checkout', null, 'player-7', {});
    state.answerDecision(state.decisions.pending()[0]!.id, 'buy');
    await expect(waiting).resolves.toBe('buy');
    expect(state.fireEvent('exitRequested')).toEqual({ sent: 'exitRequested', sessions: 0 });

    expect(calls(state)).toEqual([
      ['control.setPlayer', { id: 'player-7', registered: true }],
      ['control.seedPurchases', { productId: 'gems_100', count: 2, game: 'mock-game' }],
      ['control.failNextConsume', { count: 1, after: 2 }],
      ['control.setSubscription', { productId: 'club_monthly', status: 'active' }],
      ['control.addReferral', { playerId: 'friend-1' }],
      ['control.setEntryPayload', { keys: 2 }],
      ['control.setLoadingMode', { mode: 'manual' }],
      ['control.setLoginReminders', { enabled: false }],
      ['control.setNetwork', { delayMs: 250, silent: false }],
      ['control.setOutcome', { kind: 'checkout', choice: 'close', times: 2 }],
      ['control.clearOutcomes', {}],
      ['control.answerDecision', { id: expect.any(String), kind: 'checkout', choice: 'buy' }],
      ['event.exit', { sessions: 0 }],
    ]);
    expect(state.log.every((entry) => entry.player === 'player-7' && entry.session === null)).toBe(true);
    expect([state.entryPayload, state.loadingMode, state.loginReminders, state.network.current]).toEqual([{ level: 3, from: 'ad' }, 'manual', false, { delayMs: 250, silent: false }]);
    expect(state.startSession('farm').loadingMode).toBe('manual');
  });

  it('consume faults let `after` consumes through, then fail `count`, then none', () => {
    const state = new MockState();
    state.failNextConsume(2, 1);
    expect(Array.from({ length: 5 }, () => state.takeConsumeFault())).toEqual([false, true, true, false, false]);
  });

  it('an event reaches only live sessions, and the answer counts them', () => {
    const state = new MockState();
    const live = state.startSession('farm');
    const ended = state.startSession('farm');
    ended.ended.abort(new Error('gone'));
    expect(state.fireEvent('pause')).toEqual({ sent: 'pause', sessions: 1 });
    expect([live.queue, ended.queue]).toEqual([['pause'], []]);
  });

  it('ending silence releases the answers it held', async () => {
    const state = new MockState();
    state.setNetwork({ silent: true });
    let released = false;
    const held = state.network.wait().then(() => (released = true));
    await new Promise((done) => setImmediate(done));
    expect(released).toBe(false);
    state.setNetwork({ silent: false });
    await held;
    expect(released).toBe(true);
  });
});

describe('refused operations', () => {
  it.each([
    ['a product not in the catalog', (state: MockState) => state.seedPurchases(1, 'nope'), "no product 'nope' in the catalog", 400],
    ['a plan not in the catalog', (state: MockState) => state.setSubscription('nope', 'active'), "no subscription plan 'nope'", 400],
    ['an unknown event', (state: MockState) => state.fireEvent('explode'), 'event must be one of pause, resume, exitRequested', 400],
    ['a choice the kind does not offer', (state: MockState) => state.setOutcome('share', 'buy', 1), 'choice for share must be one of share, close', 400],
    ['an answer to no waiting step', (state: MockState) => state.answerDecision('nope', 'buy'), 'no decision with that id is waiting', 404],
  ] as const)('%s throws a ControlError, changes nothing and logs nothing', async (_name, operation, message, status) => {
    const state = new MockState();
    const before = JSON.stringify([state.current.purchases, [...state.current.subscriptions], state.decisions.pending()]);
    const error = await (async () => operation(state))().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ControlError);
    expect(error).toMatchObject({ message, status });
    expect(JSON.stringify([state.current.purchases, [...state.current.subscriptions], state.decisions.pending()])).toBe(before);
    expect(state.log).toEqual([]);
  });

  it('a posted choice the waiting step does not offer leaves it waiting', async () => {
    const state = new MockState();
    void state.decisions.decide('checkout', null, 'player-1', {});
    const [waiting] = state.decisions.pending();
    expect(() => state.answerDecision(waiting!.id, 'share')).toThrow(new ControlError('choice for checkout must be one of buy, close'));
    expect(state.decisions.pending()).toEqual([waiting]);
    expect(state.log).toEqual([]);
  });
});

/**
 * Everything the state holds apart from its log, read from its fields (private ones too) as plain
 * data, so a change made around the named operations shows as a difference.
 */
function snapshot(state: MockState): string {
  const seen = new Set<object>();
  const plain = (value: unknown): unknown => {
    if (typeof value === 'function' || value === null || typeof value !== 'object') return typeof value === 'function' ? undefined : value;
    if (seen.has(value)) return '[seen]';
    seen.add(value);
    if (value instanceof Map) return [...value].map(([k, v]) => [plain(k), plain(v)]);
    if (value instanceof Set) return [...value].map(plain);
    if (value instanceof AbortSignal) return value.aborted;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  };
  const { entries: _log, ...held } = state as unknown as Record<string, unknown>;
  return JSON.stringify(plain(held));
}

describe('the control surface', () => {
  // One request per control route, each made where it has something to change (a scripted
  // outcome to clear, a step waiting for its answer); `:id` is the waiting step's id.
  const requests: Array<[method: 'get' | 'put' | 'post' | 'delete', route: string, body?: object]> = [
    ['get', '/state'],
    ['get', '/player'],
    ['put', '/player', { id: 'player-2', registered: true }],
    ['get', '/player/data'],
    ['get', '/notifications'],
    ['get', '/purchases'],
    ['post', '/purchases/seed', { count: 1 }],
    ['post', '/consume/fail-next', { count: 1 }],
    ['get', '/subscriptions'],
    ['post', '/subscriptions', { productId: 'club_monthly' }],
    ['post', '/referrals', { playerId: 'friend-1' }],
    ['put', '/entry-payload', { payload: { level: 2 } }],
    ['post', '/events/:name', undefined],
    ['get', '/loading-mode'],
    ['put', '/loading-mode', { mode: 'manual' }],
    ['get', '/login-reminders'],
    ['put', '/login-reminders', { enabled: false }],
    ['put', '/network', { delayMs: 5 }],
    ['post', '/outcomes/:kind', { choice: 'buy' }],
    ['delete', '/outcomes'],
    ['get', '/pending'],
    ['post', '/pending/:id', { choice: 'register' }],
    ['get', '/log'],
    ['get', '/sessions'],
  ];

  it('covers every control route in the table above', () => {
    const routes = (controlRoutes(new MockState()).stack as Array<{ route?: { path: string; methods: Record<string, boolean> } }>)
      .flatMap((layer) => (layer.route ? Object.keys(layer.route.methods).map((method) => `${method} ${layer.route!.path}`) : []));
    expect(routes.sort()).toEqual(requests.map(([method, route]) => `${method} ${route}`).sort());
  });

  it.each(requests)('%s %s changes the state only through a named operation: it changes nothing, or logs exactly one entry', async (method, route, body) => {
    const state = new MockState();
    state.setOutcome('share', 'share', 1);
    void state.decisions.decide('registration', null, 'player-1', {}).catch(() => undefined);
    state.startSession('farm');
    const onError: ErrorRequestHandler = (error: ControlError, _req, res, _next) => void res.status(error.status ?? 500).json({ error: error.message });
    const app = express().use(express.json(), controlRoutes(state), onError);
    const path = route.replace(':id', state.decisions.pending()[0]!.id).replace(':name', 'pause').replace(':kind', 'checkout');
    const before = snapshot(state);
    const logged = state.log.length;

    const response = await request(app)[method](path).send(body);

    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const added = state.log.slice(logged).map((entry) => entry.call);
    if (snapshot(state) === before) expect(added).toEqual([]);
    else expect(added).toEqual([expect.stringMatching(/^(control|event)\./)]);
    state.close();
  });
});

describe('the platform dates what it records by its own clock', () => {
  it('the event log, page sessions, waiting steps, purchases and referrals carry the injected clock\'s time', async () => {
    const clock = new ManualClock();
    const at = new Date(clock.now()).toISOString();
    const state = new MockState({ clock });
    const session = state.startSession('mock-game', null);
    expect(session.startedAt).toBe(at);
    state.sessionReady(session);
    expect(session.readyAt).toBe(at);
    const purchases = (await state.seedPurchases(1)).purchases;
    expect(purchases[0]!.purchasedAt).toBe(at);
    expect(state.addReferral('friend-1')).toEqual([{ playerId: 'friend-1', registeredAt: at }]);
    void state.decisions.decide('checkout', null, state.current.id, {}).catch(() => undefined);
    expect(state.decisions.pending()[0]!.since).toBe(at);
    expect(state.log.every((entry) => entry.at === at)).toBe(true);
    state.close();
  });
});
