// The bridge host (Sdk.bridge) from its sources: one envelope for every answer, the manifest's
// operations and no other, arguments by position or by the manifest's names.
import { createSdk, SdkError, type Sdk } from '@gamesdk/core';
import { describe, expect, it, vi } from 'vitest';
import { createBridgeHost } from '../src/bridge/bridge-host.js';
import { BRIDGE_OPERATIONS } from '../src/bridge/operations.generated.js';

const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
// A real core, never initialised (no platform is reachable from Node): every call answers as the core does.
const core = () => createSdk({ url: 'https://game.test/play/farm/', logger, prefetch: false });

// A core whose data module answers as given: the host's handling of values and throws.
function stub(data: Record<string, (...args: unknown[]) => unknown>): Sdk {
  return { data, on: vi.fn(() => () => undefined) } as unknown as Sdk;
}

describe('Sdk.bridge envelopes', () => {
  it('answers a value as {"ok":true,"value":...}, nothing as {"ok":true}, null as a value', async () => {
    const host = createBridgeHost(stub({ getUsage: () => ({ bytes: 3 }), removeKey: () => undefined, getString: () => null }));
    expect(host.callSync('data.getUsage', '[]')).toBe('{"ok":true,"value":{"bytes":3}}');
    expect(host.callSync('data.removeKey', '["a"]')).toBe('{"ok":true}');
    expect(host.callSync('data.getString', '["a"]')).toBe('{"ok":true,"value":null}');
  });

  it('answers an SdkError with its code, message and context', async () => {
    const host = createBridgeHost(core());
    expect(JSON.parse(host.callSync('data.getString', '["level"]'))).toEqual({
      ok: false,
      error: { code: 'NOT_INITIALIZED', message: expect.stringContaining('before Sdk.initializeAsync() resolved'), context: 'data.getString' },
    });
    expect(JSON.parse(await host.call('iap.getPurchasesAsync', '[]'))).toMatchObject({ ok: false, error: { code: 'NOT_INITIALIZED', context: 'iap.getPurchasesAsync' } });
    expect(JSON.parse(await host.call('startGameAsync', '[]'))).toMatchObject({ ok: false, error: { code: 'NOT_INITIALIZED', context: 'Sdk.startGameAsync' } });
  });

  it('answers false from the core for isInitialized and isSupported before initialisation', async () => {
    const host = createBridgeHost(core());
    expect(host.callSync('isInitialized', '[]')).toBe('{"ok":true,"value":false}');
    expect(await host.call('notifications.isSupported', '{}')).toBe('{"ok":true,"value":false}');
  });

  it('answers a throw that is not an SdkError as OPERATION_FAILED with the operation as context', async () => {
    const host = createBridgeHost(stub({
      getUsage: () => { throw new TypeError('boom'); },
      flushAsync: () => Promise.reject(new Error('disk gone')),
      setStringAsync: () => Promise.reject(new SdkError('QUOTA_EXCEEDED', 'full', 'data.flush')),
    }));
    expect(JSON.parse(host.callSync('data.getUsage', '[]'))).toEqual({ ok: false, error: { code: 'OPERATION_FAILED', message: 'boom', context: 'data.getUsage' } });
    expect(JSON.parse(await host.call('data.flushAsync', '[]'))).toEqual({ ok: false, error: { code: 'OPERATION_FAILED', message: 'disk gone', context: 'data.flushAsync' } });
    expect(JSON.parse(await host.call('data.setStringAsync', '["k","v"]'))).toEqual({ ok: false, error: { code: 'QUOTA_EXCEEDED', message: 'full', context: 'data.flush' } });
  });
});

describe('Sdk.bridge.invoke: the outcome object, for a bridge that has its arguments as values', () => {
  it('answers a sync operation at once and an async one with a promise, the envelopes as objects', async () => {
    const host = createBridgeHost(stub({ getString: () => null, removeKey: () => undefined, flushAsync: () => Promise.resolve(true) }));
    expect(host.invoke('data.getString', { key: 'a' })).toEqual({ ok: true, value: null });
    expect(host.invoke('data.removeKey', ['a'])).toEqual({ ok: true });
    const flushed = host.invoke('data.flushAsync', {});
    expect(flushed).toBeInstanceOf(Promise);
    expect(await flushed).toEqual({ ok: true, value: true });
  });

  it('never throws nor rejects: refusals and failures are outcomes with their codes', async () => {
    const host = createBridgeHost(stub({ getUsage: () => { throw new TypeError('boom'); }, flushAsync: () => Promise.reject(new SdkError('QUOTA_EXCEEDED', 'full', 'data.flush')) }));
    expect(host.invoke('data.getUsage', {})).toEqual({ ok: false, error: { code: 'OPERATION_FAILED', message: 'boom', context: 'data.getUsage' } });
    expect(await host.invoke('data.flushAsync', {})).toEqual({ ok: false, error: { code: 'QUOTA_EXCEEDED', message: 'full', context: 'data.flush' } });
    expect(host.invoke('data.nope', {})).toMatchObject({ ok: false, error: { code: 'FEATURE_NOT_SUPPORTED' } });
    expect(host.invoke('data.getString', 'key')).toMatchObject({ ok: false, error: { code: 'INVALID_PARAM', context: 'data.getString' } });
    expect(await host.invoke('data.flushAsync', null)).toMatchObject({ ok: false, error: { code: 'INVALID_PARAM', context: 'data.flushAsync' } });
  });
});

describe('Sdk.bridge arguments and operations', () => {
  it('passes arguments by position, or by the manifest names from an object, a JSON null as missing', () => {
    const setString = vi.fn();
    const host = createBridgeHost(stub({ setString }));
    host.callSync('data.setString', '["a","1"]');
    host.callSync('data.setString', '{"value":"2","key":"b","extra":true}');
    host.callSync('data.setString', '["c",null]');
    expect(setString.mock.calls).toEqual([['a', '1'], ['b', '2'], ['c', undefined]]);
  });

  it('runs only the manifest operations: another name, even an Sdk member, answers FEATURE_NOT_SUPPORTED', async () => {
    const host = createBridgeHost(core());
    for (const name of ['data.nope', 'on', 'constructor', 'data.__proto__', 'auth.showRegistrationPrompt', 'ads.showRewarded']) {
      expect(JSON.parse(host.callSync(name, '[]'))).toMatchObject({ ok: false, error: { code: 'FEATURE_NOT_SUPPORTED', message: `${name} is not an operation of this SDK` } });
      expect(JSON.parse(await host.call(name, '[]'))).toMatchObject({ ok: false, error: { code: 'FEATURE_NOT_SUPPORTED' } });
    }
    expect(host.isSync('data.nope')).toBe(false);
  });

  it('answers bad argument text with INVALID_PARAM, never a throw', async () => {
    const host = createBridgeHost(core());
    expect(JSON.parse(host.callSync('data.getString', '{not json'))).toMatchObject({ ok: false, error: { code: 'INVALID_PARAM', context: 'data.getString' } });
    expect(JSON.parse(await host.call('data.getString', '"key"'))).toMatchObject({ ok: false, error: { code: 'INVALID_PARAM' } });
  });

  it('says which operations answer at once; callSync refuses an async one', () => {
    const host = createBridgeHost(core());
    expect(host.isSync('player.getId')).toBe(true);
    expect(host.isSync('data.flushAsync')).toBe(false);
    expect(JSON.parse(host.callSync('data.flushAsync', '[]'))).toMatchObject({ ok: false, error: { code: 'INVALID_OPERATION', context: 'data.flushAsync' } });
  });

  it("has every manifest operation's method on the real core", () => {
    const sdk = core() as unknown as Record<string, Record<string, unknown>>;
    for (const operation of Object.keys(BRIDGE_OPERATIONS)) {
      const [module, name] = operation.includes('.') ? operation.split('.') : ['', operation];
      expect(typeof (module ? sdk[module]?.[name as string] : sdk[name as string]), operation).toBe('function');
    }
  });

  it('forwards event subscriptions to the core and returns its remover', () => {
    const sdk = stub({});
    const host = createBridgeHost(sdk);
    const listener = () => undefined;
    expect(typeof host.on('pause', listener)).toBe('function');
    expect(sdk.on).toHaveBeenCalledWith('pause', listener);
  });
});
