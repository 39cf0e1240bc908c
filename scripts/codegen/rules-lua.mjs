// Emits the Defold desktop stubs' rule constants and messages from the rules table.
import { constantCase, readRules, rulesBanner } from './tables/rules.mjs';
import { luaComment, luaString as quote } from './languages/literal.mjs';
import { snake } from './tables/operations.mjs';

export const from = 'rules';
export const target = 'defold-bridge/gamesdk/generated/rules.lua';

const product = (p) => `    { product_id = ${quote(p.productId)}, title = ${quote(p.title)}, description = ${quote(p.description)}, price = ${quote(p.price)}, price_amount = ${p.priceAmount}, price_currency_code = ${quote(p.priceCurrencyCode)} },`;

const plan = (p) => product(p).replace(/ },$/, `, billing_period = ${quote(p.billingPeriod)}, trial_days = ${p.trialDays} },`);

export function emit({ limits, messages, catalog, options } = readRules()) {
  const constants = Object.entries(limits).map(([name, limit]) => {
    const value = Array.isArray(limit.value) ? `{ ${limit.value.map(quote).join(', ')} }` : typeof limit.value === 'string' ? quote(limit.value) : String(limit.value);
    return `${luaComment(limit.doc)}\nM.${constantCase(name)} = ${value}`;
  });
  const texts = messages.map(({ name, doc, parts, params }) => {
    const body = parts.map((part) => (part.text !== undefined ? quote(part.text) : `tostring(${part.param})`)).join(' .. ');
    return `${luaComment(doc)}\nfunction M.messages.${snake(name)}(${params.join(', ')})\n    return ${body}\nend`;
  });
  return `-- ${rulesBanner}
--
-- The SDK's argument rules, as every engine has them: limits and the messages of their errors.

local M = { messages = {} }

${constants.join('\n')}

${texts.join('\n\n')}

-- The keys each options table may hold, by the SDK's options type (generated/desktop_ops.lua names it per
-- argument); any other key is refused with INVALID_PARAM, as the extension refuses it.
M.OPTION_KEYS = {
${Object.entries(options).map(([type, keys]) => `    ${type} = { ${keys.map((k) => quote(snake(k))).join(', ')} },`).join('\n')}
}

-- What the platform sells when a game declares nothing, as iap_get_catalog answers.
M.CATALOG = {
${catalog.products.map(product).join('\n')}
}

-- Its subscription plans, with their billing period and free trial, as iap_get_subscriptions shows them.
M.PLANS = {
${catalog.subscriptions.map(plan).join('\n')}
}

return M
`;
}
