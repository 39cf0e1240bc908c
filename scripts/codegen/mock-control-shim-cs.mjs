// Emits the C# shim's verb dispatch for the control vectors (test/vectors/control.json): each verb an
// engine's mock has, by its name in sdk-core/api/mock-platform.json, called on MockPlatform with its
// JSON arguments read as the generated C# parameters take them (an absent optional one left to its
// default; an object's keys as named parameters, read with ShimCalls.cs's Key). C#'s named
// parameters have no unknown key: a step giving one is refused on the runner's TypeScript side
// (unity-bridge/test/support/cs-fit.ts), as the verb refuses it.
import { csString as quote } from './languages/literal.mjs';
import { mockPlatformBanner, readMockPlatform } from './tables/mock-platform.mjs';
import { pascal } from './tables/operations.mjs';
import { parametersOf } from './mock-control-cs.mjs';

export const from = 'mockPlatform';
export const target = 'unity-bridge/test/cs/ShimVerbs.generated.cs';

/** The C# expression reading one parameter from `value`, a JsonValue that is null when absent. */
function read(param, value) {
  if (param.type === 'object') return `${value} == null ? null : ${value}.ToString()`;
  const cast = { string: 'string', integer: 'int', boolean: 'bool' }[param.type];
  if (!param.optional) return `(${cast})${value}`;
  const fallback = param.declaration.split(' = ')[1];
  if (param.csType === 'bool?') return `${value} == null ? (bool?)null : (bool?)(bool)${value}`;
  return `${value} == null ? ${fallback} : (${cast})${value}`;
}

function branch(verb) {
  const params = parametersOf(verb);
  const values = params.map((param) => {
    const index = verb.args.findIndex((arg) => arg.name === (param.of ?? param.name));
    return read(param, param.of ? `Key(at(${index}), ${quote(param.name)})` : `at(${index})`);
  });
  const call = `MockPlatform.${pascal(verb.name)}(${values.join(', ')})`;
  return `                case ${quote(verb.name)}: ${verb.answers ? `return ${call};` : `${call}; return null;`}`;
}

export function emit(data = readMockPlatform()) {
  return `// ${mockPlatformBanner}
using System;
using System.Json;
using Sdk.Mocks;

namespace GameSdk.Tests.Mono
{
    internal static partial class Shim
    {
        // A control step's verb on MockPlatform; what it answers (null for nothing).
        private static object Verb(string verb, JsonArray args)
        {
            Func<int, JsonValue> at = i => i < args.Count ? args[i] : null;
            switch (verb)
            {
${data.engineVerbs.map(branch).join('\n')}
            }
            throw new InvalidOperationException("no C# verb for " + verb);
        }
    }
}
`;
}
