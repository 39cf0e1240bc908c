// GET /__mock/api/checklist through real HTTP on the mock platform's app.
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createMockPlatformApp, startMockPlatform, type ChecklistReport, type MockPlatformApp } from '../../src/index.js';

let platform: MockPlatformApp | null = null;
afterEach(async () => {
  await platform?.close();
  platform = null;
});

describe('GET /__mock/api/checklist', () => {
  it('answers the report of what the platform saw, uncached', async () => {
    platform = createMockPlatformApp();
    const init = await request(platform.app).post('/partner-platform/v1/api/init').send({ page: '/play/farm/index.html' });
    expect(init.status).toBe(200);
    const session = init.body.value.sessionId as string;
    await request(platform.app).post('/partner-platform/v1/api/gameReady').set('x-partner-session', session).send({}).expect(200);
    await request(platform.app).post('/partner-platform/v1/api/observe').set('x-partner-session', session).send({ kind: 'vibrate', detail: { pattern: '100' } }).expect(200);

    const response = await request(platform.app).get('/__mock/api/checklist');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const report = response.body as ChecklistReport;
    expect(report.items).toHaveLength(11);
    expect(report.lastSeq).toBe(3);
    expect(report.items.find((item) => item.key === 'first-load')!.status).toBe('pass');
    expect(report.items.find((item) => item.key === 'no-external-links')).toMatchObject({ status: 'finding', evidence: ['the page called navigator.vibrate (#3)'] });
    expect(report.findings).toBe(1);

    const since = await request(platform.app).get('/__mock/api/checklist?since=3');
    expect((since.body as ChecklistReport).findings).toBe(0);
  });

  it.each(['abc', '-1', '1.5', ''])('refuses ?since=%s with a 400 naming the parameter', async (value) => {
    platform = createMockPlatformApp();
    const response = await request(platform.app).get(`/__mock/api/checklist?since=${value}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'since must be a whole number of at least 0', code: 'invalid_request' });
  });
});

describe('MockControl.getChecklist', () => {
  it('reads the report over real HTTP on 127.0.0.1, and names the bad parameter when the server refuses', async () => {
    const running = await startMockPlatform();
    try {
      const report = await running.control.getChecklist();
      expect(report).toMatchObject({ findings: 0, lastSeq: 0 });
      expect(report.items.map((item) => item.status)).toEqual(Array(11).fill('not-observed'));
      await expect(running.control.getChecklist(-1)).rejects.toThrow('since must be a whole number of at least 0');
    } finally {
      await running.close();
    }
  });
});
