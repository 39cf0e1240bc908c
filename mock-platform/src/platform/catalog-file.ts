// A game's own catalog for the mock, from a JSON file the developer keeps (`serve --catalog`).
// The real platform's catalog is set up by the service's team; this file only tells the mock.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { MockCatalog } from './catalog.js';

/** Most products (and, separately, plans) a catalog file may declare. */
export const MAX_CATALOG_ITEMS = 200;

const product = z.strictObject({
  productId: z.string().regex(/^[A-Za-z0-9._-]{1,128}$/, 'letters, digits, ".", "_" or "-", at most 128'),
  title: z.string().min(1).max(200),
  description: z.string().max(1000).default(''),
  // The spec's priceAmount: a decimal such as 4.99, not cents.
  price: z
    .union([z.number(), z.string()])
    .transform(String)
    .pipe(z.string().regex(/^\d{1,9}(?:\.\d{1,4})?$/, 'a decimal such as "4.99"')),
  currency: z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 code such as "USD"').default('USD'),
  imageUrl: z.url({ protocol: /^https?$/ }).nullable().default(null),
});

/** Longest free trial a plan may declare, in days. */
export const MAX_TRIAL_DAYS = 365;

// A plan is a product (the same fields and limits) with its billing period and free trial.
const plan = product.extend({
  period: z.enum(['week', 'month', 'year']).default('month'),
  trialDays: z.number().int().min(0).max(MAX_TRIAL_DAYS).default(0),
});

const catalogFile = z
  .strictObject({
    products: z.array(product).max(MAX_CATALOG_ITEMS).default([]),
    subscriptions: z.array(plan).max(MAX_CATALOG_ITEMS).default([]),
  })
  .superRefine((catalog, context) => {
    const seen = new Set<string>();
    for (const [list, items] of [['products', catalog.products], ['subscriptions', catalog.subscriptions]] as const) {
      items.forEach((item, index) => {
        if (seen.has(item.productId)) context.addIssue({ code: 'custom', path: [list, index, 'productId'], message: `'${item.productId}' is declared twice` });
        seen.add(item.productId);
      });
    }
  });

/** Checks a catalog given as a value (the `catalog` option); throws a TypeError naming every fault. */
export function parseCatalog(value: unknown, source = 'catalog'): MockCatalog {
  const parsed = catalogFile.safeParse(value);
  if (parsed.success) return parsed.data;
  const faults = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(top level)'}: ${issue.message}`);
  throw new TypeError(`${source}: ${faults.join('; ')}`);
}

/**
 * Reads and checks a catalog file: `{ "products": [...], "subscriptions": [...] }`; a plan adds
 * `period` (`week`, `month` (default) or `year`) and `trialDays` (default 0, no trial).
 */
export function readCatalogFile(path: string): MockCatalog {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new TypeError(`catalog ${path}: cannot read it (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new TypeError(`catalog ${path}: not JSON (${(error as Error).message})`);
  }
  return parseCatalog(value, `catalog ${path}`);
}
