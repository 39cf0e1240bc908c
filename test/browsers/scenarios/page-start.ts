// The page start on every player's browser: it opens the platform's session before the game asks,
// initializeAsync takes that session (one init a page), and the mock still sees the game's
// registration prompts though its SDK ran before the browser script had defined `Sdk`.
// Chromium's own: e2e/partner/first-load.spec.ts and data-and-auth.spec.ts.
import { expect } from 'vitest';
import { fixtures, until, withPlatform, type Scenario } from '../scenario';

export const pageStart: Scenario = {
  name: 'page start: the session opens before the game asks, initializeAsync takes it (one init), and prompts are still observed',
  elsewhere: { chromium: 'e2e/partner/first-load.spec.ts' },
  run: (engine) =>
    withPlatform({ fixture: fixtures.game }, async (platform) => {
      await engine.open(`${platform.url}/play/fixture/index.html?sdk_platform=partner`);
      expect(await until(async () => (await platform.control.getSessions()).length, 1)).toBe(1);
      expect(await engine.evaluate(() => Sdk.isInitialized())).toBe(false);
      const mode = await engine.evaluate(async () => {
        await Sdk.initializeAsync();
        await Sdk.startGameAsync();
        Sdk.auth.showRegistrationPrompt({ message: 'Keep your farm: text {{registrationCode}}' });
        return Sdk.player.getMode();
      });
      expect(mode).toBe('lite');
      const calls = async () => (await platform.control.getEvents()).map((entry) => entry.call);
      expect(await until(async () => (await calls()).includes('observed.registrationPromptCall'), true)).toBe(true);
      expect((await calls()).filter((call) => call === 'init')).toHaveLength(1);
      expect(await platform.control.getSessions()).toHaveLength(1);
    }),
};
