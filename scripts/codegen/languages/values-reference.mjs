// The value types as each engine's game reads them, for the references made from the value table
// (Defold's and the Godot addon's values.md, the API reference's value page): the key each engine
// spells a field with, its type in that language and its doc as plain Markdown-style text.
import { godotCallOf } from '../godot-operations.mjs';
import { luaNamesOf, pathOf, snake } from '../tables/operations.mjs';
import { enginesOf, renderDoc } from '../tables/values.mjs';

const kindOf = (field, { list, payload, plain }) => {
  const { type } = field;
  if (type === 'object') return payload;
  if (type.enum) return plain.string;
  if (type.list) return list(type.list);
  if (type === 'number' && field.integer) return plain.integer ?? plain.number;
  return plain[type];
};

/**
 * How each engine spells the values: `key(name)` the field's key, `type(field)` its type, `none`
 * what an absent value reads as, `call(op)` the engine's name of an operation. Lua receives the SDK's values with snake_case keys (the bridge
 * host's Lua dialect), Godot too (the addon's runtime/value_keys.gd).
 */
export const VALUE_ENGINES = {
  lua: {
    title: 'Lua (Defold)',
    key: snake,
    type: (field) => kindOf(field, { list: (type) => `array of ${type}`, payload: 'table (the game\'s keys as written)', plain: { string: 'string', number: 'number', boolean: 'boolean' } }) + (field.nullable ? ' or nil' : ''),
    none: 'nil',
    unset: 'leave it out',
    call: (op) => (luaNamesOf(op)[0] ? `sdk.${luaNamesOf(op)[0]}` : null),
  },
  gd: {
    title: 'GDScript (Godot)',
    key: snake,
    type: (field) => kindOf(field, { list: (type) => `Array of ${type}`, payload: 'Dictionary (the game\'s keys as written)', plain: { string: 'String', number: 'float', integer: 'int', boolean: 'bool' } }) + (field.nullable ? ' or null' : ''),
    none: 'null',
    unset: 'leave it out',
    call: godotCallOf,
  },
};

/**
 * The value types a game on `engine` receives and sends (those of the SDK's wire: TypeScript's),
 * each as { name, doc, fields: [{ key, type, doc }] }; fields that are TypeScript functions
 * (callbacks) are each engine's own API and left out.
 */
export function valuesFor(engine, { types, operations }) {
  const spell = VALUE_ENGINES[engine];
  const render = (line, owner) =>
    renderDoc(line, {
      code: (text) => `\`${text}\``,
      words: { null: spell.none, unset: spell.unset, payload: 'Payload' },
      param: (name) => `\`${spell.key(name)}\``,
      op: (path) => {
        const op = operations.find((each) => pathOf(each) === path);
        if (!op) throw new Error(`values.json ${owner}: doc names {${path}}, no operation`);
        return `\`${spell.call(op) ?? path}\``;
      },
      ref: (name, field) => (field ? `\`${name === owner ? '' : `${name}.`}${spell.key(field)}\`` : name),
    });
  return Object.entries(types)
    .filter(([, type]) => enginesOf(type).includes('ts'))
    .map(([name, type]) => ({
      name,
      doc: type.doc.map((line) => render(line, name)).join(' '),
      fields: type.fields
        .filter((field) => !field.type.callback)
        .map((field) => ({ key: spell.key(field.name), type: spell.type(field), optional: Boolean(field.optional), doc: render(field.doc, name) })),
    }));
}

/** The Markdown reference of the value types for `engine`, below `intro`. */
export function valuesMarkdown(engine, values, { banner, intro }) {
  const sections = valuesFor(engine, values).map(({ name, doc, fields }) => {
    const rows = fields.map((field) => `| \`${field.key}\`${field.optional ? ' (optional)' : ''} | ${field.type} | ${field.doc.replace(/\|/g, '\\|')} |`);
    return `## ${name}\n\n${doc}\n\n| key | type | what |\n| --- | --- | --- |\n${rows.join('\n')}`;
  });
  return `<!-- ${banner} -->\n# Values (${VALUE_ENGINES[engine].title})\n\n${intro}\n\n${sections.join('\n\n')}\n`;
}
