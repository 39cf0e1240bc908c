// The platform takes only player data every engine can read back: values nested at most 32 levels
// (PLAYER_DATA_DEPTH_MAX, the SDK's own rule), text without lone UTF-16 surrogates and no reserved key. A refused
// save leaves what the player had, and the next save is taken.
import { describe, expect, it } from 'vitest';
import { PLAYER_DATA_DEPTH_MAX } from '@gamesdk/core';
import { failureOf, mockSdk, platform } from './support.js';

const nest = (depth: number): unknown => (depth === 0 ? 1 : [nest(depth - 1)]);

describe('saveData holds the player data rules', () => {
  it('refuses a value nested past the depth limit with BAD_ARGUMENT, keeps the record, and takes the next save', async () => {
    const server = await platform();
    const sdk = mockSdk(server);
    await sdk.init();
    await sdk.saveData({ level: 1 });
    expect(await failureOf(sdk.saveData({ level: 2, deep: nest(PLAYER_DATA_DEPTH_MAX + 1) }))).toEqual({
      code: 'BAD_ARGUMENT',
      message: `data.deep nests deeper than ${PLAYER_DATA_DEPTH_MAX} levels`,
    });
    expect(await sdk.loadData()).toEqual({ level: 1 });
    await sdk.saveData({ level: 3, deep: nest(PLAYER_DATA_DEPTH_MAX) });
    expect(await sdk.loadData()).toEqual({ level: 3, deep: nest(PLAYER_DATA_DEPTH_MAX) });
  });

  it('refuses a lone surrogate in a key or a string, escaped or raw, and takes a pair', async () => {
    const server = await platform();
    const sdk = mockSdk(server);
    await sdk.init();
    expect(await failureOf(sdk.saveData({ name: 'a\uD800' }))).toEqual({ code: 'BAD_ARGUMENT', message: 'text has a lone UTF-16 surrogate' });
    expect(await failureOf(sdk.saveData({ '\uDC00': 1 }))).toMatchObject({ message: 'text has a lone UTF-16 surrogate' });
    await sdk.saveData({ name: '\uD83C\uDF3E' });
    expect(await sdk.loadData()).toEqual({ name: '\uD83C\uDF3E' });
  });

  it('refuses a reserved key (rules.json reservedDataKeys) from a caller that bypasses the SDK, and keeps the record', async () => {
    const server = await platform();
    const sdk = mockSdk(server);
    await sdk.init();
    await sdk.saveData({ level: 1 });
    // JSON.parse makes __proto__ an own key, as a body on the wire holds it.
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      expect(await failureOf(sdk.saveData(JSON.parse(`{"level": 2, "${key}": {}}`) as Record<string, unknown>))).toEqual({
        code: 'BAD_ARGUMENT',
        message: `data key '${key}' is reserved: a player data key may not be __proto__, constructor, prototype`,
      });
    }
    expect(await sdk.loadData()).toEqual({ level: 1 });
  });
});
