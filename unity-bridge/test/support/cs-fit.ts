// Whether a case's arguments fit the parameter types of the C# call the shim makes (test/cs/ShimCalls.cs
// and the generated ShimCalls.generated.cs): what C#'s compiler refuses (a string where a double is,
// a fractional day, a key an options class lacks) is never sent to the C# shim, which casts what it
// is given. The generated calls' shapes come from their generator (csArgShapes); the hand-written
// calls' are here, beside the C# that makes them.
import { csArgShapes } from '../../../scripts/codegen/shim-calls-cs.mjs';
import { readMockPlatform } from '../../../scripts/codegen/tables/mock-platform.mjs';
import { mockPlatformData } from '../../../test/vectors/control.js';
import { adCallbacksOf } from '../../../test/vectors/vectors.js';

/** The JSON a C# type takes: a scalar, any JSON (taken as its text), a list, keys to values, one of some strings, or a value class's fields. */
type Shape =
  | 'string'
  | 'double'
  | 'int'
  | 'bool'
  | 'json'
  | 'callback'
  | { list: Shape }
  | { map: Shape; what: string }
  | { oneOf: string[]; what: string }
  | { record: string; fields: Record<string, { shape: Shape; nullable: boolean }> };

/** A parameter: read from the argument at `index` (or that argument's `field`); `optional`: an absent one is C#'s default. */
type Param = { index: number; field: string | null; optional: boolean; shape: Shape };

const param = (index: number, shape: Shape, optional = false): Param => ({ index, field: null, optional, shape });
const field = (shape: Shape, nullable = true) => ({ shape, nullable });

/**
 * An ad's callbacks are parameters of its C# method (noFill its onError), each a delegate: C# has
 * none for a callback its row lacks (adViewed on an interstitial), and takes no number for one.
 */
const adParams = (call: string): Param[] => [param(0, { record: `${call} in C#`, fields: Object.fromEntries(adCallbacksOf(call).map((name) => [name, field('callback')])) }, true)];

/** The calls ShimCalls.cs makes by hand. */
const HAND_WRITTEN: Record<string, Param[]> = {
  'ads.showInterstitial': adParams('ads.showInterstitial'),
  'ads.showRewarded': adParams('ads.showRewarded'),
  'auth.showRegistrationPrompt': [param(0, { record: 'RegistrationPromptOptions', fields: { message: field('string') } })],
  'auth.registrationPromptLogin': [param(0, 'int')],
  'iap.formatOffer': [
    param(0, {
      record: 'Subscription',
      fields: { productId: field('string'), priceAmount: field('double', false), priceCurrencyCode: field('string'), billingPeriod: field('string'), trialDays: field('int', false), trialEligible: field('bool', false) },
    }),
    param(1, 'string', true),
  ],
  'player.setDataAsync': [param(0, { map: 'json', what: 'PlayerData' })],
  'stats.postStatsAsync': [param(0, { map: 'double', what: 'a Stat[]' })],
  'stats.incrementStatsAsync': [param(0, { map: 'double', what: 'a Stat[]' })],
  // The vectors' marker of hooks that must never run; a misspelt key is one the options class lacks.
  'iap.recoverPurchasesAsync': [param(0, { record: 'RecoverPurchasesOptions', fields: { $recovery: field('string', false) } })],
  on: [param(0, { oneOf: mockPlatformData.events, what: 'events are C# events; there is none named' })],
  off: [param(0, { oneOf: mockPlatformData.events, what: 'events are C# events; there is none named' })],
};

const PARAMS: Record<string, Param[]> = { ...(csArgShapes() as Record<string, Param[]>), ...HAND_WRITTEN };

const CS_NAMES: Record<string, string> = { string: 'a string', double: 'a double', int: 'an int', bool: 'a bool' };
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const kindOf = (value: unknown) => (value === null || value === undefined ? 'nothing' : Array.isArray(value) ? 'a list' : typeof value === 'number' && !Number.isInteger(value) ? 'a fraction' : `a ${typeof value}`);
const first = (reasons: Array<string | null>) => reasons.find((reason) => reason !== null) ?? null;

/** Why `value` cannot be given where C# takes `shape` (`what` names the place); null when it can. */
function misfit(shape: Shape, value: unknown, what: string): string | null {
  if (shape === 'json') return null;
  // The vectors' callback that does nothing ({"$listener": "noop"}) is the only value a delegate takes.
  if (shape === 'callback') return isObject(value) && '$listener' in value ? null : `${what} is a C# delegate, given ${kindOf(value)}`;
  if (typeof shape === 'string') {
    const fits = shape === 'string' ? typeof value === 'string' : shape === 'bool' ? typeof value === 'boolean' : typeof value === 'number' && (shape === 'double' || Number.isInteger(value));
    return fits ? null : `${what} is ${CS_NAMES[shape]}, given ${kindOf(value)}`;
  }
  if ('list' in shape) return Array.isArray(value) ? first(value.map((item) => misfit(shape.list, item, `${what}'s item`))) : `${what} is an array, given ${kindOf(value)}`;
  if ('map' in shape) return isObject(value) ? first(Object.entries(value).map(([key, inner]) => misfit(shape.map, inner, `${shape.what}'s ${key}`))) : `${shape.what} is keys to values, never ${kindOf(value)}`;
  if ('oneOf' in shape) return typeof value === 'string' && shape.oneOf.includes(value) ? null : `${shape.what} ${String(value)}`;
  if (!isObject(value)) return `a ${shape.record} is an object, given ${kindOf(value)}`;
  const unknown = Object.keys(value).find((key) => !(key in shape.fields));
  if (unknown !== undefined) return `${shape.record} has no ${unknown}`;
  return first(Object.entries(shape.fields).map(([name, { shape: inner, nullable }]) => (value[name] == null && nullable ? null : misfit(inner, value[name], `${shape.record}.${name}`))));
}

/** Why C#'s types rule out the call `call` with `args` (the compiler would refuse it); null when the C# shim can make it. */
export function csMisfit(call: string, args: unknown[]): string | null {
  return first((PARAMS[call] ?? []).map(({ index, field: key, optional, shape }) => {
    const value = key === null ? args[index] : isObject(args[index]) ? args[index][key] : undefined;
    return value == null && optional ? null : misfit(shape, value, `the parameter ${key ?? index + 1} of ${call}`);
  }));
}

type Verb = { name: string; args: Array<{ name: string; keys?: Array<{ name: string }> }> };
const VERBS = new Map((readMockPlatform().engineVerbs as Verb[]).map((verb) => [verb.name, verb]));

/**
 * A control verb's refusal of a key its object argument's C# parameters lack (C#'s named parameters
 * cannot give one; the mock platform refuses it), in MockPlatform's words; null when C# can make the call.
 */
export function csVerbRefusal(verb: string, args: unknown[]): string | null {
  return first((VERBS.get(verb)?.args ?? []).map(({ name, keys }, index) => {
    const given = args[index];
    const unknown = keys && isObject(given) ? Object.keys(given).find((key) => !keys.some((known) => known.name === key)) : undefined;
    return unknown === undefined ? null : `unknown key '${unknown}' in ${name}`;
  }));
}
