// One ledger suite, run against SQLite (a real file) and a real PostgreSQL server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresLedger, createSqliteLedger, developmentKeyStore, type ClaimLedger } from '@gamesdk/verify-server';
import { freshDatabaseUrl } from './support/postgres.js';
import { startServer } from './support/server.js';
import { purchaseToken } from './support/tokens.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'verify-ledger-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ledgers: Array<[string, () => Promise<ClaimLedger>]> = [
  ['SQLite', async () => createSqliteLedger({ path: join(dir, `${Math.random().toString(36).slice(2)}.sqlite`) })],
  ['PostgreSQL', async () => createPostgresLedger({ connectionString: await freshDatabaseUrl(), maxConnections: 20 })],
];

const request = (purchaseToken: string, at: string, platformGameId = 'game-1') => ({
  platformGameId,
  purchaseToken,
  playerId: 'player-1',
  productId: 'gems-100',
  at: new Date(at),
});

describe.each(ledgers)('%s ledger', (_name, open) => {
  let ledger: ClaimLedger;
  beforeAll(async () => {
    ledger = await open();
  });
  afterAll(() => ledger.close());

  it('claims once and then answers the original time', async () => {
    expect(await ledger.claimedAt('game-1', 'p-1')).toBeUndefined();
    expect(await ledger.claim(request('p-1', '2026-11-21T08:00:00.000Z'))).toEqual({ claimed: true, claimedAt: new Date('2026-11-21T08:00:00.000Z') });
    expect(await ledger.claim(request('p-1', '2026-11-21T09:00:00.000Z'))).toEqual({ claimed: false, claimedAt: new Date('2026-11-21T08:00:00.000Z') });
    expect(await ledger.claimedAt('game-1', 'p-1')).toEqual(new Date('2026-11-21T08:00:00.000Z'));
  });

  it('keeps games apart: one purchase token in two games is two purchases', async () => {
    expect((await ledger.claim(request('shared', '2026-11-21T08:00:00.000Z', 'game-a'))).claimed).toBe(true);
    expect((await ledger.claim(request('shared', '2026-11-21T08:00:01.000Z', 'game-b'))).claimed).toBe(true);
    expect((await ledger.claim(request('shared', '2026-11-21T08:00:02.000Z', 'game-a'))).claimed).toBe(false);
  });

  it('keeps claims with unusual purchase tokens exact (quotes, unicode, 512 characters)', async () => {
    for (const token of ["o'; DROP TABLE purchase_claims; --", 'ünï-çødé-🎮', 'z'.repeat(512)]) {
      expect((await ledger.claim(request(token, '2026-11-21T08:00:00.000Z'))).claimed).toBe(true);
      expect((await ledger.claim(request(token, '2026-11-21T08:00:00.000Z'))).claimed).toBe(false);
    }
  });

  it('gives exactly one claimed true for 500 parallel HTTP claims of one purchase', async () => {
    const server = await startServer({ keys: developmentKeyStore(), ledger, rateLimit: false });
    try {
      const token = await purchaseToken('contested');
      const answers = await Promise.all(Array.from({ length: 500 }, () => server.post('/api/platform/partner/purchases/claim', { token, purchaseToken: 'contested' })));
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      expect(answers.filter((answer) => answer.body.data.claimed === true)).toHaveLength(1);
      expect(new Set(answers.map((answer) => answer.body.data.claimedAt)).size).toBe(1);
    } finally {
      await server.close();
    }
  });

  it('gives exactly one claimed true per purchase for 50 purchases claimed 10 times each, interleaved', async () => {
    const server = await startServer({ keys: developmentKeyStore(), ledger, rateLimit: false });
    try {
      const tokens = await Promise.all(Array.from({ length: 50 }, (_, i) => purchaseToken(`mix-${i}`)));
      const calls = Array.from({ length: 500 }, (_, i) => ({ token: tokens[i % 50]!, purchaseToken: `mix-${i % 50}` }));
      const answers = await Promise.all(calls.map((body) => server.post('/api/platform/partner/purchases/claim', body)));
      const wins = new Map<string, number>();
      answers.forEach((answer, i) => {
        expect(answer.status).toBe(200);
        if (answer.body.data.claimed) wins.set(calls[i]!.purchaseToken, (wins.get(calls[i]!.purchaseToken) ?? 0) + 1);
      });
      expect(wins.size).toBe(50);
      expect([...wins.values()].every((count) => count === 1)).toBe(true);
    } finally {
      await server.close();
    }
  });
});

it('two SQLite connections on one file share their claims', async () => {
  const path = join(dir, 'shared.sqlite');
  const a = createSqliteLedger({ path });
  const b = createSqliteLedger({ path });
  try {
    const outcomes = await Promise.all([a, b, a, b].map((ledger, i) => ledger.claim(request('shared-file', `2026-11-21T08:00:0${i}.000Z`))));
    expect(outcomes.filter((outcome) => outcome.claimed)).toHaveLength(1);
  } finally {
    await a.close();
    await b.close();
  }
});
