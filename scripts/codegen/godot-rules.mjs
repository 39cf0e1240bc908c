// Emits the Godot addon's rule constants, messages and catalog (its editor and desktop mocks
// answer from them) from the rules table.
import { constantCase, readRules, rulesBanner } from './tables/rules.mjs';
import { gdComment, gdString, gdValue } from './languages/gdscript.mjs';
import { snake } from './tables/operations.mjs';

export const from = 'rules';
export const target = 'godot-bridge/addons/gamesdk/generated/rules.gd';

export function emit({ limits, messages, catalog } = readRules()) {
  const constants = Object.entries(limits).map(([name, limit]) => `${gdComment(limit.doc)}\nconst ${constantCase(name)} := ${gdValue(limit.value)}`);
  const texts = messages.map(({ name, doc, parts, params }) => {
    const body = parts.map((part) => (part.text !== undefined ? gdString(part.text) : `str(${snake(part.param)})`)).join(' + ');
    return `${gdComment(doc)}\nstatic func ${snake(name)}(${params.map(snake).join(', ')}) -> String:\n\treturn ${body || '""'}`;
  });
  const rows = (list) => list.map((entry) => `\t${gdValue(entry)},`).join('\n');
  return `# ${rulesBanner}
#
# The SDK's argument rules, as every engine has them: limits and the messages of their errors,
# and what the platform sells when a game declares nothing. The addon's mocks answer from these.
extends RefCounted

${constants.join('\n')}

${texts.join('\n\n')}

## What the platform sells when a game declares nothing, as iap_get_catalog answers (the SDK's shape).
const CATALOG: Array[Dictionary] = [
${rows(catalog.products)}
]

## Its subscription plans, with their billing period and free trial.
const PLANS: Array[Dictionary] = [
${rows(catalog.subscriptions)}
]
`;
}
