// Emits what the Unity mocks do from sdk-core/api/mock-platform.json's engineMock, compiled into
// typed C# (Unity has no dynamic JSON): the state of a launch and of a new player as fields of
// MockBackend, each guard as a method, each mock feature as a case of Run (its guards around the
// operation's argument checks, then its set, append or named procedure, then its answer as the
// SDK's JSON) and each engine verb as the method MockPlatform.generated.cs calls (its answer a C#
// value). It compiles the tree tables/engine-mock.mjs reads engineMock's language into (every word
// and reference already checked there): a `state` or `platform` template the value it names (unsigned:
// MockData.Unsigned, catalog), an `argument` the verb's parameter, an `if` C#'s conditional. A `do` names a procedure written by hand in MockBackend.Procedures.cs:
// Do<Name>(the call's arguments in their wire class) for a feature (answers the SDK's JSON),
// Do<Name>(the verb's arguments) for a verb. The argument checks are Checks.generated.cs's, fed from the wire class the C# bridge
// sends (cs-operations.mjs).
import { csString as quote } from './languages/literal.mjs';
import { mockPlatformBanner, readMockPlatform } from './tables/mock-platform.mjs';
import { bridgedArgs, pascal, pathOf, readOperations } from './tables/operations.mjs';
import { readRules } from './tables/rules.mjs';
import { enginesOf, readValues } from './tables/values.mjs';
import { checksMethodOf } from './rules-checks-cs.mjs';
import { wireArgsOf } from './cs-operations.mjs';
import { ANSWERS, parametersOf } from './mock-control-cs.mjs';

export const from = 'mockPlatform';
export const target = 'unity-bridge/com.gamesdk.sdk/Runtime/Mocks/MockEngine.generated.cs';

// The C# type of each state value whose JSON in engineMock does not say it (an empty collection,
// a null), and of the values every template may name besides the state.
const STATE_TYPES = {
  // A kind of step: the choices set for its next steps, in order.
  outcomes: 'Dictionary<string, Queue<string>>',
  // A shown prompt's id (the id of the call that showed it): the call id its close answers, 0 once closed.
  prompts: 'Dictionary<int, int>',
  // The game's JSON object text, or null.
  entryPayload: 'json',
  consumed: 'HashSet<string>',
  // A key's JSON text.
  store: 'Dictionary<string, string>',
  notifications: 'Dictionary<string, NotificationOptions>',
  purchases: 'List<Purchase>',
  referrals: 'List<Referral>',
  plans: 'List<Subscription>',
};
const PLATFORM = { unsigned: { expr: 'MockData.Unsigned', type: 'string' }, catalog: { expr: 'Catalog', type: 'List<Product>' } };
// The bridge shapes' wire classes, written by hand (Wire.cs), and how a shape's checks read their arguments from it.
const SHAPED_WIRE = { prompt: 'PromptArgs', promptLogin: 'PromptLoginArgs', ad: 'AdArgs', rewardedAd: 'AdArgs' };
const SHAPED_CHECKS = { prompt: ['new RegistrationPromptOptions(a.message) { Data = a.dataJson }'] };

const isCollection = (type) => /^(List|Dictionary|HashSet|Queue)</.test(type);
const elementOf = (type) => /^List<(.+)>$/.exec(type)?.[1];
// The C# type of a literal the state starts with.
const literalType = (value) => (typeof value === 'boolean' ? 'bool' : Number.isInteger(value) ? 'int' : typeof value === 'string' ? 'string' : undefined);

/** The state's names and C# types: launch's, then newPlayer's, with the player's id; an object with keys is a class of its own. */
function stateOf(engine) {
  const state = new Map([['playerId', { type: 'string' }]]);
  for (const { name, value } of [...engine.launch, ...engine.newPlayer]) {
    const keyed = value.kind === 'object' && value.entries.length > 0;
    const type = STATE_TYPES[name] ?? (value.kind === 'literal' ? literalType(value.value) : undefined) ?? (keyed ? `${pascal(name)}State` : undefined);
    if (!type) throw new Error(`mock-engine-cs: the state value ${name} (a ${value.kind}${value.kind === 'literal' ? ` ${JSON.stringify(value.value)}` : ''}) needs its C# type in STATE_TYPES`);
    state.set(name, { type, fields: keyed ? value.entries.map(([key, inner]) => ({ name: key, type: literalType(inner.value) ?? 'string' })) : undefined });
  }
  return state;
}

/** The templates' compiler over one state: a template as the SDK's JSON text (features) or as a C# value (verbs, state). */
function compiler(state, values, where) {
  const ofState = (name) => ({ expr: pascal(name), type: state.get(name).type });
  // A `state` or `platform` template's value.
  const named = (node) => (node.kind === 'platform' ? PLATFORM[node.name] : ofState(node.name));
  const literal = (value) => (value === null ? 'null' : typeof value === 'string' ? quote(value) : String(value));
  // The state's value as JSON text, by its C# type.
  const jsonOfNamed = ({ expr, type }) => {
    if (type === 'bool') return `(${expr} ? "true" : "false")`;
    if (type === 'int') return `${expr}.ToString(System.Globalization.CultureInfo.InvariantCulture)`;
    if (type === 'string') return `JsonText.Quote(${expr})`;
    if (type === 'json') return `(${expr} ?? "null")`;
    if (elementOf(type)) return `ListJson(${expr})`;
    throw new Error(`mock-engine-cs ${where}: a feature cannot answer a ${type}`);
  };
  // A feature's template as its JSON text, by the template's kind (a feature's has no argument).
  const JSON_OF = {
    state: (node) => jsonOfNamed(named(node)),
    platform: (node) => jsonOfNamed(named(node)),
    if: (node) => `(${pascal(node.holds)} ? ${json(node.then)} : ${json(node.else)})`,
    list: ({ items }) => (items.length ? `"[" + ${items.map(json).join(' + "," + ')} + "]"` : '"[]"'),
    object: ({ entries }) => (entries.length ? `${entries.map(([key, inner], i) => `${quote(`${i ? ',' : '{'}${JSON.stringify(key)}:`)} + ${json(inner)}`).join(' + ')} + "}"` : '"{}"'),
    literal: ({ value }) => quote(JSON.stringify(value)),
  };
  /** The template's JSON text, a C# string expression. */
  const json = (node) => JSON_OF[node.kind](node);
  // A template as a C# value of `type` (undefined: the template's own), by the template's kind.
  const VALUE_OF = {
    argument: (node, type, params) => {
      const param = params.find((p) => p.name === node.name);
      if (!param) throw new Error(`mock-engine-cs ${where}: @${node.name} is an object argument, which C# takes key by key (name a key)`);
      return { expr: param.csName, type: param.csType };
    },
    state: (node, type) => {
      const found = named(node);
      // A copy: what a verb answers is the game's, the state stays the mock's.
      if (type?.endsWith('[]') && elementOf(found.type)) return { expr: `${found.expr}.ToArray()`, type };
      if (type?.startsWith('IDictionary') && found.type.startsWith('Dictionary')) return { expr: `new ${found.type}(${found.expr})`, type };
      return found;
    },
    if: (node, type, params) => {
      const then = value(node.then, type, params);
      return { expr: `(${pascal(node.holds)} ? ${then.expr} : ${value(node.else, then.type, params).expr})`, type: then.type };
    },
    object: (node, type, params) => ({ expr: construct(type, node, params), type }),
    list: () => { throw new Error(`mock-engine-cs ${where}: a list template is no C# value`); },
    literal: (node, type) => ({ expr: literal(node.value), type: type ?? typeof node.value }),
  };
  VALUE_OF.platform = VALUE_OF.state;
  /** The template as a C# value of `type` (undefined: the template's own); { expr, type }. */
  const value = (node, type, params = []) => VALUE_OF[node.kind](node, type, params);
  /**
   * An object template as `type`: a state class by its fields, a value type of values.json by its
   * fields in order (those the template lacks from `base`, else their type's default), any other
   * class by its constructor, the template's values in order.
   */
  const construct = (type, node, params, base, raw = {}) => {
    const entries = new Map(node.entries);
    const own = [...state.values()].find((item) => item.type === type && item.fields);
    if (own) return `new ${type} { ${own.fields.map((field) => `${pascal(field.name)} = ${value(entries.get(field.name), field.type, params).expr}`).join(', ')} }`;
    const fields = values.types[type]?.fields.filter((field) => enginesOf(field).includes('cs'));
    if (fields) {
      for (const key of entries.keys()) if (!fields.some((field) => field.name === key)) throw new Error(`mock-engine-cs ${where}: ${type} has no field ${key}`);
      const fallback = (field) => (base ? `${base}.${pascal(field.name)}` : field.type === 'boolean' ? 'false' : field.type === 'number' ? '0' : 'null');
      const of = (field) => raw[field.name] ?? (entries.has(field.name) ? value(entries.get(field.name), undefined, params).expr : fallback(field));
      return `new ${type}(${fields.map(of).join(', ')})`;
    }
    if (!type) throw new Error(`mock-engine-cs ${where}: an object template needs a C# type to build`);
    return `new ${type}(${[...entries.values()].map((inner) => value(inner, undefined, params).expr).join(', ')})`;
  };
  /** The statements of a doing's set and append (a collection of the state is only ever set empty: cleared). */
  const effects = (doing, params) => [
    ...doing.set.map(({ name, value: template }) => {
      const { expr, type } = ofState(name);
      return isCollection(type) ? `${expr}.Clear();` : `${expr} = ${value(template, type, params).expr};`;
    }),
    ...doing.append.map(({ name, value: template }) => {
      const { expr, type } = ofState(name);
      return `${expr}.Add(${value(template, elementOf(type), params).expr});`;
    }),
  ];
  return { json, value, construct, effects };
}

/** The fields of the state, and the classes of its objects with keys. */
function declarations(state) {
  const lines = [];
  for (const [name, { type, fields }] of state) {
    const cs = type === 'json' ? 'string' : type;
    lines.push(isCollection(type) ? `        internal readonly ${cs} ${pascal(name)} = new ${cs}();` : `        internal ${cs} ${pascal(name)};`);
    if (fields) lines.push(`\n        internal sealed class ${type}\n        {\n${fields.map((field) => `            internal ${field.type} ${pascal(field.name)};`).join('\n')}\n        }\n`);
  }
  return lines.join('\n');
}

/** The assignments that give the state's values in `initial` (a list of { name, value }) their first values. */
function initialise(state, initial, compile) {
  return initial.map(({ name, value }) => {
    const { type } = state.get(name);
    if (isCollection(type)) return `${pascal(name)}.Clear();`;
    return `${pascal(name)} = ${compile.value(value, type === 'json' ? 'string' : type).expr};`;
  });
}

/** The operations' argument checks, each read from the wire class the C# bridge sends. */
function argumentChecks(operations, rules) {
  const cases = operations.filter((op) => rules.checks[pathOf(op)] && typeof op.mock === 'string').map((op) => {
    const call = `Rules.${checksMethodOf(pathOf(op))}`;
    const shaped = SHAPED_CHECKS[op.bridge];
    if (shaped) return `                case ${quote(pathOf(op))}: { var a = Parse<${SHAPED_WIRE[op.bridge]}>(args); Check(${call}(${shaped.join(', ')})); return; }`;
    const wire = wireArgsOf(op, operations);
    if (wire.whole) return `                case ${quote(pathOf(op))}: Check(${call}(Parse<${wire.type}>(args))); return;`;
    return `                case ${quote(pathOf(op))}: { var a = Parse<${wire.type}>(args); Check(${call}(${op.args.map((arg) => `a.${wire.fields[arg.name]}`).join(', ')})); return; }`;
  });
  return `        // The call's arguments, checked by the checks generated from rules.json (Checks.generated.cs).
        private static void CheckArguments(string operation, string args)
        {
            switch (operation)
            {
${cases.join('\n')}
            }
        }`;
}

/** A guard: its refusal when the state value it reads is not the one it needs. */
function guardMethod(guard) {
  return `        private void Guard${pascal(guard.name)}(string context)
        {
            if (${pascal(guard.holds)} != ${JSON.stringify(guard.is)}) throw new Problem(ErrorCodes.FromCode(${quote(guard.code)}), Rules.Render(${quote(guard.rule)}, ${guard.takesContext ? 'new object[] { context }' : 'new object[0]'}));
        }`;
}

/** The wire class the arguments of a feature's operations cross the bridge in (they share one), or null when they take none. */
function wireOfFeature(name, operations) {
  const wires = new Set(operations.filter((op) => op.mock === name).map((op) => SHAPED_WIRE[op.bridge] ?? (bridgedArgs(op).length ? wireArgsOf(op, operations).type : null)));
  if (wires.size > 1) throw new Error(`mock-engine-cs feature ${name}: its operations send their arguments in ${[...wires].join(', ')}; a procedure reads one`);
  return [...wires][0] ?? null;
}

/** A feature's case of Run: its guards around the argument checks, then what it does, then its answer (the SDK's JSON). */
function featureCase(feature, state, values, operations) {
  const compile = compiler(state, values, `feature ${feature.name}`);
  const lines = [
    ...feature.before.map((guard) => `Guard${pascal(guard)}(context);`),
    'CheckArguments(operation, args);',
    ...feature.after.map((guard) => `Guard${pascal(guard)}(context);`),
    ...compile.effects(feature, []),
  ];
  const wire = feature.procedure && wireOfFeature(feature.name, operations);
  const done = feature.procedure ? `Do${pascal(feature.procedure)}(${wire ? `Parse<${wire}>(args)` : ''})` : null;
  if (done && feature.answer) lines.push(`${done};`);
  lines.push(`return ${feature.answer ? compile.json(feature.answer) : done ?? '"null"'};`);
  return `                case ${quote(feature.name)}:\n${lines.map((line) => `                    ${line}`).join('\n')}`;
}

/** A verb's method, called by MockPlatform.generated.cs once it checked the arguments. */
function verbMethod(verb, doing, state, values) {
  const params = parametersOf(verb);
  const returns = ANSWERS[verb.name];
  const compile = compiler(state, values, `verb ${verb.name}`);
  const effect = [...(doing.procedure ? [`Do${pascal(doing.procedure)}(${params.map((p) => p.csName).join(', ')});`] : []), ...compile.effects(doing, params)];
  // Its effect reaches the game on a later frame.
  const body = doing.later ? [`Later(() =>\n            {\n${effect.map((line) => `                ${line}`).join('\n')}\n            });`] : effect;
  if (doing.answer) body.push(`return ${compile.value(doing.answer, returns, params).expr};`);
  if (!returns !== !doing.answer) throw new Error(`mock-engine-cs verb ${verb.name}: a verb answers when mock-control-cs.mjs gives its C# type`);
  return `        internal ${returns ?? 'void'} ${pascal(verb.name)}(${params.map((p) => `${p.csType} ${p.csName}`).join(', ')})
        {
${body.map((line) => `            ${line}`).join('\n')}
        }`;
}

export function emit(data = readMockPlatform()) {
  const { engine } = data;
  const values = readValues();
  const rules = readRules();
  const state = stateOf(engine);
  const doings = new Map(engine.verbs.map((doing) => [doing.name, doing]));
  const operations = readOperations();
  const compile = compiler(state, values, 'launch');
  const anytime = engine.features.filter((feature) => feature.anytime).map((feature) => feature.name);
  const plan = compile.construct('Subscription', engine.plan, [], 'plan', { trialEligible: 'plan.TrialDays > 0' });
  return `// ${mockPlatformBanner}
using System.Collections.Generic;
using Sdk.Internal;

namespace Sdk.Mocks
{
    // What the mocks do (engineMock): the state, the guards, each feature and each verb.
    internal sealed partial class MockBackend
    {
${declarations(state)}

        // The features that answer before initialisation (anytime); every other call then fails NOT_INITIALIZED.
        private static readonly string[] Anytime = { ${anytime.map(quote).join(', ')} };

        /// <summary>The names of the features this mock platform implements (test/mock-features.test.ts holds them to the manifest).</summary>
        internal string[] FeatureNames { get { return new[] { ${engine.features.map((feature) => quote(feature.name)).join(', ')} }; } }

        // A fresh launch's state (engineMock.launch).
        private void Launch()
        {
${initialise(state, engine.launch, compile).map((line) => `            ${line}`).join('\n')}
        }

        // A player new to the platform (engineMock.newPlayer), each catalog plan not held (engineMock.plan; trialEligible when it has a trial).
        private void NewPlayer(string playerId)
        {
            PlayerId = playerId;
${initialise(state, engine.newPlayer, compile).map((line) => `            ${line}`).join('\n')}
            foreach (var plan in Rules.DefaultPlans()) Plans.Add(${plan});
        }

${engine.guards.map(guardMethod).join('\n\n')}

${argumentChecks(operations, rules)}

        // A feature's answer to one call of an operation (the SDK's JSON value), or its refusal.
        private string Run(string feature, string operation, string args, string context)
        {
            switch (feature)
            {
${engine.features.map((feature) => featureCase(feature, state, values, operations)).join('\n')}
                default:
                    throw new Problem(ErrorCode.OperationFailed, "the mock platform has no feature '" + feature + "' for " + context);
            }
        }

${data.engineVerbs.map((verb) => verbMethod(verb, doings.get(verb.name), state, values)).join('\n\n')}
    }
}
`;
}
