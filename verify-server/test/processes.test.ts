// Real server processes: two instances sharing one PostgreSQL ledger, and a server killed with
// SIGKILL in the middle of a claim load and restarted on the same ledger.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabaseUrl } from './support/postgres.js';
import { startChildServer, type ChildServer } from './support/child-server.js';
import { purchaseToken } from './support/tokens.js';

const CLAIM = '/api/platform/partner/purchases/claim';
let dir: string;
const running: ChildServer[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'verify-processes-'));
});
afterAll(async () => {
  await Promise.all(running.map((server) => server.stop()));
  rmSync(dir, { recursive: true, force: true });
});

async function start(env: Record<string, string>) {
  const server = await startChildServer(env);
  running.push(server);
  return server;
}

type ClaimAnswer = { claimed: boolean; claimedAt: string } | 'failed';

async function claim(url: string, token: string, purchase: string): Promise<ClaimAnswer> {
  try {
    const response = await fetch(`${url}${CLAIM}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, purchaseToken: purchase }),
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await response.json()) as { success: boolean; data: { claimed: boolean; claimedAt: string } };
    if (response.status !== 200 || !body.success) throw new Error(`claim answered ${response.status}`);
    return body.data;
  } catch (error) {
    // A connection reset by the kill is a lost answer, which the test tolerates; an error status is not.
    if (error instanceof Error && error.message.startsWith('claim answered')) throw error;
    return 'failed';
  }
}

it('two server processes sharing one PostgreSQL ledger give exactly one claimed true for 500 parallel claims', async () => {
  const env = { LEDGER_URL: await freshDatabaseUrl() };
  const [a, b] = await Promise.all([start(env), start(env)]);
  const token = await purchaseToken('two-instances');
  const answers = await Promise.all(Array.from({ length: 500 }, (_, i) => claim((i % 2 ? a : b)!.url, token, 'two-instances')));
  expect(answers).not.toContain('failed');
  const claimed = answers.filter((answer) => answer !== 'failed' && answer.claimed);
  expect(claimed).toHaveLength(1);
  expect(new Set(answers.map((answer) => answer !== 'failed' && answer.claimedAt)).size).toBe(1);
});

describe.each([
  ['SQLite', async () => ({ LEDGER_PATH: join(dir, 'crash.sqlite') })],
  ['PostgreSQL', async () => ({ LEDGER_URL: await freshDatabaseUrl() })],
])('SIGKILL during a claim load on %s', (_name, ledgerEnv) => {
  it('loses no claim answered true and never answers true twice for one purchase', async () => {
    const env = await ledgerEnv();
    const purchases = Array.from({ length: 200 }, (_, i) => `crash-${i}`);
    const tokens = new Map(await Promise.all(purchases.map(async (p) => [p, await purchaseToken(p)] as const)));
    // Each purchase is claimed twice, the two calls far apart in the queue.
    const queue = [...purchases, ...purchases];
    const before = new Map<string, ClaimAnswer[]>();
    const first = await start(env);

    let answered = 0;
    let next = 0;
    const worker = async () => {
      while (next < queue.length) {
        const purchase = queue[next++]!;
        const answer = await claim(first.url, tokens.get(purchase)!, purchase);
        before.set(purchase, [...(before.get(purchase) ?? []), answer]);
        if (answer !== 'failed' && ++answered === 150) first.child.kill('SIGKILL');
      }
    };
    await Promise.all(Array.from({ length: 20 }, worker));
    expect(await first.exited).toBe('SIGKILL');
    const lost = [...before.values()].flat().filter((answer) => answer === 'failed').length;
    expect(answered).toBeGreaterThanOrEqual(150);
    expect(lost).toBeGreaterThan(0);

    const second = await start(env);
    const after = new Map<string, ClaimAnswer>();
    for (const purchase of purchases) after.set(purchase, await claim(second.url, tokens.get(purchase)!, purchase));

    let answeredTrueBefore = 0;
    for (const purchase of purchases) {
      const earlier = (before.get(purchase) ?? []).filter((answer): answer is Exclude<ClaimAnswer, 'failed'> => answer !== 'failed');
      const later = after.get(purchase)!;
      expect(later).not.toBe('failed');
      if (later === 'failed') continue;
      const trues = [...earlier, later].filter((answer) => answer.claimed);
      expect(trues.length, purchase).toBeLessThanOrEqual(1);
      const wonBefore = earlier.find((answer) => answer.claimed);
      if (wonBefore) {
        answeredTrueBefore++;
        expect(later, purchase).toEqual({ claimed: false, claimedAt: wonBefore.claimedAt });
      }
      // Every answer about a purchase, before or after the crash, names one claim time.
      expect(new Set([...earlier, later].map((answer) => answer.claimedAt)).size, purchase).toBe(1);
    }
    expect(answeredTrueBefore).toBeGreaterThan(0);
  });
});
