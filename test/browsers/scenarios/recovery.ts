// The shared purchase recovery scenarios (test/vectors/recovery.json) in a player's browser: the
// Godot addon's recovery helper on the real Godot 4.6 web runtime, through the page's Sdk.bridge
// (the engines' browser script) against the mock platform, all scenarios in one page as the
// runner (godot-bridge/test/projects/runner/recovery.gd) plays them. Its report must hold every
// scenario of the file, each passed. Chromium's own: godot-bridge/test/e2e/recovery.spec.ts.
import { expect } from 'vitest';
// @ts-expect-error the godot bridge's test support is plain JavaScript without declarations
import { addonFiles, makeGameFolder, runnerFiles } from '@gamesdk/godot-bridge/test/support/godot-runtime.mjs';
import { recoveryScenarios } from '../../vectors/recovery';
import { withPlatform, type Scenario } from '../scenario';

type Check = { name: string; ok: boolean; detail: string };
type Harness = { reports: Array<{ kind: string; results: Check[] }>; errors: string[]; startFailure: string | null };

const WAIT_MS = 240_000;

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
      await engine.open(`${platform.url}/play/godot/index.html?${new URLSearchParams({ group: JSON.stringify({ mocks: false }) })}`);
      const deadline = Date.now() + WAIT_MS;
      let harness: Harness | null = null;
      for (;;) {
        harness = await engine.evaluate(() => (window as unknown as { godotTest?: Harness }).godotTest ?? null);
        const done = harness && (harness.startFailure || harness.errors.length || harness.reports.some((report) => report.kind === 'recovery'));
        if (done || Date.now() > deadline) break;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect(harness?.startFailure ?? null, 'the engine started').toBeNull();
      expect(harness?.errors ?? [], 'no engine error').toEqual([]);
      const report = harness?.reports.find((each) => each.kind === 'recovery');
      expect(report, `the recovery report within ${WAIT_MS / 1000} s`).toBeDefined();
      expect(report!.results.filter((check) => !check.ok).map((check) => `${check.name}: ${check.detail}`)).toEqual([]);
      expect(report!.results.map((check) => check.name)).toEqual(["the singleton runs on the page's Sdk.bridge", 'initialize resolves', 'start_game resolves', ...recoveryScenarios.map((scenario) => scenario.name)]);
    });
  },
};
