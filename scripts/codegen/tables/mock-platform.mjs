// Reads sdk-core/api/mock-platform.json, the mock platform's behaviour every engine's mock shares,
// and resolves what its emitters spell in each language: the identities, the outcome kinds and
// their choices, the events, and the control verbs the engines' mocks have, with their argument checks.
import { readFileSync } from 'node:fs';
import { readOperations } from './operations.mjs';
import { readRules } from './rules.mjs';
import { readEngineMock } from './engine-mock.mjs';
import { fileURLToPath } from 'node:url';

export const mockPlatformPath = fileURLToPath(new URL('../../../sdk-core/api/mock-platform.json', import.meta.url));

export const mockPlatformBanner = 'Generated from sdk-core/api/mock-platform.json by scripts/codegen. Do not edit by hand.';

const WHERE = ['everywhere', 'engines', 'server'];
const TYPES = ['string', 'integer', 'boolean', 'object'];

/**
 * An argument's check: its type, whether it may be absent (and what absent means), the least whole
 * number, a non-empty string, null allowed, the values it is one of (`oneOf`: a list; the choices of
 * the kind given earlier are `choicesOf: 'kind'`) and an object's known keys.
 */
function argumentOf(verb, arg, data) {
  if (!/^[a-z][A-Za-z]*$/.test(arg.name) || !TYPES.includes(arg.type)) throw new Error(`mock-platform.json ${verb}: argument ${JSON.stringify(arg)} needs a camelCase name and a type of ${TYPES.join(', ')}`);
  const out = { name: arg.name, type: arg.type, optional: arg.optional === true, default: arg.default, min: arg.min, nonEmpty: arg.nonEmpty === true, nullable: arg.nullable === true };
  if (arg.oneOf === 'events') out.oneOf = data.events;
  else if (arg.oneOf === 'outcomes.kinds') out.oneOf = Object.keys(data.outcomes.kinds);
  else if (arg.oneOf === 'outcomes.kinds[kind].choices') out.choicesOf = 'kind';
  else if (arg.oneOf !== undefined) throw new Error(`mock-platform.json ${verb}: oneOf ${arg.oneOf} names nothing`);
  if (arg.keys) out.keys = Object.entries(arg.keys).map(([name, key]) => ({ name, ...argumentOf(verb, { name, ...key }, data) }));
  return out;
}

/** Reads and checks the mock platform's data. */
export function readMockPlatform(path = mockPlatformPath) {
  const data = JSON.parse(readFileSync(path, 'utf8'));
  const { identities, outcomes, events, control, faults } = data;
  if (!identities.purchaseToken.endsWith('{n}')) throw new Error('mock-platform.json identities.purchaseToken must end with {n}');
  for (const [kind, { choices }] of Object.entries(outcomes.kinds)) {
    if (!Array.isArray(choices) || choices.length === 0 || !outcomes.appliesAt[kind]) throw new Error(`mock-platform.json outcome ${kind} needs choices and when it applies`);
  }
  const names = new Set();
  const verbs = control.map((verb) => {
    if (!/^[a-z][A-Za-z]*$/.test(verb.name) || names.has(verb.name) || !WHERE.includes(verb.where) || !verb.doc) throw new Error(`mock-platform.json control verb ${verb.name}: needs a unique camelCase name, where (${WHERE.join(', ')}) and a doc`);
    names.add(verb.name);
    return { name: verb.name, where: verb.where, doc: verb.doc, answers: verb.answers, refuses: verb.refuses, args: verb.args.map((arg) => argumentOf(verb.name, arg, data)) };
  });
  const engineVerbs = verbs.filter((verb) => verb.where !== 'server');
  return {
    firstPlayerId: identities.firstPlayerId,
    purchaseTokenPrefix: identities.purchaseToken.slice(0, -'{n}'.length),
    unsigned: identities.unsigned,
    outcomes: Object.fromEntries(Object.entries(outcomes.kinds).map(([kind, { choices }]) => [kind, choices])),
    events,
    /** The faults a test injects, by kind: the verb that sets them, the error code and rules.json message of a failure. */
    faults: Object.fromEntries(Object.entries(faults).map(([kind, fault]) => {
      if (!names.has(fault.verb) || !/^[A-Z_]+$/.test(fault.code) || !fault.message) throw new Error(`mock-platform.json fault ${kind}: needs a control verb, an error code and a message`);
      return [kind, { verb: fault.verb, code: fault.code, message: fault.message }];
    })),
    /** The verbs an engine's mock has (where: everywhere or engines), in the file's order. */
    engineVerbs,
    /** engineMock read into its checked tree (tables/engine-mock.mjs), which the C# and Lua emitters compile. */
    engine: readEngineMock(data.engineMock, {
      verbs: engineVerbs,
      features: readOperations().map((op) => op.mock).filter((mock) => typeof mock === 'string'),
      messages: new Map(readRules().messages.map((message) => [message.name, message.params])),
    }),
    /** engineMock as written, once the same reading accepted it: the Godot mocks interpret it at run time. */
    engineData: (({ $comment, ...engine }) => engine)(data.engineMock),
  };
}
