import { describe, expect, it, vi } from 'vitest';
import { createSdk, type AdapterContext } from '../src/index.js';
import { PlayerStore } from '../src/storage/player-store.js';
import { profilePlatform, profileState } from './support/profile-adapter.js';

type Listener = () => void;

/** A page stand-in with real listener bookkeeping, to drive visibility and pagehide. */
function fakePage() {
  const listeners = new Map<string, Listener[]>();
  const add = (name: string, fn: Listener) => listeners.set(name, [...(listeners.get(name) ?? []), fn]);
  const page = {
    document: { visibilityState: 'visible' as DocumentVisibilityState, addEventListener: add },
    addEventListener: add,
    fire(name: string) {
      for (const fn of listeners.get(name) ?? []) fn();
    },
  };
  return page;
}

async function setup() {
  const state = profileState();
  const page = fakePage();
  const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  let context: AdapterContext | undefined;
  const base = profilePlatform(state).create();
  const sdk = createSdk({
    platforms: [{ id: 'partner', create: () => ({ ...base, initialize: async (c) => void (context = c) }) }],
    url: 'https://game.test/?sdk_platform=partner',
    logger,
    page: page as never,
  });
  await sdk.initializeAsync();
  return { sdk, state, page, logger, emit: (event: 'pause' | 'resume' | 'exitRequested') => context!.emit(event) };
}

describe('events', () => {
  it('delivers platform events to listeners; on returns an unsubscribe function; off removes', async () => {
    const { sdk, emit } = await setup();
    const seen: string[] = [];
    const onExit = () => seen.push('exit');
    const stopPause = sdk.on('pause', () => seen.push('pause'));
    sdk.on('resume', () => seen.push('resume'));
    sdk.on('exitRequested', onExit);
    emit('pause');
    emit('resume');
    emit('exitRequested');
    stopPause();
    sdk.off('exitRequested', onExit);
    emit('pause');
    emit('exitRequested');
    expect(seen).toEqual(['pause', 'resume', 'exit']);
  });

  it('a throwing listener neither breaks the SDK nor stops the other listeners', async () => {
    const { sdk, emit, logger } = await setup();
    const after = vi.fn();
    sdk.on('pause', () => {
      throw new Error('game bug');
    });
    sdk.on('pause', after);
    expect(() => emit('pause')).not.toThrow();
    expect(after).toHaveBeenCalledTimes(1);
    expect(logger.error.mock.calls[0]![0]).toContain('game bug');
    expect(sdk.data.getString('missing')).toBeNull();
  });

  it('pause and resume follow page visibility, once per change even when the platform reports the same hide', async () => {
    const { sdk, emit, page } = await setup();
    const seen: string[] = [];
    sdk.on('pause', () => seen.push('pause'));
    sdk.on('resume', () => seen.push('resume'));
    page.document.visibilityState = 'hidden';
    page.fire('visibilitychange');
    emit('pause');
    page.document.visibilityState = 'visible';
    page.fire('visibilitychange');
    expect(seen).toEqual(['pause', 'resume']);
  });

  it('hiding or leaving the page starts a write of pending saves', async () => {
    const { sdk, page, state } = await setup();
    sdk.data.setString('a', '1');
    page.fire('pagehide');
    expect(state.calls).toContain('save');
    await sdk.data.flushAsync();
    sdk.data.setString('b', '2');
    page.document.visibilityState = 'hidden';
    page.fire('visibilitychange');
    expect(state.calls.filter((c) => c === 'save')).toHaveLength(2);
  });

  it('hiding the page flushes once, with or without pause listeners (the listeners\' flush is the page\'s)', async () => {
    const flush = vi.spyOn(PlayerStore.prototype, 'flush');
    try {
      const { sdk, page } = await setup();
      page.document.visibilityState = 'hidden';
      page.fire('visibilitychange');
      expect(flush).toHaveBeenCalledTimes(1);
      sdk.on('pause', () => sdk.data.setString('paused', 'yes'));
      page.document.visibilityState = 'visible';
      page.fire('visibilitychange');
      page.document.visibilityState = 'hidden';
      page.fire('visibilitychange');
      expect(flush).toHaveBeenCalledTimes(2);
    } finally {
      flush.mockRestore();
    }
  });

  it('leaving the page while a write is unfinished also hands the whole record to the storage keeper', async () => {
    const { sdk, page, state } = await setup();
    sdk.data.setString('saved', 'before');
    await sdk.data.flushAsync();
    page.fire('pagehide');
    expect(state.calls).not.toContain('saveBeforeUnload'); // nothing unfinished: nothing to keep
    state.holdSaves = true;
    sdk.data.setString('level', '7');
    page.fire('pagehide');
    expect(state.calls.filter((c) => c === 'saveBeforeUnload')).toHaveLength(1);
    expect(state.keptAtExit).toEqual({ saved: 'before', level: '7' });
  });

  it('refuses unknown event names and non-function listeners with INVALID_PARAM', async () => {
    const { sdk } = await setup();
    expect(() => sdk.on('exit' as never, () => {})).toThrowError(expect.objectContaining({ code: 'INVALID_PARAM', context: 'Sdk.on' }));
    expect(() => sdk.on('pause', 'save' as never)).toThrowError(/listener must be a function/);
  });
});
