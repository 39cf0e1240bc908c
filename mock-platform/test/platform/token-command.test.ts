import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { DEV_PLATFORM_PUBLIC_JWK } from '@gamesdk/verify-server';
import { runTokenCommand } from '../../src/index.js';
import { main } from '../../src/cli.js';

async function run(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runTokenCommand(argv, { stdout: (line) => out.push(line), stderr: (line) => err.push(line) });
  return { code, out, err };
}

const verify = async (token: string) => (await jwtVerify(token, await importJWK(DEV_PLATFORM_PUBLIC_JWK, 'ES256'), { issuer: 'partner-platform' })).payload;

describe('mock-platform token', () => {
  it('prints a purchase token signed with the development key, with the given product, token, time and sandbox flag', async () => {
    const { code, out, err } = await run(['--kind', 'purchase', '--player', 'p1', '--game', 'farm', '--product', 'gems_100', '--purchase-token', 'pt-1', '--issued-at', '2026-01-02T03:04:05Z', '--sandbox']);
    expect([code, err]).toEqual([0, []]);
    expect(out).toHaveLength(1);
    expect(decodeProtectedHeader(out[0]!)).toMatchObject({ alg: 'ES256', typ: 'partner-purchase+jwt' });
    expect(await verify(out[0]!)).toMatchObject({ sub: 'p1', gid: 'farm', kind: 'purchase', iat: 1767323045, purchase: { productId: 'gems_100', purchaseToken: 'pt-1', isSandbox: true } });
  });

  it('signs isSandbox false without --sandbox', async () => {
    const { out } = await run(['--kind', 'subscription', '--player', 'p1', '--game', 'farm', '--product', 'club_monthly']);
    expect(await verify(out[0]!)).toMatchObject({ subscription: { productId: 'club_monthly', status: 'active', isActive: true, isSandbox: false } });
  });

  it.each([
    [['--kind', 'gold', '--player', 'p', '--game', 'g'], '--kind must be one of'],
    [['--kind', 'player', '--game', 'g'], '--player is required'],
    [['--kind', 'player', '--player', 'p'], '--game is required'],
    [['--kind', 'purchase', '--player', 'p', '--game', 'g'], '--product is required'],
    [['--kind', 'player', '--player', 'p', '--game', 'g', '--issued-at', 'yesterday'], '--issued-at'],
    [['--kind', 'player', '--player', 'p', '--game', 'g', '--colour', 'red'], 'colour'],
  ])('%j exits 2 with the reason and the usage', async (argv, reason) => {
    const { code, out, err } = await run(argv);
    expect(code).toBe(2);
    expect(out).toEqual([]);
    expect(err[0]).toContain(reason);
    expect(err[1]).toContain('usage: token --kind');
  });

  it('--help prints the usage on stdout and exits 0, through the command line too', async () => {
    const { code, out, err } = await run(['--help']);
    expect([code, err]).toEqual([0, []]);
    expect(out[0]).toContain('usage: token --kind');
    const lines: string[] = [];
    expect(await main(['token', '--help'], { stdout: (line) => lines.push(line), stderr: () => {} })).toBe(0);
    expect(lines.join('\n')).toContain('--json');
  });

  it('--json prints the token with the purchaseToken a claim needs', async () => {
    const { code, out } = await run(['--kind', 'purchase', '--player', 'p1', '--game', 'farm', '--product', 'gems_100', '--json']);
    expect(code).toBe(0);
    const printed = JSON.parse(out[0]!) as { kind: string; token: string; purchaseToken: string };
    expect(printed).toEqual({ kind: 'purchase', token: expect.any(String), purchaseToken: expect.stringMatching(/^pt-/) });
    expect(await verify(printed.token)).toMatchObject({ purchase: { purchaseToken: printed.purchaseToken } });
    const player = JSON.parse((await run(['--kind', 'player', '--player', 'p1', '--game', 'farm', '--json'])).out[0]!);
    expect(Object.keys(player)).toEqual(['kind', 'token']);
  });

  it('is what the command line runs', async () => {
    const out: string[] = [];
    const code = await main(['token', '--kind', 'referrals', '--player', 'p', '--game', 'g'], { stdout: (line) => out.push(line), stderr: () => {} });
    expect(code).toBe(0);
    expect(await verify(out[0]!)).toMatchObject({ kind: 'referrals', referrals: { referrals: [] } });
  });

  it('the command line refuses an unknown command and a serve without a folder with exit 2', async () => {
    const err: string[] = [];
    const io = { stdout: () => {}, stderr: (line: string) => err.push(line) };
    expect(await main(['launch'], io)).toBe(2);
    expect(await main(['serve'], io)).toBe(2);
    expect(err.join('\n')).toContain("unknown command 'launch'");
  });
});
