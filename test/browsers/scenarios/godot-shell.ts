// A Godot game exported with the addon's web shell (godot-bridge/addons/gamesdk/web/shell.html,
// filled in as Godot 4.6's export fills it) on the real Godot 4.6 web runtime, on the mock
// platform: every step of the game's call sequence succeeds on the page's one initialisation, the
// engine download's progress reaches the platform in order, and nobody is sent home. That the SDK
// is ready at the engine's first call depends on the link: Chromium's own spec holds it on a
// throttled link, in Manual loading mode (godot-bridge/test/e2e/shell.spec.ts). Here the platform is
// in Auto mode: WebKitGTK compiles the 37 MB engine with the page's main thread held (no timer of
// the page fires), which on this 2-core machine under a full test run took 20 s, past Manual
// mode's 15 s, whatever the shell does; the root README's support table says so.
import { expect } from 'vitest';
// @ts-expect-error the godot bridge's test support is plain JavaScript without declarations
import { addonFiles, makeGameFolder } from '@gamesdk/godot-bridge/test/support/godot-runtime.mjs';
import { until, withPlatform, type Scenario } from '../scenario';

type EngineStep = { step: string; ok: boolean; value?: unknown };

export const godotShell: Scenario = {
  name: 'the Godot 4.6 web runtime through the addon\'s shell: the engine\'s calls succeed on the page\'s SDK, its download reports progress',
  elsewhere: { chromium: 'godot-bridge/test/e2e/shell.spec.ts' },
  async run(engine) {
    const folder = (makeGameFolder as (name: string, options: object) => string)('shell-game', { project: 'shell-game', page: 'addon-shell', browserScript: true, extraFiles: (addonFiles as () => unknown[])() });
    await withPlatform({ godot: folder }, async (platform) => {
      await engine.open(`${platform.url}/play/godot/index.html`);
      // The first call's value (is the SDK initialised yet?) is the link's race; the steps are not.
      const read = () => engine.evaluate(() => (window as unknown as { gamesdkEngineLog?: EngineStep[] }).gamesdkEngineLog?.map(({ step, ok, value }) => (ok ? { step, ok } : { step, ok, value })) ?? null);
      const steps: EngineStep[] = [
        { step: 'first-call', ok: true },
        { step: 'initialize', ok: true },
        { step: 'progress', ok: true },
        { step: 'start', ok: true },
        { step: 'save', ok: true },
      ];
      expect(await until(read, steps, 90_000)).toEqual(steps);
      const log = await platform.control.getEvents();
      expect(log.filter((entry) => entry.call === 'init')).toHaveLength(1);
      const progress = log.filter((entry) => entry.call === 'loadingProgress').map((entry) => entry.args.percent as number);
      expect(progress.length).toBeGreaterThan(0);
      expect(progress).toEqual([...progress].sort((a, b) => a - b));
      expect(log.filter((entry) => entry.call === 'gameReady')).toHaveLength(1);
      expect(log.filter((entry) => entry.call === 'sentHome')).toEqual([]);
    });
  },
};
