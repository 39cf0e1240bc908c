import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, GOOD_BUILD, makeZip, startService, upload, type TestService } from './support.js';

let service: TestService;
beforeAll(async () => (service = await startService()));
afterAll(() => service.stop());

it('creates a game and uploads a build', async () => {
  const key = await service.createKey('acme');
  const created = await call(service, 'POST', '/api/v1/games', key, { name: 'Space' });
  expect(created.status).toBe(201);
  const zip = await makeZip(mkdtempSync(join(tmpdir(), 'z-')), 'b.zip', GOOD_BUILD);
  const uploaded = await upload(service, created.body.data.id, key, { build: zip, version: '1.0.0', notes: ' hi ' });
  expect(uploaded).toMatchObject({ status: 201, body: { success: true, data: { version: '1.0.0', notes: 'hi' } } });
  const again = await upload(service, created.body.data.id, key, { build: zip, version: '1.0.0' });
  expect(again.status).toBe(409);
  const page = await fetch(`${service.url}/uploads/${created.body.data.id}/${uploaded.body.data.id}/index.html`);
  expect(await page.text()).toContain('gamesdk.js');
});
