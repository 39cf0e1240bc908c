// The API reference's value page: every value type of sdk-core/api/values.json with each field as
// TypeScript, C#, Lua and GDScript spell it, and its doc, from the same table the engines'
// types and references are generated from.
import { pascal } from '../codegen/tables/operations.mjs';
import { enginesOf, renderDoc } from '../codegen/tables/values.mjs';
import { VALUE_ENGINES } from '../codegen/languages/values-reference.mjs';
import { escape } from './html.mjs';

/** C#'s property of a field (as scripts/codegen/values-cs.mjs names it). */
const csProperty = (field) => field.unity?.property ?? (field.type === 'object' ? 'Data' : pascal(field.name));

/** The page's body. */
export function valuesPage({ types, enums, aliases }) {
  const text = (line) =>
    renderDoc(line, {
      escape,
      code: (code) => `<code>${escape(code)}</code>`,
      words: { null: 'null (C#: empty; Lua: nil)', unset: 'leave it out (C#: null or empty)', payload: 'Payload' },
      param: (name) => `<code>${escape(name)}</code>`,
      op: (path) => `<code>${escape(path)}</code>`,
      ref: (name, field) => (field ? `<code>${escape(`${name}.${field}`)}</code>` : `<a href="#${escape(name)}"><code>${escape(name)}</code></a>`),
    });
  const spelt = (engines, field, engine, spell) => (engines.includes(engine) ? `<code>${escape(spell(field))}</code>` : '');
  const sections = Object.entries(types).map(([name, type]) => {
    const engines = enginesOf(type).includes('ts') ? [...enginesOf(type), 'lua', 'gd'] : enginesOf(type);
    const rows = type.fields.map((field) => {
      const on = field.type.callback ? ['ts'] : engines.filter((engine) => enginesOf(field).includes(engine) || ['lua', 'gd'].includes(engine));
      return `<tr><td>${spelt(on, field, 'ts', (f) => `${f.name}${f.optional ? '?' : ''}`)}</td><td>${spelt(on, field, 'cs', csProperty)}</td><td>${spelt(on, field, 'lua', (f) => VALUE_ENGINES.lua.key(f.name))}</td><td>${spelt(on, field, 'gd', (f) => VALUE_ENGINES.gd.key(f.name))}</td><td>${text(field.doc)}</td></tr>`;
    });
    return `<h2 id="${escape(name)}"><code>${escape(name)}</code></h2>\n<p>${type.doc.map(text).join(' ')}</p>\n<table><thead><tr><th>TypeScript</th><th>C#</th><th>Lua</th><th>GDScript</th><th>what</th></tr></thead><tbody>\n${rows.join('\n')}\n</tbody></table>`;
  });
  const enumRows = Object.entries(enums).map(([name, item]) => `<tr id="${escape(name)}"><td><code>${escape(name)}</code></td><td>${item.values.map((value) => `<code>${escape(value)}</code>`).join(', ')}${item.open ? ', or another' : ''}</td><td>${text(item.doc)}</td></tr>`);
  const aliasRows = Object.entries(aliases).map(([name, alias]) => `<tr id="${escape(name)}"><td><code>${escape(name)}</code></td><td>${text(alias.doc)}</td></tr>`);
  return `<h1>Values</h1>
<p>The objects operations take and answer, generated for every engine from <code>sdk-core/api/values.json</code>: TypeScript interfaces, C# classes (JsonUtility's), Lua tables with snake_case keys, GDScript Dictionaries with snake_case keys. An empty cell: that engine has no such field.</p>
<h2 id="enums">Enumerations</h2>
<table><thead><tr><th>name</th><th>values</th><th>what</th></tr></thead><tbody>
${enumRows.join('\n')}
</tbody></table>
<h2 id="aliases">The game's own JSON</h2>
<p>TypeScript's names for data the SDK keeps as the game wrote it (C#: JSON text; Lua: tables; GDScript: Dictionaries).</p>
<table><thead><tr><th>name</th><th>what</th></tr></thead><tbody>
${aliasRows.join('\n')}
</tbody></table>
${sections.join('\n')}`;
}
