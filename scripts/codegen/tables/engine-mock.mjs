// engineMock's language (sdk-core/api/mock-platform.json, documented in its $comment) read once:
// every word, every template form and every reference to the state, a verb's arguments, a guard or
// a rules.json message is checked here, so the back ends (Unity's C#, Defold's Lua) walk a checked
// tree and the Godot runtime interprets data this same reading accepted. A word or reference this
// reader does not know stops the generation, naming it and where it is.

// The words of each part of the language; a feature's and a verb's differ (anytime, before and
// after wrap an operation's argument checks; later is a verb's frame).
const WORDS = {
  engineMock: ['launch', 'newPlayer', 'plan', 'guards', 'features', 'verbs'],
  feature: ['anytime', 'before', 'after', 'set', 'append', 'do', 'answer'],
  verb: ['set', 'append', 'do', 'answer', 'later'],
  guard: ['holds', 'is', 'code', 'rule'],
  if: ['$if', 'then', 'else'],
};
// What a feature or verb changes: at most one each.
const EFFECTS = ['set', 'append', 'do'];
// The values a '$name' template may name besides the state's.
const PLATFORM = ['unsigned', 'catalog'];

/** A place in mock-platform.json as a reader finds it: engineMock.features["player.id"].answer. */
const placeOf = (path) => path.map((step) => (typeof step === 'number' ? `[${step}]` : /^[A-Za-z_$][\w$]*$/.test(step) ? `.${step}` : `[${JSON.stringify(step)}]`)).join('').slice(1);

/** Stops the generation: what is wrong, where. */
function refuse(path, what) {
  throw new Error(`mock-platform.json ${placeOf(path)}: ${what}`);
}

/** Refuses a key of `item` that is no word of `words`. */
function wordsOf(item, words, path) {
  const unknown = Object.keys(item).find((key) => !words.includes(key));
  if (unknown !== undefined) refuse(path, `unknown word "${unknown}" (${words.join(', ')})`);
}

/**
 * A template as a tree, each node's kind named: `state` ('$name', a value of the state), `platform`
 * ('$unsigned', '$catalog'), `argument` ('@name', the verb's), `if` ({"$if": a boolean of the
 * state, then, else}), `list`, `object` (entries: [key, tree] in order) and `literal` (a string,
 * number, boolean or null as written). `scope`: the state (a Map of name to first value; empty where
 * none may be named), the verb's argument names (null in a feature) and whether the platform's
 * values may be named.
 */
function templateOf(value, scope, path) {
  if (typeof value === 'string' && value.startsWith('$')) {
    const name = value.slice(1);
    if (scope.state.has(name)) return { kind: 'state', name };
    if (scope.platform && PLATFORM.includes(name)) return { kind: 'platform', name };
    return refuse(path, `${value} names no state value`);
  }
  if (typeof value === 'string' && value.startsWith('@')) {
    if (!scope.args) refuse(path, `${value} names no argument: only a verb's template has arguments`);
    if (!scope.args.includes(value.slice(1))) refuse(path, `${value} names no argument of the verb (${scope.args.join(', ') || 'it takes none'})`);
    return { kind: 'argument', name: value.slice(1) };
  }
  if (Array.isArray(value)) return { kind: 'list', items: value.map((item, i) => templateOf(item, scope, [...path, i])) };
  if (value === null || typeof value !== 'object') return { kind: 'literal', value };
  if (!Object.keys(value).some((key) => key.startsWith('$'))) {
    return { kind: 'object', entries: Object.entries(value).map(([key, inner]) => [key, templateOf(inner, scope, [...path, key])]) };
  }
  wordsOf(value, WORDS.if, path);
  if (!('$if' in value) || !('then' in value) || !('else' in value)) refuse(path, '{"$if"} needs $if, then and else');
  if (typeof scope.state.get(value.$if) !== 'boolean') refuse([...path, '$if'], `${value.$if} is no boolean of the state`);
  return { kind: 'if', holds: value.$if, then: templateOf(value.then, scope, [...path, 'then']), else: templateOf(value.else, scope, [...path, 'else']) };
}

/** A guard as read: the state value it reads, the value it needs, its refusal's code and rules.json message (which takes the operation's context or nothing). */
function guardOf(name, guard, state, messages, path) {
  wordsOf(guard, WORDS.guard, path);
  if (!state.has(guard.holds)) refuse([...path, 'holds'], `${guard.holds} names no state value`);
  if (!/^[A-Z_]+$/.test(guard.code ?? '')) refuse([...path, 'code'], 'needs an error code');
  const params = messages.get(guard.rule);
  if (!params) refuse([...path, 'rule'], `${guard.rule} names no message of rules.json`);
  if (params.some((param) => param !== 'context')) refuse([...path, 'rule'], `${guard.rule} takes ${params.join(', ')}; a guard gives its context only`);
  return { name, holds: guard.holds, is: guard.is ?? true, code: guard.code, rule: guard.rule, takesContext: params.length > 0 };
}

/**
 * A feature or verb (`part`) as read: its guards, the state it sets (name, template) or appends to
 * (a list's name, template), its procedure (do: a name each engine writes), its answer (a template,
 * or undefined) and, for a verb, whether its effect comes later.
 */
function doingOf(part, name, doing, scope, guards, path) {
  wordsOf(doing, WORDS[part], path);
  const effects = EFFECTS.filter((word) => word in doing);
  if (effects.length > 1) refuse(path, `does ${effects.join(' and ')}: at most one of ${EFFECTS.join(', ')}`);
  const guardsAt = (word) => (doing[word] ?? []).map((guard, i) => (guards.some((each) => each.name === guard) ? guard : refuse([...path, word, i], `${guard} names no guard`)));
  const changes = (word, check) => Object.entries(doing[word] ?? {}).map(([state, template]) => {
    if (!scope.state.has(state)) refuse([...path, word, state], `${state} names no state value`);
    check(state, template, [...path, word, state]);
    return { name: state, value: templateOf(template, scope, [...path, word, state]) };
  });
  if ('do' in doing && !/^[a-z][A-Za-z]*$/.test(doing.do)) refuse([...path, 'do'], `${JSON.stringify(doing.do)} is no camelCase procedure name`);
  return {
    name,
    anytime: doing.anytime === true,
    before: guardsAt('before'),
    after: guardsAt('after'),
    set: changes('set', (state, template, at) => setsTo(scope.state.get(state), template, at)),
    append: changes('append', (state, template, at) => Array.isArray(scope.state.get(state)) || refuse(at, `${state} is no list`)),
    procedure: doing.do,
    answer: 'answer' in doing ? templateOf(doing.answer, scope, [...path, 'answer']) : undefined,
    later: doing.later === true,
  };
}

/** Refuses a set a state value cannot take: a collection is only emptied, an object with keys takes its keys. */
function setsTo(first, template, path) {
  const keys = (value) => (value !== null && typeof value === 'object' ? Object.keys(value) : []);
  const collection = first !== null && typeof first === 'object' && keys(first).length === 0;
  if (collection && keys(template).length > 0) refuse(path, 'a list or map of the state is only set empty');
  if (!collection && keys(first).length > 0 && keys(template).sort().join() !== keys(first).sort().join()) refuse(path, `sets ${keys(first).join(', ')}, the value's keys`);
}

/**
 * engineMock read into its tree: `launch` and `newPlayer` (the state each resets, in order: { name,
 * value: a template of literals }), `plan`, `guards`, `features` and `verbs` (each in the file's
 * order). `verbs` are the engine verbs of the control table (name, args); `features`, the mock
 * features operations.json names; `messages`, rules.json's messages' parameters by name.
 */
export function readEngineMock(engine, { verbs, features, messages }) {
  const { $comment, ...parts } = engine;
  wordsOf(parts, WORDS.engineMock, ['engineMock']);
  for (const part of WORDS.engineMock) if (engine[part] === null || typeof engine[part] !== 'object' || Array.isArray(engine[part])) refuse(['engineMock', part], 'needs an object');
  // The state's first values: the player's id, then a launch's and a new player's.
  const state = new Map([['playerId', ''], ...Object.entries(engine.launch), ...Object.entries(engine.newPlayer)]);
  const literals = { state: new Map(), args: null, platform: false };
  const firstOf = (phase) => Object.entries(engine[phase]).map(([name, value]) => ({ name, value: templateOf(value, literals, ['engineMock', phase, name]) }));
  const guards = Object.entries(engine.guards).map(([name, guard]) => guardOf(name, guard, state, messages, ['engineMock', 'guards', name]));
  for (const feature of features) if (!engine.features[feature]) refuse(['engineMock', 'features'], `has no feature ${feature} (operations.json names it)`);
  for (const verb of verbs) if (!engine.verbs[verb.name]) refuse(['engineMock', 'verbs'], `has no verb ${verb.name} (the control table's)`);
  const inFeature = { state, args: null, platform: true };
  return {
    launch: firstOf('launch'),
    newPlayer: firstOf('newPlayer'),
    plan: templateOf(engine.plan, inFeature, ['engineMock', 'plan']),
    guards,
    features: Object.entries(engine.features).map(([name, doing]) => doingOf('feature', name, doing, inFeature, guards, ['engineMock', 'features', name])),
    verbs: Object.entries(engine.verbs).map(([name, doing]) => {
      const verb = verbs.find((each) => each.name === name);
      if (!verb) refuse(['engineMock', 'verbs', name], `${name} is no engine verb of the control table`);
      return doingOf('verb', name, doing, { ...inFeature, args: verb.args.map((arg) => arg.name) }, guards, ['engineMock', 'verbs', name]);
    }),
  };
}
