// Bounded work per upload: an analysis stops at the service's time budget, and only so many
// analyses run at once; past either the client gets a clear answer and nothing is stored.
import Database from 'better-sqlite3';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalysisSlots } from '../../src/upload-api/index.js';
import { call, GOOD_BUILD, makeZip, SDK_SCRIPT, startService, type TestService } from './support.js';

let work: string;
let slowZip: Buffer;
let goodZip: Buffer;
beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'analysis-limits-'));
  // 1,000,000 tags on one line: seconds of scanning, well within every size limit.
  const html = Array.from({ length: 1_000_000 }, (_, i) => `<img ${i.toString(36).padStart(8, 'x')}`).join('');
  slowZip = readFileSync(await makeZip(work, 'slow.zip', { 'index.html': html, 'gamesdk.js': SDK_SCRIPT }));
  goodZip = readFileSync(await makeZip(work, 'good.zip', GOOD_BUILD));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function serviceWithGame(options: Parameters<typeof startService>[0]) {
  const service = await startService({ maxBuildBytes: 64 * 1024 * 1024, ...options });
  const key = await service.createKey('acme');
  const gameId = (await call(service, 'POST', '/api/v1/games', key, { name: 'Limits' })).body.data.id as string;
  const upload = async (zip: Buffer, version: string) => {
    const form = new FormData();
    form.append('version', version);
    form.append('build', new Blob([zip]), 'build.zip');
    const response = await fetch(`${service.url}/api/v1/games/${gameId}/builds`, { method: 'POST', headers: { authorization: `Bearer ${key}` }, body: form });
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as Record<string, any> };
  };
  const builds = () => {
    const db = new Database(join(service.dataDir, 'upload-api.sqlite'), { readonly: true });
    try {
      return (db.prepare('SELECT version FROM builds').all() as Array<{ version: string }>).map((row) => row.version);
    } finally {
      db.close();
    }
  };
  return { service, upload, builds };
}

describe('the analysis budget per upload', () => {
  it('an analysis that passes its time budget answers 400 UPLOAD_ANALYSIS_FAILED naming the budget, and nothing is stored', async () => {
    const { service, upload, builds } = await serviceWithGame({ analysisBudgetMs: 100 });
    try {
      const answer = await upload(slowZip, 'slow');
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, code: 'UPLOAD_ANALYSIS_FAILED', details: expect.stringContaining("took more than 0.1 s, the service's budget per upload") });
      expect(builds()).toEqual([]);
      // The budget is per upload: a small build right after is analysed and stored.
      expect((await upload(goodZip, 'small')).status).toBe(201);
    } finally {
      await service.stop();
    }
  });
});

describe('the cap on concurrent analyses', () => {
  it('a running analysis holds a slot: an upload past the cap answers 503 ANALYSIS_BUSY with Retry-After, and the slot comes back', async () => {
    const analyses = new AnalysisSlots(1);
    const { service, upload, builds } = await serviceWithGame({ analyses });
    try {
      let slowDone = false;
      const slow = upload(slowZip, 'slow').finally(() => (slowDone = true));
      // While the slow build is analysed, its slot is taken (polled every 5 ms until it ends).
      let heldBySlow = false;
      while (!slowDone && !heldBySlow) {
        try {
          analyses.take()();
        } catch {
          heldBySlow = true;
        }
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      expect(heldBySlow).toBe(true);
      expect((await slow).status).toBe(201);
      expect(builds()).toContain('slow');

      const release = analyses.take(); // another upload being analysed
      const busy = await upload(goodZip, 'busy');
      expect(busy.status).toBe(503);
      expect(busy.body).toMatchObject({ success: false, code: 'ANALYSIS_BUSY', retry_after_seconds: 10, error: expect.stringContaining('send the upload again in 10 s') });
      expect(busy.retryAfter).toBe('10');
      expect(builds()).not.toContain('busy');
      release();
      expect((await upload(goodZip, 'after')).status).toBe(201);
    } finally {
      await service.stop();
    }
  });
});
