// rules.json's checks (each operation's argument checks, documented in their $comment) read once:
// every kind, the words each kind holds, its bounds (a limit's name replaced by the limit's value),
// its rule (a message whose parameters the kind's failure gives) and each reference to an operation
// or an argument are checked here, so the back ends (Unity's C#, Defold's Lua) compile checked
// checks, each node's kind named by `is`, and the Godot mocks interpret the same checks. What this
// reader does not know stops the generation, naming it and where it is.
import { bridgedArgs, pathOf, readOperations } from './operations.mjs';

// The parameters a failure of a kind that checks one value gives its message.
const OF_VALUE = ['label', 'value'];

/**
 * Each kind of check: the words it holds besides at, is, rule, label and optional (`bounds` are
 * numbers or limits, `words` what else it needs, `may` what it may hold), its rule (required unless
 * `rule` says optional, or none: image answers its own three, like the other operation's), and the
 * parameters its failure gives the rule's message.
 */
export const CHECK_KINDS = {
  text: { gives: OF_VALUE },
  string: { gives: OF_VALUE },
  object: { gives: OF_VALUE },
  list: { gives: OF_VALUE },
  number: { bounds: ['min', 'max'], may: ['whole'], gives: OF_VALUE },
  length: { bounds: ['max'], gives: [...OF_VALUE, 'count'] },
  count: { bounds: ['exactly'], words: ['of'], gives: [...OF_VALUE, 'count'] },
  oneOf: { words: ['of'], gives: OF_VALUE },
  notReserved: { gives: [...OF_VALUE, 'key'] },
  size: { bounds: ['size'], gives: [...OF_VALUE, 'count'] },
  depth: { bounds: ['max'], gives: ['key'] },
  wellFormed: { gives: OF_VALUE },
  notBoth: { words: ['fields'], gives: OF_VALUE },
  either: { words: ['fields'], gives: OF_VALUE },
  without: { words: ['fields'], gives: OF_VALUE },
  image: { rule: 'none' },
  each: { words: ['checks'], may: ['keys'], rule: 'optional', gives: ['day', 'index', 'reason'] },
  like: { words: ['operation', 'fill'], rule: 'none' },
  distinct: { words: ['fields'], gives: ['field', 'earlier'] },
};
const COMMON = ['at', 'is', 'rule', 'label', 'optional'];

/** A place in rules.json as a reader finds it: checks["data.setString"][1].checks[0]. */
const placeOf = (path) => path.map((step) => (typeof step === 'number' ? `[${step}]` : /^\w+$/.test(step) ? `.${step}` : `[${JSON.stringify(step)}]`)).join('').slice(1);

/** Stops the generation: what is wrong, where. */
function refuse(path, what) {
  throw new Error(`rules.json ${placeOf(path)}: ${what}`);
}

/** The shape each word must have, once limits are resolved. */
const SHAPES = {
  of: (value, kind) => (kind === 'count' ? typeof value === 'string' : Array.isArray(value) && value.every((each) => typeof each === 'string')),
  fields: (value) => Array.isArray(value) && value.length > 0 && value.every((field) => typeof field === 'string'),
  checks: Array.isArray,
  operation: (value) => typeof value === 'string',
  fill: (value) => value !== null && typeof value === 'object' && Object.values(value).every((text) => typeof text === 'string'),
};

/**
 * The argument checks of each operation, read: each check as written with its bounds and `of`
 * that name limits replaced by the limits' values and "{limit}" in a fill's text filled, so no
 * engine resolves a name; an each's checks read the same way. `messages`: each message's parameters
 * by name; `operations`: the manifest's.
 */
export function readChecks(checks, limits, messages, operations = readOperations()) {
  const names = Object.keys(checks).filter((name) => name !== '$comment');
  const byPath = new Map(operations.map((op) => [pathOf(op), op]));
  const limitOf = (value) => (typeof value === 'string' && limits[value] ? limits[value].value : value);
  const fill = (text) => text.replace(/\{(\w+)\}/g, (whole, name) => (limits[name] ? String(limits[name].value) : whole));
  const readList = (list, count, path) => (Array.isArray(list) ? list : refuse(path, 'needs a list of checks')).map((check, i) => {
    const at = [...path, i];
    const kind = CHECK_KINDS[check.is];
    if (!kind) refuse([...at, 'is'], `unknown kind "${check.is}" (${Object.keys(CHECK_KINDS).join(', ')})`);
    const known = [...COMMON.filter((word) => word !== 'rule' || kind.rule !== 'none'), ...(kind.bounds ?? []), ...(kind.words ?? []), ...(kind.may ?? [])];
    const unknown = Object.keys(check).find((word) => !known.includes(word));
    if (unknown !== undefined) refuse(at, `unknown word "${unknown}" for a ${check.is} check (${known.join(', ')})`);
    if (!Array.isArray(check.at) || !check.at.every((step) => typeof step === 'number' || typeof step === 'string')) refuse([...at, 'at'], 'needs a list of an argument\'s index and field names');
    if (typeof check.at[0] === 'number' && !(Number.isInteger(check.at[0]) && check.at[0] >= 0 && check.at[0] < count)) refuse([...at, 'at'], `argument ${check.at[0]} of ${count}`);
    const read = { ...check };
    for (const bound of kind.bounds ?? []) {
      read[bound] = limitOf(check[bound]);
      if (typeof read[bound] !== 'number') refuse([...at, bound], `the ${check.is} check needs ${bound}, a number or a limit (${JSON.stringify(check[bound])} is neither)`);
    }
    for (const word of kind.words ?? []) {
      if (word === 'of') read.of = limitOf(check.of);
      if (!SHAPES[word](read[word], check.is)) refuse([...at, word], `the ${check.is} check needs ${word} (${JSON.stringify(check[word])} will not do)`);
    }
    if (kind.rule !== 'none' && (check.rule !== undefined || kind.rule !== 'optional')) {
      if (check.rule === undefined) refuse(at, `a ${check.is} check needs a rule (a message of rules.json)`);
      if (!messages.has(check.rule)) refuse([...at, 'rule'], `${check.rule} names no message of rules.json`);
      const missing = messages.get(check.rule).filter((param) => !kind.gives.includes(param));
      if (missing.length) refuse([...at, 'rule'], `the rule ${check.rule} takes ${missing.join(', ')}, which a ${check.is} check does not give`);
    }
    if (check.is === 'like' && !names.includes(check.operation)) refuse([...at, 'operation'], `${check.operation} names no operation with checks`);
    if (check.fill) read.fill = Object.fromEntries(Object.entries(check.fill).map(([key, text]) => [key, fill(text)]));
    if (check.checks) read.checks = readList(check.checks, count, [...at, 'checks']);
    return read;
  });
  return Object.fromEntries(names.map((name) => {
    const op = byPath.get(name);
    if (!op) refuse(['checks', name], 'names no operation of operations.json');
    return [name, readList(checks[name], bridgedArgs(op).length, ['checks', name])];
  }));
}
