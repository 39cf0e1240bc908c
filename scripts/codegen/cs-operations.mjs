// Emits the C# method of every plain operation (sync, void, async) of the manifest:
// Sdk.Sdk.<Module>.<Method> with its doc comment, its callback form and Task form (async), and the
// JSON arguments object the jslib reads; and the public method of every operation whose bridge
// shape Unity has (ad, rewardedAd, prompt, recovery), with the shape's signature, handing the operation's
// wire name to the shape method written once by hand in the module's partial class. The
// manifest's `unity` fields give what C# spells differently from the defaults: method (the name),
// doc (the doc comment's lines), and, for a plain operation only, cs:
//   params  the C# parameters ("string key, string value"); default: the bridged arguments,
//           string, number (double), boolean (bool), level (string)
//   result  the C# result type; default: void, bool, string or double from the manifest's result
//   wire    the C# expression of the arguments object; default: a generated <Module><Name>Args
//           holding the parameters, or null without any. Every field it sets must be an argument
//           of the manifest (through unity.wire), or generation fails naming the operation
//   as, read  a sync result read as the type `as` and given back as `read`, where $ is the call
//   list    the result is a JSON array (Bridge.CallList); task: false, no Task form
// A module's class, its doc comment, its types and helpers stay hand-written in
// Runtime/Modules/<Module>.cs; a module no hand-written file declares gets a placeholder doc here.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { operationsBanner, readOperations, isPlain, pathOf, pascal, bridgedArgs, wireNameOf } from './lib/operations.mjs';
import { argumentOf } from './jslib-operations.mjs';

export const from = 'operations';
export const target = 'unity-bridge/com.gamesdk.sdk/Runtime/Modules/Operations.generated.cs';

const modulesDir = fileURLToPath(new URL('../../unity-bridge/com.gamesdk.sdk/Runtime/Modules/', import.meta.url));
const wireFile = fileURLToPath(new URL('../../unity-bridge/com.gamesdk.sdk/Runtime/Internal/Wire.cs', import.meta.url));
const ARG = { string: 'string', number: 'double', boolean: 'bool', level: 'string' };
const RESULT = { void: null, boolean: 'bool', string: 'string', number: 'double' };

/** The module classes hand-written files declare (and document), each with the static methods those files declare. */
function classesByHand() {
  const named = new Map();
  for (const file of readdirSync(modulesDir).filter((f) => f.endsWith('.cs') && f !== target.split('/').pop())) {
    const text = readFileSync(`${modulesDir}${file}`, 'utf8');
    const methods = [...text.matchAll(/ static [\w<>]+ (\w+)\(/g)].map((m) => m[1]);
    for (const [, name] of text.matchAll(/^ {8}public static partial class (\w+)/gm)) named.set(name, [...(named.get(name) ?? []), ...methods]);
  }
  return named;
}

// The C# of each bridge shape Unity has: the public signature every operation of the shape keeps
// (the API users call), and the shape method, hand-written once in the module's partial class,
// that the generated body hands the operation's wire name to (the prompt's also its login's).
const SHAPES = {
  ad: { result: 'void', params: 'Action beforeAd, Action afterAd, Action<SdkError> onError', shape: 'ShowAd' },
  rewardedAd: { result: 'void', params: 'Action beforeAd, Action<bool> afterAd, Action<SdkError> onError', shape: 'ShowRewardedAd' },
  prompt: { result: 'RegistrationPrompt', params: 'RegistrationPromptOptions options, Action<RegistrationPromptCloseResult> onClose, Action<SdkError> onError', shape: 'ShowPrompt', login: 'promptLogin' },
  // A composed operation: the shape runs its procedure over other operations, with the operation's context.
  recovery: { result: 'void', params: 'RecoverPurchasesOptions options, Action<RecoveryReport> onSuccess, Action<SdkError> onError', shape: 'RecoverPurchases', task: 'RecoveryReport' },
};

/** Whether C# has a generated method for the operation: a plain one, or one of a bridge shape Unity has. */
const hasCsMethod = (op) => (isPlain(op) && !op.bridgeOnly) || Object.prototype.hasOwnProperty.call(SHAPES, op.bridge);

/** The public method of a bridge-shaped operation: the shape's signature, its body the shape method's call. */
function shapedDeclaration(op, operations, byHand) {
  const where = `operations.json ${pathOf(op)}`;
  const { result, params, shape, login, task } = SHAPES[op.bridge];
  if (op.unity?.cs !== undefined) throw new Error(`${where}: bridge ${op.bridge}: the shape fixes the C# signature; unity.cs is for plain operations`);
  if (op.unity?.doc !== undefined && !(Array.isArray(op.unity.doc) && op.unity.doc.every((line) => typeof line === 'string'))) throw new Error(`${where}: unity.doc is a list of lines`);
  const owner = pascal(op.module || 'sdk');
  if (!(byHand.get(owner) ?? []).includes(shape)) throw new Error(`${where}: the ${op.bridge} shape needs its method ${shape} in a hand-written part of the class ${owner} (Runtime/Modules/*.cs)`);
  const names = [`"${wireNameOf(op)}"`];
  if (login) {
    const logins = operations.filter((other) => other.bridge === login && other.module === op.module);
    if (logins.length !== 1) throw new Error(`${where}: a ${op.bridge} operation logs in through the one ${login} operation of its module; ${op.module} has ${logins.length}`);
    names.push(`"${wireNameOf(logins[0])}"`);
  }
  const call = `${shape}(${[...names, ...parseParams(params).map((p) => p.name)].join(', ')});`;
  const doc = (op.unity?.doc ?? [`<summary><c>${pathOf(op)}</c> of the SDK.</summary>`]).map((line) => (line ? `/// ${line}` : '///'));
  const method = op.unity?.method ?? pascal(op.name);
  const members = [[...doc, `public static ${result} ${method}(${params})`, '{', `    ${result === 'void' ? '' : 'return '}${call}`, '}']];
  if (task) {
    // The Task form of a callback pair (onSuccess, onError) that ends the parameters.
    const head = parseParams(params).slice(0, -2);
    const crefs = parseParams(params).map((p) => cref(p.type)).join(', ');
    const body = `(done, fail) => ${method}(${[...head.map((p) => p.name), 'done', 'fail'].join(', ')})`;
    members.push([`/// <inheritdoc cref="${method}(${crefs})"/>`, `public static Task<${task}> ${method}(${head.map((p) => `${p.type} ${p.name}`).join(', ')})`, '{', `    return Callbacks.AsTask<${task}>(${body});`, '}']);
  }
  return { module: op.module, members, argsType: null };
}

/** C# parameter list text split into { type, name }. */
const parseParams = (text) => (text ? text.split(', ').map((p) => ({ type: p.slice(0, p.lastIndexOf(' ')), name: p.slice(p.lastIndexOf(' ') + 1) })) : []);
const cref = (type) => type.replace(/</g, '{').replace(/>/g, '}');

const CS_FIELDS = { params: 'string', result: 'string', wire: 'string', as: 'string', read: 'string', list: 'boolean', task: 'boolean' };

/** Refuses a unity.cs the emitter would misread: an unknown or mistyped field, or one the operation's kind has no use for. */
function checkCs(op, cs, where) {
  for (const [key, value] of Object.entries(cs)) {
    if (!(key in CS_FIELDS)) throw new Error(`${where}: unity.cs.${key} is not a field (${Object.keys(CS_FIELDS).join(', ')})`);
    if (typeof value !== CS_FIELDS[key]) throw new Error(`${where}: unity.cs.${key} must be a ${CS_FIELDS[key]}`);
  }
  if ((cs.as !== undefined || cs.read !== undefined) && op.kind !== 'sync') throw new Error(`${where}: unity.cs.as and read are for a sync operation`);
  if (cs.read !== undefined && cs.read.split('$').length !== 2) throw new Error(`${where}: unity.cs.read names the call once, as $`);
  if ((cs.list !== undefined || cs.task !== undefined) && op.kind !== 'async') throw new Error(`${where}: unity.cs.list and task are for an async operation`);
  if (op.unity?.doc !== undefined && !(Array.isArray(op.unity.doc) && op.unity.doc.every((line) => typeof line === 'string'))) throw new Error(`${where}: unity.doc is a list of lines`);
}

function declaration(op, classes) {
  const where = `operations.json ${pathOf(op)}`;
  const cs = op.unity?.cs ?? {};
  checkCs(op, cs, where);
  const handHint = 'give unity.cs its params, wire and result in the manifest';
  let params;
  let argsType = null;
  const method = op.unity?.method ?? pascal(op.name);
  if (cs.params !== undefined) {
    params = parseParams(cs.params);
  } else {
    params = bridgedArgs(op).map((arg) => {
      if (!ARG[arg.type]) throw new Error(`${where}: C# has no default type for a ${arg.type} argument (${arg.name}): ${handHint}`);
      return { name: arg.name, type: ARG[arg.type] };
    });
  }
  let wire = cs.wire;
  if (wire === undefined && params.length) {
    if (cs.params !== undefined) throw new Error(`${where}: unity.cs.params needs unity.cs.wire`);
    const argsClass = `${pascal(op.module || 'sdk')}${pascal(op.name)}Args`;
    wire = `new ${argsClass} { ${params.map((a) => `${a.name} = ${a.name}`).join(', ')} }`;
    argsType = `    [Serializable]\n    internal sealed class ${argsClass}\n    {\n${params.map((a) => `        public ${a.type} ${a.name};`).join('\n')}\n    }`;
  }
  wire ??= 'null';
  checkWire(op, wire, where, classes);
  let result = cs.result;
  if (result === undefined) {
    const resultText = op.result.replace(/^Promise<(.*)>$/, '$1');
    if (!(resultText in RESULT)) throw new Error(`${where}: C# has no default type for a ${op.result} result: ${handHint}`);
    result = RESULT[resultText];
  }
  const path = pathOf(op);
  const doc = (op.unity?.doc ?? [`<summary><c>${path}</c> of the SDK.</summary>`]).map((line) => (line ? `/// ${line}` : '///'));
  const text = (lines) => [...doc, ...lines];
  const decl = params.map((p) => `${p.type} ${p.name}`);
  const names = params.map((p) => p.name);
  let members;
  if (op.kind === 'sync') {
    if (!result) throw new Error(`${where}: a sync operation returns a value`);
    const call = `Bridge.CallSync<${cs.as ?? result}>("${path}", ${wire})`;
    members = [text([`public static ${result} ${method}(${decl.join(', ')})`, '{', `    return ${(cs.read ?? '$').replace('$', call)};`, '}'])];
  } else if (op.kind === 'void') {
    members = [text([`public static void ${method}(${decl.join(', ')})`, '{', `    Bridge.CallSync("${path}", ${wire});`, '}'])];
  } else {
    const done = result ? `Action<${result}>` : 'Action';
    const call = cs.list ? 'CallList' : 'Call';
    members = [text([`public static void ${method}(${[...decl, `${done} onSuccess`, 'Action<SdkError> onError'].join(', ')})`, '{', `    Bridge.${call}("${path}", ${wire}, onSuccess, onError);`, '}'])];
    if (cs.task !== false) {
      const task = result ? `Task<${result}>` : 'Task';
      const asTask = result ? `Callbacks.AsTask<${result}>` : 'Callbacks.AsTask';
      const crefs = [...params.map((p) => cref(p.type)), cref(done), 'Action{SdkError}'].join(', ');
      const body = names.length ? `(done, fail) => ${method}(${[...names, 'done', 'fail'].join(', ')})` : method;
      members.push([`/// <inheritdoc cref="${method}(${crefs})"/>`, `public static ${task} ${method}(${decl.join(', ')})`, '{', `    return ${asTask}(${body});`, '}']);
    }
  }
  return { module: op.module, members, argsType };
}

/** The fields of each [Serializable] arguments class in Runtime/Internal/Wire.cs, by class name. */
function wireClasses() {
  const classes = new Map();
  for (const [, name, body] of readFileSync(wireFile, 'utf8').matchAll(/class (\w+)\s*\{([^}]*)\}/g)) {
    classes.set(name, [...body.matchAll(/public [\w.<>[\]]+ (\w+);/g)].map((m) => m[1]));
  }
  return classes;
}

/**
 * Holds C#'s arguments object to the manifest, so C# and the bridge host cannot drift apart
 * silently: every field it sets is an argument (through unity.wire's renames), a field of its
 * class it leaves unset is none (JsonUtility writes it anyway, as "", 0 or false), an object that
 * is not built field by field is the argument unity.wire "*" names, and every required argument is set.
 */
function checkWire(op, wire, where, classes) {
  const args = new Set(bridgedArgs(op).map((arg) => arg.name));
  const built = /^new ([\w.]+) \{ (.*) \}$/.exec(wire);
  let reached;
  if (built) {
    const set = built[2].split(', ').map((assignment) => assignment.split(' = ')[0]);
    reached = set.map((field) => {
      const arg = argumentOf(op, field).split('.')[0];
      if (!args.has(arg)) throw new Error(`${where}: C# sets ${field} in ${wire}, which is no argument of the manifest (${[...args].join(', ') || 'none'}): rename it with unity.wire`);
      return arg;
    });
    for (const field of (classes.get(built[1]) ?? []).filter((f) => !set.includes(f))) {
      const arg = argumentOf(op, field).split('.')[0];
      if (args.has(arg)) throw new Error(`${where}: ${wire} leaves ${field} unset, and JsonUtility still sends it (as its default), as the argument ${argumentOf(op, field)}: set it or map it elsewhere with unity.wire`);
    }
  } else if (wire === 'null') {
    reached = [];
  } else {
    const whole = op.unity?.wire?.['*'];
    if (!args.has(whole)) throw new Error(`${where}: C# passes ${wire} as the arguments object: unity.wire "*" must name the argument it is`);
    reached = [whole];
  }
  const missing = bridgedArgs(op).filter((arg) => !arg.optional && !reached.includes(arg.name));
  if (missing.length) throw new Error(`${where}: C#'s arguments object ${wire} sets no ${missing.map((arg) => arg.name).join(', ')}: the host would call without it`);
}

const indent = (lines, by) => lines.map((line) => (line ? `${' '.repeat(by)}${line}` : line)).join('\n');

export function emit(operations = readOperations()) {
  const byHand = classesByHand();
  const wires = wireClasses();
  const generated = operations.filter(hasCsMethod).map((op) => (isPlain(op) ? declaration(op, wires) : shapedDeclaration(op, operations, byHand)));
  const modules = [...new Set(generated.map((d) => d.module))];
  const classes = modules.map((module) => {
    const members = generated.filter((d) => d.module === module).flatMap((d) => d.members);
    if (!module) return members.map((m) => indent(m, 8)).join('\n\n');
    const name = pascal(module);
    const head = byHand.has(name) ? [] : [`/// <summary>The ${module} module.</summary>`];
    return `${indent([...head, `public static partial class ${name}`, '{'], 8)}\n${members.map((m) => indent(m, 12)).join('\n\n')}\n        }`;
  });
  const argsTypes = generated.map((d) => d.argsType).filter(Boolean);
  return `// ${operationsBanner}
// Every plain operation's C# method, and each callback operation's, handing it to its bridge shape;
// the module's class doc, types, shapes, events and helpers are in the hand-written
// Runtime/Modules/*.cs, and the manifest's unity fields say what C# spells its way.
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
${argsTypes.length ? `\nnamespace Sdk.Internal\n{\n${argsTypes.join('\n\n')}\n}\n` : ''}`;
}

/**
 * The C# signature of every operation C# has a generated method for, by SDK path (`iap.purchaseAsync`):
 * each form's `public static ...` line, callbacks form first. The API reference shows these.
 */
export function csSignatures(operations = readOperations()) {
  const byHand = classesByHand();
  const wires = wireClasses();
  const signatures = new Map();
  for (const op of operations.filter(hasCsMethod)) {
    const { members } = isPlain(op) ? declaration(op, wires) : shapedDeclaration(op, operations, byHand);
    signatures.set(pathOf(op), members.map((lines) => lines.find((line) => line.startsWith('public static '))));
  }
  return signatures;
}
