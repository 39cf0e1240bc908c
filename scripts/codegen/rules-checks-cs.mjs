// Emits the Unity mocks' argument checks from rules.json's checks: one method of the partial class
// Rules per check set, taking its arguments in order of first use and answering the first Problem
// (the message's key and parameters) or null. The primitive checks it chains (Text, DataKey,
// Payload, ImageDataUrl, CharacterCount, Occurrences, Given) are written in Rules.cs.
import { csString as quote } from './languages/literal.mjs';
import { readRules, rulesBanner } from './tables/rules.mjs';
import { contextOf, pascal, readOperations } from './tables/operations.mjs';

export const from = 'rules';
export const target = 'unity-bridge/com.gamesdk.sdk/Runtime/Mocks/Checks.generated.cs';

const TYPES = { string: 'string', number: 'double', integer: 'int' };

/** A Problem of `message` given `value` when the message takes a parameter (the value or a count). */
function problem(messages, name, value) {
  const { params } = messages.find((message) => message.name === name);
  if (params.length > 1) throw new Error(`rules.json checks: message ${name} takes ${params.length} parameters; a check gives at most one`);
  return `new Problem(${[quote(name), ...(params.length ? [value] : [])].join(', ')})`;
}

/** The C# expression of one check: a Problem, or null when the argument passes. */
function expression(arg, messages) {
  const { name, check } = arg;
  const label = quote(name);
  const max = arg.max && pascal(arg.max);
  const expr = {
    text: () => `Text(${label}, ${name})`,
    dataKey: () => `DataKey(${label}, ${name})`,
    payload: () => `Payload(${label}, ${name})`,
    imageDataUrl: () => `ImageDataUrl(${label}, ${name})`,
    range: () => `(${name} >= ${arg.min} && ${name} <= ${max} ? null : ${problem(messages, arg.message, name)})`,
    maxCharacters: () => `(CharacterCount(${name}) <= ${max} ? null : ${problem(messages, arg.message, `CharacterCount(${name})`)})`,
    occursOnce: () => `(Occurrences(${name}, ${pascal(arg.of)}) == 1 ? null : ${problem(messages, arg.message, `Occurrences(${name}, ${pascal(arg.of)})`)})`,
    oneOf: () => `(System.Array.IndexOf(${pascal(arg.values)}, ${name}) >= 0 ? null : ${problem(messages, arg.message, name)})`,
    notBoth: () => `(Given(${name}) && Given(${arg.with}) ? ${problem(messages, arg.message, name)} : null)`,
  }[check]();
  return arg.optional ? `(Given(${name}) ? ${expr} : null)` : expr;
}

function method({ name, appliesTo, args }, messages) {
  const params = [];
  for (const arg of args) if (!params.some((p) => p.name === arg.name)) params.push(arg);
  const chain = args.map((arg) => expression(arg, messages));
  return `        /// <summary>The arguments of ${appliesTo.join(', ')}: the first problem, or null.</summary>
        internal static Problem ${pascal(name)}(${params.map((p) => `${TYPES[p.type]} ${p.name}`).join(', ')})
        {
            return ${chain.join(`\n                ?? `)};
        }`;
}

export function emit({ checks, messages } = readRules()) {
  // Each operation a check set applies to is one the manifest has, by the context its errors name.
  const contexts = new Set(readOperations().map(contextOf));
  for (const { name, appliesTo } of checks) {
    const unknown = appliesTo.filter((context) => !contexts.has(context));
    if (unknown.length) throw new Error(`rules.json checks ${name}: appliesTo names no operation: ${unknown.join(', ')}`);
  }
  return `// ${rulesBanner}
namespace Sdk.Mocks
{
    internal static partial class Rules
    {
${checks.map((check) => method(check, messages)).join('\n\n')}
    }
}
`;
}
