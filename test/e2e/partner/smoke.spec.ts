import { expect, test } from '@playwright/test';
import { openFixture, startPlatform } from '../../support/mock-platform';

test('smoke', async ({ page }) => {
  const platform = await startPlatform();
  page.on('console', (m) => console.log('page:', m.text()));
  await openFixture(page, platform);
  expect(await page.evaluate(() => Sdk.session.getPlatform())).toBe('partner');
  await platform.close();
});
