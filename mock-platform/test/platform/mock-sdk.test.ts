// The mock platform SDK under Node against the real server: the contract's behaviours as the
// platform implements them.
import { describe, expect, it } from 'vitest';
import { createMockPartnerSdk } from '../../src/platform-sdk/mock-sdk.js';
import { failureOf, mockSdk, platform } from './support.js';

describe('session and player', () => {
  it('init starts a page session of the current player, with the entry payload and the data limit', async () => {
    const server = await platform();
    await server.control.setEntryPayload({ from: 'notification' });
    const session = await mockSdk(server).init();
    expect(session).toEqual({ player: { id: 'player-1', registered: false, name: null, photo: null }, entryPayload: { from: 'notification' }, locale: 'en-US', dataLimitBytes: 1_000_000, data: {} });
    expect((await server.control.getSessions()).map((s) => [s.player, s.game])).toEqual([['player-1', 'farm']]);
  });

  it('a call without a session is refused BAD_ARGUMENT', async () => {
    const server = await platform();
    expect(await failureOf(mockSdk(server).loadData())).toEqual({ code: 'BAD_ARGUMENT', message: 'unknown session: call init first' });
  });

  it('data is stored per player and refused past 1 MB with nothing changed', async () => {
    const server = await platform();
    const sdk = mockSdk(server);
    await sdk.init();
    await sdk.saveData({ level: 2 });
    expect(await failureOf(sdk.saveData({ big: 'x'.repeat(1_000_000) }))).toMatchObject({ code: 'QUOTA_EXCEEDED' });
    expect(await sdk.loadData()).toEqual({ level: 2 });
    expect(await server.control.getPlayerData()).toEqual({ player: 'player-1', data: { level: 2 }, bytes: 11, limitBytes: 1_000_000 });
  });
});

describe('registration', () => {
  it('a completed registration calls onClose(true), reloads the game and registers the player', async () => {
    const server = await platform();
    const reloads: string[] = [];
    const sdk = mockSdk(server, reloads);
    await sdk.init();
    await server.control.setOutcome('registration', 'register');
    const closed = new Promise<boolean>((resolve) => sdk.showRegistration({ message: 'Text {{registrationCode}}' }, resolve).login());
    expect(await closed).toBe(true);
    await expect.poll(() => reloads).toEqual(['reload']);
    expect((await server.control.getPlayer()).registered).toBe(true);
  });

  it('a login on a prompt that has closed answers at once and registers no one; a promptId never shown is BAD_ARGUMENT', async () => {
    const server = await platform();
    const sdk = mockSdk(server);
    await sdk.init();
    await server.control.setOutcome('registration', 'close');
    let prompt: { login(): Promise<void> } | undefined;
    const closed = new Promise<boolean>((resolve) => (prompt = sdk.showRegistration({ message: 'Text {{registrationCode}}' }, resolve)));
    expect(await closed).toBe(false);
    await prompt!.login();
    await prompt!.login();
    expect((await server.control.getPlayer()).registered).toBe(false);
    const api = `${server.url}/partner-platform/v1/api`;
    const { value } = (await (await fetch(`${api}/init`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).json()) as { value: { sessionId: string } };
    const answer = await fetch(`${api}/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-partner-session': value.sessionId }, body: '{"promptId":"never-shown"}' });
    expect(await answer.json()).toEqual({ error: { code: 'BAD_ARGUMENT', message: 'no registration prompt never-shown was shown' } });
  });

  it('a registered player is refused NOT_ALLOWED, synchronously', async () => {
    const server = await platform();
    await server.control.setPlayer({ registered: true });
    const sdk = mockSdk(server);
    await sdk.init();
    expect(() => sdk.showRegistration({ message: 'Text {{registrationCode}}' }, () => {})).toThrow(expect.objectContaining({ code: 'NOT_ALLOWED' }));
  });
});

describe('payments', () => {
  it('a closed checkout is CANCELLED; a bought one is a pending sandbox purchase', async () => {
    const server = await platform();
    const sdk = mockSdk(server);
    await sdk.init();
    await server.control.setOutcome('checkout', 'close');
    expect(await failureOf(sdk.purchase('gems_100'))).toMatchObject({ code: 'CANCELLED' });
    await server.control.setOutcome('checkout', 'buy');
    const purchase = await sdk.purchase('gems_100');
    expect(purchase).toMatchObject({ productId: 'gems_100', sandbox: true });
    expect((await sdk.purchases()).map((p) => p.purchaseToken)).toEqual([purchase.purchaseToken]);
    expect(await failureOf(sdk.purchase('no-such-product'))).toMatchObject({ code: 'BAD_ARGUMENT' });
  });

  it('lists at most 50; a consume fault after n consumes fails once and leaves the purchase pending; consuming again succeeds', async () => {
    const server = await platform();
    await server.control.seedPurchases(55);
    await server.control.failNextConsume(1, 2);
    const sdk = mockSdk(server);
    await sdk.init();
    const listed = await sdk.purchases();
    expect(listed).toHaveLength(50);
    await sdk.consume(listed[0]!.purchaseToken);
    await sdk.consume(listed[1]!.purchaseToken);
    expect(await failureOf(sdk.consume(listed[2]!.purchaseToken))).toMatchObject({ code: 'FAILED' });
    await sdk.consume(listed[2]!.purchaseToken);
    await sdk.consume(listed[2]!.purchaseToken);
    expect(await server.control.getPurchases()).toHaveLength(52);
    expect(await failureOf(sdk.consume('pt-unknown'))).toMatchObject({ code: 'BAD_ARGUMENT' });
  });
});

describe('faults and events', () => {
  it('a silent platform holds every answer until it speaks again', async () => {
    const server = await platform();
    const sdk = mockSdk(server);
    await sdk.init();
    await server.control.setNetwork({ silent: true });
    let answered = false;
    const pending = sdk.catalog().then(() => (answered = true));
    await expect.poll(async () => (await server.control.getEvents()).some((e) => e.call === 'catalog' && e.outcome === 'held: platform silent')).toBe(true);
    expect(answered).toBe(false);
    await server.control.setNetwork({ silent: false });
    await pending;
    expect(answered).toBe(true);
  });

  it('platform events reach every live page session', async () => {
    const server = await platform();
    const heard: string[] = [];
    const sdk = mockSdk(server);
    sdk.on('pause', () => heard.push('pause'));
    sdk.on('exit', () => heard.push('exit'));
    await sdk.init();
    await server.control.fire('pause');
    await server.control.fire('exitRequested');
    await expect.poll(() => heard).toEqual(['pause', 'exit']);
  });

  it('cancelSessionNotifications cancels only the calling session\'s notifications', async () => {
    const server = await platform();
    await server.control.setPlayer({ registered: true });
    const first = mockSdk(server);
    const second = mockSdk(server);
    await first.init();
    await second.init();
    await first.scheduleNotification({ id: 'a', title: 't', body: 'b', day: 1 });
    await second.scheduleNotification({ id: 'b', title: 't', body: 'b', day: 1 });
    await second.cancelSessionNotifications();
    expect((await server.control.getNotifications()).days['1']!.map((n) => n.id)).toEqual(['a']);
  });

  it('refuses what the SDK refuses, with the core\'s own messages, even from a caller that skipped the SDK', async () => {
    const server = await platform();
    await server.control.setPlayer({ registered: true });
    const sdk = mockSdk(server);
    await sdk.init();
    const base = { id: 'd1', title: 'Harvest', body: 'Your crops are ready', day: 1 };
    expect(await failureOf(sdk.scheduleNotification({ ...base, body: 'b'.repeat(101) }))).toEqual({ code: 'BAD_ARGUMENT', message: 'body must be at most 100 characters, got 101' });
    expect(await failureOf(sdk.scheduleNotification({ ...base, day: 8 }))).toEqual({ code: 'BAD_ARGUMENT', message: 'scheduledInDays must be a whole number from 0 to 7, got 8' });
    expect(await failureOf(sdk.scheduleNotification({ ...base, imageAssetId: 'farm', imageDataUrl: 'data:image/png;base64,iVBORw0KGgo=' }))).toMatchObject({ code: 'BAD_ARGUMENT', message: 'give imageAssetId or imageDataUrl, never both' });
    expect((await server.control.getNotifications()).days['1'] ?? []).toEqual([]);
    await sdk.scheduleNotification({ ...base, body: 'b'.repeat(100) });
    expect((await server.control.getNotifications()).days['1']!.map((n) => n.body)).toEqual(['b'.repeat(100)]);
  });
});

describe('decisions', () => {
  it('a checkout whose page left is withdrawn from the pending list', async () => {
    const server = await platform();
    const api = `${server.url}/partner-platform/v1/api`;
    const { value } = (await (await fetch(`${api}/init`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"page":"/play/farm/"}' })).json()) as { value: { sessionId: string } };
    const leave = new AbortController();
    const checkout = fetch(`${api}/purchase`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-partner-session': value.sessionId },
      body: JSON.stringify({ productId: 'gems_100' }),
      signal: leave.signal,
    }).catch((error: Error) => error.name);
    await expect.poll(async () => (await server.control.getPending()).map((p) => p.kind)).toEqual(['checkout']);
    leave.abort();
    expect(await checkout).toBe('AbortError');
    await expect.poll(async () => server.control.getPending()).toEqual([]);
  });
});

describe('bad input to the platform API', () => {
  it('answers a refused call with its contract code in a 200 (an outcome, as a platform SDK reports it), a broken body or a value of the wrong type with a 400 BAD_ARGUMENT, never a 500', async () => {
    const server = await platform();
    const api = `${server.url}/partner-platform/v1/api`;
    const post = (path: string, body: string, session = '') =>
      fetch(`${api}/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-partner-session': session }, body });
    const { value } = (await (await post('init', '{}')).json()) as { value: { sessionId: string } };
    const cases: Array<[string, string, number, string | undefined]> = [
      ['no-such-call', '{}', 200, 'BAD_ARGUMENT'],
      ['__proto__', '{}', 200, 'BAD_ARGUMENT'],
      ['saveData', '{"data":[1,2]}', 200, 'BAD_ARGUMENT'],
      ['saveData', '{"data":', 400, 'BAD_ARGUMENT'],
      ['purchase', '{"productId":7}', 400, 'BAD_ARGUMENT'],
      ['purchase', '{"productId":"no-such-product"}', 200, 'BAD_ARGUMENT'],
      ['scheduleNotification', '{}', 400, 'BAD_ARGUMENT'],
      ['scheduleNotification', '{"notification":{"id":"n","title":"t","body":"b","day":1}}', 200, 'NOT_REGISTERED'],
      ['observe', '{"kind":"teleport"}', 400, 'BAD_ARGUMENT'],
    ];
    for (const [path, body, status, code] of cases) {
      const response = await post(path, body, value.sessionId);
      expect(response.status, path).toBe(status);
      const answer = (await response.json()) as { error: { code?: string } | string };
      if (code) expect(answer.error, path).toMatchObject({ code });
    }
  });
});

describe('message order', () => {
  const base = (server: { url: string }) => new URL(`${server.url}/partner-platform/v1/`);
  const host = { pagePath: '/play/farm/index.html', reload: () => {} };
  const progressAndReady = async (server: { control: { getSessions(): Promise<Array<{ id: string }>>; getEvents(): Promise<Array<{ session: string | null; call: string; args: Record<string, unknown> }>> } }) => {
    const [session] = await server.control.getSessions();
    return (await server.control.getEvents())
      .filter((entry) => entry.session === session!.id && (entry.call === 'loadingProgress' || entry.call === 'gameReady'))
      .map((entry) => (entry.call === 'gameReady' ? 'gameReady' : `loadingProgress:${String(entry.args.percent)}`));
  };

  it('progress reports reach the platform before the gameReady sent after them, however slow their connection', async () => {
    const server = await platform();
    // Every loadingProgress request is held back before it leaves, as a busy connection would
    // hold it: the gameReady sent after them arrives first, and waits for its turn.
    const slowProgress: typeof fetch = async (input, init) => {
      if (String(input).endsWith('/api/loadingProgress')) await new Promise((resolve) => setTimeout(resolve, 150));
      return fetch(input, init);
    };
    const sdk = createMockPartnerSdk(base(server), host, slowProgress);
    try {
      await sdk.init();
      void sdk.loadingProgress(50);
      void sdk.loadingProgress(100);
      await sdk.gameReady();
      expect(await progressAndReady(server)).toEqual(['loadingProgress:50', 'loadingProgress:100', 'gameReady']);
    } finally {
      sdk.dispose();
    }
  });

  it('gameReady leaves at once and is answered while the progress report before it is still unanswered', async () => {
    const server = await platform();
    const sent: string[] = [];
    let answerProgress = () => {};
    const progressAnswered = new Promise<void>((resolve) => (answerProgress = resolve));
    // The progress report's answer is held on its way back; the request itself went out.
    const slowAnswers: typeof fetch = async (input, init) => {
      sent.push(String(input).replace(/^.*\/api\//, ''));
      const response = await fetch(input, init);
      if (String(input).endsWith('/api/loadingProgress')) await progressAnswered;
      return response;
    };
    const sdk = createMockPartnerSdk(base(server), host, slowAnswers);
    try {
      await sdk.init();
      let progressDone = false;
      const progress = Promise.resolve(sdk.loadingProgress(40)).then(() => (progressDone = true));
      await sdk.gameReady();
      expect(progressDone).toBe(false);
      expect(sent.filter((call) => call !== 'events')).toEqual(['init', 'loadingProgress', 'gameReady']);
      answerProgress();
      await progress;
      expect(await progressAndReady(server)).toEqual(['loadingProgress:40', 'gameReady']);
    } finally {
      sdk.dispose();
    }
  });

  it('a call that needs an answer does not wait for an unrelated earlier one: the catalog comes while a checkout waits for the player', async () => {
    const server = await platform();
    const sdk = mockSdk(server);
    await sdk.init();
    const purchase = sdk.purchase('gems_100');
    await expect.poll(async () => (await server.control.getPending()).map((p) => p.kind)).toEqual(['checkout']);
    expect((await sdk.catalog()).map((p) => p.productId)).toContain('gems_100');
    const [pending] = await server.control.getPending();
    await server.control.answer(pending!.id, 'close');
    expect(await failureOf(purchase)).toMatchObject({ code: 'CANCELLED' });
  });

  it('observations of the page go in the same order as the page\'s calls', async () => {
    const server = await platform();
    const sdk = mockSdk(server);
    await sdk.init();
    void sdk.loadingProgress(10);
    sdk.observe('vibrate', { pattern: '200' });
    await sdk.gameReady();
    await expect.poll(async () => (await server.control.getEvents()).map((entry) => entry.call).filter((call) => ['loadingProgress', 'observed.vibrate', 'gameReady'].includes(call))).toEqual(['loadingProgress', 'observed.vibrate', 'gameReady']);
  });
});
