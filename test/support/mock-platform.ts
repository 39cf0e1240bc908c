// Browser specs of the partner adapter: each test gets its own mock platform (from its build) on
// 127.0.0.1 port 0, serving the fixture game at /play/fixture/.
import { fileURLToPath } from 'node:url';
import { test as base, type Page } from '@playwright/test';
import { startMockPlatform, type EventLogEntry, type RunningMockPlatform } from '@gamesdk/mock-platform';

/** Fixture games: a blank page with the browser script, and one whose meta tag moves the platform SDK. */
const FIXTURES = fileURLToPath(new URL('../e2e/partner/fixtures/', import.meta.url));

/** A plain-object outcome of an SDK call run in the page. */
export type Outcome<T = unknown> = { ok: true; value: T } | { ok: false; code: string; message: string; context: string };

export const test = base.extend<{ platform: RunningMockPlatform }>({
  platform: async ({}, use) => {
    const platform = await startMockPlatform({ games: { fixture: `${FIXTURES}game`, 'meta-url': `${FIXTURES}meta-url` } });
    await use(platform);
    await platform.close();
  },
});
export { expect } from '@playwright/test';

/** The fixture game's URL on the partner platform. */
export const fixtureUrl = (platform: RunningMockPlatform, query = '') => `${platform.url}/play/fixture/index.html?sdk_platform=partner${query}`;

/** Opens the fixture game and initialises the SDK (and starts the game unless `start` is false). */
export async function openFixture(page: Page, platform: RunningMockPlatform, options: { start?: boolean; query?: string } = {}): Promise<void> {
  await page.goto(fixtureUrl(platform, options.query));
  await page.evaluate(async (start) => {
    await Sdk.initializeAsync();
    if (start) await Sdk.startGameAsync();
  }, options.start !== false);
}

/** Runs `work` in the page and returns its value or its error as a plain object. */
export function run<T, A = undefined>(page: Page, work: (arg: A) => T | Promise<T>, arg?: A): Promise<Outcome<Awaited<T>>> {
  return page.evaluate(
    async ({ source, arg }) => {
      try {
        // eslint-disable-next-line no-new-func
        return { ok: true, value: await new Function(`return (${source})`)()(arg) };
      } catch (error) {
        const e = error as { code: string; message: string; context: string };
        return { ok: false, code: e.code, message: e.message, context: e.context };
      }
    },
    { source: work.toString(), arg },
  ) as Promise<Outcome<Awaited<T>>>;
}

/** The event log entries of `call`. */
export async function logged(platform: RunningMockPlatform, call: string): Promise<EventLogEntry[]> {
  return (await platform.control.getEvents()).filter((entry) => entry.call === call);
}
