// The offer table (sdk-core/api/offer.json) spells each listed locale's prices itself, so every
// engine formats alike; here its prices are held to what Intl.NumberFormat says for the same
// locale, currency and amount, so the table cannot drift from the locale's real number format.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatOffer } from '../src/modules/iap-offer.js';
import type { Subscription } from '../src/types/values.js';

const table = JSON.parse(readFileSync(new URL('../api/offer.json', import.meta.url), 'utf8')) as {
  locales: Record<string, { withoutTrial: string; periods: Record<string, string> }>;
  symbols: Record<string, string>;
  currencyDigits: Record<string, number>;
};

// Every currency with a symbol or other decimals, and one the table shows by its code.
const currencies = [...new Set([...Object.keys(table.symbols), ...Object.keys(table.currencyDigits), 'CHF'])];
const amounts = [0.99, 2.99, 4.5, 19.999, 480, 1234.5, 98765.43, 123456789.99];

const plan = (priceAmount: number, priceCurrencyCode: string) => ({ priceAmount, priceCurrencyCode, billingPeriod: 'month', trialDays: 0, trialEligible: false }) as Subscription;

describe('the offer table against Intl.NumberFormat', () => {
  for (const [tag, locale] of Object.entries(table.locales)) {
    it(`${tag}: prices read as Intl.NumberFormat reads them`, () => {
      for (const currency of currencies) {
        for (const amount of amounts) {
          const price = new Intl.NumberFormat(tag, { style: 'currency', currency }).format(amount);
          const expected = locale.withoutTrial.replace('{price}', price).replace('{period}', locale.periods.month!);
          expect(formatOffer('iap.formatOffer', plan(amount, currency), tag), `${currency} ${amount}`).toBe(expected);
        }
      }
    });
  }

  it('a plan the SDK is handed as a platform value of another shape is refused, not formatted', () => {
    expect(() => formatOffer('iap.formatOffer', null as unknown as Subscription)).toThrow(/plan must be a plain object/);
    expect(() => formatOffer('iap.formatOffer', [] as unknown as Subscription)).toThrow(/plan must be a plain object/);
    expect(() => formatOffer('iap.formatOffer', plan(Number.NaN, 'USD'))).toThrow(/priceAmount must be a number above 0 and below 1000000000, got NaN/);
    expect(() => formatOffer('iap.formatOffer', plan(1e9, 'USD'))).toThrow(/got 1000000000/);
  });
});
