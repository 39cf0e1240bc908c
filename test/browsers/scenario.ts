// A cross-browser scenario: what one player's browser decides, run on each engine's shared page.
// An engine that cannot run a scenario is named with the reason, and the run counts it.
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { startMockPlatform, type RunningMockPlatform } from '@gamesdk/mock-platform';
import type { BrowserEngine, EngineName } from './engines';

export interface Scenario {
  name: string;
  /** Engines that cannot run this scenario, and why (a missing browser feature, not a bug of ours). */
  notRunnable?: Partial<Record<EngineName, string>>;
  /** Engines that run this scenario in another suite already (its path), so this run does not repeat it. */
  elsewhere?: Partial<Record<EngineName, string>>;
  /** Runs on `engine` and throws (an assertion) when the engine's answer differs from the spec's. */
  run(engine: BrowserEngine): Promise<void>;
}

/** Fixture games of the Playwright specs, reused as they are. */
export const fixtures = {
  game: fileURLToPath(new URL('../e2e/partner/fixtures/game/', import.meta.url)),
  loadingBar: fileURLToPath(new URL('../e2e/partner/fixtures/loading-bar/', import.meta.url)),
  plain: fileURLToPath(new URL('../e2e/core/fixtures/', import.meta.url)),
};
export const BROWSER_SCRIPT = fileURLToPath(new URL('../../browser-script/dist/gamesdk.js', import.meta.url));

/** Runs `work` with a mock platform of its own (a new origin, so no storage is shared), closing it after. */
export async function withPlatform<T>(games: Record<string, string>, work: (platform: RunningMockPlatform) => Promise<T>): Promise<T> {
  const platform = await startMockPlatform({ games });
  try {
    return await work(platform);
  } finally {
    await platform.close();
  }
}

/** Opens the fixture game on `platform` on the partner adapter, initialises and starts its SDK; answers the page's URL. */
export async function openStartedGame(engine: BrowserEngine, platform: RunningMockPlatform): Promise<string> {
  const url = `${platform.url}/play/fixture/index.html?sdk_platform=partner`;
  await engine.open(url);
  await engine.evaluate(async () => {
    await Sdk.initializeAsync();
    await Sdk.startGameAsync();
  });
  return url;
}

/** Polls `read` until it answers `expected` (deep equality: key order aside) or `timeoutMs` passes; answers the last value. */
export async function until<T>(read: () => Promise<T>, expected: T, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (isDeepStrictEqual(value, expected) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Runs a JavaScript expression (source text) in the page and answers its awaited value. */
export const evaluateSource = <T>(engine: BrowserEngine, source: string): Promise<T> =>
  // Indirect eval: the expression runs in the page's global scope, as a script would.
  engine.evaluate((expression: string) => (0, eval)(expression) as T, source) as Promise<T>;
