import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startMockPlatform, type RunningMockPlatform } from '../../src/index.js';
import { runKeysCommand } from '../../src/upload-api/index.js';
import { createMember, makeZip } from './support.js';
import { HEAVY_TEST_MS } from '../heavy';

// The Inspector step for real: a build uploaded through the mock platform server opens from the
// dashboard's link in the platform shell, in Chromium, and the game starts on the partner adapter.
let platform: RunningMockPlatform;
let browser: Browser;
let work: string;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'inspector-'));
  platform = await startMockPlatform({ dataDir: join(work, 'data') });
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
}, HEAVY_TEST_MS);
afterAll(async () => {
  await browser?.close();
  await platform?.close();
  rmSync(work, { recursive: true, force: true });
});

it('opens an uploaded build from the dashboard link in the shell, on the partner platform', async () => {
  let key = '';
  await runKeysCommand(['create', '--team', 'acme', '--name', 'inspector test'], { dataDir: join(work, 'data'), out: (text) => (key += text), err: () => {} });
  const auth = { authorization: `Bearer ${key.trim()}` };
  const game = await (await fetch(`${platform.url}/api/v1/games`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: '{"name":"Inspector"}' })).json();

  const sdk = join(work, 'gamesdk.js');
  copyFileSync(createRequire(import.meta.url).resolve('@gamesdk/browser-script/gamesdk.js'), sdk);
  writeFileSync(
    join(work, 'index.html'),
    `<!doctype html><script src="gamesdk.js"></script><p id="status">loading</p><script>
      Sdk.initializeAsync().then(() => Sdk.startGameAsync())
        .then(() => { document.getElementById('status').textContent = 'started on ' + Sdk.session.getPlatform(); })
        .catch((error) => { document.getElementById('status').textContent = 'failed: ' + error.code; });
    </script>`,
  );
  const { readFileSync } = await import('node:fs');
  const zip = await makeZip(work, 'build.zip', { 'index.html': readFileSync(join(work, 'index.html')), 'gamesdk.js': readFileSync(sdk) });
  const form = new FormData();
  form.append('version', '1.0.0');
  form.append('build', new Blob([readFileSync(zip)]), 'build.zip');
  const uploaded = await fetch(`${platform.url}/api/v1/games/${game.data.id}/builds`, { method: 'POST', headers: auth, body: form });
  expect(uploaded.status).toBe(201);

  const page = await browser.newPage();
  const password = await createMember(join(work, 'data'), 'acme', 'Ann', 'developer');
  await page.goto(`${platform.url}/dashboard`);
  await page.getByLabel('Team').fill('acme');
  await page.getByLabel('Name').fill('Ann');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  expect(await page.getByTestId('team').textContent()).toBe('acme');
  await page.getByRole('link', { name: 'Inspector' }).click();
  const link = await page.getByRole('link', { name: 'open in the Inspector' }).getAttribute('href');
  await page.goto(`${platform.url}${link}`);
  const frame = page.frameLocator('[data-testid="game-frame"]');
  const status = frame.locator('#status');
  await status.filter({ hasText: 'started on' }).waitFor({ timeout: 20_000 });
  expect(await status.textContent()).toBe('started on partner');
  // The build runs on the content origin, apart from the control surface: it cannot drive the mock.
  const gameFrame = page.frames().find((candidate) => candidate.url().startsWith(platform.contentUrl))!;
  expect(gameFrame).toBeDefined();
  const reach = await gameFrame.evaluate(async (control) => {
    const attempt = async (init?: RequestInit) => {
      try {
        return (await fetch(`${control}/__mock/api/events/exitRequested`, init)).status;
      } catch {
        return 'blocked';
      }
    };
    return {
      read: await attempt(),
      json: await attempt({ method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
      simple: await attempt({ method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}', mode: 'no-cors' }),
      ownOrigin: (await fetch('/__mock/api/state')).status,
    };
  }, platform.url);
  expect(reach).toEqual({ read: 'blocked', json: 'blocked', simple: 0, ownOrigin: 404 });
  expect((await platform.control.getEvents()).filter((entry) => entry.call === 'event.exit')).toEqual([]);
}, HEAVY_TEST_MS);
