// Emits the Godot addon's offer text table (GameSdk.iap.format_offer's words and number formats) from offer.json.
import { offerBanner, readOffer } from './tables/offer.mjs';
import { gdString } from './languages/gdscript.mjs';

export const from = 'rules';
export const target = 'godot-bridge/addons/gamesdk/generated/offer_texts.gd';

export function emit() {
  const rows = readOffer().map(([key, text]) => `\t${gdString(key)}: ${gdString(text)},`);
  return `# ${offerBanner}
#
# GameSdk.iap.format_offer's texts by key (scripts/codegen/tables/offer.mjs names the keys).

const TEXTS := {
${rows.join('\n')}
}
`;
}
