import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { serveStatic, type StaticServer } from '../../support/static-server.js';

const fixture = fileURLToPath(new URL('./fixtures/', import.meta.url));
const browserScript = fileURLToPath(new URL('../../../browser-script/dist/gamesdk.js', import.meta.url));

let server: StaticServer;
test.beforeAll(async () => {
  server = await serveStatic({ '/game/gamesdk.js': browserScript, '/game/': fixture });
});
test.afterAll(() => server.close());

test('the browser script initialises on the local fallback, starts, saves, and the data survives a reload', async ({ page }) => {
  const consoleLines: string[] = [];
  page.on('console', (message) => consoleLines.push(message.text()));
  await page.goto(`${server.url}/game/`);

  const first = await page.evaluate(async () => {
    const before = (() => {
      try {
        Sdk.data.getString('level');
        return 'no error';
      } catch (error) {
        return (error as { code: string }).code;
      }
    })();
    await Sdk.initializeAsync();
    Sdk.setLoadingProgress(30);
    Sdk.setLoadingProgress(100);
    await Sdk.startGameAsync();
    const stored = await Sdk.data.setStringAsync('level', '7');
    Sdk.data.setString('name', 'Ada');
    await Sdk.data.flushAsync();
    return { before, stored, version: Sdk.version, platform: Sdk.session.getPlatform(), id: Sdk.player.getId(), mode: Sdk.player.getMode() };
  });
  expect(first).toMatchObject({ before: 'NOT_INITIALIZED', stored: true, version: '2.11.0', platform: 'local', mode: 'lite' });
  expect(consoleLines.filter((line) => line.includes("platform 'local' is active"))).toHaveLength(1);

  await page.reload();
  const second = await page.evaluate(async () => {
    await Sdk.initializeAsync();
    return { level: Sdk.data.getString('level'), name: Sdk.data.getString('name'), id: Sdk.player.getId() };
  });
  expect(second).toEqual({ level: '7', name: 'Ada', id: first.id });
});

test('an unknown sdk_platform warns and falls back to the local platform', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  await page.goto(`${server.url}/game/?sdk_platform=nowhere`);
  const platform = await page.evaluate(async () => {
    await Sdk.initializeAsync();
    return Sdk.session.getPlatform();
  });
  expect(platform).toBe('local');
  expect(warnings.some((line) => line.includes('unknown sdk_platform=nowhere'))).toBe(true);
});

test('a synchronous save made just before leaving the page is stored for the next page load', async ({ page }) => {
  await page.goto(`${server.url}/game/`);
  await page.evaluate(async () => {
    await Sdk.initializeAsync();
    Sdk.data.setString('unsaved', 'written at the last moment');
  });
  await page.goto(`${server.url}/game/?again=1`);
  const value = await page.evaluate(async () => {
    await Sdk.initializeAsync();
    return Sdk.data.getString('unsaved');
  });
  expect(value).toBe('written at the last moment');
});
