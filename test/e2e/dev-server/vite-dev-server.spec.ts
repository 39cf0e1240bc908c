// Acceptance (issue 24, item 1): a game run from a real Vite dev server inside the mock platform's
// shell. The mock proxies the dev server under /play/vite-game/ (HTTP and the hot reload
// WebSocket), declares the platform in its page, and the SDK runs on the partner adapter. A
// hot-swapped module keeps the page and the SDK's session; an edit Vite cannot swap reloads the
// page and the SDK initialises again; the call sequence completes after both.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Frame, type Page } from '@playwright/test';
import { shellUrl, startMockPlatform, type RunningMockPlatform } from '@gamesdk/mock-platform';
import { createServer, type ViteDevServer } from 'vite';

const FIXTURE = fileURLToPath(new URL('./fixtures/vite-game/', import.meta.url));
// Inside the test workspace, so that the game's imports resolve as in a project (node_modules above it).
const ARTIFACTS = fileURLToPath(new URL('../../.artifacts/', import.meta.url));

let work: string;
let vite: ViteDevServer;
let platform: RunningMockPlatform;

test.beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  work = mkdtempSync(join(ARTIFACTS, 'vite-game-'));
  cpSync(FIXTURE, work, { recursive: true });
  vite = await createServer({ root: work, configFile: join(work, 'vite.config.js'), logLevel: 'silent', server: { host: '127.0.0.1', port: 0 } });
  await vite.listen();
  const { port } = vite.httpServer!.address() as AddressInfo;
  platform = await startMockPlatform({ games: { 'vite-game': `http://127.0.0.1:${port}` } });
});

test.afterAll(async () => {
  await platform?.close();
  await vite?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** The game's frame inside the shell. */
async function gameFrame(page: Page): Promise<Frame> {
  await expect.poll(() => page.frames().some((frame) => frame.url().includes('/play/vite-game/'))).toBe(true);
  return page.frames().find((frame) => frame.url().includes('/play/vite-game/'))!;
}

/** Rewrites one of the game's sources in place, as an editor saves it. */
function edit(file: string, from: string, to: string): void {
  const path = join(work, file);
  writeFileSync(path, readFileSync(path, 'utf8').replace(from, to));
}

test('a game on a Vite dev server runs in the shell on the partner adapter, hot-reloads an edit and keeps working', async ({ page }) => {
  await page.goto(shellUrl(platform.url, 'vite-game'));
  const game = page.frameLocator('[data-testid="game-frame"]');
  await expect(game.getByTestId('label')).toHaveText('label v1');
  let frame = await gameFrame(page);
  await expect.poll(() => frame.evaluate(() => (window as unknown as { launched?: string }).launched)).toBe('partner');
  // The page carries the platform's declaration, put in by the proxy; the platform SDK came from the mock.
  expect(await frame.evaluate(() => document.querySelector('meta[name="gamesdk-platform"]')?.getAttribute('content'))).toBe('partner');
  const firstSession = await frame.evaluate(() => (window as unknown as { PartnerSDK: { sessionId: string } }).PartnerSDK.sessionId);

  // A module that hot-swaps: the page, its SDK and its platform session stay.
  edit('src/label.js', 'label v1', 'label v2');
  await expect(game.getByTestId('label')).toHaveText('label v2');
  expect(await frame.evaluate(() => (window as unknown as { PartnerSDK: { sessionId: string } }).PartnerSDK.sessionId)).toBe(firstSession);
  expect(await frame.evaluate(() => Sdk.data.setStringAsync('level', '2'))).toBe(true);

  // An edit of the entry, which does not accept updates: Vite reloads the page, the SDK starts again.
  edit('src/main.js', "'title v1'", "'title v2'");
  await expect(game.getByTestId('title')).toHaveText('title v2');
  frame = await gameFrame(page);
  await expect.poll(() => frame.evaluate(() => (window as unknown as { launched?: string }).launched)).toBe('partner');
  const secondSession = await frame.evaluate(() => (window as unknown as { PartnerSDK: { sessionId: string } }).PartnerSDK.sessionId);
  expect(secondSession).not.toBe(firstSession);
  // The call sequence completes on the new session, and the player's data is the platform's.
  expect(await frame.evaluate(() => Sdk.data.getString('level'))).toBe('2');
  expect(await frame.evaluate(() => Sdk.data.setStringAsync('level', '3'))).toBe(true);

  const events = await platform.control.getEvents();
  expect(events.filter((entry) => entry.call === 'pageLoad').map((entry) => entry.args.path)).toEqual(['/play/vite-game/index.html', '/play/vite-game/index.html']);
  expect(events.filter((entry) => entry.call === 'gameReady').map((entry) => entry.session)).toEqual([firstSession, secondSession]);
  expect(events.filter((entry) => entry.call === 'rootAbsoluteRequest')).toEqual([]);
  const report = await platform.control.getChecklist();
  const status = Object.fromEntries(report.items.map((item) => [item.key, item.status]));
  expect(status['first-load']).toBe('pass');
  expect(status['relative-paths']).toBe('pass');
});
