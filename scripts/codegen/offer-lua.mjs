// Emits the Defold bridge's offer text table (sdk.iap_format_offer's words and number formats) from offer.json.
import { offerBanner, readOffer } from './tables/offer.mjs';
import { luaString } from './languages/literal.mjs';

export const from = 'rules';
export const target = 'defold-bridge/gamesdk/generated/offer_texts.lua';

export function emit() {
  const rows = readOffer().map(([key, text]) => `    [${luaString(key)}] = ${luaString(text)},`);
  return `-- ${offerBanner}
--
-- sdk.iap_format_offer's texts by key (scripts/codegen/tables/offer.mjs names the keys).
return {
${rows.join('\n')}
}
`;
}
