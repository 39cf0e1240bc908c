// A game's own catalog: checked at the edge (file and option), then what the platform sells.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG, createMockPlatformApp, readCatalogFile } from '../../src/index.js';
import { failureOf, mockSdk, platform } from './support.js';

const file = (text: string) => {
  const path = join(mkdtempSync(join(tmpdir(), 'catalog-')), 'catalog.json');
  writeFileSync(path, text);
  return path;
};

describe('catalog file', () => {
  it('reads products and plans, with defaults for what a game leaves out', () => {
    const catalog = readCatalogFile(file(JSON.stringify({ products: [{ productId: 'undo_pack', title: 'Undo pack', price: 0.49 }] })));
    expect(catalog).toEqual({ products: [{ productId: 'undo_pack', title: 'Undo pack', description: '', price: '0.49', currency: 'USD', imageUrl: null }], subscriptions: [] });
  });

  it('reads a plan as a product with its billing period and free trial (month and none by default)', () => {
    const catalog = readCatalogFile(
      file(JSON.stringify({ subscriptions: [{ productId: 'pass', title: 'Pass', price: 19.99, currency: 'EUR', period: 'year', trialDays: 14 }, { productId: 'club', title: 'Club', price: '2.99' }] })),
    );
    expect(catalog.subscriptions).toEqual([
      { productId: 'pass', title: 'Pass', description: '', price: '19.99', currency: 'EUR', imageUrl: null, period: 'year', trialDays: 14 },
      { productId: 'club', title: 'Club', description: '', price: '2.99', currency: 'USD', imageUrl: null, period: 'month', trialDays: 0 },
    ]);
  });

  it.each([
    ['a plan billed daily', '{"subscriptions": [{"productId": "a", "title": "A", "price": 1, "period": "day"}]}', /subscriptions\.0\.period/],
    ['a fractional trial', '{"subscriptions": [{"productId": "a", "title": "A", "price": 1, "trialDays": 1.5}]}', /subscriptions\.0\.trialDays/],
    ['a trial over a year', '{"subscriptions": [{"productId": "a", "title": "A", "price": 1, "trialDays": 366}]}', /subscriptions\.0\.trialDays/],
    ['a plan with a price in cents as text', '{"subscriptions": [{"productId": "a", "title": "A", "price": "0,49"}]}', /subscriptions\.0\.price: .*a decimal such as "4\.99"/],
    ['a period on a product', '{"products": [{"productId": "a", "title": "A", "price": 1, "period": "month"}]}', /products\.0: Unrecognized key: "period"/],
  ])('refuses %s in a plan, naming the field', (_name, text, message) => {
    expect(() => readCatalogFile(file(text))).toThrow(message);
  });

  it.each([
    ['not JSON', '{"products": [', /not JSON/],
    ['an unknown top-level key', '{"items": []}', /\(top level\): Unrecognized key: "items"/],
    ['a price in cents as text', '{"products": [{"productId": "a", "title": "A", "price": "0,49"}]}', /products\.0\.price: .*a decimal such as "4\.99"/],
    ['a negative price', '{"products": [{"productId": "a", "title": "A", "price": -1}]}', /products\.0\.price/],
    ['a number price no decimal text can hold', '{"products": [{"productId": "a", "title": "A", "price": 1e21}]}', /products\.0\.price: .*a decimal such as "4\.99"/],
    ['a number price with float noise', '{"products": [{"productId": "a", "title": "A", "price": 0.30000000000000004}]}', /products\.0\.price: .*a decimal such as "4\.99"/],
    ['a lowercase currency', '{"products": [{"productId": "a", "title": "A", "price": 1, "currency": "usd"}]}', /products\.0\.currency: an ISO 4217 code/],
    ['an id with a space', '{"products": [{"productId": "undo pack", "title": "A", "price": 1}]}', /products\.0\.productId: letters, digits/],
    ['an id declared twice', '{"products": [{"productId": "a", "title": "A", "price": 1}], "subscriptions": [{"productId": "a", "title": "B", "price": 2}]}', /subscriptions\.0\.productId: 'a' is declared twice/],
    ['a missing title', '{"products": [{"productId": "a", "price": 1}]}', /products\.0\.title/],
  ])('refuses %s, naming the file and the field', (_name, text, message) => {
    const path = file(text);
    expect(() => readCatalogFile(path)).toThrow(TypeError);
    expect(() => readCatalogFile(path)).toThrow(new RegExp(`^catalog ${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: `));
    expect(() => readCatalogFile(path)).toThrow(message);
  });

  it('refuses a missing file with its name', () => {
    expect(() => readCatalogFile('/no/such/catalog.json')).toThrow('catalog /no/such/catalog.json: cannot read it (ENOENT)');
  });

  it('refuses a bad catalog option when the platform is made', () => {
    expect(() => createMockPlatformApp({ catalog: { products: [{ productId: '', title: 'x', price: '1' }] } as never })).toThrow(/^catalog: products\.0\.productId/);
  });
});

describe('what the platform sells', () => {
  it('is Tap Farm\'s catalog by default', async () => {
    const sdk = mockSdk(await platform());
    await sdk.init();
    expect(await sdk.catalog()).toEqual(DEFAULT_CATALOG.products);
  });

  it('is the game\'s catalog when given: the catalog call, purchases, seeding and subscriptions follow it', async () => {
    const server = await platform({}, { catalog: { products: [{ productId: 'undo_pack', title: 'Undo pack', description: '', price: '0.49', currency: 'EUR', imageUrl: null }], subscriptions: [{ productId: 'puzzle_pass', title: 'Puzzle pass', description: '', price: '3.5', currency: 'EUR', imageUrl: null }] } });
    const sdk = mockSdk(server);
    await sdk.init();
    expect((await sdk.catalog()).map((p) => p.productId)).toEqual(['undo_pack']);
    expect(await failureOf(sdk.purchase('gems_100'))).toEqual({ code: 'BAD_ARGUMENT', message: "no product 'gems_100' in the catalog" });
    expect((await server.control.seedPurchases(1)).map((p) => p.productId)).toEqual(['undo_pack']);
    expect((await server.control.getSubscriptions()).map((s) => s.productId)).toEqual(['puzzle_pass']);
  });

  it('sells the game\'s plans with their terms to a registered player, and its checkout carries the trial while the player may start it', async () => {
    const pass = { productId: 'puzzle_pass', title: 'Puzzle pass', description: 'Every puzzle', price: '19.99', currency: 'EUR', imageUrl: null, period: 'year' as const, trialDays: 14 };
    const server = await platform({}, { catalog: { products: [], subscriptions: [pass] } });
    await server.control.setPlayer({ registered: true });
    const sdk = mockSdk(server);
    await sdk.init();
    expect(await sdk.subscriptions()).toEqual([{ ...pass, active: false, trialEligible: true, status: 'inactive', signedRequest: expect.any(String) }]);

    const subscribing = sdk.subscribe('puzzle_pass');
    await expect.poll(async () => (await server.control.getPending()).length).toBe(1);
    const [checkout] = await server.control.getPending();
    expect(checkout!.details).toMatchObject({ type: 'subscription', price: '19.99', currency: 'EUR', period: 'year', trialDays: 14, trialEligible: true });
    await server.control.answer(checkout!.id, 'buy');
    expect(await subscribing).toMatchObject({ ...pass, active: true, status: 'active', trialEligible: false });
  });
});
