// The bridge host (Sdk.bridge) from its sources: one envelope for every answer, the manifest's
// operations and no other, arguments by position or by the manifest's names.
import { createSdk, SdkError, type Sdk } from '@gamesdk/core';
import { describe, expect, it, vi } from 'vitest';
import { createBridgeHost as hostOver, type BridgeOutcome } from '../src/bridge/bridge-host.js';
import { BRIDGE_OPERATIONS } from '../src/bridge/operations.generated.js';
import { DIALECTS } from '../src/bridge/dialects.js';

/** The host of the engines' script: every engine's dialect. */
const createBridgeHost = (sdk: Parameters<typeof hostOver>[0]) => hostOver(sdk, DIALECTS);

const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
// A real core, never initialised (no platform is reachable from Node): every call answers as the core does.
const core = () => createSdk({ url: 'https://game.test/play/farm/', logger });

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
    for (const name of ['data.nope', 'on', 'constructor', 'data.__proto__', 'ads.showBanner']) {
      expect(JSON.parse(host.callSync(name, '[]'))).toMatchObject({ ok: false, error: { code: 'FEATURE_NOT_SUPPORTED', message: `${name} is not an operation of this SDK` } });
      expect(JSON.parse(await host.call(name, '[]'))).toMatchObject({ ok: false, error: { code: 'FEATURE_NOT_SUPPORTED' } });
    }
  });

  it('answers bad argument text with INVALID_PARAM, never a throw', async () => {
    const host = createBridgeHost(core());
    expect(JSON.parse(host.callSync('data.getString', '{not json'))).toMatchObject({ ok: false, error: { code: 'INVALID_PARAM', context: 'data.getString' } });
    expect(JSON.parse(await host.call('data.getString', '"key"'))).toMatchObject({ ok: false, error: { code: 'INVALID_PARAM' } });
  });

  it('callSync answers at once; an operation that answers with a promise answers INVALID_OPERATION (Godot\'s call_sync)', () => {
    const host = createBridgeHost(core());
    expect(host.callSync('isInitialized', '[]')).toBe('{"ok":true,"value":false}');
    expect(JSON.parse(host.callSync('data.flushAsync', '[]'))).toMatchObject({ ok: false, error: { code: 'INVALID_OPERATION', context: 'data.flushAsync' } });
    expect(JSON.parse(host.callSync('auth.registrationPromptLogin', '[1]'))).toMatchObject({ ok: false, error: { code: 'INVALID_OPERATION', context: 'auth.showRegistrationPrompt.login' } });
  });

  it("has every manifest operation's method on the real core", () => {
    const sdk = core() as unknown as Record<string, Record<string, unknown>>;
    for (const operation of Object.keys(BRIDGE_OPERATIONS)) {
      const [module, name] = operation.includes('.') ? operation.split('.') : ['', operation];
      expect(typeof (module ? sdk[module]?.[name as string] : sdk[name as string]), operation).toBe('function');
    }
  });
});

describe('Sdk.bridge dialects: each engine\'s values, spoken by the host', () => {
  it("Lua: arguments in order with records' keys in camelCase and payloads as written; results in snake_case unless the game's data", async () => {
    const scheduleAsync = vi.fn(() => Promise.resolve({ id: 'd1', scheduledInDays: 1 }));
    const getDataAsync = vi.fn(() => Promise.resolve({ my_key: { innerKey: 1 } }));
    const host = createBridgeHost({ notifications: { scheduleAsync }, player: { getDataAsync } } as unknown as Sdk);
    const scheduled = await host.invoke('notifications.scheduleAsync', [{ id: 'd1', scheduled_in_days: 1, data: { game_key: true } }], { dialect: 'lua' });
    expect(scheduleAsync).toHaveBeenCalledWith({ id: 'd1', scheduledInDays: 1, data: { game_key: true } });
    expect(scheduled).toEqual({ ok: true, value: { id: 'd1', scheduled_in_days: 1 } });
    expect(await host.invoke('player.getDataAsync', [{}], { dialect: 'lua' })).toEqual({ ok: true, value: { my_key: { innerKey: 1 } } });
    expect(getDataAsync).toHaveBeenCalledWith([]);
  });

  it("Unity: C#'s fields renamed, JSON text parsed, JsonUtility's empty optionals not given, and results JsonUtility can read", async () => {
    const logEvent = vi.fn();
    const getString = vi.fn(() => null);
    const host = createBridgeHost({ analytics: { logEvent, logTutorialStart: logEvent }, data: { getString } } as unknown as Sdk);
    expect(host.invoke('analytics.logEvent', { name: 'won', dataJson: '{"level":3}' }, { dialect: 'unity' })).toEqual({ ok: true });
    expect(logEvent).toHaveBeenLastCalledWith('won', { level: 3 });
    host.invoke('analytics.logTutorialStart', { name: '' }, { dialect: 'unity' });
    expect(logEvent).toHaveBeenLastCalledWith(undefined);
    expect(host.invoke('data.getString', { key: 'k' }, { dialect: 'unity' })).toEqual({ ok: true, value: { present: false } });
    expect(host.invoke('analytics.logEvent', { name: 'won', dataJson: '{nope' }, { dialect: 'unity' })).toMatchObject({ ok: false, error: { code: 'INVALID_PARAM', context: 'analytics.logEvent' } });
  });

  it("Unity: a field is a name, never a path: '__proto__.result' writes nothing to Object.prototype", () => {
    const getString = vi.fn(() => null);
    const logEvent = vi.fn();
    const host = createBridgeHost({ data: { getString }, analytics: { logEvent } } as unknown as Sdk);
    try {
      host.invoke('data.getString', { key: 'k', '__proto__.result': 'planted' }, { dialect: 'unity' });
      host.invoke('analytics.logEvent', { name: 'won', '__proto__.result': 'planted', 'constructor.prototype': 'planted' }, { dialect: 'unity' });
      expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'result')).toBe(false);
      expect(({} as Record<string, unknown>).result).toBeUndefined();
      expect(getString).toHaveBeenLastCalledWith('k');
    } finally {
      delete (Object.prototype as Record<string, unknown>).result;
    }
  });

  it('every dialect hands a player-data key __proto__ to the SDK as a key of its own, never as the record\'s prototype', async () => {
    const setDataAsync = vi.fn(async () => undefined);
    const host = createBridgeHost({ player: { setDataAsync } } as unknown as Sdk);
    await host.invoke('player.setDataAsync', { entries: [{ key: '__proto__', json: '{"gold":1}' }] }, { dialect: 'unity' });
    await host.invoke('player.setDataAsync', [JSON.parse('{"__proto__":{"gold":1}}')], { dialect: 'lua' });
    await host.invoke('player.setDataAsync', [JSON.parse('{"__proto__":{"gold":1}}')], { dialect: 'godot' });
    for (const [record] of setDataAsync.mock.calls as unknown as [Record<string, unknown>][]) {
      expect(Object.getPrototypeOf(record)).toBe(Object.prototype);
      expect(Object.keys(record)).toEqual(['__proto__']);
      expect(Object.getOwnPropertyDescriptor(record, '__proto__')?.value).toEqual({ gold: 1 });
    }
    expect(setDataAsync).toHaveBeenCalledTimes(3);
  });

  it('run parses once and answers text, at once for an operation that answers at once; call always with a promise', async () => {
    const host = createBridgeHost(stub({ getString: () => 'v', flushAsync: () => Promise.resolve(true) }));
    expect(host.run('data.getString', '["k"]', { dialect: 'lua' })).toBe('{"ok":true,"value":"v"}');
    expect(await host.run('data.flushAsync', '[]', { dialect: 'lua' })).toBe('{"ok":true,"value":true}');
    const unknown = host.call('nothing.here', '[]');
    expect(unknown).toBeInstanceOf(Promise);
    expect(JSON.parse(await unknown)).toMatchObject({ ok: false, error: { code: 'FEATURE_NOT_SUPPORTED' } });
  });
});

describe('Sdk.bridge calls that signal later, one shape for every engine', () => {
  const promptSdk = () => {
    const login = vi.fn(() => Promise.resolve());
    let close: (result: { registered: boolean }) => void = () => undefined;
    const showRegistrationPrompt = vi.fn((options: { onClose: typeof close }) => { close = options.onClose; return { login }; });
    return { sdk: { auth: { showRegistrationPrompt } } as unknown as Sdk, login, showRegistrationPrompt, close: (r: { registered: boolean }) => close(r) };
  };

  it('a login with no open prompt answers the same code and message in every dialect', async () => {
    const host = createBridgeHost(promptSdk().sdk);
    const lua = await host.invoke('auth.registrationPromptLogin', [7], { dialect: 'lua' });
    const unity = await host.invoke('auth.registrationPromptLogin', { prompt: 7 }, { dialect: 'unity' });
    const expected = { ok: false, error: { code: 'INVALID_PARAM', message: 'no registration prompt 7 was shown', context: 'auth.showRegistrationPrompt.login' } };
    expect(lua).toEqual(expected);
    expect(unity).toEqual(expected);
    // One wire name: the login's context is no name of an operation.
    expect(await host.invoke('auth.showRegistrationPrompt.login', [7])).toMatchObject({ ok: false, error: { code: 'FEATURE_NOT_SUPPORTED' } });
  });

  it('a prompt is kept under the call id that showed it; its close is the last signal (Lua) or goes to C#\'s close id (Unity)', async () => {
    const { sdk, login, showRegistrationPrompt, close } = promptSdk();
    const host = createBridgeHost(sdk);
    const signals: [BridgeOutcome, boolean, number | undefined][] = [];
    const signal = (outcome: BridgeOutcome, last: boolean, to?: number) => signals.push([outcome, last, to]);
    expect(host.invoke('auth.showRegistrationPrompt', [{ message: 'm {{registrationCode}}', data: { a_b: 1 } }], { dialect: 'lua', id: 3, signal })).toEqual({ ok: true, value: true });
    expect(showRegistrationPrompt).toHaveBeenLastCalledWith(expect.objectContaining({ message: 'm {{registrationCode}}', data: { a_b: 1 } }));
    expect(await host.invoke('auth.registrationPromptLogin', [3], { dialect: 'lua' })).toEqual({ ok: true });
    expect(login).toHaveBeenCalledTimes(1);
    close({ registered: true });
    expect(signals).toEqual([[{ ok: true, signal: 'close', value: { registered: true } }, true, undefined]]);
    expect(host.invoke('auth.showRegistrationPrompt', { message: 'm', dataJson: '', closeCallId: 9 }, { dialect: 'unity', id: 8, signal })).toEqual({ ok: true });
    close({ registered: false });
    expect(signals[1]).toEqual([{ ok: true, value: { registered: false } }, true, 9]);
  });

  it('an ad: Lua hears every callback and ends with after_ad; Unity hears beforeAd on its id and the end as the answer, no-fill as NO_FILL', async () => {
    const show = (callbacks: Record<string, () => void>) => { callbacks.beforeAd!(); callbacks.adViewed!(); callbacks.afterAd!(); };
    const noFill = (callbacks: Record<string, () => void>) => { callbacks.noFill!(); callbacks.afterAd!(); };
    const host = createBridgeHost({ ads: { showRewarded: show, showInterstitial: noFill } } as unknown as Sdk);
    const heard: unknown[] = [];
    const signal = (outcome: BridgeOutcome, last: boolean, to?: number) => heard.push([outcome, last, to]);
    expect(host.invoke('ads.showRewarded', [], { dialect: 'lua', id: 1, signal })).toEqual({ ok: true });
    expect(heard).toEqual([[{ ok: true, signal: 'before_ad' }, false, undefined], [{ ok: true, signal: 'ad_viewed' }, false, undefined], [{ ok: true, signal: 'after_ad' }, true, undefined]]);
    heard.length = 0;
    expect(await host.invoke('ads.showRewarded', { beforeAdCallId: 5 }, { dialect: 'unity', id: 4, signal })).toEqual({ ok: true, value: { viewed: true } });
    expect(heard).toEqual([[{ ok: true }, false, 5]]);
    expect(await host.invoke('ads.showInterstitial', { beforeAdCallId: 6 }, { dialect: 'unity', id: 6, signal })).toMatchObject({ ok: false, error: { code: 'NO_FILL', context: 'ads.showInterstitial' } });
  });

  it("Godot: an ad answers at once and signals every callback by the SDK's names, afterAd last, no-fill included; a prompt's close is its last signal", async () => {
    const show = (callbacks: Record<string, () => void>) => { callbacks.beforeAd!(); callbacks.adViewed!(); callbacks.adDismissed!(); callbacks.afterAd!(); };
    const noFill = (callbacks: Record<string, () => void>) => { callbacks.noFill!(); callbacks.afterAd!(); };
    const { sdk, login, close } = promptSdk();
    const host = createBridgeHost({ ...sdk, ads: { showRewarded: show, showInterstitial: noFill } } as unknown as Sdk);
    const heard: string[] = [];
    const signal = (json: string, last: boolean) => heard.push(`${json} ${last}`);
    expect(host.callSync('ads.showRewarded', '[]', { dialect: 'godot', id: 1, signal })).toBe('{"ok":true}');
    expect(heard).toEqual(['{"ok":true,"signal":"beforeAd"} false', '{"ok":true,"signal":"adViewed"} false', '{"ok":true,"signal":"adDismissed"} false', '{"ok":true,"signal":"afterAd"} true']);
    heard.length = 0;
    expect(host.callSync('ads.showInterstitial', '[]', { dialect: 'godot', id: 2, signal })).toBe('{"ok":true}');
    expect(heard).toEqual(['{"ok":true,"signal":"noFill"} false', '{"ok":true,"signal":"afterAd"} true']);
    heard.length = 0;
    expect(host.callSync('auth.showRegistrationPrompt', '[{"message":"m {{registrationCode}}"}]', { dialect: 'godot', id: 3, signal })).toBe('{"ok":true}');
    expect(await host.call('auth.registrationPromptLogin', '[3]', { dialect: 'godot' })).toBe('{"ok":true}');
    expect(login).toHaveBeenCalledTimes(1);
    close({ registered: true });
    expect(heard).toEqual(['{"ok":true,"signal":"close","value":{"registered":true}} true']);
  });

  it("Godot: values and messages are the SDK's own JSON, keys as the SDK spells them", async () => {
    const record = { productId: 'gems', purchaseToken: 't1', developerPayload: { a_b: 1 } };
    const host = createBridgeHost({ iap: { getPurchasesAsync: () => Promise.resolve([record]) }, data: { getString: () => { throw new SdkError('INVALID_PARAM', 'scheduledInDays got undefined', 'data.getString'); } } } as unknown as Sdk);
    expect(await host.call('iap.getPurchasesAsync', '[]', { dialect: 'godot' })).toBe(JSON.stringify({ ok: true, value: [record] }));
    expect(host.callSync('data.getString', '[null]', { dialect: 'godot' })).toBe('{"ok":false,"error":{"code":"INVALID_PARAM","message":"scheduledInDays got undefined","context":"data.getString"}}');
  });
});
