// Emits the Unity mocks' argument checks from rules.json's checks (one format for every engine: per
// operation, each check's at/is/rule/label/optional; the Godot mocks interpret the same data). The
// Unity mocks hold typed C# values, so each operation becomes one method of the partial class Rules
// taking its arguments as C# has them (the manifest's types; a field is the property of its
// values.json field) and answering the first Problem (its rule's key and its message's parameters,
// in the message's order) or null. A list's checks (each) become a method per entry; `like` runs the
// other operation's checks inline on the entry with `fill`'s fields. The predicates (NonBlank,
// CharacterCount, Occurrences, JsonObject, WellFormed, ImageDataUrl, InData, KeysOf, Earlier, Given)
// are written in Rules.cs.
import { csString as quote } from './languages/literal.mjs';
import { readRules, rulesBanner } from './tables/rules.mjs';
import { pascal, pathOf, readOperations } from './tables/operations.mjs';
import { readValues } from './tables/values.mjs';

export const from = 'rules';
export const target = 'unity-bridge/com.gamesdk.sdk/Runtime/Mocks/Checks.generated.cs';

// SDK types C# spells otherwise (as cs-operations): a subscription is bought with the purchase's options.
const STRUCT_NAMES = { SubscribeOptions: 'PurchaseOptions' };

/** A manifest argument's or values.json field's type: C#'s (cs) and what a check needs of it (text, number, integer, keys, struct, entry). */
function typeOf(kind, integer, types) {
  if (kind === 'number') return { cs: integer ? 'int' : 'double', number: true, integer: !!integer };
  if (kind === 'string' || kind === 'object' || kind?.enum) return { cs: 'string', text: true };
  if (kind === 'playerData') return { cs: 'PlayerData', keys: true };
  if (kind?.struct || (typeof kind === 'string' && types[kind])) {
    const name = kind.struct ?? kind;
    return { cs: STRUCT_NAMES[name] ?? name, struct: STRUCT_NAMES[name] ?? name };
  }
  if (kind?.list !== undefined) {
    const entry = typeOf(kind.list, false, types);
    return { cs: `${entry.cs}[]`, entry };
  }
  throw new Error(`rules.json checks: no C# type for ${JSON.stringify(kind)}`);
}

/** The C# type of an operation's argument, from the manifest. */
function argType(arg, types) {
  return arg.type === 'table' ? typeOf(arg.value, false, types) : typeOf(arg.type, arg.integer, types);
}

/** A field of a C# struct, or undefined when C# has no such field (a value C# cannot hold is absent). */
function fieldOf(struct, name, types) {
  const field = types[struct]?.fields.find((candidate) => candidate.name === name && (candidate.engines ?? ['cs']).includes('cs'));
  return field && typeOf(field.type, field.integer, types);
}

/** A C# label expression: the text with {each} the entry's label and {index} the loop's index. */
function labelOf(text, scope) {
  const parts = text.split(/(\{each\}|\{index\})/).filter(Boolean).map((part) => (part === '{each}' ? scope.label : part === '{index}' ? 'index' : quote(part)));
  return parts.join(' + ') || '""';
}

/** `new Problem(rule, ...)` with the message's parameters, in its order, taken from `values` by name (tables/rule-checks.mjs held the rule to what its check gives). */
function problem(rule, values, messages) {
  const { params } = messages.find((message) => message.name === rule);
  return `new Problem(${[quote(rule), ...params.map((param) => values[param])].join(', ')})`;
}

/** The value at `at` in `scope`: { expr, type }, or { absent } for a field C# does not have. */
function valueAt(at, scope, types) {
  const fields = typeof at[0] === 'number' ? at.slice(1) : at;
  let value = typeof at[0] === 'number' ? scope.args[at[0]] : scope.entry;
  for (const field of fields) {
    if (value.fill && field in value.fill) return value.fill[field];
    const type = value.type.struct && fieldOf(value.type.struct, field, types);
    if (!type) return { absent: true };
    value = { expr: `${value.expr}${scope.sure.has(value.expr) ? '.' : '?.'}${pascal(field)}`, type };
  }
  return value;
}

/** Whether the value was given (an absent optional value passes): JsonUtility writes a null string as "". */
const given = ({ expr, type }) => (type.text ? `Given(${expr})` : type.number ? 'true' : `${expr} != null`);

/** The C# expression of one check: a Problem, or null when the value passes. */
function expression(check, scope, context) {
  const { types, messages } = context;
  const value = valueAt(check.at, scope, types);
  // A field the C# type lacks is never given: optional checks pass, without passes, others have no value to check.
  if (value.absent) {
    if (check.optional || check.is === 'without') return null;
    throw new Error(`rules.json checks ${scope.operation}: C# has no value at ${JSON.stringify(check.at)}`);
  }
  const v = value.expr;
  const stringStep = [...check.at].reverse().find((step) => typeof step === 'string');
  const label = check.label !== undefined ? labelOf(check.label, scope) : stringStep ? quote(stringStep) : scope.label;
  const fail = (holds, values = {}) => `(${holds} ? null : ${problem(check.rule, { label, value: v, ...values }, messages)})`;
  const fields = (list) => list.map((field) => valueAt([...check.at, field], scope, types)).filter((field) => !field.absent);
  const kinds = {
    text: () => fail(`NonBlank(${v})`),
    // A C# string is a string: only a missing one fails.
    string: () => (check.optional ? null : fail(`${v} != null`)),
    // JSON text (the game's data) is an object when it reads as one; a C# object or array given is
    // one, so only a missing one fails, and not again once an earlier check refused a missing one.
    object: () => (value.type.text ? fail(`JsonObject(${v})`) : check.optional || scope.sure.has(v) ? null : fail(`${v} != null`)),
    list: () => (check.optional ? null : fail(`${v} != null`)),
    number: () => fail(`${v} >= ${check.min} && ${v} <= ${check.max}${check.whole && !value.type.integer ? ` && System.Math.Floor(${v}) == ${v}` : ''}`),
    length: () => fail(`CharacterCount(${v}) <= ${check.max}`, { count: `CharacterCount(${v})` }),
    count: () => fail(`Occurrences(${v}, ${quote(check.of)}) == ${check.exactly}`, { count: `Occurrences(${v}, ${quote(check.of)})` }),
    oneOf: () => fail(`System.Array.IndexOf(new[] { ${check.of.map(quote).join(', ')} }, ${v}) >= 0`),
    notReserved: () => fail(`System.Array.IndexOf(ReservedDataKeys, ${v}) < 0`, { key: v }),
    size: () => fail(`${v} != null && ${v}.Length == ${check.size}`, { count: `(${v} == null ? 0 : ${v}.Length)` }),
    // The walk answers loneSurrogate for a key or string it meets first, as the core's.
    depth: () => `InData(${v}, ${check.max}, key => ${problem(check.rule, { key: 'key' }, messages)})`,
    wellFormed: () => fail(`WellFormed(${v})`),
    // Fields C# cannot hold are never given: fewer than two left are never both.
    notBoth: () => (fields(check.fields).length > 1 ? fail(`!(${fields(check.fields).map(given).join(' && ')})`) : null),
    either: () => fail(fields(check.fields).map(given).join(' || ') || 'false'),
    without: () => (fields(check.fields).length ? fail(`!(${fields(check.fields).map(given).join(' || ')})`) : null),
    image: () => `ImageDataUrl(${label}, ${v})`,
    each: () => `${eachMethod(check, value, scope, context)}(${value.type.keys ? `KeysOf(${v})` : v}, ${scope.label})`,
    like: () => chain(context.checks[check.operation], { ...scope, args: [{ ...value, fill: fillOf(check.fill) }] }, context),
    distinct: () => chainOf(check.fields.map((field) => {
      const seen = `Earlier(seen, ${quote(field)}, ${valueAt([...check.at, field], scope, types).expr}, day)`;
      return fail(`${seen} == 0`, { field: quote(field), earlier: seen });
    })),
  };
  // A kind tables/rule-checks.mjs reads that this back end has no C# for.
  if (!kinds[check.is]) throw new Error(`rules.json checks ${scope.operation}: the Unity mocks have no ${check.is} check (rules-checks-cs.mjs)`);
  const expr = kinds[check.is]();
  if (check.is === 'object' && !check.optional) scope.sure.add(v);
  return expr && check.optional && !['string', 'each'].includes(check.is) ? `(${given(value)} ? ${expr} : null)` : expr;
}

/** `fill`'s fields as C# values: {day} the entry's day. */
function fillOf(fill) {
  return Object.fromEntries(Object.entries(fill).map(([field, text]) => [field, text === '{day}'
    ? { expr: 'day', type: { cs: 'int', number: true, integer: true } }
    : { expr: text.split(/(\{day\})/).filter(Boolean).map((part) => (part === '{day}' ? 'day' : quote(part))).join(' + '), type: { cs: 'string', text: true } }]));
}

const chainOf = (expressions) => expressions.filter(Boolean).join(`\n                ?? `) || 'null';
const chain = (list, scope, context) => chainOf(list.map((check) => expression(check, scope, context)));

/** The methods of an each: the loop over the entries (or keys) and the checks of one entry; answers the loop's name. */
function eachMethod(check, value, scope, context) {
  const name = `${scope.method}Entries${context.methods.length ? context.methods.length : ''}`;
  const entry = value.type.keys ? { cs: 'string', text: true } : value.type.entry;
  const entryScope = { operation: scope.operation, method: name, entry: { expr: 'entry', type: entry }, args: [], label: 'label', sure: new Set() };
  const slot = context.methods.push('') - 1;
  const body = chain(check.checks, entryScope, context);
  const found = check.rule ? problem(check.rule, { day: 'index + 1', index: 'index', reason: 'problem.Message' }, context.messages) : 'problem';
  const label = check.label !== undefined ? labelOf(check.label, { ...scope, label: 'label' }) : 'label';
  context.methods[slot] = `        /// <summary>Each entry of ${scope.operation}'s ${JSON.stringify(check.at)}${check.keys ? ' (its keys)' : ''}: the first problem, or null.</summary>
        private static Problem ${name}(${entry.cs}[] entries, string label)
        {
            var seen = new Dictionary<string, int>();
            for (var index = 0; entries != null && index < entries.Length; index++)
            {
                var problem = ${name}Entry(entries[index], ${label}, index + 1, seen);
                if (problem != null) return ${found};
            }
            return null;
        }

        private static Problem ${name}Entry(${entry.cs} entry, string label, int day, Dictionary<string, int> seen)
        {
            return ${body};
        }`;
  return name;
}

/** The C# method of an operation's checks: its path in PascalCase (notifications.scheduleAsync: NotificationsScheduleAsync). */
export const checksMethodOf = (operation) => pascal(operation.replace(/\.(.)/g, (_, c) => c.toUpperCase()));

function method(operation, checks, op, context) {
  const args = op.args.map((arg) => ({ name: arg.name, type: argType(arg, context.types) }));
  const name = checksMethodOf(operation);
  const scope = { operation, method: name, args: args.map(({ name: expr, type }) => ({ expr, type })), label: '""', sure: new Set() };
  const body = chain(checks, scope, context);
  return `        /// <summary>The arguments of ${operation}: the first problem, or null.</summary>
        internal static Problem ${name}(${args.map((arg) => `${arg.type.cs} ${arg.name}`).join(', ')})
        {
            return ${body};
        }`;
}

export function emit({ checks, messages } = readRules()) {
  const operations = readOperations();
  const { types } = readValues();
  const byPath = new Map(operations.map((op) => [pathOf(op), op]));
  const context = { checks, messages, types, methods: [] };
  const methods = Object.entries(checks).map(([operation, list]) => {
    context.methods = [];
    const main = method(operation, list, byPath.get(operation), context);
    return [main, ...context.methods].join('\n\n');
  });
  return `// ${rulesBanner}
using System.Collections.Generic;

namespace Sdk.Mocks
{
    internal static partial class Rules
    {
${methods.join('\n\n')}
    }
}
`;
}
