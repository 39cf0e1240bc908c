// Loading progress is coalesced: the latest value wins, one report is on its way at a time, and
// no report ever delays startGameAsync or another call.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSdk, type PlatformAdapter } from '../src/index.js';
import { profileAdapter, profileState, type ProfileAdapterState } from './support/profile-adapter.js';

const url = 'https://game.test/play/farm/?sdk_platform=partner';
const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

/** A platform whose progress reports wait for an answer the test gives (`answer`) or refuses (`fail`). */
function answeringPlatform(state: ProfileAdapterState) {
  const answers: Array<{ answer: () => void; fail: (error: Error) => void }> = [];
  const create = (): PlatformAdapter => ({
    ...profileAdapter(state),
    setLoadingProgress: (percent) =>
      new Promise<void>((answer, fail) => {
        state.calls.push(`setLoadingProgress:${percent}`);
        answers.push({ answer, fail });
      }),
  });
  const sdk = createSdk({ platforms: [{ id: 'partner', create }], url, logger });
  return { sdk, answers };
}

const reports = (state: ProfileAdapterState) => state.calls.filter((call) => call.startsWith('setLoadingProgress'));

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('setLoadingProgress on a platform that answers reports', () => {
  it('sends the first report at once and, while it is unanswered, only the latest of the calls after it', async () => {
    const state = profileState();
    const { sdk, answers } = answeringPlatform(state);
    await sdk.initializeAsync();
    for (let percent = 0; percent < 200; percent++) sdk.setLoadingProgress(percent / 2);
    expect(reports(state)).toEqual(['setLoadingProgress:0']);
    answers[0]!.answer();
    await vi.waitFor(() => expect(reports(state)).toEqual(['setLoadingProgress:0', 'setLoadingProgress:99.5']));
    answers[1]!.answer();
    await new Promise((settled) => setTimeout(settled, 10));
    expect(reports(state)).toHaveLength(2);
  });

  it('startGameAsync reaches the platform at once and resolves while a report is unanswered; the value not sent is dropped', async () => {
    const state = profileState();
    const { sdk, answers } = answeringPlatform(state);
    await sdk.initializeAsync();
    sdk.setLoadingProgress(50);
    sdk.setLoadingProgress(100);
    await sdk.startGameAsync();
    expect(state.calls).toEqual(['setLoadingProgress:50', 'startGame']);
    answers[0]!.answer();
    await new Promise((settled) => setTimeout(settled, 10));
    expect(state.calls).toEqual(['setLoadingProgress:50', 'startGame']);
  });

  it('other calls never wait for a report', async () => {
    const state = profileState();
    const { sdk } = answeringPlatform(state);
    await sdk.initializeAsync();
    sdk.setLoadingProgress(10);
    sdk.setLoadingProgress(20);
    await sdk.player.getSignedPlayerInfoAsync();
    expect(state.calls).toEqual(['setLoadingProgress:10', 'getSignedPlayerInfo']);
  });

  it('an unanswered report holds back the next for 2 s at most: a game that keeps reporting is heard every 2 s', async () => {
    vi.useFakeTimers();
    const state = profileState();
    const { sdk } = answeringPlatform(state); // never answers
    await sdk.initializeAsync();
    sdk.setLoadingProgress(1);
    for (let percent = 2; percent <= 10; percent++) {
      await vi.advanceTimersByTimeAsync(500);
      sdk.setLoadingProgress(percent);
    }
    // Calls at 0, 0.5 s, ..., 4.5 s: reports at 0 (1), 2 s (4) and 4 s (8).
    expect(reports(state)).toEqual(['setLoadingProgress:1', 'setLoadingProgress:4', 'setLoadingProgress:8']);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(reports(state)).toEqual(['setLoadingProgress:1', 'setLoadingProgress:4', 'setLoadingProgress:8', 'setLoadingProgress:10']);
  });

  it('a failed report is warned about once and the next one is still sent', async () => {
    const state = profileState();
    const { sdk, answers } = answeringPlatform(state);
    await sdk.initializeAsync();
    sdk.setLoadingProgress(10);
    sdk.setLoadingProgress(20);
    answers[0]!.fail(new Error('platform down'));
    await vi.waitFor(() => expect(reports(state)).toEqual(['setLoadingProgress:10', 'setLoadingProgress:20']));
    sdk.setLoadingProgress(30);
    answers[1]!.fail(new Error('platform down'));
    await vi.waitFor(() => expect(reports(state)).toHaveLength(3));
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn.mock.calls[0]![0]).toContain('a loading progress report failed (later ones are still sent): platform down');
  });

  it('validates every call as before: INVALID_PARAM out of 0 to 100, nothing sent', async () => {
    const state = profileState();
    const { sdk } = answeringPlatform(state);
    await sdk.initializeAsync();
    for (const bad of [-1, 101, Number.NaN, '50' as unknown as number]) {
      expect(() => sdk.setLoadingProgress(bad)).toThrowError(expect.objectContaining({ code: 'INVALID_PARAM', context: 'Sdk.setLoadingProgress' }));
    }
    expect(reports(state)).toEqual([]);
  });
});

describe('setLoadingProgress on a platform whose reports need no answer', () => {
  it('hands every call to the platform at once, in order', async () => {
    const state = profileState();
    const sdk = createSdk({ platforms: [{ id: 'partner', create: () => profileAdapter(state) }], url, logger });
    await sdk.initializeAsync();
    sdk.setLoadingProgress(10);
    sdk.setLoadingProgress(20);
    await sdk.startGameAsync();
    expect(state.calls).toEqual(['setLoadingProgress:10', 'setLoadingProgress:20', 'startGame']);
  });
});
