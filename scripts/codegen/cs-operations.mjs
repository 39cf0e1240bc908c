// Emits the C# method of every plain operation (sync, void, async) of the manifest:
// Sdk.Sdk.<Module>.<Method> with its doc comment (rendered from the manifest's neutral doc,
// cs-doc.mjs), its callback form and Task form (async), and the JSON arguments object the host
// reads; and the public method of every operation whose bridge shape Unity has (ad, rewardedAd,
// prompt, recovery), with the shape's signature, handing the operation's wire name to the shape
// method written once by hand in the module's partial class. Everything comes from the manifest's
// data; nothing hand-written is read. C#'s naming rules, applied here:
//   - methods are the PascalCase of the operation's name (unity.method when otherwise);
//   - an argument's C# type follows its type and value kind (VALUE_TYPES): string, double (int when
//     integer), bool; a level is a string; an object (the game's JSON) is JSON text, its parameter
//     <name>Json; a struct argument is the class of its name (STRUCT_NAMES), passed as the
//     arguments object itself; an unnamed object's fields are parameters of their own;
//   - the arguments object is unity.args (a class of Runtime/Internal/Wire.cs) or a generated
//     <Module><Name>Args, its fields the arguments' names, renamed by unity.wire;
//   - a result follows returns: a nullable string or object reads through NullableString, a list
//     is a JSON array (Bridge.CallList), an enum reads its id through <Enum>s.FromId, a struct
//     named as a module class is global::Sdk.<Name>.
// The C# compiler (the reflection fixture's mcs build) checks the shape methods and the Wire.cs
// classes this names.
import { operationsBanner, readOperations, isPlain, pathOf, pascal, bridgedArgs, eventsOf } from './tables/operations.mjs';
import { csDoc } from './languages/cs-doc.mjs';

export const from = 'operations';
export const target = 'unity-bridge/com.gamesdk.sdk/Runtime/Modules/Operations.generated.cs';

const PRIMITIVES = { string: 'string', number: 'double', boolean: 'bool', level: 'string' };
// The C# class of each value kind that C# holds in its own type.
const VALUE_TYPES = { playerData: 'PlayerData', numberMap: 'Stat[]', stringMap: 'ConfigValue[]' };
// SDK types C# spells otherwise: a subscription is bought with the purchase's options.
const STRUCT_NAMES = { SubscribeOptions: 'PurchaseOptions' };

// The C# of each bridge shape Unity has: the public signature every operation of the shape keeps
// (the API users call), and the shape method, hand-written once in the module's partial class,
// that the generated body hands the operation's wire name to (the prompt's also its login's).
const SHAPES = {
  ad: { result: 'void', params: [['Action', 'beforeAd'], ['Action', 'afterAd'], ['Action<SdkError>', 'onError']], shape: 'ShowAd' },
  rewardedAd: { result: 'void', params: [['Action', 'beforeAd'], ['Action<bool>', 'afterAd'], ['Action<SdkError>', 'onError']], shape: 'ShowRewardedAd' },
  prompt: { result: 'RegistrationPrompt', params: [['RegistrationPromptOptions', 'options'], ['Action<RegistrationPromptCloseResult>', 'onClose'], ['Action<SdkError>', 'onError']], shape: 'ShowPrompt', login: 'promptLogin' },
  // A composed operation: the shape runs its procedure over other operations, with the operation's context.
  recovery: { result: 'void', params: [['RecoverPurchasesOptions', 'options'], ['Action<RecoveryReport>', 'onSuccess'], ['Action<SdkError>', 'onError']], shape: 'RecoverPurchases', task: 'RecoveryReport' },
  // Formatted in C# from the offer table (OfferTexts.generated.cs), in the editor and in WebGL alike; a parameter's third item is its default.
  offerText: { result: 'string', params: [['Subscription', 'plan'], ['string', 'locale', 'null']], shape: 'FormatOffer' },
};

/** Whether C# has a generated method for the operation: a plain one, or one of a bridge shape Unity has. */
const hasCsMethod = (op) => (isPlain(op) && !op.bridgeOnly) || Object.prototype.hasOwnProperty.call(SHAPES, op.bridge);
const methodOf = (op) => op.unity?.method ?? pascal(op.name);
const moduleClasses = (operations) => new Set(operations.map((op) => pascal(op.module)).filter(Boolean));
const cref = (type) => type.replace(/</g, '{').replace(/>/g, '}');

/** The C# class of a named SDK type; one named like a module class is qualified. */
const structType = (name, classes) => (classes.has(STRUCT_NAMES[name] ?? name) ? `global::Sdk.${name}` : STRUCT_NAMES[name] ?? name);

/** C#'s type of a value kind (a list's items, a result), or undefined for one C# has no type for. */
function valueType(value, classes) {
  if (typeof value === 'string') return PRIMITIVES[value] ?? VALUE_TYPES[value] ?? (value === 'object' ? 'string' : undefined);
  if (value?.list !== undefined) return `${valueType(value.list, classes) ?? structType(value.list, classes)}[]`;
  if (value?.struct !== undefined) return structType(value.struct, classes);
  if (value?.enum !== undefined) return value.enum;
  return undefined;
}

/**
 * The C# parameters of a plain operation, each { type, name, arg, field }: the argument (and the
 * field of an unnamed object argument) it carries.
 */
function paramsOf(op, classes) {
  const where = `operations.json ${pathOf(op)}`;
  const omitted = new Set(op.unity?.omit ?? []);
  return bridgedArgs(op).filter((arg) => !omitted.has(arg.name)).flatMap((arg) => {
    if (arg.value?.fields) return arg.value.fields.map((field) => ({ ...paramOfValue(field, where), arg: arg.name, field: field.name }));
    return [{ ...paramOfValue(arg, where, classes), arg: arg.name }];
  });
}

function paramOfValue(arg, where, classes) {
  if (arg.type === 'number') return { type: arg.integer ? 'int' : 'double', name: arg.name };
  if (PRIMITIVES[arg.type]) return { type: PRIMITIVES[arg.type], name: arg.name };
  if (arg.value === 'object') return { type: 'string', name: `${arg.name}Json` };
  const type = arg.type === 'table' ? valueType(arg.value, classes) : undefined;
  if (!type) throw new Error(`${where}: C# has no type for the ${arg.type} argument ${arg.name}: give it a value kind (value)`);
  return { type, name: arg.name, whole: arg.value?.struct !== undefined || arg.value === 'playerData' };
}

/** The C# field of the arguments object a parameter fills: the argument's name, renamed by unity.wire. */
function fieldOf(op, param) {
  const carried = param.field ? `${param.arg}.${param.field}` : param.arg;
  const renamed = Object.entries(op.unity?.wire ?? {}).find(([field, path]) => field !== '*' && path === carried);
  return renamed ? renamed[0] : param.field ?? (param.name.endsWith('Json') && param.name !== param.arg ? 'dataJson' : param.arg);
}

/**
 * The wire class a plain operation's arguments cross the bridge in: { type, whole } when one
 * argument is the object itself, else { type, fields }: each argument's field of the class.
 */
export function wireArgsOf(op, operations) {
  const params = paramsOf(op, moduleClasses(operations));
  const whole = params.find((p) => p.whole);
  if (whole) return { type: whole.type, whole: true };
  return { type: op.unity?.args ?? `${pascal(op.module || 'sdk')}${pascal(op.name)}Args`, fields: Object.fromEntries(params.map((p) => [p.field ? `${p.arg}.${p.field}` : p.arg, fieldOf(op, p)])) };
}

/** How a plain operation's result reads in C#: { type, as, read (with $ the call), list }. */
function resultOf(op, classes) {
  const where = `operations.json ${pathOf(op)}`;
  const returns = op.returns;
  if (!returns) {
    const plain = { void: null, boolean: 'bool', string: 'string', number: 'double' }[op.result.replace(/^Promise<(.*)>$/, '$1')];
    if (plain === undefined) throw new Error(`${where}: C# has no type for the result ${op.result}: give it returns`);
    return { type: plain };
  }
  const { value } = returns;
  if ((value === 'string' || value === 'object') && returns.nullable && op.unity?.nullString !== 'empty') return { type: 'string', as: 'NullableString', read: '$.Get()' };
  if (value?.enum !== undefined) return { type: value.enum, as: 'string', read: `${value.enum}s.FromId($)` };
  const type = valueType(value, classes);
  if (!type) throw new Error(`${where}: C# has no type for the result's value ${JSON.stringify(value)}`);
  return { type, list: type.endsWith('[]') };
}

function declaration(op, operations) {
  const classes = moduleClasses(operations);
  const params = paramsOf(op, classes);
  const result = resultOf(op, classes);
  const method = methodOf(op);
  const path = pathOf(op);
  let wire = 'null';
  let argsType = null;
  const whole = params.find((p) => p.whole);
  if (whole) {
    wire = bridgedArgs(op).find((arg) => arg.name === whole.arg).optional ? `${whole.name} ?? new ${whole.type}()` : whole.name;
  } else if (params.length) {
    const argsClass = op.unity?.args ?? `${pascal(op.module || 'sdk')}${pascal(op.name)}Args`;
    wire = `new ${argsClass} { ${params.map((p) => `${fieldOf(op, p)} = ${p.name}`).join(', ')} }`;
    if (!op.unity?.args) argsType = `    [Serializable]\n    internal sealed class ${argsClass}\n    {\n${params.map((p) => `        public ${p.type} ${fieldOf(op, p)};`).join('\n')}\n    }`;
  }
  const decl = params.map((p) => `${p.type} ${p.name}`);
  const names = params.map((p) => p.name);
  const members = [];
  if (op.kind === 'sync') {
    if (!result.type) throw new Error(`operations.json ${path}: a sync operation returns a value`);
    const call = `Bridge.CallSync<${result.as ?? result.type}>("${path}", ${wire})`;
    members.push([`public static ${result.type} ${method}(${decl.join(', ')})`, '{', `    return ${(result.read ?? '$').replace('$', call)};`, '}']);
  } else if (op.kind === 'void') {
    members.push([`public static void ${method}(${decl.join(', ')})`, '{', `    Bridge.CallSync("${path}", ${wire});`, '}']);
  } else {
    const done = result.type ? `Action<${result.type}>` : 'Action';
    members.push([`public static void ${method}(${[...decl, `${done} onSuccess`, 'Action<SdkError> onError'].join(', ')})`, '{', `    Bridge.${result.list ? 'CallList' : 'Call'}("${path}", ${wire}, onSuccess, onError);`, '}']);
    if (op.unity?.task !== false) {
      const task = result.type ? `Task<${result.type}>` : 'Task';
      const asTask = result.type ? `Callbacks.AsTask<${result.type}>` : 'Callbacks.AsTask';
      const crefs = [...params.map((p) => cref(p.type)), cref(done), 'Action{SdkError}'].join(', ');
      const body = names.length ? `(done, fail) => ${method}(${[...names, 'done', 'fail'].join(', ')})` : method;
      members.push([`/// <inheritdoc cref="${method}(${crefs})"/>`, `public static ${task} ${method}(${decl.join(', ')})`, '{', `    return ${asTask}(${body});`, '}']);
    }
  }
  return { module: op.module, members, argsType, crefTypes: op.unity?.task === false && op.kind === 'async' ? [...params.map((p) => p.type), result.type ? `Action<${result.type}>` : 'Action', 'Action<SdkError>'] : params.map((p) => p.type) };
}

/** The public method of a bridge-shaped operation: the shape's signature, its body the shape method's call. */
function shapedDeclaration(op, operations) {
  const where = `operations.json ${pathOf(op)}`;
  const { result, params, shape, login, task } = SHAPES[op.bridge];
  const names = [`"${pathOf(op)}"`];
  if (login) {
    const logins = operations.filter((other) => other.bridge === login && other.module === op.module);
    if (logins.length !== 1) throw new Error(`${where}: a ${op.bridge} operation logs in through the one ${login} operation of its module; ${op.module} has ${logins.length}`);
    names.push(`"${pathOf(logins[0])}"`);
  }
  const method = methodOf(op);
  const call = `${shape}(${[...names, ...params.map(([, name]) => name)].join(', ')});`;
  const members = [[`public static ${result} ${method}(${params.map(([type, name, byDefault]) => `${type} ${name}${byDefault ? ` = ${byDefault}` : ''}`).join(', ')})`, '{', `    ${result === 'void' ? '' : 'return '}${call}`, '}']];
  if (task) {
    // The Task form of a callback pair (onSuccess, onError) that ends the parameters.
    const head = params.slice(0, -2);
    const body = `(done, fail) => ${method}(${[...head.map(([, name]) => name), 'done', 'fail'].join(', ')})`;
    members.push([`/// <inheritdoc cref="${method}(${params.map(([type]) => cref(type)).join(', ')})"/>`, `public static Task<${task}> ${method}(${head.map(([type, name]) => `${type} ${name}`).join(', ')})`, '{', `    return Callbacks.AsTask<${task}>(${body});`, '}']);
  }
  return { module: op.module, members, argsType: null, crefTypes: task ? params.slice(0, -2).map(([type]) => type) : params.map(([type]) => type) };
}

const declare = (op, operations) => (isPlain(op) ? declaration(op, operations) : shapedDeclaration(op, operations));

/** The cref of the C# method of the operation at `path` (`Iap.PurchaseAsync(PurchaseOptions)`), inside class Sdk. */
function crefIn(declared, path) {
  const found = declared.get(path);
  if (!found) throw new Error(`a doc names {${path}}, which has no C# method`);
  return `${found.op.module ? pascal(found.op.module) : 'Sdk'}.${methodOf(found.op)}(${found.crefTypes.map(cref).join(', ')})`;
}

/** Each operation's declaration with its doc comment in front, by SDK path. */
function declarations(operations) {
  const declared = new Map(operations.filter(hasCsMethod).map((op) => [pathOf(op), { op, ...declare(op, operations) }]));
  const crefOf = (path) => crefIn(declared, path);
  const paramOf = (op, name) => {
    const param = isPlain(op) ? paramsOf(op, moduleClasses(operations)).find((p) => p.arg === name && !p.field) : undefined;
    return param?.name ?? name;
  };
  for (const found of declared.values()) {
    const doc = csDoc(found.op, { operations, crefOf, paramOf }).map((line) => (line ? `/// ${line}` : '///'));
    found.members[0] = [...doc, ...found.members[0]];
  }
  return declared;
}

const indent = (lines, by) => lines.map((line) => (line ? `${' '.repeat(by)}${line}` : line)).join('\n');

export function emit(operations = readOperations()) {
  const generated = [...declarations(operations).values()];
  const modules = [...new Set(generated.map((d) => d.module))];
  const classes = modules.map((module) => {
    const members = generated.filter((d) => d.module === module).flatMap((d) => d.members);
    if (!module) return members.map((m) => indent(m, 8)).join('\n\n');
    return `${indent([`public static partial class ${pascal(module)}`, '{'], 8)}\n${members.map((m) => indent(m, 12)).join('\n\n')}\n        }`;
  });
  const argsTypes = generated.map((d) => d.argsType).filter(Boolean);
  return `// ${operationsBanner}
// Every plain operation's C# method, and each callback operation's, handing it to its bridge shape;
// the module's class doc, types, shapes, events and helpers are in the hand-written
// Runtime/Modules/*.cs.
using System;
using System.Threading.Tasks;
using Sdk.Internal;

namespace Sdk
{
    public static partial class Sdk
    {
${classes.join('\n\n')}
    }
}

namespace Sdk.Internal
{
${[...argsTypes, sdkEvents(operations)].join('\n\n')}
}
`;
}

/** The platform's events as the numbers the .jslib raises them by (its generated events table), so raising one allocates nothing. */
function sdkEvents(operations) {
  const members = eventsOf(operations).map((event, i) => `        ${pascal(event)} = ${i + 1},`);
  return `    /// <summary>Events as integers across the boundary, so raising one allocates nothing (the .jslib's events, from the same manifest row).</summary>\n    internal enum SdkEvent\n    {\n${members.join('\n')}\n    }`;
}

/**
 * The C# signature of every operation C# has a generated method for, by SDK path (`iap.purchaseAsync`):
 * each form's `public static ...` line, callbacks form first. The API reference shows these.
 */
export function csSignatures(operations = readOperations()) {
  const signatures = new Map();
  for (const [path, { members }] of declarations(operations)) signatures.set(path, members.map((lines) => lines.find((line) => line.startsWith('public static '))));
  return signatures;
}

/** The cref of each operation's C# method by SDK path, for doc comments outside class Sdk (the value types'): `Sdk.Iap.PurchaseAsync(PurchaseOptions)`. */
export function csCrefOf(operations = readOperations()) {
  const declared = new Map(operations.filter(hasCsMethod).map((op) => [pathOf(op), { op, ...declare(op, operations) }]));
  return (path) => `Sdk.${crefIn(declared, path)}`;
}

/**
 * Each plain operation's C# method as a caller sees it, for the test shim's calls: its SDK path and
 * `args` (the TypeScript arguments, in order), C# module class and method, kind, parameters
 * ({ type, name, arg, field }) and result type (null for none).
 */
export function csPlainCalls(operations = readOperations()) {
  const classes = moduleClasses(operations);
  return operations.filter((op) => hasCsMethod(op) && isPlain(op)).map((op) => ({
    path: pathOf(op), args: op.args, module: op.module ? pascal(op.module) : null, method: methodOf(op), kind: op.kind,
    params: paramsOf(op, classes), result: resultOf(op, classes).type ?? null,
  }));
}
