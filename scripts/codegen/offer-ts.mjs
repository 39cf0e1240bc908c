// Emits sdk-core's offer text table (iap.formatOffer's words and number formats) from offer.json.
import { offerBanner, readOffer } from './tables/offer.mjs';
import { tsString } from './languages/literal.mjs';

export const from = 'rules';
export const target = 'sdk-core/src/modules/offer-texts.generated.ts';

export function emit() {
  const rows = readOffer().map(([key, text]) => `  ${tsString(key)}: ${tsString(text)},`);
  return `// ${offerBanner}

/** iap.formatOffer's texts by key (scripts/codegen/tables/offer.mjs names the keys). */
export const OFFER_TEXTS: Readonly<Record<string, string>> = {
${rows.join('\n')}
};
`;
}
