// Emits the Defold desktop stubs' rule constants and messages from the rules table.
import { constantCase, readRules, rulesBanner } from './tables/rules.mjs';
import { luaComment, luaString as quote } from './languages/literal.mjs';
import { contextOf, pathOf, readOperations, snake } from './tables/operations.mjs';

export const from = 'rules';
export const target = 'defold-bridge/gamesdk/generated/rules.lua';

const product = (p) => `    { product_id = ${quote(p.productId)}, title = ${quote(p.title)}, description = ${quote(p.description)}, price = ${quote(p.price)}, price_amount = ${p.priceAmount}, price_currency_code = ${quote(p.priceCurrencyCode)} },`;

const plan = (p) => product(p).replace(/ },$/, `, billing_period = ${quote(p.billingPeriod)}, trial_days = ${p.trialDays} },`);

/**
 * One check of rules.json as the stubs read it: the argument's place from 1 (among the Lua
 * function's arguments; tables/rule-checks.mjs held it to them), fields, rules and filled fields in snake_case, an
 * operation by the context its errors name, and the label its message shows written out (absent
 * only where the check reads the entry in hand, whose label it then shows).
 */
function luaCheck(check, contexts) {
  const [first, ...fields] = check.at;
  const at = typeof first === 'number' ? [first + 1, ...fields.map(snake)] : check.at.map(snake);
  const last = check.at[check.at.length - 1];
  const out = { ...check, at, label: check.label ?? (typeof last === 'string' ? last : undefined) };
  if (check.rule) out.rule = snake(check.rule);
  if (check.fields) out.fields = check.fields.map(snake);
  if (check.fill) out.fill = Object.fromEntries(Object.entries(check.fill).map(([field, text]) => [snake(field), text]));
  if (check.operation) out.operation = contexts.get(check.operation);
  if (check.checks) out.checks = check.checks.map((inner) => luaCheck(inner, contexts));
  return Object.fromEntries(Object.entries(out).filter(([, value]) => value !== undefined));
}

/**
 * rules.json's checks as the stubs read them, by the context each operation's errors name (the
 * stubs know an operation by it): [context, checks in order] (rules-checks-lua.mjs compiles them).
 */
export function luaCheckLists(checks = readRules().checks) {
  const operations = new Map(readOperations().map((op) => [pathOf(op), op]));
  const contexts = new Map([...operations].map(([path, op]) => [path, contextOf(op)]));
  return Object.entries(checks).map(([path, list]) => [contextOf(operations.get(path)), list.map((check) => luaCheck(check, contexts))]);
}

export function emit({ limits, messages, catalog, options } = readRules()) {
  const constants = Object.entries(limits).map(([name, limit]) => {
    const value = Array.isArray(limit.value) ? `{ ${limit.value.map(quote).join(', ')} }` : typeof limit.value === 'string' ? quote(limit.value) : String(limit.value);
    return `${luaComment(limit.doc)}\nM.${constantCase(name)} = ${value}`;
  });
  const texts = messages.map(({ name, doc, parts: common, params, engines }) => {
    const parts = engines.lua ?? common;
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

-- Each message's parameters, in the order its function above takes them: a check's error names its
-- message and parameters, and the message is rendered from them.
M.PARAMS = {
${messages.map(({ name, params }) => `    ${snake(name)} = { ${params.map(quote).join(', ')} },`).join('\n')}
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
