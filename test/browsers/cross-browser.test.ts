// The scenarios a player's browser decides, on Chromium, WebKit and Gecko: one browser process per
// engine, shared by its scenarios. Prints per engine how many ran and which are not runnable, and why.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { engines, type BrowserEngine, type EngineName } from './engines';
import { scenarios } from './scenarios';

type Tally = { version: string; ran: number; passed: number; notRunnable: string[]; elsewhere: string[] };
const tallies = new Map<EngineName, Tally>();

for (const name of Object.keys(engines) as EngineName[]) {
  describe(name, () => {
    let engine: BrowserEngine;
    const tally: Tally = { version: '', ran: 0, passed: 0, notRunnable: [], elsewhere: [] };
    tallies.set(name, tally);
    beforeAll(async () => {
      engine = await engines[name]();
      tally.version = engine.version;
    });
    afterAll(() => engine?.close());

    for (const scenario of scenarios) {
      const reason = scenario.notRunnable?.[name];
      if (reason) {
        tally.notRunnable.push(`${scenario.name}: ${reason}`);
        it.skip(`${scenario.name} (not runnable: ${reason})`, () => {});
        continue;
      }
      const suite = scenario.elsewhere?.[name];
      if (suite) {
        tally.elsewhere.push(`${scenario.name}: ${suite}`);
        continue;
      }
      it(scenario.name, async () => {
        tally.ran++;
        await scenario.run(engine);
        tally.passed++;
      });
    }
  });
}

afterAll(() => {
  const lines = [...tallies].map(([name, t]) =>
    [
      `${name} (${t.version || 'not started'}): ${t.ran} ran, ${t.passed} passed, ${t.notRunnable.length} not runnable, ${t.elsewhere.length} run by another suite`,
      ...t.notRunnable.map((why) => `  not runnable: ${why}`),
      ...t.elsewhere.map((where) => `  run by ${where.slice(where.lastIndexOf(': ') + 2)}: ${where.slice(0, where.lastIndexOf(': '))}`),
    ].join('\n'),
  );
  console.log(`cross-browser run\n${lines.join('\n')}`);
});
