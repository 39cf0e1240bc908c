// Reads the rules table (sdk-core/api/rules.json) and turns each message into its parts, so the
// emitters write the same text in every language; and the mocks' default catalog beside it
// (sdk-core/api/mock-catalog.json: the example game's products, not a rule of the platform).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readChecks } from './rule-checks.mjs';

const rulesPath = fileURLToPath(new URL('../../../sdk-core/api/rules.json', import.meta.url));

export const rulesBanner = 'Generated from sdk-core/api/rules.json and mock-catalog.json by scripts/codegen. Do not edit by hand.';

/** The text a limit's value shows in a message. */
const shown = (value) => (Array.isArray(value) ? value.join(', ') : String(value));

/**
 * A message as parts: { text } for literal text (limits already in it) and { param } for a
 * parameter; `params` in order of first appearance.
 */
function partsOf(name, message, limits) {
  const parts = [];
  const params = [];
  let rest = message.text;
  for (const match of message.text.matchAll(/\{(\w+)\}|[^{]+|\{/g)) {
    const [whole, ref] = match;
    if (!ref) parts.push({ text: whole });
    else if (limits[ref]) parts.push({ text: shown(limits[ref].value) });
    else {
      parts.push({ param: ref });
      if (!params.includes(ref)) params.push(ref);
    }
    rest = rest.slice(whole.length);
  }
  if (rest) throw new Error(`rules.json message ${name}: could not read ${rest}`);
  // Adjacent literal parts as one.
  const merged = [];
  for (const part of parts) {
    const last = merged[merged.length - 1];
    if (part.text !== undefined && last?.text !== undefined) last.text += part.text;
    else merged.push({ ...part });
  }
  return { parts: merged, params };
}

/** A platform product as the SDK shows it: the price formatted as the partner adapter formats it. */
function shownProduct(product) {
  const { productId, title, description, price, currency } = product;
  const priceAmount = Number(price);
  if (!productId || !title || typeof description !== 'string' || !Number.isFinite(priceAmount) || !/^[A-Z]{3}$/.test(currency ?? '')) {
    throw new Error(`mock-catalog.json: ${JSON.stringify(product)} needs productId, title, description, a numeric price and a currency code`);
  }
  const shown = new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(priceAmount);
  return { productId, title, description, price: shown, priceAmount, priceCurrencyCode: currency };
}

/** A platform plan as the SDK shows it: a shown product with its billing period and trial. */
function shownPlan(plan) {
  const { period, trialDays } = plan;
  if (!['week', 'month', 'year'].includes(period) || !Number.isInteger(trialDays) || trialDays < 0) {
    throw new Error(`mock-catalog.json: ${JSON.stringify(plan)} needs a period (week, month or year) and a whole number of trialDays`);
  }
  return { ...shownProduct(plan), billingPeriod: period, trialDays };
}

/** The engines a message may be worded for in their own words (a message's engines). */
const ENGINES = ['lua', 'gdscript'];

/** Reads and checks the rules table at `path` and the mocks' catalog (mock-catalog.json) beside it. */
export function readRules(path = rulesPath) {
  const { limits, messages, options = {}, checks = {} } = JSON.parse(readFileSync(path, 'utf8'));
  const catalog = JSON.parse(readFileSync(join(dirname(path), 'mock-catalog.json'), 'utf8'));
  for (const [type, option] of Object.entries(options)) {
    if (!/^[A-Z][A-Za-z]*$/.test(type) || !Array.isArray(option.keys) || !option.keys.every((k) => /^[a-z][A-Za-z0-9]*$/.test(k)) || !option.doc) {
      throw new Error(`rules.json options ${type} needs a TypeScript type name, camelCase keys and a doc`);
    }
  }
  for (const [name, limit] of Object.entries(limits)) {
    if (!/^[a-z][A-Za-z0-9]*$/.test(name) || limit.value === undefined || !limit.doc) throw new Error(`rules.json limit ${name} needs a camelCase name, a value and a doc`);
  }
  const read = Object.entries(messages).map(([name, message]) => {
    if (!/^[a-z][A-Za-z0-9]*$/.test(name) || typeof message.text !== 'string' || !message.doc) throw new Error(`rules.json message ${name} needs a camelCase name, a text and a doc`);
    const read = { name, doc: message.doc, ...partsOf(name, message, limits) };
    // An engine whose language names a thing otherwise (a Lua table, GDScript's Callable) words
    // the same message its way, with the same parameters in the same order.
    const engines = Object.fromEntries(Object.entries(message.engines ?? {}).map(([engine, text]) => {
      if (!ENGINES.includes(engine) || typeof text !== 'string') throw new Error(`rules.json message ${name}: engines takes ${ENGINES.join(', ')} to a text`);
      const worded = partsOf(name, { text }, limits);
      if (worded.params.join() !== read.params.join()) throw new Error(`rules.json message ${name}: its ${engine} text needs the parameters ${read.params.join(', ')} in that order`);
      return [engine, worded.parts];
    }));
    return { ...read, engines };
  });
  return {
    limits,
    messages: read,
    checks: readChecks(checks, limits, new Map(read.map((message) => [message.name, message.params]))),
    /** The keys each options type may hold, camelCase, by TypeScript type name. */
    options: Object.fromEntries(Object.entries(options).map(([type, option]) => [type, option.keys])),
    catalog: { products: catalog.products.map(shownProduct), subscriptions: catalog.subscriptions.map(shownPlan) },
    // As the platform (and so the mock platform) holds it: price a decimal string, currency a code.
    platformCatalog: catalog,
  };
}

export const constantCase = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();
