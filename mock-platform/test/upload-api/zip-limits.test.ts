// The upload service bounds its work before doing it and agrees with `gamesdk check` to the byte:
// a zip whose directory declares more than 50,000 entries is refused before one entry is listed,
// and a zip of exactly the size limit is accepted (one byte more is 413, said in the same unit).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeByteLimit, ZIP_BOMB_LIMITS } from '@gamesdk/cli';
import { call, GOOD_BUILD, makeZip, startService, upload, type TestService } from './support.js';

let work: string;
let zip: Buffer;
beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'upload-zip-limits-'));
  zip = readFileSync(await makeZip(work, 'good.zip', GOOD_BUILD));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

// The end record is the last 22 bytes of a zip without a comment.
const endRecord = (bytes: Buffer) => {
  const end = bytes.length - 22;
  if (bytes.readUInt32LE(end) !== 0x06054b50) throw new Error('not a zip without a comment');
  return end;
};

/** The same zip, its end record declaring `count` entries (its directory still holds 3). */
function declaring(count: number): Buffer {
  const forged = Buffer.from(zip);
  forged.writeUInt16LE(count, endRecord(forged) + 8);
  forged.writeUInt16LE(count, endRecord(forged) + 10);
  return forged;
}

/** The same zip, `extra` bytes longer (a zip comment), still valid. */
function longerBy(extra: number): Buffer {
  const longer = Buffer.concat([zip, Buffer.alloc(extra, 0x20)]);
  longer.writeUInt16LE(extra, endRecord(zip) + 20);
  return longer;
}

async function withService(maxBuildBytes: number | undefined, run: (service: TestService, gameId: string, key: string) => Promise<void>) {
  const service = await startService(maxBuildBytes === undefined ? {} : { maxBuildBytes });
  try {
    const key = await service.createKey('acme');
    const gameId = (await call(service, 'POST', '/api/v1/games', key, { name: 'Orbit' })).body.data.id as string;
    await run(service, gameId, key);
  } finally {
    await service.stop();
  }
}

it(`an upload whose zip declares more than ${ZIP_BOMB_LIMITS.maxEntries} entries answers 400 UPLOAD_ANALYSIS_FAILED before listing one`, async () => {
  await withService(undefined, async (service, gameId, key) => {
    const answer = await upload(service, gameId, key, { version: '1.0.0', build: declaring(60_000) });
    // Listing would have failed on the 4th entry, which is not there ("cannot be read"): it never starts.
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, code: 'UPLOAD_ANALYSIS_FAILED', details: `the zip declares 60000 entries; at most ${ZIP_BOMB_LIMITS.maxEntries} are accepted (zip bomb)` });
  });
});

it('a zip of exactly the size limit is accepted and one byte more answers 413, the limit said as gamesdk check says it', async () => {
  await withService(zip.length + 1, async (service, gameId, key) => {
    expect((await upload(service, gameId, key, { version: '1.0.0', build: longerBy(1) })).status).toBe(201);
    const over = await upload(service, gameId, key, { version: '1.0.1', build: longerBy(2) });
    expect(over).toEqual({ status: 413, body: { success: false, code: 'BUILD_TOO_LARGE', error: `the build zip is larger than ${describeByteLimit(zip.length + 1)}` } });
  });
  expect(describeByteLimit(500_000_000)).toBe('500,000,000 bytes (500 MB)');
});
