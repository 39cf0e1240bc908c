// Emits the C# shim's calls of the plain operations whose parameters the runner's JSON gives
// directly (text, numbers, whole numbers, booleans, lists of text, fields of an object argument):
// each operation's generated C# method (scripts/codegen/cs-operations.mjs) with the case's arguments
// read into its parameter types, a type C# rules out being Inexpressible (the helpers of ShimCalls.cs).
// An options object is read by its type's fields in values.json (its constructor's, then the settable
// ones; a key the type lacks is Inexpressible). Operations with other parameters (player data, maps,
// optional numbers) keep their call in ShimCalls.cs.
import { csString as quote } from './languages/literal.mjs';
import { operationsBanner, pascal } from './tables/operations.mjs';
import { csPlainCalls } from './cs-operations.mjs';

export const from = 'values';
export const target = 'unity-bridge/test/cs/ShimCalls.generated.cs';

/** The C# expression reading one parameter from the case's arguments, or null when the runner's JSON cannot give it directly. */
function read(call, param, types) {
  const index = call.args.findIndex((arg) => arg.name === param.arg);
  const arg = call.args[index];
  const optional = (param.field ? arg.value.fields.find((field) => field.name === param.field) : arg).optional === true;
  const value = param.field ? `Field(a, ${index}, ${quote(param.field)})` : `At(a, ${index})`;
  // A JSON argument C# takes as its text.
  if (param.name.endsWith('Json') && param.name !== param.arg) return `${value} == null ? null : ${value}.ToString()`;
  const struct = structOf(param.type, types);
  if (struct) return optional ? `Read${struct}(${value} ?? new JsonObject())` : `Read${struct}(${value})`;
  const typed = {
    string: `Text(${value})`,
    double: `Number(${value})`,
    int: `Whole(${value}, ${quote(`${param.name} is an int`)})`,
    bool: `Flag(${value})`,
    'string[]': `Texts(${value})`,
  }[param.type];
  if (!typed || !optional) return typed ?? null;
  // An absent optional argument: null where C# takes one, else the type's default (C#'s methods have
  // no optional number or boolean: the game passes a value).
  return `${value} == null ? ${['string', 'string[]'].includes(param.type) ? 'null' : `default(${param.type})`} : ${typed}`;
}

/** The values.json type a C# parameter type (or list of it) names, when the shim can read it. */
function structOf(csType, types) {
  const name = csType.replace(/\[\]$/, '');
  return types[name] && readable(name, types) ? (csType.endsWith('[]') ? `${name}List` : name) : null;
}

// A type the shim can read: each field text, a whole number, a boolean, JSON text or a list of such a type, and settable past its constructor.
function readable(name, types) {
  const { fields, unity = {} } = types[name];
  const ctor = unity.ctor === false ? [] : unity.ctor ?? fields.map((field) => field.name);
  return fields.every((field) => (ctor.includes(field.name) || unity.mutable) && (['string', 'object'].includes(field.type) || field.type.enum || (field.type === 'number' && field.integer) || (field.type.list && types[field.type.list] && readable(field.type.list, types))));
}

/** The C# expression of one field of `o`, a JsonObject. */
function fieldValue(field) {
  const key = `Key(o, ${quote(field.name)})`;
  if (field.type === 'object') return `${key} == null ? null : ${key}.ToString()`;
  if (field.type === 'number') return `Whole(${key}, ${quote(`${field.name} is an int`)})`;
  if (field.type.list) return `${key} == null ? null : Read${field.type.list}List(${key})`;
  return `Str(o, ${quote(field.name)})`;
}

/** The reader of one type (and of a list of it): its constructor's fields, then the others it was given. */
function reader(name, types, listed) {
  const { fields, unity = {} } = types[name];
  const ctorNames = unity.ctor === false ? [] : unity.ctor ?? fields.map((field) => field.name);
  const property = (field) => field.unity?.property ?? (field.type === 'object' ? 'Data' : pascal(field.name));
  const rest = fields.filter((field) => !ctorNames.includes(field.name));
  const ctor = `new ${name}(${ctorNames.map((fieldName) => fieldValue(fields.find((field) => field.name === fieldName))).join(', ')})`;
  const sets = rest.map((field) => `                ${property(field)} = ${fieldValue(field)},`);
  return `        private static ${name} Read${name}(JsonValue value)
        {
            var o = Record(value, ${quote(name)}, ${fields.map((field) => quote(field.name)).join(', ')});
            return ${ctor}${sets.length ? `\n            {\n${sets.join('\n')}\n            };` : ';'}
        }${listed.has(name) ? `

        private static ${name}[] Read${name}List(JsonValue value)
        {
            if (value.JsonType != JsonType.Array) throw new Inexpressible(${quote(`a ${name}[] parameter given `)} + value.JsonType);
            return ((JsonArray)value).Select(Read${name}).ToArray();
        }` : ''}`;
}

function branch(call, types) {
  const values = call.params.map((param) => read(call, param, types));
  if (values.includes(null)) return null;
  const method = `Sdk.Sdk.${call.module ? `${call.module}.` : ''}${call.method}`;
  let statement;
  if (call.kind === 'sync') statement = `complete(${method}(${values.join(', ')}));`;
  else if (call.kind === 'void') statement = `${method}(${values.join(', ')}); complete(null);`;
  else statement = `${method}(${[...values, call.result ? 'value => complete(value)' : '() => complete(null)', 'fail'].join(', ')});`;
  return `                case ${quote(call.path)}: ${statement} return true;`;
}

export function emit({ operations, types }) {
  const calls = csPlainCalls(operations);
  const branches = calls.map((call) => branch(call, types)).filter(Boolean);
  // Every type a generated call reads, and the types their lists hold.
  const read = new Set();
  const listed = new Set();
  const add = (name, list) => {
    if (list) listed.add(name);
    if (read.has(name)) return;
    read.add(name);
    for (const field of types[name].fields) if (field.type.list) add(field.type.list, true);
  };
  for (const call of calls) for (const param of call.params) if (branch(call, types) && structOf(param.type, types)) add(param.type.replace(/\[\]$/, ''), param.type.endsWith('[]'));
  return `// ${operationsBanner}
using System;
using System.Collections.Generic;
using System.Json;
using System.Linq;
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

${[...read].map((name) => reader(name, types, listed)).join('\n\n')}

        // An options object's fields; a key its C# type lacks is a call the compiler refuses.
        private static JsonObject Record(JsonValue value, string type, params string[] keys)
        {
            var o = value as JsonObject;
            if (o == null) throw new Inexpressible("a " + type + " is an object");
            foreach (var key in o.Keys) if (Array.IndexOf(keys, key) < 0) throw new Inexpressible(type + " has no " + key);
            return o;
        }

        private static JsonValue Key(JsonObject o, string key) { return o.ContainsKey(key) ? o[key] : null; }

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
