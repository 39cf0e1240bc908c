// Emits the Defold library's value reference (gamesdk/api/values.md) from the value table: each
// value a Lua callback receives or a Lua call takes, with its snake_case keys.
import { valuesMarkdown } from './languages/values-reference.mjs';
import { valuesBanner } from './tables/values.mjs';

export const from = 'values';
export const target = 'defold-bridge/gamesdk/api/values.md';

export const emit = (values) =>
  valuesMarkdown('lua', values, {
    banner: valuesBanner,
    intro: 'The tables the SDK hands to callbacks (a purchase, the player, ...) and the option tables calls take. Keys are the SDK\'s in snake_case (`productId` is `product_id`); a payload keeps the game\'s own keys. The functions themselves are in `gamesdk.script_api`.',
  });
