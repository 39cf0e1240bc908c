// Emits the C# shim's calls of the plain operations whose parameters the runner's JSON gives
// directly (text, numbers, whole numbers, booleans, lists, fields of an object argument): each
// operation's generated C# method (scripts/codegen/cs-operations.mjs) with the case's arguments
// cast to its parameter types. Whether a case's arguments fit those types is decided before the
// call, on the runner's TypeScript side (unity-bridge/test/support/cs-fit.ts), from the same shapes
// (csArgShapes): what C#'s compiler would refuse is never sent, so the casts here cannot fail.
// An options object is read by its type's fields in values.json (its constructor's, then the
// settable ones). Operations with other parameters (player data, maps, optional numbers) keep their
// call in ShimCalls.cs.
import { csString as quote } from './languages/literal.mjs';
import { operationsBanner, pascal, readOperations } from './tables/operations.mjs';
import { readValues } from './tables/values.mjs';
import { csPlainCalls } from './cs-operations.mjs';

export const from = 'values';
export const target = 'unity-bridge/test/cs/ShimCalls.generated.cs';

const SCALARS = new Set(['string', 'double', 'int', 'bool']);

// A type the shim can read: each field text, a whole number, a boolean, JSON text or a list of such a type, and settable past its constructor.
function readable(name, types) {
  const { fields, unity = {} } = types[name];
  const ctor = unity.ctor === false ? [] : unity.ctor ?? fields.map((field) => field.name);
  return fields.every((field) => (ctor.includes(field.name) || unity.mutable) && (['string', 'object'].includes(field.type) || field.type.enum || (field.type === 'number' && field.integer) || (field.type.list && types[field.type.list] && readable(field.type.list, types))));
}

/** The JSON a value type's object must be: its fields' shapes; a field C# holds as a reference may be absent. */
function recordShape(name, types) {
  const fieldShape = (field) => (field.type === 'object' ? 'json' : field.type === 'number' ? 'int' : field.type.list ? { list: recordShape(field.type.list, types) } : 'string');
  return { record: name, fields: Object.fromEntries(types[name].fields.map((field) => [field.name, { shape: fieldShape(field), nullable: field.type !== 'number' }])) };
}

/**
 * The JSON shape a parameter's C# type takes ('string', 'double', 'int', 'bool', 'json' for any JSON
 * C# takes as its text, { list }, { record, fields }), or null when the runner's JSON cannot give it directly.
 */
function shapeOf(param, types) {
  if (param.name.endsWith('Json') && param.name !== param.arg) return 'json';
  const name = param.type.replace(/\[\]$/, '');
  const inner = SCALARS.has(name) ? name : types[name] && readable(name, types) ? recordShape(name, types) : null;
  if (!inner) return null;
  return param.type.endsWith('[]') ? { list: inner } : inner;
}

/** The C# expression of `value` (a JsonValue that fits `shape`), null standing for an absent one where `nullable`. */
function cast(shape, value, nullable) {
  if (shape === 'string') return `(string)${value}`;
  const orNull = (expression, absent) => (nullable ? `${value} == null ? ${absent} : ${expression}` : expression);
  if (SCALARS.has(shape)) return orNull(`(${shape})${value}`, `default(${shape})`);
  if (shape === 'json') return orNull(`${value}.ToString()`, 'null');
  if (shape.list) return orNull(`((JsonArray)${value}).Select(item => ${cast(shape.list, 'item', false)}).ToArray()`, 'null');
  return nullable ? `Read${shape.record}(${value} ?? new JsonObject())` : `Read${shape.record}(${value})`;
}

/** The parameters of a call the shim makes, each with the argument (and field) it is read from; null when one cannot be given directly. */
function paramsRead(call, types) {
  const params = call.params.map((param) => {
    const index = call.args.findIndex((arg) => arg.name === param.arg);
    const arg = call.args[index];
    const optional = (param.field ? arg.value.fields.find((field) => field.name === param.field) : arg).optional === true;
    return { index, field: param.field ?? null, optional, shape: shapeOf(param, types) };
  });
  return params.some((param) => param.shape === null) ? null : params;
}

/**
 * Each generated call's parameters as the runner's JSON must give them: { index, field, optional,
 * shape } by the call's TypeScript path (what cs-fit.ts checks a case's arguments against).
 */
export function csArgShapes(operations = readOperations(), types = readValues().types) {
  return Object.fromEntries(csPlainCalls(operations).flatMap((call) => {
    const params = paramsRead(call, types);
    return params ? [[call.path, params]] : [];
  }));
}

function branch(call, params) {
  const values = params.map((param) => cast(param.shape, param.field ? `Key(At(a, ${param.index}), ${quote(param.field)})` : `At(a, ${param.index})`, param.optional));
  const method = `Sdk.Sdk.${call.module ? `${call.module}.` : ''}${call.method}`;
  let statement;
  if (call.kind === 'sync') statement = `complete(${method}(${values.join(', ')}));`;
  else if (call.kind === 'void') statement = `${method}(${values.join(', ')}); complete(null);`;
  else statement = `${method}(${[...values, call.result ? 'value => complete(value)' : '() => complete(null)', 'fail'].join(', ')});`;
  return `                case ${quote(call.path)}: ${statement} return true;`;
}

/** The reader of one value type: its constructor's fields, then the others it was given. */
function reader(shape, types) {
  const { fields, unity = {} } = types[shape.record];
  const ctorNames = unity.ctor === false ? [] : unity.ctor ?? fields.map((field) => field.name);
  const property = (field) => field.unity?.property ?? (field.type === 'object' ? 'Data' : pascal(field.name));
  const read = (name) => cast(shape.fields[name].shape, `Key(value, ${quote(name)})`, shape.fields[name].nullable);
  const sets = fields.filter((field) => !ctorNames.includes(field.name)).map((field) => `                ${property(field)} = ${read(field.name)},`);
  return `        private static ${shape.record} Read${shape.record}(JsonValue value)
        {
            return new ${shape.record}(${ctorNames.map(read).join(', ')})${sets.length ? `\n            {\n${sets.join('\n')}\n            };` : ';'}
        }`;
}

export function emit({ operations, types }) {
  const calls = csPlainCalls(operations).map((call) => ({ call, params: paramsRead(call, types) })).filter(({ params }) => params);
  // Every value type a generated call reads, and the types their lists hold.
  const records = new Map();
  const add = (shape) => {
    if (shape.list) return add(shape.list);
    if (!shape.record || records.has(shape.record)) return;
    records.set(shape.record, shape);
    for (const field of Object.values(shape.fields)) add(field.shape);
  };
  for (const { params } of calls) for (const param of params) add(param.shape);
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
${calls.map(({ call, params }) => branch(call, params)).join('\n')}
            }
            return false;
        }

${[...records.values()].map((shape) => reader(shape, types)).join('\n\n')}
    }
}
`;
}
