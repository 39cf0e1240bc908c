// The state's named operations, the only way the control surface changes the platform: each
// checks its input against the platform, changes one thing and logs itself once; a refused one
// changes and logs nothing.
import { describe, expect, it } from 'vitest';
import { ControlError } from '../../src/platform/failure.js';
import { MockState } from '../../src/platform/state.js';

const calls = (state: MockState) => state.log.map((entry) => [entry.call, entry.args]);

describe('accepted operations', () => {
  it('each changes the state and logs one control entry with its arguments', async () => {
    const state = new MockState();
    expect(state.setPlayer('player-7', true)).toMatchObject({ id: 'player-7', registered: true, name: 'Player player-7' });
    expect((await state.seedPurchases(2)).purchases.map((p) => p.productId)).toEqual(['gems_100', 'gems_100']);
    expect(state.failConsumes(1, 2)).toEqual({ count: 1, after: 2 });
    expect(state.setSubscription('club_monthly', 'active').trialsUsed.has('club_monthly')).toBe(true);
    expect(state.addReferral('friend-1', '2026-01-02T03:04:05.000Z')).toEqual([{ playerId: 'friend-1', registeredAt: '2026-01-02T03:04:05.000Z' }]);
    expect(state.setEntryPayload({ level: 3, from: 'ad' })).toEqual({ level: 3, from: 'ad' });
    expect(state.setLoadingMode('manual')).toEqual({ mode: 'manual', silenceMs: 15_000 });
    expect(state.setLoginReminders(false)).toBe(false);
    expect(state.setNetwork({ delayMs: 250 })).toEqual({ delayMs: 250, silent: false });
    state.setOutcome('checkout', 'close', 2);
    expect(state.fireEvent('exitRequested')).toEqual({ sent: 'exitRequested', sessions: 0 });

    expect(calls(state)).toEqual([
      ['control.setPlayer', { id: 'player-7', registered: true }],
      ['control.seedPurchases', { productId: 'gems_100', count: 2 }],
      ['control.failNextConsume', { count: 1, after: 2 }],
      ['control.setSubscription', { productId: 'club_monthly', status: 'active' }],
      ['control.addReferral', { playerId: 'friend-1' }],
      ['control.setEntryPayload', { keys: 2 }],
      ['control.setLoadingMode', { mode: 'manual' }],
      ['control.setLoginReminders', { enabled: false }],
      ['control.setNetwork', { delayMs: 250, silent: false }],
      ['control.setOutcome', { kind: 'checkout', choice: 'close', times: 2 }],
      ['event.exit', { sessions: 0 }],
    ]);
    expect(state.log.every((entry) => entry.player === 'player-7' && entry.session === null)).toBe(true);
    expect([state.entryPayload, state.loadingMode, state.loginReminders, state.network.current]).toEqual([{ level: 3, from: 'ad' }, 'manual', false, { delayMs: 250, silent: false }]);
    expect(state.startSession('farm').loadingMode).toBe('manual');
  });

  it('consume faults let `after` consumes through, then fail `count`, then none', () => {
    const state = new MockState();
    state.failConsumes(2, 1);
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
    ['an answer to no waiting step', (state: MockState) => state.decisions.answer('nope', 'buy'), 'no decision with that id is waiting', 404],
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
    expect(() => state.decisions.answer(waiting!.id, 'share')).toThrow(new ControlError('choice for checkout must be one of buy, close'));
    expect(state.decisions.pending()).toEqual([waiting]);
  });
});
