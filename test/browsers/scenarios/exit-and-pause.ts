// Exit and pause/resume on the partner adapter: the platform's events reach the game in order, a
// synchronous save in the exitRequested handler reaches the platform, and so does a save made
// just before the page goes away (pagehide). Chromium's own: e2e/partner/lifecycle.spec.ts.
import { expect } from 'vitest';
import { fixtures, openStartedGame, until, withPlatform, type Scenario } from '../scenario';

const heard = () => (window as unknown as { heard: string[] }).heard;

export const exitAndPause: Scenario = {
  name: 'exit and pause/resume: the platform\'s events reach the game, and the exitRequested handler\'s synchronous save reaches the platform',
  run: (engine) =>
    withPlatform({ fixture: fixtures.game }, async (platform) => {
      await openStartedGame(engine, platform);
      await engine.evaluate(() => Sdk.on('exitRequested', () => Sdk.data.setString('saved-on-exit', 'yes')));
      await platform.control.fire('pause');
      expect(await until(() => engine.evaluate(heard), ['pause'])).toEqual(['pause']);
      await platform.control.fire('resume');
      await platform.control.fire('exitRequested');
      expect(await until(() => engine.evaluate(heard), ['pause', 'resume', 'exitRequested'])).toEqual(['pause', 'resume', 'exitRequested']);
      expect(await until(async () => (await platform.control.getPlayerData()).data['saved-on-exit'], 'yes')).toBe('yes');
    }),
};

export const saveAtPageExit: Scenario = {
  name: 'a save written just before the page goes away (pagehide) reaches the platform',
  run: (engine) =>
    withPlatform({ fixture: fixtures.game }, async (platform) => {
      await openStartedGame(engine, platform);
      await engine.evaluate(() => Sdk.data.setString('left-with', 'this save'));
      await engine.open('about:blank');
      expect(await until(async () => (await platform.control.getPlayerData()).data['left-with'], 'this save')).toBe('this save');
    }),
};
