// A game's own products and plans on the mock: `mock-platform serve --catalog <file>` (the command
// line a developer runs) sells them in the shell's checkout, and the purchase is signed for them; a
// registered player's plans come with the terms a game shows (price, period, trial, title).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { MockControl } from '@gamesdk/mock-platform';

const BIN = fileURLToPath(new URL('../../../mock-platform/bin/mock-platform.js', import.meta.url));
const GAME = fileURLToPath(new URL('../partner/fixtures/game/', import.meta.url));

const CATALOG = {
  products: [{ productId: 'undo_pack', title: 'Undo pack', description: 'Five undos', price: '0.49', currency: 'EUR' }],
  subscriptions: [{ productId: 'puzzle_pass', title: 'Puzzle pass', description: 'Every puzzle, every year', price: 29.99, currency: 'EUR', period: 'year', trialDays: 14 }],
};

let work: string;
let server: ChildProcess;
let shell: string;
let base: string;

test.beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'own-catalog-'));
  writeFileSync(join(work, 'catalog.json'), JSON.stringify(CATALOG));
  server = spawn(process.execPath, [BIN, 'serve', GAME, '--port', '0', '--name', 'puzzle', '--catalog', join(work, 'catalog.json')], {
    env: { ...process.env, MOCK_PLATFORM_DATA_DIR: join(work, 'data') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let printed = '';
  await new Promise<void>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`mock-platform serve exited with ${code}: ${printed}`)));
    server.stdout!.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      if (printed.includes('the game alone:')) resolve();
    });
  });
  expect(printed).toContain('mock platform selling 1 product and 1 plan of');
  shell = /platform shell: (\S+)/.exec(printed)![1]!;
  base = new URL(shell).origin;
});

test.afterAll(() => {
  server?.kill();
  rmSync(work, { recursive: true, force: true });
});

test('the game\'s own product shows in the checkout with its title and price, and the purchase is signed for it', async ({ page }) => {
  await page.goto(shell);
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await expect(frame.locator('#status')).toHaveText('loaded');
  const game = page.frames().find((f) => f.url().includes('/play/puzzle/'))!;
  const catalog = await game.evaluate(async () => (await Sdk.initializeAsync(), await Sdk.startGameAsync(), Sdk.iap.getCatalogAsync()));
  expect(catalog).toEqual([{ productId: 'undo_pack', title: 'Undo pack', description: 'Five undos', price: '€0.49', priceAmount: 0.49, priceCurrencyCode: 'EUR', imageURI: null }]);

  const bought = game.evaluate(() => Sdk.iap.purchaseAsync({ productId: 'undo_pack' }));
  await expect(page.getByTestId('checkout-product')).toHaveText('Undo pack');
  await expect(page.getByTestId('checkout-price')).toHaveText('€0.49');
  await page.getByTestId('checkout-buy').click();
  const purchase = await bought;
  expect(purchase.productId).toBe('undo_pack');

  const verified = await (await fetch(`${base}/api/platform/partner/verify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ kind: 'purchase', token: purchase.signedRequest }) })).json();
  expect(verified.data.claims).toMatchObject({ productId: 'undo_pack' });
});

test('a product the catalog does not hold is refused', async ({ page }) => {
  await page.goto(shell);
  const game = page.frames().find((f) => f.url().includes('/play/puzzle/'))!;
  await expect(page.frameLocator('[data-testid="game-frame"]').locator('#status')).toHaveText('loaded');
  const outcome = await game.evaluate(async () => {
    await Sdk.initializeAsync();
    await Sdk.startGameAsync();
    return Sdk.iap.purchaseAsync({ productId: 'gems_100' }).then(() => 'bought', (error) => error.code);
  });
  expect(outcome).toBe('INVALID_PARAM');
});

test('a registered player\'s plans come with a price, currency, billing period, trial and title a game can show; the checkout shows the trial while the player may start it', async ({ page }) => {
  const control = new MockControl(base);
  await control.setPlayer({ id: 'plan-buyer', registered: true });
  await page.goto(shell);
  await expect(page.frameLocator('[data-testid="game-frame"]').locator('#status')).toHaveText('loaded');
  const game = page.frames().find((f) => f.url().includes('/play/puzzle/'))!;
  const plans = await game.evaluate(async () => (await Sdk.initializeAsync(), await Sdk.startGameAsync(), Sdk.iap.getSubscriptionsAsync()));
  expect(plans).toEqual([
    {
      productId: 'puzzle_pass',
      isActive: false,
      trialEligible: true,
      status: 'inactive',
      signedRequest: expect.any(String),
      title: 'Puzzle pass',
      description: 'Every puzzle, every year',
      price: '€29.99',
      priceAmount: 29.99,
      priceCurrencyCode: 'EUR',
      billingPeriod: 'year',
      trialDays: 14,
    },
  ]);

  const subscribed = game.evaluate(() => Sdk.iap.subscribeAsync({ productId: 'puzzle_pass' }));
  await expect(page.getByTestId('checkout-product')).toHaveText('Puzzle pass');
  await expect(page.getByTestId('checkout-price')).toHaveText('€29.99 a year');
  await expect(page.getByTestId('checkout-trial')).toHaveText('14-day free trial, then €29.99 a year');
  await page.getByTestId('checkout-buy').click();
  expect(await subscribed).toMatchObject({ productId: 'puzzle_pass', status: 'active', isActive: true, trialEligible: false, price: '€29.99', billingPeriod: 'year' });

  // The trial is used: a plan offered again (after it lapsed) shows no trial.
  await control.setSubscription('puzzle_pass', 'expired');
  const again = game.evaluate(() => Sdk.iap.subscribeAsync({ productId: 'puzzle_pass' }));
  await expect(page.getByTestId('checkout-price')).toHaveText('€29.99 a year');
  await expect(page.getByTestId('checkout-trial')).toHaveCount(0);
  await page.getByTestId('checkout-close').click();
  expect(await again).toMatchObject({ status: 'cancelled', trialEligible: false });
});
