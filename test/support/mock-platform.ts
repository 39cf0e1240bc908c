// Starts the mock platform (from its build) for a browser spec, serving the partner fixture game
// and any other folders, on 127.0.0.1 port 0.
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { startMockPlatform, type RunningMockPlatform } from '@gamesdk/mock-platform';

/** The fixture game: a blank page with the browser script, at /play/fixture/. */
export const FIXTURE_GAME = fileURLToPath(new URL('../e2e/partner/fixtures/game', import.meta.url));

export async function startPlatform(games: Record<string, string> = {}): Promise<RunningMockPlatform> {
  return startMockPlatform({ games: { fixture: FIXTURE_GAME, ...games } });
}

/** The fixture game's URL on the partner platform. */
export const fixtureUrl = (platform: RunningMockPlatform, query = '') => `${platform.url}/play/fixture/index.html?sdk_platform=partner${query}`;

/** Opens the fixture game and initialises the SDK; resolves once `Sdk.initializeAsync()` resolved. */
export async function openFixture(page: Page, platform: RunningMockPlatform, query = ''): Promise<void> {
  await page.goto(fixtureUrl(platform, query));
  await page.evaluate(() => Sdk.initializeAsync());
}

/** A plain-object outcome of an SDK call run in the page. */
export type Outcome<T = unknown> = { ok: true; value: T } | { ok: false; code: string; message: string; context: string };

declare global {
  // The browser script's global, as the specs use it (typed loosely: specs assert on values).
  // eslint-disable-next-line no-var
  var Sdk: any;
  // eslint-disable-next-line no-var
  var capture: <T>(work: () => T | Promise<T>) => Promise<Outcome<T>>;
}
