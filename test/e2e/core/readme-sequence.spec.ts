// The call sequence of sdk-core/README.md, run as it stands in the README, in Chromium: on the
// local fallback (no purchases, no login) and on the mock partner platform. Start-up code must run
// unguarded on every platform.
import { fileURLToPath } from 'node:url';
import { expect, test as base } from '@playwright/test';
import { fixtureUrl, test as partnerTest } from '../../support/mock-platform.js';
import { readmeCallSequence as program } from '../../support/readme-call-sequence.js';
import { serveStatic, type StaticServer } from '../../support/static-server.js';

base('the README call sequence runs unguarded on the local fallback', async ({ page }) => {
  const fixture = fileURLToPath(new URL('./fixtures/', import.meta.url));
  const browserScript = fileURLToPath(new URL('../../../browser-script/dist/gamesdk.js', import.meta.url));
  const server: StaticServer = await serveStatic({ '/game/gamesdk.js': browserScript, '/game/': fixture });
  try {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.url}/game/`);
    const outcome = await page.evaluate(program);
    expect(outcome).toEqual({ platform: 'local', save: '{"level":3}', granted: null });
    expect(errors).toEqual([]);
  } finally {
    await server.close();
  }
});

partnerTest('the README call sequence runs on the mock partner platform and recovers a pending purchase', async ({ page, platform }) => {
  await page.goto(fixtureUrl(platform));
  await page.evaluate(async () => {
    await Sdk.initializeAsync();
    await Sdk.startGameAsync();
  });
  await platform.control.setOutcome('checkout', 'buy');
  const bought = await page.evaluate(() => Sdk.iap.purchaseAsync({ productId: 'gems_100' }));
  await page.reload();
  const outcome = await page.evaluate(program);
  expect(outcome).toEqual({
    platform: 'partner',
    save: '{"level":3}',
    granted: JSON.stringify({ tokens: [bought.purchaseToken], product: 'gems_100' }),
  });
  expect(await platform.control.getPurchases()).toEqual([]);
});
