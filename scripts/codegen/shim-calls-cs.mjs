// Emits the C# shim's calls of the plain operations whose parameters the runner's JSON gives
// directly (text, numbers, whole numbers, booleans, lists of text, fields of an object argument):
// each operation's generated C# method (scripts/codegen/cs-operations.mjs) with the case's arguments
// read into its parameter types, a type C# rules out being Inexpressible (the helpers of ShimCalls.cs).
// Operations with other parameters (options objects, player data, JSON text) keep their call in ShimCalls.cs.
import { csString as quote } from './languages/literal.mjs';
import { operationsBanner, readOperations } from './tables/operations.mjs';
import { csPlainCalls } from './cs-operations.mjs';

export const from = 'operations';
export const target = 'unity-bridge/test/cs/ShimCalls.generated.cs';

/** The C# expression reading one parameter from the case's arguments, or null when the runner's JSON cannot give it directly. */
function read(call, param) {
  const index = call.args.findIndex((arg) => arg.name === param.arg);
  const arg = call.args[index];
  const optional = (param.field ? arg.value.fields.find((field) => field.name === param.field) : arg).optional === true;
  const value = param.field ? `Field(a, ${index}, ${quote(param.field)})` : `At(a, ${index})`;
  // A JSON argument C# takes as its text.
  if (param.name.endsWith('Json') && param.name !== param.arg) return `${value} == null ? null : ${value}.ToString()`;
  const typed = {
    string: `Text(${value})`,
    double: `Number(${value})`,
    int: `Whole(${value}, ${quote(`${param.name} is an int`)})`,
    bool: `Flag(${value})`,
    'string[]': `Texts(${value})`,
  }[param.type];
  if (!typed || (optional && param.type !== 'string')) return null;
  return optional ? `${value} == null ? null : ${typed}` : typed;
}

function branch(call) {
  const values = call.params.map((param) => read(call, param));
  if (values.includes(null)) return null;
  const method = `Sdk.Sdk.${call.module ? `${call.module}.` : ''}${call.method}`;
  let statement;
  if (call.kind === 'sync') statement = `complete(${method}(${values.join(', ')}));`;
  else if (call.kind === 'void') statement = `${method}(${values.join(', ')}); complete(null);`;
  else statement = `${method}(${[...values, call.result ? 'value => complete(value)' : '() => complete(null)', 'fail'].join(', ')});`;
  return `                case ${quote(call.path)}: ${statement} return true;`;
}

export function emit(operations = readOperations()) {
  const branches = csPlainCalls(operations).map(branch).filter(Boolean);
  return `// ${operationsBanner}
using System;
using System.Collections.Generic;
using System.Json;
using Sdk;

namespace GameSdk.Tests.Mono
{
    internal static partial class Shim
    {
        // A plain operation's generated C# method with the case's arguments in its parameter types;
        // false for a call this table does not make (ShimCalls.cs makes it).
        private static bool InvokePlain(string call, List<JsonValue> a, Action<object> complete, Action<SdkError> fail)
        {
            switch (call)
            {
${branches.join('\n')}
            }
            return false;
        }

        // The case's argument at index, or null when the case gives fewer.
        private static JsonValue At(List<JsonValue> a, int index) { return index < a.Count ? a[index] : null; }

        // A field of the case's object argument at index, or null when absent.
        private static JsonValue Field(List<JsonValue> a, int index, string key)
        {
            var record = At(a, index) as JsonObject;
            return record != null && record.ContainsKey(key) ? record[key] : null;
        }

        private static bool Flag(JsonValue value)
        {
            if (value == null || value.JsonType != JsonType.Boolean) throw new Inexpressible("a bool parameter given " + (value == null ? "null" : value.JsonType.ToString()));
            return (bool)value;
        }
    }
}
`;
}
