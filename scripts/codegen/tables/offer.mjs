// Reads the offer text table (sdk-core/api/offer.json) as the flat list of texts every engine's
// formatter looks up by key, so the four emitters write the same entries:
//   fallback                      the locale used when none is given or none matches
//   locale.<tag in lower case>    the table's spelling of a listed locale (tags match in any case)
//   language.<language subtag>    the locale a language falls back to
//   <locale>.<field>              a locale's field; trial.one, trial.other and periods.<period> nested
//   symbol.<ISO 4217 code>        the currency's symbol
//   digits.<ISO 4217 code>        the currency's decimals, when not 2
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const offerPath = fileURLToPath(new URL('../../../sdk-core/api/offer.json', import.meta.url));

export const offerBanner = 'Generated from sdk-core/api/offer.json by scripts/codegen. Do not edit by hand.';

const FIELDS = ['decimal', 'group', 'priceWithSymbol', 'priceWithCode', 'withTrial', 'withoutTrial'];
const PERIODS = ['week', 'month', 'year'];
const TAG = /^[a-z]{2,3}(-[A-Za-z0-9]{1,8})*$/i;

/** The table's entries as [key, text] pairs, checked: a locale missing a field fails generation. */
export function readOffer(path = offerPath) {
  const { fallbackLocale, languages, locales, symbols, currencyDigits } = JSON.parse(readFileSync(path, 'utf8'));
  const where = (what) => `offer.json ${what}`;
  if (!locales[fallbackLocale]) throw new Error(where(`fallbackLocale ${fallbackLocale} is not a listed locale`));
  const entries = [['fallback', fallbackLocale]];
  for (const [tag, locale] of Object.entries(locales)) {
    if (!TAG.test(tag)) throw new Error(where(`locale ${tag} is not a language tag`));
    entries.push([`locale.${tag.toLowerCase()}`, tag]);
    for (const field of FIELDS) {
      if (typeof locale[field] !== 'string') throw new Error(where(`${tag} needs ${field}`));
      entries.push([`${tag}.${field}`, locale[field]]);
    }
    for (const form of ['one', 'other']) {
      if (typeof locale.trial?.[form] !== 'string' || !locale.trial[form].includes('{count}')) throw new Error(where(`${tag} needs trial.${form} with {count}`));
      entries.push([`${tag}.trial.${form}`, locale.trial[form]]);
    }
    for (const period of PERIODS) {
      if (typeof locale.periods?.[period] !== 'string') throw new Error(where(`${tag} needs periods.${period}`));
      entries.push([`${tag}.periods.${period}`, locale.periods[period]]);
    }
  }
  for (const [language, tag] of Object.entries(languages)) {
    if (!/^[a-z]{2,3}$/.test(language) || !locales[tag]) throw new Error(where(`language ${language} needs a listed locale, got ${tag}`));
    entries.push([`language.${language}`, tag]);
  }
  for (const [code, symbol] of Object.entries(symbols)) {
    if (!/^[A-Z]{3}$/.test(code) || !symbol) throw new Error(where(`symbol of ${code}`));
    entries.push([`symbol.${code}`, symbol]);
  }
  for (const [code, digits] of Object.entries(currencyDigits)) {
    if (!/^[A-Z]{3}$/.test(code) || !Number.isInteger(digits) || digits < 0 || digits > 3) throw new Error(where(`currencyDigits of ${code}`));
    entries.push([`digits.${code}`, String(digits)]);
  }
  return entries;
}
