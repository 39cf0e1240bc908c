// Emits what the Unity mocks do from sdk-core/api/mock-platform.json's engineMock, compiled into
// typed C# (Unity has no dynamic JSON): the state of a launch and of a new player as fields of
// MockBackend, each guard as a method, each mock feature as a case of Run (its guards around the
// operation's argument checks, then its set, append or named procedure, then its answer as the
// SDK's JSON) and each engine verb as the method MockPlatform.generated.cs calls (its answer a C#
// value). The template language is the one engineMock's $comment documents: '$name' the state's
// value (or unsigned, catalog), '@name' the verb's argument, {"$if": name, then, else}, anything
// else as written. A `do` names a procedure written by hand in MockBackend.Procedures.cs:
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

// The words of engineMock's language this emitter compiles: a word it does not know (one added to the
// format) fails the generation, naming it, rather than being left out of the mocks.
const DOING_KEYS = new Set(['anytime', 'before', 'after', 'set', 'append', 'do', 'answer', 'later']);
const GUARD_KEYS = new Set(['holds', 'is', 'code', 'rule']);
const TEMPLATE_KEYS = new Set(['$if', 'then', 'else']);

/** Refuses a key of `item` that `known` lacks. */
function knownKeys(item, known, where) {
  const unknown = Object.keys(item).filter((key) => !known.has(key));
  if (unknown.length) throw new Error(`mock-engine-cs ${where}: ${unknown.join(', ')} is no word of engineMock's language that mock-engine-cs.mjs compiles; teach it there, or keep the behaviour a named do procedure`);
}

const isCollection = (type) => /^(List|Dictionary|HashSet|Queue)</.test(type);
const elementOf = (type) => /^List<(.+)>$/.exec(type)?.[1];

/** The state's names and C# types: launch's, then newPlayer's, with the player's id; an object with keys is a class of its own. */
function stateOf(engine) {
  const state = new Map([['playerId', { type: 'string' }]]);
  for (const [name, value] of [...Object.entries(engine.launch), ...Object.entries(engine.newPlayer)]) {
    const literal = typeof value === 'boolean' ? 'bool' : Number.isInteger(value) ? 'int' : typeof value === 'string' ? 'string' : undefined;
    const keyed = value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 0;
    const type = STATE_TYPES[name] ?? literal ?? (keyed ? `${pascal(name)}State` : undefined);
    if (!type) throw new Error(`mock-engine-cs: the state value ${name} (${JSON.stringify(value)}) needs its C# type in STATE_TYPES`);
    state.set(name, { type, initial: value, fields: keyed ? Object.entries(value).map(([key, inner]) => ({ name: key, type: typeof inner === 'boolean' ? 'bool' : Number.isInteger(inner) ? 'int' : 'string' })) : undefined });
  }
  return state;
}

/** The templates' compiler over one state: a template as the SDK's JSON text (features) or as a C# value (verbs, state). */
function compiler(state, values, where) {
  const named = (name) => {
    const found = state.get(name);
    if (found) return { expr: pascal(name), type: found.type };
    if (PLATFORM[name]) return PLATFORM[name];
    throw new Error(`mock-engine-cs ${where}: $${name} names no state value`);
  };
  const condition = (name) => {
    if (named(name).type !== 'bool') throw new Error(`mock-engine-cs ${where}: $if ${name} is no boolean of the state`);
    return named(name).expr;
  };
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
  /** The template's JSON text, a C# string expression. */
  const json = (template) => {
    if (typeof template === 'string' && template.startsWith('@')) throw new Error(`mock-engine-cs ${where}: a feature's answer names no call argument (${template})`);
    if (typeof template === 'string' && template.startsWith('$')) return jsonOfNamed(named(template.slice(1)));
    if (template !== null && typeof template === 'object' && '$if' in template) {
      knownKeys(template, TEMPLATE_KEYS, where);
      return `(${condition(template.$if)} ? ${json(template.then)} : ${json(template.else)})`;
    }
    if (template !== null && typeof template === 'object' && Object.keys(template).some((key) => key.startsWith('$'))) knownKeys(template, TEMPLATE_KEYS, where);
    if (Array.isArray(template)) return template.length ? `"[" + ${template.map(json).join(' + "," + ')} + "]"` : '"[]"';
    if (template !== null && typeof template === 'object') {
      const parts = Object.entries(template).map(([key, inner], i) => `${quote(`${i ? ',' : '{'}${JSON.stringify(key)}:`)} + ${json(inner)}`);
      return parts.length ? `${parts.join(' + ')} + "}"` : '"{}"';
    }
    return quote(JSON.stringify(template));
  };
  /** The template as a C# value of `type` (undefined: the template's own); { expr, type }. */
  const value = (template, type, params = []) => {
    if (typeof template === 'string' && template.startsWith('@')) {
      const param = params.find((p) => p.name === template.slice(1));
      if (!param) throw new Error(`mock-engine-cs ${where}: ${template} names no argument`);
      return { expr: param.csName, type: param.csType };
    }
    if (typeof template === 'string' && template.startsWith('$')) {
      const found = named(template.slice(1));
      // A copy: what a verb answers is the game's, the state stays the mock's.
      if (type?.endsWith('[]') && elementOf(found.type)) return { expr: `${found.expr}.ToArray()`, type };
      if (type?.startsWith('IDictionary') && found.type.startsWith('Dictionary')) return { expr: `new ${found.type}(${found.expr})`, type };
      return found;
    }
    if (template !== null && typeof template === 'object' && Object.keys(template).some((key) => key.startsWith('$'))) knownKeys(template, TEMPLATE_KEYS, where);
    if (template !== null && typeof template === 'object' && '$if' in template) {
      const then = value(template.then, type, params);
      return { expr: `(${condition(template.$if)} ? ${then.expr} : ${value(template.else, then.type, params).expr})`, type: then.type };
    }
    if (template !== null && typeof template === 'object' && !Array.isArray(template)) return { expr: construct(type, template, params), type };
    if (Array.isArray(template)) throw new Error(`mock-engine-cs ${where}: a list template is no C# value`);
    return { expr: literal(template), type: type ?? typeof template };
  };
  /**
   * An object template as `type`: a state class by its fields, a value type of values.json by its
   * fields in order (those the template lacks from `base`, else their type's default), any other
   * class by its constructor, the template's values in order.
   */
  const construct = (type, template, params, base, raw = {}) => {
    const own = [...state.values()].find((item) => item.type === type && item.fields);
    if (own) return `new ${type} { ${own.fields.map((field) => `${pascal(field.name)} = ${value(template[field.name], field.type, params).expr}`).join(', ')} }`;
    const fields = values.types[type]?.fields.filter((field) => enginesOf(field).includes('cs'));
    if (fields) {
      for (const key of Object.keys(template)) if (!fields.some((field) => field.name === key)) throw new Error(`mock-engine-cs ${where}: ${type} has no field ${key}`);
      const fallback = (field) => (base ? `${base}.${pascal(field.name)}` : field.type === 'boolean' ? 'false' : field.type === 'number' ? '0' : 'null');
      const of = (field) => raw[field.name] ?? (field.name in template ? value(template[field.name], undefined, params).expr : fallback(field));
      return `new ${type}(${fields.map(of).join(', ')})`;
    }
    if (!type) throw new Error(`mock-engine-cs ${where}: an object template needs a C# type to build`);
    return `new ${type}(${Object.values(template).map((inner) => value(inner, undefined, params).expr).join(', ')})`;
  };
  /** The statements of a doing's set and append. */
  const effects = (doing, params) => [
    ...Object.entries(doing.set ?? {}).map(([name, template]) => {
      const { expr, type } = named(name);
      if (isCollection(type)) {
        if (Object.keys(template).length) throw new Error(`mock-engine-cs ${where}: set ${name} to a collection that is not empty`);
        return `${expr}.Clear();`;
      }
      return `${expr} = ${value(template, type, params).expr};`;
    }),
    ...Object.entries(doing.append ?? {}).map(([name, template]) => {
      const { expr, type } = named(name);
      if (!elementOf(type)) throw new Error(`mock-engine-cs ${where}: append to ${name}, which is no list`);
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

/** The assignments that give `names` of the state their values in `initial`. */
function initialise(state, initial, compile) {
  return Object.entries(initial).map(([name, template]) => {
    const { type } = state.get(name);
    if (isCollection(type)) return `${pascal(name)}.Clear();`;
    return `${pascal(name)} = ${compile.value(template, type === 'json' ? 'string' : type).expr};`;
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
function guardMethod(name, guard, state, messages) {
  knownKeys(guard, GUARD_KEYS, `guard ${name}`);
  const { params } = messages.find((message) => message.name === guard.rule);
  if (params.some((param) => param !== 'context')) throw new Error(`mock-engine-cs: guard ${name}'s rule ${guard.rule} takes ${params.join(', ')}; a guard gives its context only`);
  if (!state.has(guard.holds)) throw new Error(`mock-engine-cs: guard ${name} reads ${guard.holds}, no state value`);
  const is = guard.is ?? true;
  return `        private void Guard${pascal(name)}(string context)
        {
            if (${pascal(guard.holds)} != ${JSON.stringify(is)}) throw new Problem(ErrorCodes.FromCode(${quote(guard.code)}), Rules.Render(${quote(guard.rule)}, ${params.length ? `new object[] { ${params.map(() => 'context').join(', ')} }` : 'new object[0]'}));
        }`;
}

/** The wire class the arguments of a feature's operations cross the bridge in (they share one), or null when they take none. */
function wireOfFeature(name, operations) {
  const wires = new Set(operations.filter((op) => op.mock === name).map((op) => SHAPED_WIRE[op.bridge] ?? (bridgedArgs(op).length ? wireArgsOf(op, operations).type : null)));
  if (wires.size > 1) throw new Error(`mock-engine-cs feature ${name}: its operations send their arguments in ${[...wires].join(', ')}; a procedure reads one`);
  return [...wires][0] ?? null;
}

/** A feature's case of Run: its guards around the argument checks, then what it does, then its answer (the SDK's JSON). */
function featureCase(name, feature, state, values, operations) {
  knownKeys(feature, DOING_KEYS, `feature ${name}`);
  const compile = compiler(state, values, `feature ${name}`);
  if (feature.later) throw new Error(`mock-engine-cs feature ${name}: later is for verbs (a feature answers on its operation's reply)`);
  const lines = [
    ...(feature.before ?? []).map((guard) => `Guard${pascal(guard)}(context);`),
    'CheckArguments(operation, args);',
    ...(feature.after ?? []).map((guard) => `Guard${pascal(guard)}(context);`),
    ...compile.effects(feature, []),
  ];
  const wire = feature.do && wireOfFeature(name, operations);
  const done = feature.do ? `Do${pascal(feature.do)}(${wire ? `Parse<${wire}>(args)` : ''})` : null;
  if (done && 'answer' in feature) lines.push(`${done};`);
  lines.push(`return ${'answer' in feature ? compile.json(feature.answer) : done ?? '"null"'};`);
  return `                case ${quote(name)}:\n${lines.map((line) => `                    ${line}`).join('\n')}`;
}

/** A verb's method, called by MockPlatform.generated.cs once it checked the arguments. */
function verbMethod(verb, doing, state, values) {
  knownKeys(doing, DOING_KEYS, `verb ${verb.name}`);
  const params = parametersOf(verb);
  const returns = ANSWERS[verb.name];
  const compile = compiler(state, values, `verb ${verb.name}`);
  const effect = [...(doing.do ? [`Do${pascal(doing.do)}(${params.map((p) => p.csName).join(', ')});`] : []), ...compile.effects(doing, params)];
  // Its effect reaches the game on a later frame.
  const body = doing.later ? [`Later(() =>\n            {\n${effect.map((line) => `                ${line}`).join('\n')}\n            });`] : effect;
  if ('answer' in doing) body.push(`return ${compile.value(doing.answer, returns, params).expr};`);
  if (!returns !== !('answer' in doing)) throw new Error(`mock-engine-cs verb ${verb.name}: a verb answers when mock-control-cs.mjs gives its C# type`);
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
  const operations = readOperations();
  const compile = compiler(state, values, 'launch');
  const anytime = Object.entries(engine.features).filter(([, feature]) => feature.anytime).map(([name]) => name);
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
        internal string[] FeatureNames { get { return new[] { ${Object.keys(engine.features).map(quote).join(', ')} }; } }

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

${Object.entries(engine.guards).map(([name, guard]) => guardMethod(name, guard, state, rules.messages)).join('\n\n')}

${argumentChecks(operations, rules)}

        // A feature's answer to one call of an operation (the SDK's JSON value), or its refusal.
        private string Run(string feature, string operation, string args, string context)
        {
            switch (feature)
            {
${Object.entries(engine.features).map(([name, feature]) => featureCase(name, feature, state, values, operations)).join('\n')}
                default:
                    throw new Problem(ErrorCode.OperationFailed, "the mock platform has no feature '" + feature + "' for " + context);
            }
        }

${data.engineVerbs.map((verb) => verbMethod(verb, engine.verbs[verb.name], state, values)).join('\n\n')}
    }
}
`;
}
