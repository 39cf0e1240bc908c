// A Unity game through the package's WebGL template (unity-bridge/scripts/engine-build.mjs: the
// template preprocessed as Unity's build does, a loader with the real one's interface, the engine's
// code linked by emcc with GameSdk.jslib and gamesdk.jspre), on the mock platform in Manual loading
// mode: the engine uses the SDK the page started (one initialisation on the platform), its call
// sequence succeeds, progress stops before gameReady, nobody is sent home. Whether the SDK is ready
// before the engine starts depends on the link: Chromium's own spec holds that on the 150 ms /
// 1.6 Mbit/s profile (e2e/engines/unity-template.spec.ts); here the files come at loopback speed.
import { rmSync } from 'node:fs';
import { expect } from 'vitest';
import { makeEngineBuild } from '@gamesdk/unity-bridge-tests/scripts/engine-build.mjs';
import { until, withPlatform, type Scenario } from '../scenario';

type EngineGame = { samePageSdk: boolean; steps: Array<{ operation: string; outcome: { ok: boolean } }>; doneAt?: number };

export const unityTemplate: Scenario = {
  name: 'a Unity WebGL build through the package\'s template: the engine uses the SDK the page started, and its call sequence succeeds',
  elsewhere: { chromium: 'e2e/engines/unity-template.spec.ts' },
  async run(engine) {
    const build = makeEngineBuild({ template: 'GameSdk', dataBytes: 1024 * 1024 });
    try {
      await withPlatform({ unity: build }, async (platform) => {
        await platform.control.setLoadingMode('manual');
        await platform.control.setLoginReminders(false);
        await engine.open(`${platform.url}/play/unity/index.html`);
        const done = () => engine.evaluate(() => (window as unknown as { engineGame?: EngineGame }).engineGame?.doneAt !== undefined);
        expect(await until(done, true, 60_000), 'the engine ran its call sequence').toBe(true);
        const game = await engine.evaluate(() => (window as unknown as { engineGame: EngineGame }).engineGame);
        expect(game.samePageSdk).toBe(true);
        expect(game.steps.map((step) => [step.operation, step.outcome.ok])).toEqual([
          ['initializeAsync', true],
          ['setLoadingProgress', true],
          ['setLoadingProgress', true],
          ['startGameAsync', true],
          ['iap.getPurchasesAsync', true],
          ['data.setStringAsync', true],
          ['auth.isAuthenticated', true],
          ['auth.showRegistrationPrompt', true],
        ]);
        const [session] = await platform.control.getSessions();
        expect(session).toMatchObject({ loadingMode: 'manual', sentHome: null, readyAt: expect.any(String) });
        const names = (await platform.control.getEvents()).filter((entry) => entry.session === session!.id).map((entry) => entry.call);
        expect(names.filter((name) => name === 'init')).toHaveLength(1);
        expect(names.indexOf('init')).toBeLessThan(names.indexOf('loadingProgress'));
        expect(names.lastIndexOf('loadingProgress')).toBeLessThan(names.indexOf('gameReady'));
      });
    } finally {
      rmSync(build, { recursive: true, force: true });
    }
  },
};
