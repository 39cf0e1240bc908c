// The call sequence of sdk-core/README.md, run as it stands in the README, in Chromium: on the
// local fallback (no purchases, no login) and on the mock partner platform. Start-up code must run
// unguarded on every platform, and on the platform it keeps checklist item 2 as written: the save
// it makes in the same tick as the registration prompt reaches the platform first.
import { fileURLToPath } from 'node:url';
import { expect, test as base } from '@playwright/test';
import type { RunningMockPlatform } from '@gamesdk/mock-platform';
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

/** Launch checklist item 2 as the mock platform judges it: every prompt to a guest follows a save of that player. */
async function guestProgress(platform: RunningMockPlatform) {
  const item = (await platform.control.getChecklist()).items.find((entry) => entry.key === 'guest-progress')!;
  return { status: item.status, evidence: item.evidence.join('\n') };
}

partnerTest('the README call sequence keeps checklist item 2 for a new guest: its save reaches the platform before the prompt', async ({ page, platform }) => {
  // Nothing to recover, so the block's own save, made in the same tick as the prompt, is the guest's only save.
  await page.goto(fixtureUrl(platform));
  const outcome = await page.evaluate(program);
  expect(outcome).toEqual({ platform: 'partner', save: '{"level":3}', granted: null });
  const calls = (await platform.control.getEvents()).map((entry) => entry.call);
  expect(calls.filter((call) => call === 'saveData' || call === 'showRegistration')).toEqual(['saveData', 'showRegistration']);
  const item = await guestProgress(platform);
  expect(item.evidence).not.toMatch(/before any save/);
  expect(item.status).toBe('pass');
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
  expect((await guestProgress(platform)).status).toBe('pass');
});
