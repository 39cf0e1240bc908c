import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSdk, utf8Length, type Sdk } from '../src/index.js';
import { profilePlatform, profileState, type ProfileAdapterState } from './support/profile-adapter.js';

const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
beforeEach(() => vi.clearAllMocks());

async function sdkWith(state: ProfileAdapterState): Promise<Sdk> {
  const sdk = createSdk({ platforms: [profilePlatform(state)], url: 'https://game.test/?sdk_platform=partner', logger });
  await sdk.initializeAsync();
  return sdk;
}

const jsonBytes = (value: unknown) => utf8Length(JSON.stringify(value));

describe('the player store', () => {
  it('makes one platform write for 1,000 setString calls in one tick', async () => {
    const state = profileState();
    const sdk = await sdkWith(state);
    for (let i = 0; i < 1000; i++) sdk.data.setString(`key-${i % 10}`, `value-${i}`);
    expect(state.saves).toHaveLength(0); // nothing written synchronously: coalesced to the end of the tick
    await sdk.data.flushAsync();
    expect(state.saves).toHaveLength(1);
    expect(state.stored['key-9']).toBe('value-999');
  });

  it('data.* and player.getDataAsync/setDataAsync share one store', async () => {
    const state = profileState({ stored: { coins: 5 } });
    const sdk = await sdkWith(state);
    expect(sdk.data.getString('coins')).toBe('5');
    sdk.data.setString('name', 'Ada');
    await sdk.player.setDataAsync({ level: 3, inventory: { seeds: [1, 2] } });
    await expect(sdk.player.getDataAsync(['name', 'level', 'inventory', 'missing'])).resolves.toEqual({ name: 'Ada', level: 3, inventory: { seeds: [1, 2] } });
    expect(state.stored).toEqual({ coins: 5, name: 'Ada', level: 3, inventory: { seeds: [1, 2] } });
  });

  it('counts size in UTF-8 bytes of the stored JSON form', async () => {
    const state = profileState({ stored: { a: 'é', emoji: '🌾🌾' } });
    const sdk = await sdkWith(state);
    sdk.data.setString('b', 'ü'.repeat(10));
    await sdk.player.setDataAsync({ nested: { deep: ['x', 1, true, null] } });
    sdk.data.removeKey('a');
    await sdk.data.flushAsync();
    expect(sdk.data.getUsage().usedBytes).toBe(jsonBytes(state.stored));
    expect(sdk.data.getUsage().limitBytes).toBe(1_000_000);
  });

  it('refuses a value that would pass the limit, warns at once, and keeps stored data whole', async () => {
    const state = profileState();
    const sdk = await sdkWith(state);
    await sdk.data.setStringAsync('save', 'a'.repeat(900_000));
    const before = structuredClone(state.stored);
    // 100,000 two-byte characters: 200,000 UTF-8 bytes, which together with the 900 KB passes 1 MB.
    sdk.data.setString('extra', 'é'.repeat(100_000));
    sdk.data.setString('extra', 'é'.repeat(100_001));
    await expect(sdk.data.setStringAsync('save', 'a'.repeat(1_000_000))).resolves.toBe(false);
    await expect(sdk.player.setDataAsync({ extra: 'é'.repeat(100_000) })).rejects.toMatchObject({ code: 'DATA_LIMIT_EXCEEDED' });
    await sdk.data.flushAsync();
    expect(state.stored).toEqual(before);
    expect(sdk.data.getString('extra')).toBeNull();
    expect(sdk.data.getString('save')).toHaveLength(900_000);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn.mock.calls[0]![0]).toContain('write was skipped');
  });

  it('warns for every skipped write: the first at once, the rest of a save loop summed up each second', async () => {
    const state = profileState();
    const sdk = await sdkWith(state);
    await sdk.data.setStringAsync('save', 'a'.repeat(999_000));
    vi.useFakeTimers();
    try {
      for (let i = 0; i < 500; i++) sdk.data.setString('extra', 'x'.repeat(2_000 + i));
      expect(logger.warn).toHaveBeenCalledTimes(1);
      expect(logger.warn.mock.calls[0]![0]).toContain('the write was skipped');
      vi.advanceTimersByTime(1000);
      expect(logger.warn).toHaveBeenCalledTimes(2);
      expect(logger.warn.mock.calls[1]![0]).toBe("499 more player data writes were skipped over the platform's limit in the last 1 s; stored data is unchanged");
      // A skip in the window after a summary is summed up too, never dropped.
      sdk.data.setString('extra', 'x'.repeat(5_000));
      expect(logger.warn).toHaveBeenCalledTimes(2);
      vi.advanceTimersByTime(1000);
      expect(logger.warn.mock.calls[2]![0]).toBe("1 more player data write was skipped over the platform's limit in the last 1 s; stored data is unchanged");
      // A quiet second closes the window: the next skip is warned at once again.
      vi.advanceTimersByTime(1000);
      sdk.data.setString('extra', 'x'.repeat(5_000));
      expect(logger.warn).toHaveBeenCalledTimes(4);
      expect(logger.warn.mock.calls[3]![0]).toContain('the write was skipped');
    } finally {
      vi.useRealTimers();
    }
  });

  it('accepts a value exactly at the limit', async () => {
    const state = profileState();
    const sdk = await sdkWith(state);
    const overhead = jsonBytes({ k: '' });
    await expect(sdk.data.setStringAsync('k', 'x'.repeat(1_000_000 - overhead))).resolves.toBe(true);
    expect(jsonBytes(state.stored)).toBe(1_000_000);
    await expect(sdk.data.setStringAsync('k2', '')).resolves.toBe(false);
  });

  it('keeps a change whose write failed and stores it on the next save', async () => {
    const state = profileState({ failNextSave: true });
    const sdk = await sdkWith(state);
    await expect(sdk.data.setStringAsync('level', '4')).resolves.toBe(false);
    expect(state.stored).toEqual({});
    expect(sdk.data.getString('level')).toBe('4');
    await expect(sdk.data.flushAsync()).resolves.toBe(true);
    expect(state.stored).toEqual({ level: '4' });
  });

  it('drops a write the platform refuses, reports it, and stores the changes after it', async () => {
    const state = profileState({ stored: { bad: 'old' }, refusedKey: 'poison' });
    const sdk = await sdkWith(state);
    const refused = sdk.player.setDataAsync({ poison: 1, bad: 'new' });
    await Promise.resolve();
    sdk.data.setString('level', '2'); // made while the refused write is in flight
    await expect(refused).rejects.toMatchObject({ code: 'INVALID_PARAM', message: 'the platform refuses poison', context: 'player.setDataAsync' });
    await expect(sdk.data.flushAsync()).resolves.toBe(true);
    await expect(sdk.data.setStringAsync('level', '3')).resolves.toBe(true);
    // Nothing of the refused write is claimed: its keys read what the platform holds.
    expect(sdk.data.getString('poison')).toBeNull();
    expect(sdk.data.getString('bad')).toBe('old');
    expect(state.stored).toEqual({ bad: 'old', level: '3' });
    expect(sdk.data.getUsage().usedBytes).toBe(jsonBytes(state.stored));
    const reloaded = await sdkWith(state);
    expect(reloaded.data.getString('level')).toBe('3');
    expect(logger.error).toHaveBeenCalledWith('saving player data failed: the platform refuses poison');
  });

  it('refuses at the write a value nested past 32 levels and text with a lone surrogate, and saves on after them', async () => {
    const state = profileState();
    const sdk = await sdkWith(state);
    const nest = (depth: number): unknown => (depth === 0 ? 'leaf' : [nest(depth - 1)]);
    await expect(sdk.player.setDataAsync({ deep: nest(33) } as never)).rejects.toMatchObject({ code: 'INVALID_PARAM', message: 'data.deep nests deeper than 32 levels' });
    await expect(sdk.player.setDataAsync({ deep: { a: nest(32) } } as never)).rejects.toMatchObject({ code: 'INVALID_PARAM' });
    await sdk.player.setDataAsync({ ok: nest(32) } as never);
    expect(() => sdk.data.setString('name', 'a\uD800b')).toThrowError(expect.objectContaining({ code: 'INVALID_PARAM', message: 'text has a lone UTF-16 surrogate' }));
    expect(() => sdk.data.setString('\uDC00', 'x')).toThrowError(/^text has a lone UTF-16 surrogate/);
    await expect(sdk.player.setDataAsync({ farm: { ['\uDBFF']: 1 } })).rejects.toMatchObject({ message: 'text has a lone UTF-16 surrogate' });
    await expect(sdk.player.setDataAsync({ ['x\uD800']: 1 })).rejects.toMatchObject({ message: 'text has a lone UTF-16 surrogate' });
    // A pair is one character, and fine.
    await expect(sdk.data.setStringAsync('emoji', '\uD83C\uDF3E')).resolves.toBe(true);
    await expect(sdk.data.setStringAsync('level', '5')).resolves.toBe(true);
    expect(Object.keys(state.stored).sort()).toEqual(['emoji', 'level', 'ok']);
  });

  it('writes one at a time: changes made during a write go in the next one', async () => {
    const state = profileState();
    const sdk = await sdkWith(state);
    sdk.data.setString('a', '1');
    await Promise.resolve();
    sdk.data.setString('b', '2');
    await sdk.data.flushAsync();
    expect(state.saves).toEqual([{ a: '1' }, { a: '1', b: '2' }]);
  });

  it('a synchronous save in an exitRequested handler starts its platform write in the same tick', async () => {
    const state = profileState();
    let raise: ((event: 'exitRequested') => void) | undefined;
    const base = profilePlatform(state).create();
    const sdk = createSdk({
      platforms: [{ id: 'partner', create: () => ({ ...base, initialize: async (context) => void (raise = context.emit) }) }],
      url: 'https://game.test/?sdk_platform=partner',
      logger,
    });
    await sdk.initializeAsync();
    sdk.on('exitRequested', () => sdk.data.setString('progress', 'level-7'));
    raise!('exitRequested');
    expect(state.calls).toContain('save'); // started synchronously, before any await
    await sdk.data.flushAsync();
    expect(state.stored).toEqual({ progress: 'level-7' });
  });

  it('rejects keys that are not non-blank strings', async () => {
    const sdk = await sdkWith(profileState());
    expect(() => sdk.data.setString('', 'x')).toThrowError(expect.objectContaining({ code: 'INVALID_PARAM', context: 'data.setString' }));
    expect(() => sdk.data.getString(undefined as unknown as string)).toThrowError(/key must be a non-blank string/);
    await expect(sdk.player.getDataAsync('coins' as unknown as string[])).rejects.toMatchObject({ code: 'INVALID_PARAM' });
    await expect(sdk.player.setDataAsync({ loop: (() => { const o: Record<string, unknown> = {}; o.self = o; return o; })() } as never)).rejects.toMatchObject({ code: 'INVALID_PARAM' });
  });
});
