import { afterEach } from 'vitest';
import { startMockPlatform, type MockClock, type MockPlatformOptions, type RunningMockPlatform } from '../../src/index.js';
import type { MockPartnerSdk } from '../../src/platform-sdk/mock-sdk.js';
import { createMockPartnerSdk } from '../../src/platform-sdk/mock-sdk.js';

const running: Array<{ close(): Promise<void> } | { dispose(): void }> = [];

afterEach(async () => {
  for (const item of running.splice(0).reverse()) await ('dispose' in item ? item.dispose() : item.close());
});

/** A mock platform on 127.0.0.1 port 0, closed after the test. */
export async function platform(games: Record<string, string> = {}, options: Omit<MockPlatformOptions, 'games'> = {}): Promise<RunningMockPlatform> {
  const started = await startMockPlatform({ ...options, games });
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

/** A clock that moves only when told: its timers fire, in order, as `advance` passes them. */
export class ManualClock implements MockClock {
  private time = Date.parse('2026-03-01T10:00:00.000Z');
  private nextId = 1;
  private readonly timers = new Map<number, { at: number; callback: () => void }>();

  now = () => this.time;

  setTimeout = (callback: () => void, ms: number) => {
    const id = this.nextId++;
    this.timers.set(id, { at: this.time + ms, callback });
    return id;
  };

  clearTimeout = (handle: unknown) => void this.timers.delete(handle as number);

  /** Timers set and not yet fired or cleared. */
  get pending(): number {
    return this.timers.size;
  }

  /** Moves the time on by `ms`, firing each timer due on the way at its own time. */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const due = [...this.timers].filter(([, timer]) => timer.at <= end).sort(([, a], [, b]) => a.at - b.at)[0];
      if (!due) break;
      this.timers.delete(due[0]);
      this.time = due[1].at;
      due[1].callback();
    }
    this.time = end;
  }
}
