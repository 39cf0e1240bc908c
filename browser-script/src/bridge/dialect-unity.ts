// Unity's value dialect: C#'s arguments object (written by JsonUtility) as the SDK's arguments, and
// the SDK's results as JsonUtility reads them. JsonUtility has no null: it writes "" for a null
// string and [] for a null array, so such a value is not given for an optional argument and for a
// field of an object argument (a required string keeps its ""); it cannot read a null string, a
// map or an optional text, so those results pass through a shape. Which operation needs what is
// the generated UNITY_VALUES table.
import { SdkError } from '@gamesdk/core';
import { SDK_VALUES, type EngineDialect } from './dialect.js';
import type { UnityRow } from './operation.js';
import { UNITY_VALUES } from './operations.generated.js';
import { ownValue, setOwn } from './own-keys.js';

type Values = Record<string, unknown>;

const rowOf = (operation: string) => ownValue(UNITY_VALUES, operation) as UnityRow | undefined;

const blank = (value: unknown): boolean => value === '' || value === undefined || value === null || (Array.isArray(value) && !value.length);

/** The shapes an argument passes through: C#'s spelling of a value as the SDK takes it. */
const ARG_SHAPES: Record<string, (value: unknown, label: string, context: string) => unknown> = {
  // The game's own object, which C# holds as JSON text.
  json(text, label, context) {
    if (blank(text)) return undefined;
    try {
      return JSON.parse(text as string);
    } catch (error) {
      throw new SdkError('INVALID_PARAM', `${label} must be JSON object text: ${(error as Error).message}`, context);
    }
  },
  // A list of C#'s objects: a blank field is not given, a <name>Json field is <name>'s JSON text.
  objects: (list, label, context) =>
    ((list ?? []) as Values[]).map((item) => {
      const value: Values = {};
      for (const [key, field] of Object.entries(item)) {
        if (!blank(field)) value[key.replace(/Json$/, '')] = key.endsWith('Json') ? ARG_SHAPES.json!(field, label, context) : field;
      }
      return value;
    }),
  // PlayerData: its entries, each value JSON text.
  record(data, _label, context) {
    const record: Values = {};
    for (const entry of ((data as { entries?: { key: string; json: string }[] })?.entries ?? [])) {
      try {
        setOwn(record, entry.key, JSON.parse(entry.json));
      } catch (error) {
        throw new SdkError('INVALID_PARAM', `the value of ${entry.key} is not JSON text: ${(error as Error).message}`, context);
      }
    }
    return record;
  },
  // Stat[]: a list of { key, value }.
  stats(list) {
    const stats: Values = {};
    for (const stat of (list as { key: string; value: number }[] | undefined) ?? []) setOwn(stats, stat.key, stat.value);
    return stats;
  },
};

const textOf = (text: unknown): string => (typeof text === 'string' ? text : '');

/** The shapes a result passes through: the SDK's value as JsonUtility can read it. */
const RESULT_SHAPES: Record<string, (value: never) => unknown> = {
  nullable: (text: string | null) => (text === null || text === undefined ? { present: false } : { present: true, text }),
  nullableJson: (value: unknown) => (value === null || value === undefined ? { present: false } : { present: true, text: JSON.stringify(value) }),
  text: textOf,
  player: (p: Values) => ({ id: p.id, mode: p.mode, name: textOf(p.name), photo: textOf(p.photo) }),
  products: (list: Values[]) => list.map((p) => ({ ...p, imageURI: textOf(p.imageURI) })),
  entries: (data: Values) => ({ entries: Object.keys(data).map((key) => ({ key, json: JSON.stringify(data[key]) })) }),
  keyValues: (config: Values) => Object.keys(config).map((key) => ({ key, value: config[key] })),
};

/**
 * C#'s arguments object as the SDK's, by the manifest's names: each field goes to the argument
 * (or argument.field) row.wire names, else its own name, or a field of the argument row.wire['*']
 * (the whole object); then through the row's shapes.
 */
function unityArgs(operation: string, a: unknown, context: string): unknown {
  const row = rowOf(operation);
  if (!row || a === null || typeof a !== 'object' || Array.isArray(a)) return a;
  const wire = row.wire ?? {};
  const whole = wire['*'];
  const args: Record<string, Values> = {};
  if (whole) args[whole] = {};
  for (const [field, value] of Object.entries(a as Values)) {
    // Only the manifest's wire names are paths; a field C# sent is one name, whatever it holds.
    const mapped = ownValue(wire, field) as string | undefined;
    const [name, inner] = mapped !== undefined ? (mapped.split('.') as [string, string?]) : whole ? [whole, field] : [field];
    if (blank(value) && (inner || row.optional?.includes(name))) continue;
    if (inner === undefined) setOwn(args, name, value);
    else {
      if (!Object.prototype.hasOwnProperty.call(args, name)) setOwn(args, name, {});
      setOwn(args[name]!, inner, value);
    }
  }
  for (const [path, shape] of Object.entries(row.shape ?? {})) {
    const [name, inner] = path.split('.') as [string, string?];
    const owner = (inner ? ownValue(args, name) : args) as Values | undefined;
    const key = inner ?? name;
    if (owner) setOwn(owner, key, ARG_SHAPES[shape]!(ownValue(owner, key), key, context));
  }
  return args;
}

/** The SDK's result as JsonUtility reads it; a null is no value. */
function unityResult(operation: string, value: unknown): unknown {
  const result = rowOf(operation)?.result;
  const shaped = result ? RESULT_SHAPES[result]!(value as never) : value;
  return shaped === null ? undefined : shaped;
}

/**
 * Unity's dialect: C# gives the call ids beforeAd and the prompt's close answer on (beforeAdCallId,
 * closeCallId), and hears an ad's end as the call's answer; the prompt's options are C#'s message
 * and dataJson.
 */
export const UNITY: EngineDialect = {
  ...SDK_VALUES,
  args: unityArgs,
  result: unityResult,
  promptOptions: (a, context) => ({ message: a.message, data: ARG_SHAPES.json!(a.dataJson, 'data', context) }),
  close: (value, a, signal) => signal({ ok: true, value }, true, a.closeCallId as number),
};
