// Emits the Defold desktop stubs' rule constants and messages from the rules table.
import { constantCase, readRules, rulesBanner } from './tables/rules.mjs';
import { luaComment, luaString as quote } from './languages/literal.mjs';
import { bridgedArgs, contextOf, readOperations, snake } from './tables/operations.mjs';

export const from = 'rules';
export const target = 'defold-bridge/gamesdk/generated/rules.lua';

const product = (p) => `    { product_id = ${quote(p.productId)}, title = ${quote(p.title)}, description = ${quote(p.description)}, price = ${quote(p.price)}, price_amount = ${p.priceAmount}, price_currency_code = ${quote(p.priceCurrencyCode)} },`;

const plan = (p) => product(p).replace(/ },$/, `, billing_period = ${quote(p.billingPeriod)}, trial_days = ${p.trialDays} },`);

// A check's value as a Lua literal: names (fields, rules, messages) in snake_case, limits as they are.
const luaOf = (value) => (Array.isArray(value) ? `{ ${value.map(luaOf).join(', ')} }` : typeof value === 'string' ? quote(value) : String(value));

/**
 * One check as a Lua table: `arg` the argument's place among the Lua function's arguments (the
 * operation found by `context`), `label` what its message names (inside a list, after the item's).
 */
function luaCheck(context, check, args) {
  const { arg, field, rule, label, message, countMessage, wrap, fields, except, of, each, ...rest } = check;
  const place = arg === undefined ? undefined : args.indexOf(arg) + 1;
  if (place === 0) throw new Error(`rules.json checks ${context}: ${contextOf({ name: context })} has no argument ${arg}`);
  const entries = [
    ...(place ? [['arg', place]] : []),
    ...(field ? [['field', snake(field)]] : []),
    ['rule', snake(rule)],
    ['label', label ?? field ?? arg ?? ''],
    ...[['message', message], ['count_message', countMessage], ['wrap', wrap]].filter(([, name]) => name).map(([key, name]) => [key, snake(name)]),
    ...[['fields', fields], ['except', except]].filter(([, names]) => names).map(([key, names]) => [key, names.map(snake)]),
    ...(of !== undefined ? [['of', of]] : []),
    ...Object.entries(rest),
  ].map(([key, value]) => `${key} = ${luaOf(value)}`);
  if (each) entries.push(`each = { ${each.map((inner) => luaCheck(context, inner, args)).join(', ')} }`);
  return `{ ${entries.join(', ')} }`;
}

export function emit({ limits, messages, catalog, options, checks } = readRules()) {
  const operations = readOperations();
  const argsOf = new Map(operations.map((op) => [contextOf(op), bridgedArgs(op).map((arg) => arg.name)]));
  const checkLists = Object.entries(checks).map(([context, list]) => {
    const args = argsOf.get(context) ?? [];
    if (!argsOf.has(context) && list.some((check) => check.arg)) throw new Error(`rules.json checks ${context}: no operation has this context`);
    return `    [${quote(context)}] = {\n${list.map((check) => `        ${luaCheck(context, check, args)},`).join('\n')}\n    },`;
  });
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

-- The argument checks of each operation, by the context its errors name (and the named lists they
-- share), in the order they run: rules.json's checks, which gamesdk/desktop/rules.lua runs.
M.CHECKS = {
${checkLists.join('\n')}
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
