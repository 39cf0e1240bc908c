// Emits the Godot addon's value reference (addons/gamesdk/docs/values.md) from the value table:
// each Dictionary a result holds or a method takes, with the SDK's JSON keys.
import { valuesMarkdown } from './languages/values-reference.mjs';
import { valuesBanner } from './tables/values.mjs';

export const from = 'values';
export const target = 'godot-bridge/addons/gamesdk/docs/values.md';

export const emit = (values) =>
  valuesMarkdown('gd', values, {
    banner: valuesBanner,
    intro: 'The Dictionaries a result\'s `value` holds (a purchase, the player, ...) and the option Dictionaries methods take. Keys are snake_case, in what a method takes and what it answers (`product_id`, the SDK\'s `productId`); a payload keeps the game\'s own keys. The methods themselves are in the addon\'s README, `generated/modules.gd` (the module objects, `GameSdk.iap`...) and `generated/game_sdk.gd`.',
  });
