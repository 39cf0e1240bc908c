// A Defold HTML5 bundle made with the library's template (test/support/defold-bundle.ts: the
// emcc-linked engine stand-in and a loader with dmloader.js's interface), on the mock platform in
// Manual loading mode: the engine's call sequence runs on the page's one initialisation without an
// error, progress rises, nobody is sent home. That the SDK is ready before the engine starts
// depends on the link: Chromium's own spec holds it on the 150 ms / 1.6 Mbit/s profile
// (e2e/engines/defold-template.spec.ts); here the files come at loopback speed.
import { rmSync } from 'node:fs';
import { expect } from 'vitest';
import { makeDefoldBundle } from '../../support/defold-bundle';
import { until, withPlatform, type Scenario } from '../scenario';

type EngineLog = Array<{ step: string; json: string }>;

export const defoldTemplate: Scenario = {
  name: 'a Defold HTML5 bundle through the library\'s template: the engine runs the call sequence on the SDK the page started',
  elsewhere: { chromium: 'e2e/engines/defold-template.spec.ts' },
  async run(engine) {
    const bundle = makeDefoldBundle();
    try {
      await withPlatform({ farm: bundle }, async (platform) => {
        await platform.control.setLoadingMode('manual');
        await engine.open(`${platform.url}/play/farm/index.html`);
        const read = () => engine.evaluate(() => ((window as unknown as { gamesdkEngineLog?: EngineLog }).gamesdkEngineLog ?? []).map((entry) => entry.step));
        const steps = ['first-call', 'initialize', 'progress', 'start', 'purchases', 'save', 'flush', 'done'];
        expect(await until(read, steps, 60_000)).toEqual(steps);
        const log = await engine.evaluate(() => (window as unknown as { gamesdkEngineLog: EngineLog }).gamesdkEngineLog);
        expect(JSON.parse(log[0]!.json)).toMatchObject({ ok: true });
        expect(log.filter((entry) => entry.step !== 'done' && entry.step !== 'first-call').map((entry) => JSON.parse(entry.json) as object)).not.toContainEqual(expect.objectContaining({ error: expect.anything() }));
        const events = await platform.control.getEvents();
        const calls = (name: string) => events.filter((entry) => entry.call === name);
        expect(calls('init')).toHaveLength(1);
        const progress = calls('loadingProgress').map((entry) => entry.args.percent as number);
        expect(progress.length).toBeGreaterThan(0);
        expect(progress).toEqual([...progress].sort((a, b) => a - b));
        expect(calls('gameReady')).toHaveLength(1);
        expect(calls('sentHome')).toEqual([]);
      });
    } finally {
      rmSync(bundle, { recursive: true, force: true });
    }
  },
};
