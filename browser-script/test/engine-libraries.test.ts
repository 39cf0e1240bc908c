// One envelope between the bridge host and both engine libraries: Unity's GameSdk.jslib and
// Defold's library_gamesdk.js, loaded as Emscripten's JS-library stage loads them (the macros that
// call into the engine replaced by a recorder of what reaches C), run against the real host over a
// real core. Each library hands the engine the host's envelope text as it is, so the same call
// answers the same code, message and context on both, the failures every engine shares included.
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { createSdk } from '@gamesdk/core';
import { describe, expect, it, vi } from 'vitest';
import { createBridgeHost as hostOver } from '../src/bridge/bridge-host.js';
import { DIALECTS } from '../src/bridge/dialects.js';

/** The host of the engines' script: every engine's dialect. */
const createBridgeHost = (sdk: Parameters<typeof hostOver>[0]) => hostOver(sdk, DIALECTS);

const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
const UNITY = new URL('../../unity-bridge/com.gamesdk.sdk/Runtime/Plugins/WebGL/GameSdk.jslib', import.meta.url);
const DEFOLD = new URL('../../defold-bridge/gamesdk/lib/web/library_gamesdk.js', import.meta.url);

/** The library's $GameSdk over `Sdk`, and the strings that reached the engine, by call id. */
function load(file: URL, sdk: object) {
  const heap = new Map<number, string>();
  const reached: { id: number; json: string }[] = [];
  let next = 1;
  const scope: Record<string, unknown> = {
    LibraryManager: { library: {} },
    mergeInto: (target: object, added: object) => Object.assign(target, added),
    autoAddDeps: () => undefined,
    Sdk: sdk,
    window: {},
    _malloc: () => next++,
    _free: (ptr: number) => heap.delete(ptr),
    lengthBytesUTF8: (text: string) => text.length,
    stringToUTF8: (text: string, ptr: number) => heap.set(ptr, text),
    UTF8ToString: (ptr: number) => heap.get(ptr),
    err: () => undefined,
    // What a makeDynCall into the engine calls: the id and the string it was handed.
    engine: (id: number, ptr: number) => reached.push({ id, json: heap.get(ptr)! }),
  };
  const text = readFileSync(file, 'utf8').replace(/\{\{\{ makeDynCall\([^}]*\) \}\}\}/g, 'engine').replace(/\{\{\{[\s\S]+?\}\}\}/g, '0');
  runInNewContext(text, scope);
  const library = (scope.LibraryManager as { library: Record<string, unknown> }).library;
  scope.GameSdk = library.$GameSdk;
  return { GameSdk: library.$GameSdk as Record<string, (...args: unknown[]) => unknown> & Record<string, unknown>, library, heap, reached };
}

/** The envelope one call answers through each library: Unity's GameSdk_Call, Defold's GameSdkJs_CallSync or GameSdkJs_Call. */
async function bothAnswer(unityOperation: string, unityArgs: object, defoldOperation: string, luaArgs: unknown[], sync: boolean) {
  const host = createBridgeHost(createSdk({ url: 'https://game.test/play/farm/', logger }));
  const sdk = { on: () => () => undefined, bridge: host };
  const unity = load(UNITY, sdk);
  unity.GameSdk.onResult = 1;
  unity.GameSdk.call(41, unityOperation, JSON.stringify(unityArgs));
  const defold = load(DEFOLD, sdk);
  defold.GameSdk.deliverFn = 1;
  defold.GameSdk.adopt(sdk);
  defold.GameSdk.loading = Promise.resolve(sdk);
  let defoldJson: string;
  if (sync) {
    defoldJson = defold.GameSdk.callSync(42, defoldOperation, JSON.stringify(luaArgs)) as string;
  } else {
    defold.GameSdk.call(42, defoldOperation, JSON.stringify(luaArgs));
    await vi.waitFor(() => expect(defold.reached).toHaveLength(1));
    defoldJson = defold.reached[0]!.json;
  }
  await vi.waitFor(() => expect(unity.reached).toHaveLength(1));
  return { unity: unity.reached[0]!, defold: defoldJson };
}

describe('one envelope between the host and both engine libraries', () => {
  it('a login with no open prompt: the same code, message and context on Unity and Defold', async () => {
    const { unity, defold } = await bothAnswer('auth.registrationPromptLogin', { prompt: 5 }, 'auth.registrationPromptLogin', [5], false);
    expect(unity.id).toBe(41);
    const expected = { ok: false, error: { code: 'INVALID_PARAM', message: 'no registration prompt 5 was shown', context: 'auth.showRegistrationPrompt.login' } };
    expect(JSON.parse(unity.json)).toEqual(expected);
    expect(JSON.parse(defold)).toEqual(expected);
  });

  it('a synchronous call before initialisation: the host\'s NOT_INITIALIZED envelope, text for text', async () => {
    const { unity, defold } = await bothAnswer('data.getString', { key: 'save' }, 'data.getString', ['save'], true);
    expect(JSON.parse(unity.json)).toMatchObject({ ok: false, error: { code: 'NOT_INITIALIZED', context: 'data.getString' } });
    expect(unity.json).toBe(defold);
  });

  it('an operation this script lacks: FEATURE_NOT_SUPPORTED from the host, the same text on both', async () => {
    const { unity, defold } = await bothAnswer('data.nope', {}, 'data.nope', [], false);
    expect(JSON.parse(unity.json)).toEqual({ ok: false, error: { code: 'FEATURE_NOT_SUPPORTED', message: 'data.nope is not an operation of this SDK', context: 'data.nope' } });
    expect(unity.json).toBe(defold);
  });

  it('neither library has a reshaping table, a rekeying rule or an OPERATION_FAILED of its own', () => {
    for (const file of [UNITY, DEFOLD]) {
      const text = readFileSync(file, 'utf8');
      for (const gone of ['OPERATION_FAILED', 'shapes:', 'operations: {', 'methods: {', 'rekey', 'toUpperCase', 'toLowerCase', 'JSON.parse']) expect(text, `${file.pathname}: ${gone}`).not.toContain(gone);
    }
  });
});
