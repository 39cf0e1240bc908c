// The loading screen starts with the page: in Manual mode the platform counts the silence from
// when it began serving the game's page, then from each progress call. A page silent for the
// window is sent home whether or not it started the SDK. Time runs on an injected ManualClock.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunningMockPlatform } from '../../src/index.js';
import { createMockPartnerSdk } from '../../src/platform-sdk/mock-sdk.js';
import { failureOf, ManualClock, platform } from './support.js';

const WINDOW_MS = 1_000;
const folder = mkdtempSync(join(tmpdir(), 'loading-page-'));
writeFileSync(join(folder, 'index.html'), '<!doctype html><html><head><title>farm</title></head><body><script src="gamesdk.js"></script></body></html>');
writeFileSync(join(folder, 'help.html'), '<!doctype html><p>help</p>');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function manualPlatform(mode: 'auto' | 'manual' = 'manual') {
  const clock = new ManualClock();
  const server = await platform({ farm: folder }, { loadingSilenceMs: WINDOW_MS, clock });
  await server.control.setLoginReminders(false);
  if (mode === 'manual') await server.control.setLoadingMode('manual');
  return { server, clock };
}

/** Loads the game's page as a browser does; answers the page load the platform named in it. */
async function servePage(server: RunningMockPlatform, path = '/play/farm/index.html'): Promise<string | null> {
  const html = await (await fetch(`${server.url}${path}`)).text();
  return /<meta name="partner-page-load" content="([^"]+)">/.exec(html)?.[1] ?? null;
}

/** The page's mock platform SDK, naming the page load as the browser bundle reads it from the page. */
function pageSdk(server: RunningMockPlatform, pageLoad: string | null) {
  const sdk = createMockPartnerSdk(new URL(`${server.url}/partner-platform/v1/`), { pagePath: '/play/farm/index.html', pageLoad, reload: () => {} });
  return sdk;
}

const events = async (server: RunningMockPlatform, call: string) => (await server.control.getEvents()).filter((entry) => entry.call === call);

describe('Manual mode: the window starts when the platform begins serving the page', () => {
  it('a page that starts the SDK after the window, without a progress call, is sent home: its init starts nothing', async () => {
    const { server, clock } = await manualPlatform();
    const pageLoad = await servePage(server);
    expect(pageLoad).toMatch(/^[0-9a-f-]{36}$/);
    clock.advance(WINDOW_MS);
    const [home] = await events(server, 'sentHome');
    expect(home).toMatchObject({
      session: null,
      outcome: 'sent home',
      args: { reason: 'no loading progress call for 1 s in Manual loading mode, before the page started the SDK', silentSeconds: 1, windowSeconds: 1, lastProgress: null, page: '/play/farm/index.html', pageLoad },
    });
    expect((await server.control.state()).pagesSentHome).toEqual([
      { pageLoad, page: '/play/farm/index.html', reason: 'no loading progress call for 1 s in Manual loading mode, before the page started the SDK', silentSeconds: 1 },
    ]);

    const sdk = pageSdk(server, pageLoad);
    expect(await failureOf(sdk.init())).toEqual({ code: 'UNAVAILABLE', message: 'the platform sent the player home: no loading progress call for 1 s in Manual loading mode, before the page started the SDK' });
    expect(await server.control.getSessions()).toEqual([]);
    expect((await events(server, 'init')).map((entry) => [entry.session, entry.outcome, entry.args.pageLoad])).toEqual([[null, 'UNAVAILABLE', pageLoad]]);
    sdk.dispose();
  });

  it('is an item 1 finding once, naming the page and the log entries', async () => {
    const { server, clock } = await manualPlatform();
    await servePage(server);
    clock.advance(WINDOW_MS);
    const item = (await server.control.getChecklist()).items[0];
    expect(item).toMatchObject({ key: 'first-load', status: 'finding' });
    const seqs = (await server.control.getEvents()).filter((entry) => entry.call === 'pageLoad' || entry.call === 'sentHome').map((entry) => `#${entry.seq}`);
    expect(item?.evidence).toEqual([
      `page /play/farm/index.html: sent home by the platform, no loading progress call for 1 s in Manual loading mode (window 1 s) since the platform began serving it, before it started the SDK (${seqs[0]} to ${seqs[1]})`,
    ]);
  });

  it('a page that starts the SDK inside the window keeps only what is left of it: the session is sent home at the window counted from the page', async () => {
    const { server, clock } = await manualPlatform();
    const pageLoad = await servePage(server);
    clock.advance(WINDOW_MS - 100);
    const sdk = pageSdk(server, pageLoad);
    await sdk.init();
    expect(await events(server, 'sentHome')).toEqual([]);
    clock.advance(100);
    const [home] = await events(server, 'sentHome');
    expect(home).toMatchObject({ session: sdk.sessionId, args: { silentSeconds: 1, lastProgress: null } });
    expect((await server.control.getSessions())[0]).toMatchObject({ id: sdk.sessionId, pageLoad, loadingMode: 'manual', sentHome: { silentSeconds: 1 } });
    sdk.dispose();
  });

  it('a progress call then opens the window again; gameReady closes it; first load is timed from the page served', async () => {
    const { server, clock } = await manualPlatform();
    const pageLoad = await servePage(server);
    clock.advance(WINDOW_MS - 100);
    const sdk = pageSdk(server, pageLoad);
    await sdk.init();
    sdk.loadingProgress(30);
    await expect.poll(async () => (await events(server, 'loadingProgress')).length).toBe(1);
    clock.advance(WINDOW_MS - 1);
    expect(await events(server, 'sentHome')).toEqual([]);
    await sdk.gameReady();
    expect(clock.pending).toBe(0);
    clock.advance(WINDOW_MS * 10);
    expect(await events(server, 'sentHome')).toEqual([]);
    const [load] = await events(server, 'pageLoad');
    const [ready] = await events(server, 'gameReady');
    const item = (await server.control.getChecklist()).items[0];
    expect(item?.evidence[0]).toMatch(new RegExp(`^session ${sdk.sessionId.slice(0, 8)}: startGameAsync \\d+\\.\\d\\d s after the platform began serving its page \\(#${load!.seq} to #${ready!.seq}\\)$`));
    sdk.dispose();
  });

  it('only the page that opens the game starts the loading screen: another page of the game is served with no window', async () => {
    const { server, clock } = await manualPlatform();
    expect(await servePage(server, '/play/farm/help.html')).toBeNull();
    expect(clock.pending).toBe(0);
    expect(await servePage(server, '/play/farm/')).not.toBeNull();
    expect(clock.pending).toBe(1);
  });
});

describe('Auto mode', () => {
  it('opens no window for a served page, and its late init starts a session as usual', async () => {
    const { server, clock } = await manualPlatform('auto');
    const pageLoad = await servePage(server);
    expect(pageLoad).not.toBeNull();
    expect(clock.pending).toBe(0);
    clock.advance(WINDOW_MS * 100);
    const sdk = pageSdk(server, pageLoad);
    await sdk.init();
    expect(await events(server, 'sentHome')).toEqual([]);
    expect((await server.control.getSessions())[0]).toMatchObject({ pageLoad, loadingMode: 'auto' });
    sdk.dispose();
  });
});
