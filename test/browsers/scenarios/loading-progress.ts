// The loading progress of a web game with a loading bar (20 reports, each in a task of its own):
// every report the platform handles comes before gameReady, in the order made, and the game
// starts. (startGameAsync drops a value not sent yet, sdk-core/README.md, so the last handled
// report need not be 100.) Chromium's own: e2e/partner/loading-progress.spec.ts (also on a slowed connection).
import { expect } from 'vitest';
import { fixtures, until, withPlatform, type Scenario } from '../scenario';

export const loadingProgress: Scenario = {
  name: 'loading progress of a web game: reports reach the platform in order before gameReady, and the game starts',
  run: (engine) =>
    withPlatform({ bar: fixtures.loadingBar }, async (platform) => {
      await engine.open(`${platform.url}/play/bar/index.html?sdk_platform=partner&reports=20&every=0`);
      expect(await until(() => engine.evaluate(() => document.getElementById('status')!.textContent), 'started')).toBe('started');
      const [session] = await platform.control.getSessions();
      const handled = (await platform.control.getEvents())
        .filter((entry) => entry.session === session!.id && (entry.call === 'loadingProgress' || entry.call === 'gameReady'))
        .map((entry) => (entry.call === 'gameReady' ? 'gameReady' : (entry.args.percent as number)));
      expect(handled.at(-1)).toBe('gameReady');
      const percents = handled.slice(0, -1) as number[];
      // Coalesced, so fewer than 20 may leave; those that do are the game's values, rising.
      expect(percents.length).toBeGreaterThan(0);
      expect(percents.every((percent) => percent % 5 === 0 && percent > 0 && percent <= 100)).toBe(true);
      expect(percents).toEqual([...new Set(percents)].sort((a, b) => a - b));
      expect(session!.readyAt).not.toBeNull();
    }),
};
