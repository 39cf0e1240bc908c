// The mock platform serving an empty game, as the bridge tests open it: the partner page of that
// game, on 127.0.0.1 and a free port. It sells the default catalog plus a plan the game declares in
// its own catalog file (ORCHARD_PLAN), so the bridge reads a plan's terms from the file a game keeps.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_CATALOG, readCatalogFile, startMockPlatform, type RunningMockPlatform } from '@gamesdk/mock-platform';

/** The plan the test game's catalog file declares (C# checks its terms as the SDK shows them). */
export const ORCHARD_PLAN = { productId: 'orchard_yearly', title: 'Orchard pass', description: 'Every fruit tree, all year', price: '19.99', currency: 'EUR', period: 'year', trialDays: 14 };

/** A running mock platform and the URL of its game page with `sdk_platform=partner`. */
export interface TestPlatform {
  platform: RunningMockPlatform;
  partnerPage: string;
}

export async function startTestPlatform(): Promise<TestPlatform> {
  const game = mkdtempSync(join(tmpdir(), 'unity-bridge-game-'));
  writeFileSync(join(game, 'index.html'), '<!doctype html><title>unity</title>');
  const catalogFile = join(game, 'catalog.json');
  writeFileSync(catalogFile, JSON.stringify({ products: DEFAULT_CATALOG.products, subscriptions: [...DEFAULT_CATALOG.subscriptions, ORCHARD_PLAN] }));
  const platform = await startMockPlatform({ port: 0, games: { unity: game }, catalog: readCatalogFile(catalogFile) });
  return { platform, partnerPage: `${platform.url}/play/unity/index.html?sdk_platform=partner` };
}
