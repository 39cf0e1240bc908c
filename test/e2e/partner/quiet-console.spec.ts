// Expected outcomes are not network errors: a closed checkout and a failed consume reach the game
// as typed errors while the page's console and network log stay free of failed requests, as with
// a real platform SDK.
import { expect, openFixture, run, test } from '../../support/mock-platform';

test('a closed checkout and a failed consume log no failed request and no console error', async ({ page, platform }) => {
  const consoleErrors: string[] = [];
  const failedResponses: string[] = [];
  // The browser's own favicon request is not the game's.
  page.on('console', (message) => message.type() === 'error' && !message.location().url.endsWith('/favicon.ico') && consoleErrors.push(`${message.text()} ${message.location().url}`));
  page.on('response', (response) => response.status() >= 400 && failedResponses.push(`${response.status()} ${response.url()}`));
  await openFixture(page, platform);

  await platform.control.setOutcome('checkout', 'close');
  expect(await run(page, () => Sdk.iap.purchaseAsync({ productId: 'gems_100' }))).toMatchObject({ ok: false, code: 'IAP_PURCHASE_CANCELLED' });

  await platform.control.seedPurchases(1);
  await platform.control.failNextConsume();
  const token = await page.evaluate(async () => (await Sdk.iap.getPurchasesAsync())[0]!.purchaseToken);
  const consumed = await run(page, (purchaseToken: string) => Sdk.iap.consumePurchaseAsync(purchaseToken), token);
  expect(consumed).toMatchObject({ ok: false });
  expect((consumed as { code: string }).code).not.toBe('IAP_PURCHASE_CANCELLED');

  expect(failedResponses).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
