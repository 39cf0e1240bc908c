// @gamesdk/verify-client where only fetch exists: its ES module build, loaded in a module Web
// Worker in Chromium (no Node built-ins), verifies and claims against the real verify server on
// another origin, and reports its typed errors, a 429's Retry-After included.
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { createApp, createSqliteLedger, developmentKeyStore, silentLogger } from '@gamesdk/verify-server';
import { signDevelopmentToken } from '@gamesdk/verify-server/token';
import { serveStatic, type StaticServer } from '../../support/static-server.js';

const FIXTURE = fileURLToPath(new URL('./fixtures/worker/', import.meta.url));
// The build a backend installs (npm run build writes it; the package's own test checks the tarball).
const CLIENT_DIST = fileURLToPath(new URL('../../../verify-client/dist/', import.meta.url));

let site: StaticServer;
let verify: Server;
let verifyUrl: string;

test.beforeAll(async () => {
  site = await serveStatic({ '/client/': CLIENT_DIST, '/': FIXTURE });
  const app = createApp({ keys: developmentKeyStore(), ledger: createSqliteLedger({ path: ':memory:' }), logger: silentLogger, rateLimit: { limit: 8, windowMs: 60_000 } });
  verify = app.listen(0, '127.0.0.1');
  await once(verify, 'listening');
  verifyUrl = `http://127.0.0.1:${(verify.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  await site.close();
  verify.closeAllConnections();
  await new Promise((done) => verify.close(done));
});

test('the client verifies and claims from a Web Worker, with typed errors and Retry-After', async ({ page }) => {
  const token = await signDevelopmentToken('purchase', { platformGameId: 'game-1', playerId: 'player-1' }, { productId: 'gems_100', purchaseToken: 'worker-1', purchaseTime: '2026-11-26T08:00:00.000Z', isSandbox: true });
  await page.goto(`${site.url}/index.html`);
  const out = await page.evaluate(
    ({ verifyUrl, token }) =>
      new Promise<Record<string, any>>((resolve, reject) => {
        const worker = new Worker('worker.js', { type: 'module' });
        worker.onmessage = (event) => resolve(event.data);
        worker.onerror = (event) => reject(new Error(event.message || 'the worker failed to load'));
        worker.postMessage({ verifyUrl, token, purchaseToken: 'worker-1' });
      }),
    { verifyUrl, token },
  );
  expect(out.unexpected).toBeUndefined();
  expect(out.nodeGlobals).toEqual([]);
  expect(out.verified).toEqual({ kind: 'purchase', productId: 'gems_100', claimed: false });
  expect(out.first.claimed).toBe(true);
  expect(out.second).toEqual({ claimed: false, claimedAt: out.first.claimedAt });
  expect(out.mismatch).toEqual({ typed: true, name: 'VerifyClientError', code: 'kind_mismatch', status: 422, retryAfterMs: undefined, attempts: 1 });
  expect(out.limited).toMatchObject({ typed: true, code: 'rate_limited', status: 429, attempts: 1 });
  expect(out.limited.retryAfterMs).toBeGreaterThan(0);
});
