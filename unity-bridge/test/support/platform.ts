// The mock platform serving an empty game, as the bridge tests open it: the partner page of that
// game, on 127.0.0.1 and a free port.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMockPlatform, type RunningMockPlatform } from '@gamesdk/mock-platform';

/** A running mock platform and the URL of its game page with `sdk_platform=partner`. */
export interface TestPlatform {
  platform: RunningMockPlatform;
  partnerPage: string;
}

export async function startTestPlatform(): Promise<TestPlatform> {
  const game = mkdtempSync(join(tmpdir(), 'unity-bridge-game-'));
  writeFileSync(join(game, 'index.html'), '<!doctype html><title>unity</title>');
  const platform = await startMockPlatform({ port: 0, games: { unity: game } });
  return { platform, partnerPage: `${platform.url}/play/unity/index.html?sdk_platform=partner` };
}
