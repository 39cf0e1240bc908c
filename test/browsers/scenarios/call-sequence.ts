// The call sequence of sdk-core/README.md as it stands, on the partner adapter (recovering a
// purchase bought before a reload) and on the local fallback (no purchases; the save kept across
// page loads, also one written just before leaving). Chromium's own: e2e/core/.
import { expect } from 'vitest';
import { readmeCallSequence } from '../../support/readme-call-sequence';
import { serveStatic } from '../../support/static-server';
import { BROWSER_SCRIPT, evaluateSource, fixtures, openStartedGame, withPlatform, type Scenario } from '../scenario';

type SequenceOutcome = { platform: string; save: string | null; granted: string | null };

export const callSequenceOnPartner: Scenario = {
  name: 'call sequence on the partner adapter: a purchase bought before a reload is recovered, granted once and consumed',
  run: (engine) =>
    withPlatform({ fixture: fixtures.game }, async (platform) => {
      const url = await openStartedGame(engine, platform);
      await platform.control.setOutcome('checkout', 'buy');
      const bought = await engine.evaluate(() => Sdk.iap.purchaseAsync({ productId: 'gems_100' }));
      await engine.open(`${url}&launch=2`);
      expect(await evaluateSource<SequenceOutcome>(engine, readmeCallSequence)).toEqual({
        platform: 'partner',
        save: '{"level":3}',
        granted: JSON.stringify({ tokens: [bought.purchaseToken], product: 'gems_100' }),
      });
      expect(await platform.control.getPurchases()).toEqual([]);
    }),
};

export const callSequenceOnLocalFallback: Scenario = {
  name: 'call sequence on the local fallback: runs unguarded, and the save (also one written just before leaving) survives page loads',
  async run(engine) {
    // A server of its own: a new origin, so no storage of an earlier case is read back.
    const server = await serveStatic({ '/game/gamesdk.js': BROWSER_SCRIPT, '/game/': fixtures.plain });
    try {
      await engine.open(`${server.url}/game/`);
      expect(await evaluateSource<SequenceOutcome>(engine, readmeCallSequence)).toEqual({ platform: 'local', save: '{"level":3}', granted: null });
      const id = await engine.evaluate(async () => {
        await Sdk.data.setStringAsync('level', '7');
        // Written synchronously, and the page left at once: the exit journal must keep it.
        Sdk.data.setString('unsaved', 'written at the last moment');
        return Sdk.player.getId();
      });
      await engine.open(`${server.url}/game/?again=1`);
      const after = await engine.evaluate(async () => {
        await Sdk.initializeAsync();
        return { level: Sdk.data.getString('level'), unsaved: Sdk.data.getString('unsaved'), save: Sdk.data.getString('save'), id: Sdk.player.getId() };
      });
      expect(after).toEqual({ level: '7', unsaved: 'written at the last moment', save: '{"level":3}', id });
    } finally {
      await server.close();
    }
  },
};
