import { describe, expect, it } from 'vitest';
import { createSdk, INTEGRATION_MARKER, SDK_VERSION } from '../src/index.js';

describe('integration marker', () => {
  it('createSdk registers the running version under Symbol.for(INTEGRATION_MARKER)', () => {
    const key = Symbol.for(INTEGRATION_MARKER);
    delete (globalThis as Record<symbol, unknown>)[key];
    createSdk({ url: 'https://game.test/' });
    expect((globalThis as Record<symbol, unknown>)[key]).toBe(SDK_VERSION);
  });

  it('is the string the build check looks for', () => {
    expect(INTEGRATION_MARKER).toBe('@gamesdk/core');
  });
});
