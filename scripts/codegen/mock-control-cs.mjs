// Emits the Unity mocks' control verbs from sdk-core/api/mock-platform.json: each verb an engine's
// mock has becomes a public static method of Sdk.Mocks.MockPlatform (PascalCase; an object argument
// with known keys becomes named optional parameters, one without keys JSON text), documented with
// the verb's doc and what it refuses, checking its arguments as the data says (ArgumentException,
// ArgumentOutOfRangeException for a number below its least) before the mock platform runs it.
import { csDocText, csString as quote } from './languages/literal.mjs';
import { mockPlatformBanner, readMockPlatform } from './tables/mock-platform.mjs';
import { pascal } from './tables/operations.mjs';

export const from = 'mockPlatform';
export const target = 'unity-bridge/com.gamesdk.sdk/Runtime/Mocks/MockPlatform.generated.cs';

// What a verb that answers gives back in C# (the data describes the answer in words only).
export const ANSWERS = {
  getPlayer: 'MockPlayer',
  getPlayerData: 'IDictionary<string, string>',
  getNotifications: 'IDictionary<string, NotificationOptions>',
  getPurchases: 'Purchase[]',
  seedPurchases: 'Purchase[]',
  getSubscriptions: 'Subscription[]',
};
const KEYWORDS = new Set(['event', 'object', 'string', 'params', 'base', 'default']);

/**
 * A verb's C# parameters in order: an object with keys is one parameter per key (every key optional,
 * a bool? for a boolean), an object without keys its JSON text, a C# keyword's name gets "Name".
 */
export function parametersOf(verb) {
  return verb.args.flatMap((arg) => {
    if (arg.type === 'object' && arg.keys) return arg.keys.map((key) => ({ ...key, of: arg.name, optional: true }));
    return [arg];
  }).map((arg) => {
    const json = arg.type === 'object';
    const name = json ? `${arg.name}Json` : KEYWORDS.has(arg.name) ? `${arg.name}Name` : arg.name;
    const type = { string: 'string', integer: 'int', boolean: arg.optional && arg.default === undefined ? 'bool?' : 'bool', object: 'string' }[arg.type];
    const fallback = arg.default !== undefined ? (typeof arg.default === 'string' ? quote(arg.default) : String(arg.default)) : 'null';
    return { ...arg, csName: name, csType: type, declaration: `${type} ${name}${arg.optional ? ` = ${fallback}` : ''}` };
  });
}

/** The statements refusing a parameter the data refuses, in the data's order. */
function checksOf(param) {
  const { csName: name, name: label } = param;
  const lines = [];
  if (param.min !== undefined) lines.push(`if (${name} < ${param.min}) throw new ArgumentOutOfRangeException(${quote(name)}, ${quote(`${label} must be ${param.min} or more`)});`);
  if (param.nonEmpty) lines.push(`if (${param.optional ? `${name} != null && ${name}.Length == 0` : `string.IsNullOrEmpty(${name})`}) throw new ArgumentException(${quote(`${label} must not be empty`)}, ${quote(name)});`);
  if (param.oneOf) {
    lines.push(`if (Array.IndexOf(new[] { ${param.oneOf.map(quote).join(', ')} }, ${name}) < 0) throw new ArgumentException(${quote(`${label} must be one of ${param.oneOf.join(', ')}, got `)} + ${name}, ${quote(name)});`);
  }
  if (param.choicesOf) {
    lines.push(`if (Array.IndexOf(MockData.Outcomes[${param.choicesOf}], ${name}) < 0) throw new ArgumentException(${quote(`${label} must be one of `)} + string.Join(", ", MockData.Outcomes[${param.choicesOf}]) + ", got " + ${name}, ${quote(name)});`);
  }
  return lines;
}

function method(verb) {
  const params = parametersOf(verb);
  const returns = ANSWERS[verb.name];
  if (verb.answers && !returns) throw new Error(`mock-control-cs: verb ${verb.name} answers; give its C# type in ANSWERS`);
  const refuses = verb.refuses ? ` Throws <see cref="ArgumentException"/> for ${csDocText(verb.refuses)}.` : '';
  const call = `Instance.${pascal(verb.name)}(${params.map((p) => p.csName).join(', ')});`;
  const body = [...params.flatMap(checksOf), returns ? `return ${call}` : call];
  return `        /// <summary>${csDocText(verb.doc)}${refuses}</summary>
        public static ${returns ?? 'void'} ${pascal(verb.name)}(${params.map((p) => p.declaration).join(', ')})
        {
${body.map((line) => `            ${line}`).join('\n')}
        }`;
}

export function emit(data = readMockPlatform()) {
  return `// ${mockPlatformBanner}
using System;
using System.Collections.Generic;

namespace Sdk.Mocks
{
    public static partial class MockPlatform
    {
${data.engineVerbs.map(method).join('\n\n')}
    }
}
`;
}
