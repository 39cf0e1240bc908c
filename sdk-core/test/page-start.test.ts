// The page start's hand-over: the session the page start opened for the selected platform reaches
// that platform's adapter once, through AdapterContext.takePageStartSession; another platform's,
// or anything the page start did not leave there, never does.
import { afterEach, describe, expect, it } from 'vitest';
import { createSdk, PAGE_START_GLOBAL, type AdapterContext } from '../src/index.js';
import { profilePlatform, profileState } from './support/profile-adapter.js';

const started = () => ((globalThis as Record<string, unknown>)[PAGE_START_GLOBAL] ??= {}) as Record<string, unknown>;

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[PAGE_START_GLOBAL];
});

/** An Sdk on the platform `partner` whose adapter takes the page start's session at each initialisation. */
function sdkTakingSessions(taken: unknown[], fail = false) {
  const base = profilePlatform(profileState()).create();
  let attempts = 0;
  return createSdk({
    platforms: [{
      id: 'partner',
      create: () => ({
        ...base,
        initialize: async (context: AdapterContext) => {
          taken.push(context.takePageStartSession());
          if (fail && attempts++ === 0) throw context.error('NETWORK_FAILURE', 'the platform could not be reached');
        },
      }),
    }],
    url: 'https://game.test/?sdk_platform=partner',
    logger: { info() {}, warn() {}, error() {} },
  });
}

describe('the page start\'s session', () => {
  it('is handed to the selected platform\'s adapter, and taken: it is no longer there', async () => {
    const session = Promise.resolve({ player: 'p1' });
    started().partner = session;
    started().other = Promise.resolve('not ours');
    const taken: unknown[] = [];
    await sdkTakingSessions(taken).initializeAsync();
    expect(taken).toEqual([session]);
    expect(Object.keys(started())).toEqual(['other']);
  });

  it('is given once: a retry after a failed initialisation gets none, and opens its own', async () => {
    started().partner = Promise.resolve({ player: 'p1' });
    const taken: unknown[] = [];
    const sdk = sdkTakingSessions(taken, true);
    await expect(sdk.initializeAsync()).rejects.toMatchObject({ code: 'INITIALIZATION_ERROR' });
    await sdk.initializeAsync();
    expect(taken).toHaveLength(2);
    expect(taken[0]).toBeInstanceOf(Promise);
    expect(taken[1]).toBeUndefined();
  });

  it('is none without a page start, and anything but a promise there is not taken as one', async () => {
    const taken: unknown[] = [];
    await sdkTakingSessions(taken).initializeAsync();
    (globalThis as Record<string, unknown>)[PAGE_START_GLOBAL] = { partner: { then: 'not a promise' } };
    await sdkTakingSessions(taken).initializeAsync();
    (globalThis as Record<string, unknown>)[PAGE_START_GLOBAL] = 'a string';
    await sdkTakingSessions(taken).initializeAsync();
    expect(taken).toEqual([undefined, undefined, undefined]);
  });
});
