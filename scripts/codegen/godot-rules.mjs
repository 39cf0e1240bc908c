// Emits the Godot addon's rule constants, messages and catalog (its editor and desktop mocks
// answer from them) from the rules table.
import { constantCase, readRules, rulesBanner } from './tables/rules.mjs';
import { gdComment, gdString, gdValue } from './languages/gdscript.mjs';
import { snake } from './tables/operations.mjs';

export const from = 'rules';
export const target = 'godot-bridge/addons/gamesdk/generated/rules.gd';

export function emit({ limits, messages, catalog, checks } = readRules()) {
  const constants = Object.entries(limits).map(([name, limit]) => `${gdComment(limit.doc)}\nconst ${constantCase(name)} := ${gdValue(limit.value)}`);
  const texts = messages.map(({ name, doc, parts: common, params, engines }) => {
    const parts = engines.gdscript ?? common;
    const body = parts.map((part) => (part.text !== undefined ? gdString(part.text) : `str(${snake(part.param)})`)).join(' + ');
    return `${gdComment(doc)}\nstatic func ${snake(name)}(${params.map(snake).join(', ')}) -> String:\n\treturn ${body || '""'}`;
  });
  // A rule's key and parameters to its message: an error carries them, and each engine renders.
  const renders = messages.map(({ name, params }) => `\t\t${gdString(name)}:\n\t\t\treturn ${snake(name)}(${params.map((param) => `params.get(${gdString(param)})`).join(', ')})`);
  const checkRows = Object.entries(checks).map(([operation, list]) => `\t${gdString(operation)}: ${gdValue(list)},`);
  const rows = (list) => list.map((entry) => `\t${gdValue(entry)},`).join('\n');
  return `# ${rulesBanner}
#
# The SDK's argument rules, as every engine has them: limits and the messages of their errors,
# and what the platform sells when a game declares nothing. The addon's mocks answer from these.
extends RefCounted

${constants.join('\n')}

${texts.join('\n\n')}

## The message of the rule named \`rule\` (a message of rules.json) with its parameters by name.
static func render(rule: String, params: Dictionary) -> String:
\tmatch rule:
${renders.join('\n')}
\tpush_error("GameSdk: no rule %s in rules.json" % rule)
\treturn rule

## The checks of each operation's arguments, in the order they run (rules.json checks; the mocks'
## runtime/mock_checks.gd runs them): the first that fails is the operation's INVALID_PARAM.
const CHECKS := {
${checkRows.join('\n')}
}

## What the platform sells when a game declares nothing, as GameSdk.iap.get_catalog answers (the SDK's shape).
const CATALOG: Array[Dictionary] = [
${rows(catalog.products)}
]

## Its subscription plans, with their billing period and free trial.
const PLANS: Array[Dictionary] = [
${rows(catalog.subscriptions)}
]
`;
}
