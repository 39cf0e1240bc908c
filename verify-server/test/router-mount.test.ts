// createVerifyRouter mounted at the root of another Express app (as the mock platform does): the
// two endpoints answer on that origin with their own rules, and the host's routes are untouched.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSqliteLedger, createVerifyRouter, developmentKeyStore, MAX_BODY_BYTES, silentLogger } from '@gamesdk/verify-server';
import { postJson } from './support/server.js';
import { purchaseToken } from './support/tokens.js';

let url: string;
let close: () => void;

beforeAll(async () => {
  const host = express();
  host.use(createVerifyRouter({ keys: developmentKeyStore(), ledger: createSqliteLedger({ path: ':memory:' }), logger: silentLogger }));
  host.use(express.json({ limit: '5mb' }));
  host.post('/api/host/echo', (req, res) => res.json({ echoed: req.body }));
  host.use((_req, res) => res.status(404).send('host 404'));
  const server = host.listen(0, '127.0.0.1');
  await once(server, 'listening');
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

it('answers claim on the host origin', async () => {
  const token = await purchaseToken('mounted-1');
  const answer = await postJson(`${url}/api/platform/partner/purchases/claim`, { token, purchaseToken: 'mounted-1' });
  expect(answer.status).toBe(200);
  expect(answer.body.data.claimed).toBe(true);
});

it('keeps its own body cap and error shape under a host with a larger parser', async () => {
  const answer = await postJson(`${url}/api/platform/partner/verify`, { token: 'a.b.c', pad: 'x'.repeat(MAX_BODY_BYTES) });
  expect(answer.status).toBe(413);
  expect(answer.body.code).toBe('payload_too_large');
});

it('leaves the host routes and the host 404 alone', async () => {
  const echo = await postJson(`${url}/api/host/echo`, { pad: 'x'.repeat(MAX_BODY_BYTES) });
  expect(echo.status).toBe(200);
  const missing = await fetch(`${url}/api/platform/partner/other`);
  expect(missing.status).toBe(404);
  expect(await missing.text()).toBe('host 404');
});
