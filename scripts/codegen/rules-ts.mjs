// Emits sdk-core's rule constants and messages from the rules table.
import { tsDocText, tsString, tsTemplateText as template } from './languages/literal.mjs';
import { constantCase, readRules, rulesBanner } from './tables/rules.mjs';

export const from = 'rules';
export const target = 'sdk-core/src/validation/rules.generated.ts';

const literal = (value) => (Array.isArray(value) ? `[${value.map(literal).join(', ')}] as const` : typeof value === 'string' ? tsString(value) : String(value));

/** The rules' messages as the members of a TypeScript object of functions (also the mock platform's). */
export function tsMessageMembers(messages) {
  return messages.map(({ name, doc, parts, params }) => {
    const body = parts.map((part) => (part.text !== undefined ? template(part.text) : `\${${part.param}}`)).join('');
    return `  /** ${tsDocText(doc)} */\n  ${name}: (${params.map((p) => `${p}: string | number`).join(', ')}) => \`${body}\`,`;
  });
}

export function emit({ limits, messages } = readRules()) {
  const constants = Object.entries(limits).map(([name, limit]) => `/** ${tsDocText(limit.doc)} */\nexport const ${constantCase(name)} = ${literal(limit.value)};`);
  const texts = tsMessageMembers(messages);
  return `// ${rulesBanner}

${constants.join('\n')}

/** The rules' messages, the same text on every engine. */
export const RULE_MESSAGES = {
${texts.join('\n')}
} as const;
`;
}
