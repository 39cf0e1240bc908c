// The verify endpoints from a page on another origin, in Chromium: "any origin may call them",
// and a page must be able to read Retry-After of a 429 to wait as the spec says.
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { createApp, createSqliteLedger, developmentKeyStore, silentLogger } from '@gamesdk/verify-server';
import { serveStatic, type StaticServer } from '../../support/static-server.js';

let page_: StaticServer;
let verify: Server;
let verifyUrl: string;

test.beforeAll(async () => {
  page_ = await serveStatic({ '/': fileURLToPath(new URL('../core/fixtures/', import.meta.url)) });
  const app = createApp({ keys: developmentKeyStore(), ledger: createSqliteLedger({ path: ':memory:' }), logger: silentLogger, rateLimit: { limit: 2, windowMs: 60_000 } });
  verify = app.listen(0, '127.0.0.1');
  await once(verify, 'listening');
  verifyUrl = `http://127.0.0.1:${(verify.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  await page_.close();
  verify.closeAllConnections();
  await new Promise((done) => verify.close(done));
});

test('a page on another origin reads the answer and the Retry-After of a 429', async ({ page }) => {
  await page.goto(`${page_.url}/index.html`);
  expect(new URL(page_.url).origin).not.toBe(new URL(verifyUrl).origin);
  const answers = await page.evaluate(async (url) => {
    const out: Array<{ status: number; code: string; retryAfter: string | null }> = [];
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${url}/api/platform/partner/verify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: 'a.b.c' }) });
      out.push({ status: response.status, code: (await response.json()).code, retryAfter: response.headers.get('Retry-After') });
    }
    return out;
  }, verifyUrl);
  expect(answers.slice(0, 2).map((answer) => answer.status)).toEqual([400, 400]);
  expect(answers[2]).toMatchObject({ status: 429, code: 'rate_limited' });
  expect(Number(answers[2]!.retryAfter)).toBeGreaterThan(0);
});
