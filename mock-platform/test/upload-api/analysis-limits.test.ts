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
  const { upload, builds } = await teamWithGame(service, 'acme');
  return { service, upload, builds };
}

/** A team's key and game on `service`, and how to upload a build of it. */
async function teamWithGame(service: TestService, team: string) {
  const key = await service.createKey(team);
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
  return { upload, builds };
}

/** Slots that say when an analysis takes one (and how many have). */
class WatchedSlots extends AnalysisSlots {
  taken = 0;
  private firstTaken!: () => void;
  readonly first = new Promise<void>((resolve) => (this.firstTaken = resolve));
  override take(team: string): () => void {
    const release = super.take(team);
    this.taken++;
    this.firstTaken();
    return release;
  }
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
          analyses.take('probe')();
        } catch {
          heldBySlow = true;
        }
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      expect(heldBySlow).toBe(true);
      expect((await slow).status).toBe(201);
      expect(builds()).toContain('slow');

      const release = analyses.take('another-team'); // another team's upload being analysed
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

describe('the share of one team', () => {
  it('one team holds at most one of the two slots: its next upload answers 503 ANALYSIS_BUSY with Retry-After, and another team is still served', async () => {
    const analyses = new AnalysisSlots();
    expect([analyses.max, analyses.maxPerTeam]).toEqual([2, 1]);
    const service = await startService({ maxBuildBytes: 64 * 1024 * 1024, analyses });
    try {
      const acme = await teamWithGame(service, 'acme');
      const beta = await teamWithGame(service, 'beta');
      const release = analyses.take('acme'); // acme's upload being analysed
      const second = await acme.upload(goodZip, 'second');
      expect(second.status).toBe(503);
      expect(second.retryAfter).toBe('10');
      expect(second.body).toMatchObject({ success: false, code: 'ANALYSIS_BUSY', retry_after_seconds: 10, error: "your team's uploads hold 1 of the service's analyses, one team's share; send the upload again in 10 s" });
      expect(acme.builds()).not.toContain('second');
      expect((await beta.upload(goodZip, 'beta-1')).status).toBe(201);
      release();
      expect((await acme.upload(goodZip, 'second')).status).toBe(201);
    } finally {
      await service.stop();
    }
  });

  it('two slow uploads of one team at once: the second is refused at once, the first is analysed, and another team uploads meanwhile', async () => {
    const analyses = new WatchedSlots();
    const service = await startService({ maxBuildBytes: 64 * 1024 * 1024, analyses });
    try {
      const acme = await teamWithGame(service, 'acme');
      const beta = await teamWithGame(service, 'beta');
      const first = acme.upload(slowZip, 'slow-1');
      await analyses.first;
      const second = await acme.upload(slowZip, 'slow-2');
      expect(second.body).toMatchObject({ code: 'ANALYSIS_BUSY' });
      const other = await beta.upload(goodZip, 'beta-1');
      expect(other.status).toBe(201);
      expect((await first).status).toBe(201);
      expect(acme.builds().sort()).toEqual(['beta-1', 'slow-1']);
    } finally {
      await service.stop();
    }
  });
});

describe('a version being uploaded', () => {
  it('a duplicate of a version another upload is sending answers 409 VERSION_EXISTS at once, before any analysis; the first is stored', async () => {
    const analyses = new WatchedSlots();
    const service = await startService({ maxBuildBytes: 64 * 1024 * 1024, analyses });
    try {
      const acme = await teamWithGame(service, 'acme');
      const first = acme.upload(slowZip, '1.0.0');
      await analyses.first;
      // A rerun of the pipeline and a third copy, while the first is analysed.
      const duplicates = await Promise.all([acme.upload(goodZip, '1.0.0'), acme.upload(goodZip, '1.0.0')]);
      for (const duplicate of duplicates) {
        expect(duplicate.status).toBe(409);
        expect(duplicate.body).toEqual({ success: false, code: 'VERSION_EXISTS', error: 'the game already has a build with version "1.0.0" being uploaded now; nothing changed' });
      }
      expect(analyses.taken).toBe(1);
      expect((await first).status).toBe(201);
      expect(acme.builds()).toEqual(['1.0.0']);
      // Once stored, a duplicate is the plain 409, and the version's hold is given back.
      expect((await acme.upload(goodZip, '1.0.0')).body).toMatchObject({ code: 'VERSION_EXISTS', error: 'the game already has a build with version "1.0.0"' });
      expect(analyses.taken).toBe(1);
    } finally {
      await service.stop();
    }
  });

  it('a refused upload gives its version back: the same version uploads after it', async () => {
    const service = await startService({ maxBuildBytes: 64 * 1024 * 1024 });
    try {
      const acme = await teamWithGame(service, 'acme');
      const noSdk = readFileSync(await makeZip(work, 'no-sdk.zip', { 'index.html': '<!doctype html><p>no sdk</p>' }));
      expect((await acme.upload(noSdk, '2.0.0')).body).toMatchObject({ code: 'SDK_NOT_INTEGRATED' });
      expect((await acme.upload(goodZip, '2.0.0')).status).toBe(201);
    } finally {
      await service.stop();
    }
  });
});
