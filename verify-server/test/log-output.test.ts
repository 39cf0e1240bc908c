// The default logger's output: JSON lines on stdout, written in batches (a pipe write is
// synchronous, and each one wakes the reader), never a line lost or split.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonLineLogger } from '@gamesdk/verify-server';

afterEach(() => vi.restoreAllMocks());

describe('jsonLineLogger on stdout', () => {
  it('writes the lines of many turns of the event loop in a few writes, each line whole and in order', async () => {
    const writes: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => (writes.push(String(chunk)), true));
    const logger = jsonLineLogger();
    const turns = 50;
    for (let turn = 0; turn < turns; turn++) {
      logger.info('request', { turn, first: true });
      logger.info('request', { turn, first: false });
      await new Promise((resolve) => setImmediate(resolve));
    }
    await vi.waitFor(() => expect(writes.join('').split('\n').length - 1).toBe(turns * 2), { timeout: 2000, interval: 5 });
    // One write per turn was the old cost; a busy machine may let the flush timer fire a few times.
    expect(writes.length).toBeLessThan(turns / 5);
    const lines = writes.join('').trimEnd().split('\n').map((line) => JSON.parse(line) as { msg: string; level: string; turn: number; first: boolean });
    expect(lines.map(({ turn, first }) => `${turn}${first}`)).toEqual(Array.from({ length: turns }, (_, turn) => [`${turn}true`, `${turn}false`]).flat());
    expect(lines.every(({ msg, level }) => msg === 'request' && level === 'info')).toBe(true);
  });

  it('writes each entry as one JSON object: time, level and msg, then the fields, undefined ones left out', () => {
    const lines: string[] = [];
    const logger = jsonLineLogger((line) => void lines.push(line));
    logger.info('plain');
    logger.warn('with "quotes"\n', { status: 503, code: undefined, kind: 'purchase', ok: false, none: null });
    logger.error('overridden', { msg: 'a field named msg' });
    expect(lines.every((line) => line.endsWith('\n') && !line.slice(0, -1).includes('\n'))).toBe(true);
    const [plain, fields, overridden] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(Object.keys(plain!)).toEqual(['time', 'level', 'msg']);
    expect(new Date(plain!.time as string).toISOString()).toBe(plain!.time);
    expect(fields).toEqual({ time: expect.any(String), level: 'warn', msg: 'with "quotes"\n', status: 503, kind: 'purchase', ok: false, none: null });
    // As with an object spread before: a field named like a fixed key is what a parser reads.
    expect(overridden).toMatchObject({ level: 'error', msg: 'a field named msg' });
  });

  it('writes a line within a moment, without a further line to push it out', async () => {
    const writes: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => (writes.push(String(chunk)), true));
    jsonLineLogger().warn('alone');
    expect(writes).toEqual([]);
    await vi.waitFor(() => expect(writes.join('')).toContain('"msg":"alone"'), { timeout: 1000, interval: 5 });
  });
});
