// Loading screen modes: in Manual mode the platform sends the player home when its window passes
// with no progress call between the session's init and gameReady; Auto never does. The window runs
// on an injected clock (ManualClock), so no test waits for it or asserts a duration.
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createMockPlatformApp, LOADING_SILENCE_MS, type RunningMockPlatform } from '../../src/index.js';
import { failureOf, ManualClock, mockSdk, platform } from './support.js';

const WINDOW_MS = 1_000;

/** A mock platform whose Manual loading window is WINDOW_MS on `clock`, in `mode`. */
async function loadingPlatform(mode: 'auto' | 'manual', clock = new ManualClock()) {
  const server = await platform({}, { loadingSilenceMs: WINDOW_MS, clock });
  if (mode === 'manual') await server.control.setLoadingMode('manual');
  return { server, clock };
}

const sentHome = async (server: RunningMockPlatform) => (await server.control.getEvents()).filter((entry) => entry.call === 'sentHome');

/** Waits until the server handled `count` progress calls (the SDK sends them without waiting for the answer). */
const progressHandled = (server: RunningMockPlatform, count: number) =>
  expect.poll(async () => (await server.control.getEvents()).filter((entry) => entry.call === 'loadingProgress').length).toBe(count);

describe('Manual loading mode', () => {
  it('sends the player home when the window passes with no progress call after init, and logs why', async () => {
    const { server, clock } = await loadingPlatform('manual');
    const sdk = mockSdk(server);
    await sdk.init();
    clock.advance(WINDOW_MS - 1);
    expect(await sentHome(server)).toEqual([]);

    clock.advance(1);
    const [entry] = await sentHome(server);
    expect(entry).toMatchObject({
      session: sdk.sessionId,
      player: 'player-1',
      outcome: 'sent home',
      args: { reason: 'no loading progress call for 1 s in Manual loading mode', silentSeconds: 1, windowSeconds: 1, lastProgress: null },
    });
    const [session] = await server.control.getSessions();
    expect(session).toMatchObject({ id: sdk.sessionId, loadingMode: 'manual', readyAt: null, sentHome: { reason: 'no loading progress call for 1 s in Manual loading mode', silentSeconds: 1 } });
  });

  it('ends the session: a held checkout is withdrawn, later calls fail UNAVAILABLE, the event poll stops, events no longer reach it', async () => {
    const { server, clock } = await loadingPlatform('manual');
    const sdk = mockSdk(server);
    await sdk.init();
    const checkout = failureOf(sdk.purchase('gems_100'));
    await expect.poll(async () => (await server.control.getPending()).length).toBe(1);

    clock.advance(WINDOW_MS);
    expect(await checkout).toEqual({ code: 'UNAVAILABLE', message: 'the platform sent the player home: no loading progress call for 1 s in Manual loading mode' });
    expect(await server.control.getPending()).toEqual([]);
    expect(await failureOf(sdk.loadData())).toMatchObject({ code: 'UNAVAILABLE', message: expect.stringContaining('sent the player home') });
    await expect.poll(() => sdk.sessionEnded).toBe(true);
    expect(await server.control.fire('pause')).toMatchObject({ sessions: 0 });
    const calls = (await server.control.getEvents()).filter((entry) => entry.session === sdk.sessionId).map((entry) => [entry.call, entry.outcome]);
    expect(calls).toEqual([
      ['init', 'ok'],
      ['sentHome', 'sent home'],
      ['purchase', 'UNAVAILABLE'],
      ['loadData', 'UNAVAILABLE'],
    ]);
  });

  it('a call held by a silent platform fails when its session is sent home, instead of waiting for the silence to end', async () => {
    const { server, clock } = await loadingPlatform('manual');
    const sdk = mockSdk(server);
    await sdk.init();
    await server.control.setNetwork({ silent: true });
    const held = failureOf(sdk.loadData());
    await expect.poll(async () => (await server.control.getEvents()).some((entry) => entry.call === 'loadData')).toBe(true);
    clock.advance(WINDOW_MS);
    expect(await held).toMatchObject({ code: 'UNAVAILABLE', message: expect.stringContaining('sent the player home') });
  });

  it('a progress call within the window starts it again', async () => {
    const { server, clock } = await loadingPlatform('manual');
    const sdk = mockSdk(server);
    await sdk.init();
    clock.advance(WINDOW_MS - 1);
    sdk.loadingProgress(40);
    await progressHandled(server, 1);
    clock.advance(WINDOW_MS - 1); // 2 windows less 2 ms after init: home already without the reset
    expect(await sentHome(server)).toEqual([]);
    expect(await sdk.loadData()).toEqual({});

    clock.advance(1);
    expect((await sentHome(server))[0]?.args).toMatchObject({ silentSeconds: 1, lastProgress: 40 });
  });

  it('gameReady ends the window: the session lives on however long it stays quiet', async () => {
    const { server, clock } = await loadingPlatform('manual');
    // Only the loading window's timer is counted: the login reminder has its own.
    await server.control.setLoginReminders(false);
    const sdk = mockSdk(server);
    await sdk.init();
    sdk.loadingProgress(100);
    await progressHandled(server, 1);
    clock.advance(WINDOW_MS - 1);
    await sdk.gameReady();
    expect(clock.pending).toBe(0);
    clock.advance(WINDOW_MS * 100);
    expect(await sentHome(server)).toEqual([]);
    expect(await sdk.loadData()).toEqual({});
    expect((await server.control.getSessions())[0]).toMatchObject({ loadingMode: 'manual', sentHome: null, readyAt: expect.any(String) });
  });

  it('applies to sessions started after it is set; a session keeps the mode it started with', async () => {
    const { server, clock } = await loadingPlatform('auto');
    const before = mockSdk(server);
    await before.init();
    await server.control.setLoadingMode('manual');
    const after = mockSdk(server);
    await after.init();
    clock.advance(WINDOW_MS);
    expect((await sentHome(server)).map((entry) => entry.session)).toEqual([after.sessionId]);
    expect((await server.control.getSessions()).map((s) => [s.id, s.loadingMode, s.sentHome === null])).toEqual([
      [before.sessionId, 'auto', true],
      [after.sessionId, 'manual', false],
    ]);
  });

  it('really sends the player home on the wall clock with a short window (no fake clock)', async () => {
    const server = await platform({}, { loadingSilenceMs: 50 });
    await server.control.setLoadingMode('manual');
    const sdk = mockSdk(server);
    await sdk.init();
    await expect.poll(async () => (await sentHome(server)).map((entry) => entry.session)).toEqual([sdk.sessionId]);
  });

  it('the checklist item 1 reports the sent-home session as a finding with its log entries', async () => {
    const { server, clock } = await loadingPlatform('manual');
    const sdk = mockSdk(server);
    await sdk.init();
    clock.advance(WINDOW_MS);
    const item = (await server.control.getChecklist()).items[0];
    expect(item).toMatchObject({
      key: 'first-load',
      status: 'finding',
      evidence: [`session ${sdk.sessionId.slice(0, 8)}: sent home by the platform, no loading progress call for 1 s in Manual loading mode (window 1 s) before startGameAsync (#2 to #3)`],
    });
  });

  it('closing the server closes every open window', async () => {
    const clock = new ManualClock();
    const made = createMockPlatformApp({ loadingSilenceMs: WINDOW_MS, clock });
    await request(made.app).put('/__mock/api/loading-mode').send({ mode: 'manual' }).expect(200);
    await request(made.app).post('/partner-platform/v1/api/init').send({ page: '/play/farm/index.html' }).expect(200);
    expect(clock.pending).toBe(1);
    await made.close();
    expect(clock.pending).toBe(0);
  });
});

describe('Auto loading mode', () => {
  it('is the default, and never sends anyone home: no window opens', async () => {
    const { server, clock } = await loadingPlatform('auto');
    expect(await server.control.getLoadingMode()).toEqual({ mode: 'auto', silenceMs: WINDOW_MS });
    const sdk = mockSdk(server);
    await sdk.init();
    expect(clock.pending).toBe(0);
    clock.advance(WINDOW_MS * 1_000);
    expect(await sentHome(server)).toEqual([]);
    expect(await sdk.loadData()).toEqual({});
  });

  it('switching back to auto stops sending later sessions home', async () => {
    const { server, clock } = await loadingPlatform('manual');
    await server.control.setLoadingMode('auto');
    await mockSdk(server).init();
    clock.advance(WINDOW_MS * 10);
    expect(await sentHome(server)).toEqual([]);
  });
});

describe('the control and the option', () => {
  const apps: Array<{ close(): Promise<void> }> = [];
  afterEach(async () => {
    for (const made of apps.splice(0)) await made.close();
  });
  const app = () => {
    const made = createMockPlatformApp();
    apps.push(made);
    return made.app;
  };

  it("the window is the spec's 15 s unless injected, and the state view shows the mode", async () => {
    expect(LOADING_SILENCE_MS).toBe(15_000);
    const server = await platform();
    expect((await server.control.state()).loadingScreen).toEqual({ mode: 'auto', silenceMs: 15_000 });
    expect(await server.control.setLoadingMode('manual')).toEqual({ mode: 'manual', silenceMs: 15_000 });
    expect((await server.control.state()).loadingScreen.mode).toBe('manual');
    expect((await server.control.getEvents()).map((entry) => [entry.call, entry.args])).toEqual([['control.setLoadingMode', { mode: 'manual' }]]);
  });

  it.each([
    [{ mode: 'sometimes' }, 'mode'],
    [{ mode: 'MANUAL' }, 'mode'],
    [{}, 'mode'],
    [{ mode: 7 }, 'mode'],
    [{ mode: 'manual', silenceMs: 5 }, 'silenceMs'],
  ])('PUT /loading-mode %j answers 400 naming %s, and changes nothing', async (body, named) => {
    const server = app();
    const response = await request(server).put('/__mock/api/loading-mode').send(body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'invalid_request' });
    expect(response.body.error).toContain(named);
    expect((await request(server).get('/__mock/api/loading-mode')).body).toEqual({ mode: 'auto', silenceMs: 15_000 });
  });

  it('malformed JSON to PUT /loading-mode is a 400', async () => {
    const response = await request(app()).put('/__mock/api/loading-mode').set('content-type', 'application/json').send('{"mode":');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'invalid_request' });
  });

  it.each([0, -1, 1.5, Number.NaN, 2 ** 31, '15000'])('loadingSilenceMs %s is refused, naming the option', (value) => {
    expect(() => createMockPlatformApp({ loadingSilenceMs: value as number })).toThrow(/^loadingSilenceMs must be a whole number of milliseconds from 1 to 2147483647/);
  });

  it('a clock without its functions is refused, naming the option', () => {
    expect(() => createMockPlatformApp({ clock: { now: () => 0 } as never })).toThrow('clock must be an object with now(), setTimeout(callback, ms) and clearTimeout(handle)');
  });
});
