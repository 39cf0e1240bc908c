// The event log is bounded, and only what a page of a game could cause is written to it: a web
// page the developer visits can make the browser send the mock any GET (an <img>, a frame), which
// must neither plant checklist findings nor grow the log; and a checklist poll over a full log
// must not hold up the platform calls behind it.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { Agent, get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOG_TRIM_ENTRIES, MAX_LOG_ENTRIES } from '../../src/platform/event-log.js';
import { MAX_LOGGED_TEXT } from '../../src/serving/page-requests.js';
import { startMockPlatform, type RunningMockPlatform } from '../../src/index.js';
import { createMockPartnerSdk } from '../../src/platform-sdk/mock-sdk.js';
import { platform as startPlatform } from './support.js';
import { HEAVY_TEST_MS } from '../heavy';

/** A game folder with a page and a help page. */
function gameFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'mock-game-'));
  writeFileSync(join(folder, 'index.html'), '<!doctype html><title>farm</title>');
  writeFileSync(join(folder, 'help.html'), '<!doctype html><title>help</title>');
  return folder;
}

/** GETs `path` from the mock as a browser would, with `headers`; resolves the status. */
async function get(server: RunningMockPlatform, path: string, headers: Record<string, string> = {}): Promise<number> {
  const response = await fetch(`${server.url}${path}`, { headers, redirect: 'manual' });
  await response.arrayBuffer();
  return response.status;
}

/** What a cross-site <img> sends (Chromium's Fetch Metadata), from a page of another site. */
const CROSS_SITE_IMAGE = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image', referer: 'http://evil.example/' };
/** The same from an uploaded build on the content origin (the same host, another port). */
const SAME_SITE_IMAGE = { ...CROSS_SITE_IMAGE, 'sec-fetch-site': 'same-site', referer: 'http://127.0.0.1:1/uploads/g/b/index.html' };

describe('what a request from another site may write', () => {
  it('a cross-site or same-site <img> of a root path or of a game page is answered as any, and logs nothing: no item 10 or item 1 finding', async () => {
    const server = await startPlatform({ farm: gameFolder() });
    for (const headers of [CROSS_SITE_IMAGE, SAME_SITE_IMAGE]) {
      expect(await get(server, '/planted.png', headers)).toBe(404);
      expect(await get(server, '/play/farm/index.html', headers)).toBe(200);
      expect(await get(server, '/play/farm/help.html', headers)).toBe(200);
    }
    expect(await server.control.getEvents()).toEqual([]);
    const report = await server.control.getChecklist();
    expect(report.items.filter((item) => item.status === 'finding')).toEqual([]);
  });

  it("a game page's own root-absolute request is logged, and its finding says which page made it", async () => {
    const server = await startPlatform({ farm: gameFolder() });
    const ownPage = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image', referer: `${server.url}/play/farm/index.html` };
    expect(await get(server, '/logo.png', ownPage)).toBe(404);
    expect(await get(server, '/typed.png', { 'sec-fetch-site': 'none' })).toBe(404);
    const item10 = (await server.control.getChecklist()).items.find((item) => item.key === 'relative-paths')!;
    expect(item10).toMatchObject({ status: 'finding' });
    expect(item10.evidence).toEqual([
      'root-absolute request for /logo.png from the page /play/farm/index.html (#1)',
      'root-absolute request for /typed.png from no page (the request named none) (#2)',
    ]);
  });

  it(`keeps at most ${MAX_LOGGED_TEXT} characters of a request's path and referrer`, async () => {
    const server = await startPlatform({ farm: gameFolder() });
    await get(server, `/${'a'.repeat(8_000)}`, { referer: `${server.url}/play/farm/${'b'.repeat(8_000)}` });
    const [entry] = await server.control.getEvents();
    expect(entry!.args).toEqual({ path: `/${'a'.repeat(MAX_LOGGED_TEXT - 2)}…`, referrer: `/play/farm/${'b'.repeat(MAX_LOGGED_TEXT - 12)}…` });
  });
});

describe(`the event log holds at most ${MAX_LOG_ENTRIES} entries`, () => {
  const total = MAX_LOG_ENTRIES + 3 * LOG_TRIM_ENTRIES + 7;
  let server: RunningMockPlatform;
  // One platform for both tests (support's platforms close after each test).
  beforeAll(async () => {
    server = await startMockPlatform({ games: { farm: gameFolder() } });
    const agent = new Agent({ keepAlive: true, maxSockets: 16 });
    let next = 0;
    const worker = async () => {
      while (next < total) {
        const n = next++;
        await new Promise<void>((done, fail) => void httpGet(`${server.url}/lost-${n}.png`, { agent }, (res) => res.resume().on('end', done)).on('error', fail));
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    agent.destroy();
  }, 5 * HEAVY_TEST_MS);
  afterAll(() => server.close());

  it('drops the oldest entries while entry numbers go on, and the log and state() say so', async () => {
    const log = await server.control.getEvents();
    expect(log.length).toBeLessThanOrEqual(MAX_LOG_ENTRIES);
    expect(log.length).toBeGreaterThanOrEqual(MAX_LOG_ENTRIES - LOG_TRIM_ENTRIES);
    expect(log.at(-1)!.seq).toBe(total);
    expect(log.map((entry) => entry.seq)).toEqual(Array.from({ length: log.length }, (_, i) => total - log.length + 1 + i));
    expect((await server.control.getEvents(total - 3)).map((entry) => entry.seq)).toEqual([total - 2, total - 1, total]);
    expect(await server.control.getEvents(total)).toEqual([]);
    expect((await server.control.state()).lastSeq).toBe(total);
    const report = await server.control.getChecklist();
    expect(report.lastSeq).toBe(total);
    expect(report.items.find((item) => item.key === 'relative-paths')!.evidence.length).toBe(log.length);
  });

  it('a platform call waits at most 250 ms of work behind two checklist polls of a full log (CPU time: what a busy machine does not inflate)', async () => {
    const sdk = createMockPartnerSdk(new URL(`${server.url}/partner-platform/v1/`), { pagePath: '/play/farm/index.html', reload: () => undefined });
    await sdk.init();
    // Client and server share this process: its CPU time bounds the server's work on the polls
    // and the call, which is how long the call could wait on a core of its own.
    const before = process.cpuUsage();
    const polls = Array.from({ length: 2 }, () => server.control.getChecklist());
    await sdk.loadData();
    await Promise.all(polls);
    const used = process.cpuUsage(before);
    sdk.dispose();
    expect((used.user + used.system) / 1000).toBeLessThan(250);
  });
});
