// Launch checklist item 2 (partner-platform.md: "save with data.* as a guest before any login
// prompt"): a guest's save made before auth.showRegistrationPrompt, in the same tick and not
// awaited, reaches the platform before the prompt; the prompt's own errors are unchanged.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createSdk, type Sdk } from '../src/index.js';
import { profileAdapter, profileState, type ProfileAdapterState } from './support/profile-adapter.js';

const logger = { info() {}, warn() {}, error() {} };
const message = 'Text {{registrationCode}} to keep your farm';

async function started(state: ProfileAdapterState): Promise<Sdk> {
  const sdk = createSdk({ platforms: [{ id: 'partner', create: () => profileAdapter(state) }], url: 'https://game.test/?sdk_platform=partner', logger });
  await sdk.initializeAsync();
  await sdk.startGameAsync();
  state.calls.length = 0;
  return sdk;
}

describe('auth.showRegistrationPrompt sends a pending save first', () => {
  it('a data.setString in the same tick reaches the platform before the prompt', async () => {
    const state = profileState();
    const sdk = await started(state);
    sdk.data.setString('save', '{"level":3}');
    sdk.auth.showRegistrationPrompt({ message });
    expect(state.calls).toEqual(['save', 'showRegistrationPrompt']);
    await sdk.data.flushAsync();
    expect(state.stored).toEqual({ save: '{"level":3}' });
    expect(state.calls).toEqual(['save', 'showRegistrationPrompt']); // the write was not sent twice
  });

  it('a player.setDataAsync not awaited reaches the platform before the prompt', async () => {
    const state = profileState();
    const sdk = await started(state);
    const stored = sdk.player.setDataAsync({ coins: 5 });
    sdk.auth.showRegistrationPrompt({ message });
    expect(state.calls).toEqual(['save', 'showRegistrationPrompt']);
    await stored;
    expect(state.stored).toEqual({ coins: 5 });
  });

  it('a write already on its way precedes the prompt; changes made while it is unanswered follow it once answered', async () => {
    const state = profileState();
    const base = profileAdapter(state);
    const answers: Array<() => void> = [];
    const adapter = {
      ...base,
      storage: {
        ...base.storage,
        save: (data: Record<string, unknown>) => {
          state.calls.push(`save:${JSON.stringify(data)}`);
          return new Promise<void>((resolve) => answers.push(resolve));
        },
      },
    };
    const sdk = createSdk({ platforms: [{ id: 'partner', create: () => adapter }], url: 'https://game.test/?sdk_platform=partner', logger });
    await sdk.initializeAsync();
    await sdk.startGameAsync();
    state.calls.length = 0;
    sdk.data.setString('level', '1');
    await Promise.resolve(); // the first write leaves
    sdk.data.setString('level', '2');
    sdk.auth.showRegistrationPrompt({ message });
    expect(state.calls).toEqual(['save:{"level":"1"}', 'showRegistrationPrompt']);
    answers.shift()!();
    await expect.poll(() => state.calls).toEqual(['save:{"level":"1"}', 'showRegistrationPrompt', 'save:{"level":"2"}']);
  });

  it('with nothing pending the prompt is sent alone', async () => {
    const state = profileState();
    const sdk = await started(state);
    sdk.auth.showRegistrationPrompt({ message });
    expect(state.calls).toEqual(['showRegistrationPrompt']);
  });

  it('a refused prompt throws its own error and sends nothing', async () => {
    const state = profileState();
    const sdk = await started(state);
    sdk.data.setString('save', '{"level":3}');
    expect(() => sdk.auth.showRegistrationPrompt({ message: 'no placeholder' })).toThrowError(expect.objectContaining({ code: 'INVALID_PARAM' }));
    expect(state.calls).toEqual([]); // the save still leaves within the tick, as without a prompt
    await sdk.data.flushAsync();
    expect(state.calls).toEqual(['save']);
  });

  it('a registered player gets INVALID_OPERATION, as before', async () => {
    const state = profileState({ registered: true });
    const sdk = await started(state);
    expect(() => sdk.auth.showRegistrationPrompt({ message })).toThrowError(
      expect.objectContaining({ code: 'INVALID_OPERATION', message: expect.stringContaining('prompt guests only') as unknown }),
    );
    expect(state.calls).toEqual([]);
  });
});
