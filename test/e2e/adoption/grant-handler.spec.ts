// The game backend a developer makes from the release, tried as they would: the verify client's
// tarball installed in an empty folder with the example game backend it ships (the grant handler
// on Express), beside the installed verify server in --development; the game served by the
// installed mock platform on another origin, in Chromium, claims through the backend's absolute
// address. Each purchase is granted exactly once; the CORS preflight passes for the game's origin
// and is refused for another, where the purchase stays pending. The verify client README's two
// snippets (Express, a worker) run as written, from the installed README.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { sharedRelease } from '../../support/release';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const GAME = fileURLToPath(new URL('./fixtures/recovering-game/', import.meta.url));
const VERSION = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version as string;

let work: string;
const started: ChildProcess[] = [];
let mockUrl: string;
let gameUrl: string;
let backendUrl: string;
let project: string;
let backend: string;
let verifyUrl: string;

function mustRun(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', timeout: 600_000 });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited ${result.status}\n${result.stderr}`);
}

/** Starts a command and resolves the first match of `pattern` in what it prints. */
function start(command: string, args: string[], cwd: string, env: Record<string, string>, pattern: RegExp): Promise<string> {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  let printed = '';
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${command} exited with ${code}: ${printed}`)));
    const read = (chunk: Buffer) => {
      printed += chunk.toString();
      const match = pattern.exec(printed);
      if (match) resolve(match[1]!);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
  });
}

const control = (path: string, body: unknown) =>
  fetch(`${mockUrl}/__mock/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((response) => {
    expect(response.status).toBeLessThan(300);
    return response.json();
  });
const pending = async () => (await (await fetch(`${mockUrl}/__mock/api/purchases`)).json()) as Array<{ purchaseToken: string; signedRequest: string }>;
const backendSave = async (playerId: string) => (await (await fetch(`${backendUrl}/players/${playerId}/save`)).json()) as { items: { seeds?: number }; grantedPurchases: string[] };

async function openGame(page: Page, url: string) {
  await page.goto(`${url}#backend=${encodeURIComponent(backendUrl)}`);
  await page.waitForFunction(() => 'game' in window, undefined, { timeout: 30_000 });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(900_000);
  work = mkdtempSync(join(tmpdir(), 'gamesdk-grant-'));
  const release = await sharedRelease();
  const tarball = (name: string) => join(release, `gamesdk-${name}-${VERSION}.tgz`);

  // The game's project: the mock platform (with the five packages it uses) and the game's folder.
  project = join(work, 'my-game');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'my-game', version: '1.0.0', private: true }));
  mustRun('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...['core', 'adapter-partner', 'cli', 'verify-client', 'verify-server', 'mock-platform'].map(tarball)], project);
  const dist = join(project, 'dist');
  cpSync(GAME, dist, { recursive: true });
  copyFileSync(join(release, 'gamesdk.js'), join(dist, 'gamesdk.js'));

  // The game backend: the example the verify client ships, copied into an empty folder.
  backend = join(work, 'game-backend');
  cpSync(join(project, 'node_modules', '@gamesdk', 'verify-client', 'examples', 'game-backend'), backend, { recursive: true });
  mustRun('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', tarball('verify-client')], backend);

  const bin = (name: string) => join(project, 'node_modules', '.bin', name);
  const data = join(work, 'data');
  verifyUrl = await start(bin('verify-server'), ['--development'], project, { PORT: '0', LEDGER_PATH: join(data, 'ledger.sqlite'), NODE_ENV: 'development' }, /"url":"(http:\/\/[^"]+)"/);
  gameUrl = await start(bin('mock-platform'), ['serve', 'dist', '--port', '0', '--name', 'farm'], project, { MOCK_PLATFORM_DATA_DIR: join(data, 'mock') }, /the game alone:\s+(\S+)/);
  mockUrl = new URL(gameUrl).origin;
  backendUrl = await start(process.execPath, ['server.js'], backend, { PORT: '0', VERIFY_URL: verifyUrl, SAVES_DIR: join(data, 'saves'), ALLOWED_ORIGINS: mockUrl }, /"url":"(http:\/\/[^"]+)"/);
});

test.afterAll(async () => {
  for (const child of started) child.kill();
  if (work) rmSync(work, { recursive: true, force: true });
});

test('the released game backend grants each pending purchase exactly once, the game on the platform origin calling it by its address', async ({ page }) => {
  await control('/purchases/seed', { count: 3, productId: 'seeds_pack' });
  const seeded = await pending();
  expect(seeded).toHaveLength(3);
  await openGame(page, gameUrl);
  expect(new URL(page.url()).origin).not.toBe(new URL(backendUrl).origin);
  const playerId = await page.evaluate(() => (window as unknown as { game: { playerId(): string } }).game.playerId());

  expect(await page.evaluate(() => (window as unknown as { game: { recover(): Promise<unknown> } }).game.recover())).toEqual({ granted: 3, consumed: 3, failed: [] });
  expect(await pending()).toEqual([]);
  expect(await backendSave(playerId)).toEqual({ items: { seeds: 30 }, grantedPurchases: expect.arrayContaining(seeded.map((purchase) => purchase.purchaseToken)) });
  expect((await backendSave(playerId)).grantedPurchases).toHaveLength(3);

  // Nothing left to grant; and the backend, asked again for a granted purchase, only says consume.
  expect(await page.evaluate(() => (window as unknown as { game: { recover(): Promise<unknown> } }).game.recover())).toEqual({ granted: 0, consumed: 0, failed: [] });
  const again = await fetch(`${backendUrl}/purchases/grant`, { method: 'POST', headers: { 'content-type': 'application/json', origin: mockUrl }, body: JSON.stringify({ playerId, signedRequest: seeded[0]!.signedRequest, purchaseToken: seeded[0]!.purchaseToken }) });
  expect(await again.json()).toEqual({ productId: 'seeds_pack', granted: false, consume: true, items: { seeds: 30 } });

  // A purchase made now goes through the same path, once.
  await control('/outcomes/checkout', { choice: 'buy' });
  expect(await page.evaluate(() => (window as unknown as { game: { buy(id: string): Promise<unknown> } }).game.buy('seeds_pack'))).toEqual({ granted: 1, consumed: 1, failed: [] });
  expect((await backendSave(playerId)).items).toEqual({ seeds: 40 });
  expect(await page.evaluate(() => (window as unknown as { game: { seeds(): number } }).game.seeds())).toBe(40);
});

test('the CORS preflight passes for the origin the backend allows and is refused for another', async ({ page }) => {
  const preflight = (origin: string) =>
    fetch(`${backendUrl}/purchases/grant`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
  const allowed = await preflight(mockUrl);
  expect(allowed.status).toBe(204);
  expect(allowed.headers.get('access-control-allow-origin')).toBe(mockUrl);
  const refused = await preflight('http://127.0.0.1:9');
  expect(refused.status).toBe(403);
  expect(refused.headers.get('access-control-allow-origin')).toBeNull();

  // The same game on another platform origin (a second mock platform, which signs with the same
  // development key): Chromium's preflight is refused, the claim fails, the purchase stays pending.
  const otherGameUrl = await start(join(project, 'node_modules', '.bin', 'mock-platform'), ['serve', 'dist', '--port', '0', '--name', 'farm'], project, { MOCK_PLATFORM_DATA_DIR: join(work, 'data', 'other-mock') }, /the game alone:\s+(\S+)/);
  const otherMock = new URL(otherGameUrl).origin;
  expect(otherMock).not.toBe(mockUrl);
  await fetch(`${otherMock}/__mock/api/purchases/seed`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ count: 1, productId: 'seeds_pack' }) });
  await openGame(page, otherGameUrl);
  const playerId = await page.evaluate(() => (window as unknown as { game: { playerId(): string } }).game.playerId());
  const before = await backendSave(playerId);
  expect(await page.evaluate(() => (window as unknown as { game: { recover(): Promise<unknown> } }).game.recover())).toEqual({ granted: 0, consumed: 0, failed: ['claim'] });
  expect(await (await fetch(`${otherMock}/__mock/api/purchases`)).json()).toHaveLength(1);
  expect(await backendSave(playerId)).toEqual(before);
});

/** A code block of the installed verify client README, found by its first line (`// <file>`). */
function readmeSnippet(file: string): string {
  const readme = readFileSync(join(project, 'node_modules', '@gamesdk', 'verify-client', 'README.md'), 'utf8');
  const block = new RegExp("```js\\n(// " + file.replace('.', '\\.') + "\\n[\\s\\S]*?)```").exec(readme);
  if (!block) throw new Error(`no ${file} snippet in the verify client README`);
  return block[1]!;
}

async function seedOne(productId: string) {
  const before = new Set((await pending()).map((purchase) => purchase.purchaseToken));
  await control('/purchases/seed', { count: 1, productId });
  return (await pending()).find((purchase) => !before.has(purchase.purchaseToken))!;
}

const grantBody = (playerId: string, purchase: { signedRequest: string; purchaseToken: string }) =>
  JSON.stringify({ playerId, signedRequest: purchase.signedRequest, purchaseToken: purchase.purchaseToken });

test("the README's Express snippet, run as written, grants a purchase once", async () => {
  writeFileSync(join(backend, 'server.mjs'), readmeSnippet('server.mjs'));
  const url = await start(process.execPath, ['server.mjs'], backend, { PORT: '0', VERIFY_URL: verifyUrl, ALLOWED_ORIGINS: mockUrl }, /grants on (http:\/\/\S+)/);
  const playerId = ((await (await fetch(`${mockUrl}/__mock/api/player`)).json()) as { id: string }).id;
  const purchase = await seedOne('gems_100');
  const post = () => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', origin: mockUrl }, body: grantBody(playerId, purchase) });
  const first = await post();
  expect(first.headers.get('access-control-allow-origin')).toBe(mockUrl);
  expect(await first.json()).toEqual({ productId: 'gems_100', granted: true, consume: true, items: { gems: 100 } });
  expect(await (await post()).json()).toEqual({ productId: 'gems_100', granted: false, consume: true, items: { gems: 100 } });
});

test("the README's worker snippet, run as written, grants a purchase once and refuses another origin", async () => {
  writeFileSync(join(backend, 'worker.mjs'), readmeSnippet('worker.mjs'));
  const worker = (await import(join(backend, 'worker.mjs'))) as { default: { fetch(request: Request, env: unknown): Promise<Response> } };
  const saved = new Map<string, string[]>();
  const env = {
    VERIFY_URL: verifyUrl,
    ALLOWED_ORIGINS: mockUrl,
    SAVES: {
      grantOnce: ({ playerId, purchaseToken }: { playerId: string; purchaseToken: string }) => {
        const tokens = saved.get(playerId) ?? [];
        if (tokens.includes(purchaseToken)) return { granted: false };
        saved.set(playerId, [...tokens, purchaseToken]);
        return { granted: true };
      },
    },
  };
  const playerId = ((await (await fetch(`${mockUrl}/__mock/api/player`)).json()) as { id: string }).id;
  const purchase = await seedOne('gems_100');
  const request = (origin: string) => new Request('https://backend.example/purchases/grant', { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: grantBody(playerId, purchase) });
  expect(await (await worker.default.fetch(request(mockUrl), env)).json()).toEqual({ productId: 'gems_100', granted: true, consume: true });
  expect(await (await worker.default.fetch(request(mockUrl), env)).json()).toEqual({ productId: 'gems_100', granted: false, consume: true });
  const refused = await worker.default.fetch(request('https://evil.example'), env);
  expect(refused.status).toBe(403);
  expect(await refused.json()).toMatchObject({ code: 'origin_not_allowed', consume: false });
  expect(saved.get(playerId)).toEqual([purchase.purchaseToken]);
});
