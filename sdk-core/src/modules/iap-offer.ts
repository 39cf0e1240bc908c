import type { Subscription } from '../types/values.js';
import { describe, invalid } from '../validation/validate.js';
import { OFFER_PERIODS, OFFER_PRICE_MAX, OFFER_TRIAL_DAYS_MAX, RULE_MESSAGES as say } from '../validation/rules.generated.js';
import { OFFER_TEXTS as texts } from './offer-texts.generated.js';

// A language tag as the offer table matches it: a 2 or 3 letter language, then subtags.
const TAG = /^[A-Za-z]{2,3}([-_][A-Za-z0-9]{1,8})*$/;

/** `template` with each `{name}` replaced by its value. */
const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, name: string) => values[name]!);

/** The table's text under `key`; the generator writes every key a formatter builds for a listed locale. */
const text = (key: string) => texts[key]!;

/** The table's locale for `locale`: itself in any case, else its language's, else the fallback. */
function localeOf(context: string, locale: unknown): string {
  if (locale === undefined || locale === null || locale === '') return text('fallback');
  if (typeof locale !== 'string' || !TAG.test(locale)) throw invalid(context, say.offerLocale(describe(locale)));
  const tag = locale.replace(/_/g, '-');
  return texts[`locale.${tag.toLowerCase()}`] ?? texts[`language.${tag.split('-')[0]!.toLowerCase()}`] ?? text('fallback');
}

/** The price in the locale's format: rounded half up to the currency's decimals, digits grouped by three. */
function priceOf(tag: string, amount: number, code: string): string {
  const digits = Number(texts[`digits.${code}`] ?? 2);
  const scale = 10 ** digits;
  const units = Math.floor(amount * scale + 0.5);
  const whole = String(Math.floor(units / scale)).replace(/\B(?=(\d{3})+$)/g, text(`${tag}.group`));
  const fraction = digits > 0 ? text(`${tag}.decimal`) + String(units % scale).padStart(digits, '0') : '';
  const symbol = texts[`symbol.${code}`];
  return fill(text(`${tag}.${symbol ? 'priceWithSymbol' : 'priceWithCode'}`), { symbol: symbol ?? '', code, amount: whole + fraction });
}

/**
 * A plan's terms as one line for an offer, from the platform's values only: the free trial when
 * the player may start it, then the price of each billing period, in `locale`'s words and number
 * format (the engines format from the same table: sdk-core/api/offer.json). Checks each field it
 * reads, in the order every engine checks them, with INVALID_PARAM naming the field.
 */
export function formatOffer(context: string, plan: Subscription, locale?: string): string {
  if (plan === null || typeof plan !== 'object' || Array.isArray(plan)) throw invalid(context, say.notAPlainObject('plan'));
  const { priceAmount: amount, priceCurrencyCode: code, billingPeriod: period, trialDays: days, trialEligible: eligible } = plan as unknown as Record<string, unknown>;
  if (typeof amount !== 'number' || !(amount > 0 && amount < OFFER_PRICE_MAX)) throw invalid(context, say.offerPrice(describe(amount)));
  if (typeof code !== 'string' || !/^[A-Z]{3}$/.test(code)) throw invalid(context, say.offerCurrency(describe(code)));
  if (!(OFFER_PERIODS as readonly unknown[]).includes(period)) throw invalid(context, say.offerPeriod(describe(period)));
  if (!Number.isInteger(days) || (days as number) < 0 || (days as number) > OFFER_TRIAL_DAYS_MAX) throw invalid(context, say.offerTrialDays(describe(days)));
  if (typeof eligible !== 'boolean') throw invalid(context, say.offerTrialEligible(describe(eligible)));
  const tag = localeOf(context, locale);
  const values = { price: priceOf(tag, amount, code), period: text(`${tag}.periods.${period as string}`), trial: '' };
  if (!eligible || days === 0) return fill(text(`${tag}.withoutTrial`), values);
  values.trial = fill(text(`${tag}.trial.${days === 1 ? 'one' : 'other'}`), { count: String(days) });
  return fill(text(`${tag}.withTrial`), values);
}
