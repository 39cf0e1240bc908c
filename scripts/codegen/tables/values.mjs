// Reads the value-type table (sdk-core/api/values.json): every value object of the SDK with its
// fields, kinds and docs, checked so a bad row fails generation naming it; and the one renderer of
// its doc references, which each engine's emitter gives its own spelling.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const valuesPath = fileURLToPath(new URL('../../../sdk-core/api/values.json', import.meta.url));

export const valuesBanner = 'Generated from sdk-core/api/values.json by scripts/codegen. Do not edit by hand.';

const ENGINES = new Set(['ts', 'cs']);
const PLAIN = new Set(['string', 'number', 'boolean', 'object']);
const FIELD_KEYS = new Set(['name', 'type', 'integer', 'cs', 'optional', 'nullable', 'doc', 'unity', 'engines']);
const UNITY_KEYS = new Set(['mutable', 'ctor', 'ctorDoc', 'partial', 'doc']);

/** The engines that declare `item` (a type or a field). */
export const enginesOf = (item) => item.engines ?? [...ENGINES];

/** Reads and checks the table at `path`: { enums, aliases, types } with every type's engines filled in. */
export function readValues(path = valuesPath) {
  const { enums = {}, aliases = {}, types = {} } = JSON.parse(readFileSync(path, 'utf8'));
  const named = (name) => /^[A-Z][A-Za-z]*$/.test(name);
  for (const [name, item] of Object.entries(enums)) {
    if (!named(name) || !Array.isArray(item.values) || !item.values.length || !item.doc) throw new Error(`values.json enum ${name} needs a PascalCase name, values and a doc`);
    if (item.unity?.enum && !item.values.every((value) => item.docs?.[value])) throw new Error(`values.json enum ${name}: a C# enum needs a doc for each value (docs)`);
  }
  for (const [name, item] of Object.entries(aliases)) {
    if (!named(name) || !item.doc || !(item.of === 'json' || item.of === 'object' || aliases[item.of?.map])) throw new Error(`values.json alias ${name} needs a doc and of: json, object or {"map": <alias>}`);
  }
  for (const [name, type] of Object.entries(types)) {
    const where = `values.json type ${name}`;
    if (!named(name) || !Array.isArray(type.doc) || !type.doc.length || !Array.isArray(type.fields)) throw new Error(`${where} needs a PascalCase name, doc lines and fields`);
    if (!enginesOf(type).every((engine) => ENGINES.has(engine))) throw new Error(`${where}: engines are among ${[...ENGINES].join(', ')}`);
    for (const key of Object.keys(type.unity ?? {})) if (!UNITY_KEYS.has(key)) throw new Error(`${where}: unity.${key} is not a field (${[...UNITY_KEYS].join(', ')})`);
    const names = new Set();
    for (const field of type.fields) {
      const at = `${where} field ${field.name}`;
      if (!/^[a-z][A-Za-z]*$/.test(field.name ?? '') || names.has(field.name)) throw new Error(`${at}: needs a camelCase name, once`);
      names.add(field.name);
      for (const key of Object.keys(field)) if (!FIELD_KEYS.has(key)) throw new Error(`${at}: ${key} is not a field key (${[...FIELD_KEYS].join(', ')})`);
      if (typeof field.doc !== 'string' || !field.doc) throw new Error(`${at}: needs a doc line`);
      const kind = field.type;
      const known = PLAIN.has(kind) || (kind?.enum && enums[kind.enum]) || (kind?.list && types[kind.list]) || (kind?.callback && types[kind.callback]);
      if (!known) throw new Error(`${at}: type ${JSON.stringify(kind)} is no kind (string, number, boolean, object, {"enum"}, {"list"}, {"callback"} of a listed name)`);
    }
    for (const name of Array.isArray(type.unity?.ctor) ? type.unity.ctor : []) if (!names.has(name)) throw new Error(`${where}: unity.ctor names ${name}, no field`);
  }
  return { enums, aliases, types };
}

/**
 * Renders a doc line of the table: `code(text)` a code span, `ref(name, field)` a value type or
 * its field ({Type} or {Type.field}), `op(path)` an operation ({iap.purchaseAsync}), `param(name)`
 * a constructor argument ({@name}); `words` spells the engine's own words: null (what an absent
 * text reads as), unset (how an optional argument is left out), payload (the game's own JSON
 * object). Code spans go first, so braces inside them ({{registrationCode}}) stay text. `escape` is
 * applied to the text between.
 */
export function renderDoc(line, { code, ref, op, param, words, escape = (text) => text }) {
  return line
    .split('`')
    .map((part, i) =>
      i % 2
        ? code(part)
        : escape(part).replace(/\{(@?)([\w.]+)\}/g, (_, at, name) => {
            if (at) return param(name);
            if (Object.hasOwn(words, name)) return words[name];
            if (/^[A-Z]/.test(name)) return ref(...name.split('.'));
            return op(name);
          }),
    )
    .join('');
}
