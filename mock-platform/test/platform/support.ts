import { afterEach } from 'vitest';
import { startMockPlatform, type RunningMockPlatform } from '../../src/index.js';
import type { MockPartnerSdk } from '../../src/platform-sdk/mock-sdk.js';
import { createMockPartnerSdk } from '../../src/platform-sdk/mock-sdk.js';

const running: Array<{ close(): Promise<void> } | { dispose(): void }> = [];

afterEach(async () => {
  for (const item of running.splice(0).reverse()) await ('dispose' in item ? item.dispose() : item.close());
});

/** A mock platform on 127.0.0.1 port 0, closed after the test. */
export async function platform(games: Record<string, string> = {}): Promise<RunningMockPlatform> {
  const started = await startMockPlatform({ games });
  running.push(started);
  return started;
}

/** The mock platform SDK under Node, talking to `server` as a page of game `game` would; disposed after the test. */
export function mockSdk(server: RunningMockPlatform, reloads: string[] = [], game = 'farm'): MockPartnerSdk {
  const sdk = createMockPartnerSdk(new URL(`${server.url}/partner-platform/v1/`), { pagePath: `/play/${game}/index.html`, reload: () => void reloads.push('reload') });
  running.push(sdk);
  return sdk;
}

/** What a rejected platform SDK call failed with. */
export const failureOf = (pending: Promise<unknown>) => pending.then(() => null, (error: { code: string; message: string }) => ({ code: error.code, message: error.message }));
