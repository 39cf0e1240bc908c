// The shared purchase recovery scenarios (test/vectors/recovery.json) in a player's browser: the
// Godot addon's recovery helper on the real Godot 4.6 web runtime, through the page's Sdk.bridge
// (the engines' browser script) against the mock platform, all scenarios in one page through the
// one runner (test/vectors/runner) and the GDScript shim (godot-bridge/test/projects/runner/shim.gd).
// Every scenario of the file must pass. Chromium's own: godot-bridge/test/e2e/recovery.spec.ts.
import { expect } from 'vitest';
// @ts-expect-error the godot bridge's test support is plain JavaScript without declarations
import { addonFiles, makeGameFolder, runnerFiles } from '@gamesdk/godot-bridge/test/support/godot-runtime.mjs';
import { godotEngine } from '@gamesdk/godot-bridge/test/support/shim';
import { recoveryScenarios } from '../../vectors/recovery';
import { runRecovery } from '../../vectors/runner/run';
import { withPlatform, type Scenario } from '../scenario';

export const recovery: Scenario = {
  name: `the purchase recovery scenarios (${recoveryScenarios.length}) through the Godot runtime's helper and the page's Sdk.bridge`,
  elsewhere: { chromium: 'godot-bridge/test/e2e/recovery.spec.ts' },
  async run(engine) {
    const folder = (makeGameFolder as (name: string, options: object) => string)('recovery', {
      project: 'recovery',
      page: 'with-sdk.html',
      browserScript: true,
      extraFiles: [...(addonFiles as () => unknown[])(), ...(runnerFiles as () => unknown[])()],
    });
    await withPlatform({ godot: folder }, async (platform) => {
      await platform.control.setPlayer({ id: 'browsers-recovery', registered: true });
      await engine.open(`${platform.url}/play/godot/index.html`);
      const report = await runRecovery(await godotEngine((work, arg) => engine.evaluate(work, arg), `godot-web (${engine.name})`));
      expect(report.failed).toEqual([]);
      expect(report.passed).toEqual(recoveryScenarios.map((scenario) => scenario.name));
    });
  },
};
