// Emits sdk-core's value types (src/types/values.ts) from the value-type table: an interface per
// value object, a union per enum, a type per alias, each with its doc comment.
import { pathOf } from './tables/operations.mjs';
import { enginesOf, renderDoc, valuesBanner } from './tables/values.mjs';
import { tsDocText } from './languages/literal.mjs';

export const from = 'values';
export const target = 'sdk-core/src/types/values.ts';

const quote = (text) => `'${text}'`;

/** The TypeScript doc text of a line of the table, inside `type`. */
function docText(line, type, { operations, values }) {
  const where = `values.json ${type ?? ''}`;
  return tsDocText(
    renderDoc(line, {
      code: (text) => `\`${text}\``,
      words: { null: 'null', unset: 'leave it out', payload: 'Payload' },
      param: (name) => `\`${name}\``,
      ref: (name, field) => {
        if (!values.types[name] && !values.enums[name] && !values.aliases[name]) throw new Error(`${where}: doc names {${name}}, no value type`);
        if (field && !values.types[name]?.fields.some((f) => f.name === field)) throw new Error(`${where}: doc names {${name}.${field}}, no field`);
        return field ? `\`${name === type ? field : `${name}.${field}`}\`` : name;
      },
      op: (path) => {
        if (!operations.some((op) => pathOf(op) === path)) throw new Error(`${where}: doc names {${path}}, no operation`);
        return `\`${path}\``;
      },
    }),
  );
}

const comment = (lines, indent = '') => (lines.length === 1 ? `${indent}/** ${lines[0]} */` : [`${indent}/**`, ...lines.map((line) => `${indent} * ${line}`), `${indent} */`].join('\n'));

function tsType(kind, { enums }) {
  if (kind === 'object') return 'Record<string, unknown>';
  if (typeof kind === 'string') return kind;
  if (kind.enum) return enums[kind.enum].inline ? enums[kind.enum].values.map(quote).join(' | ') : kind.enum;
  if (kind.list) return `${kind.list}[]`;
  return `(result: ${kind.callback}) => void`;
}

function aliasType(of) {
  if (of === 'object') return 'Record<string, unknown>';
  if (of === 'json') return 'string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue }';
  return `Record<string, ${of.map}>`;
}

export function emit({ operations, ...values }) {
  const sections = [];
  const render = (line, type) => docText(line, type, { operations, values });
  for (const [name, item] of Object.entries(values.enums)) {
    if (item.inline || !enginesOf(item).includes('ts')) continue;
    const union = [...item.values.map(quote), ...(item.open ? ['(string & {})'] : [])].join(' | ');
    sections.push(`${comment([render(item.doc)])}\nexport type ${name} = ${union};`);
  }
  for (const [name, type] of Object.entries(values.types)) {
    if (!enginesOf(type).includes('ts')) continue;
    const fields = type.fields.filter((field) => enginesOf(field).includes('ts'));
    const members = fields.map((field) => {
      const kind = tsType(field.type, values) + (field.nullable ? ' | null' : '');
      return `${comment([render(field.doc, name)], '  ')}\n  ${field.name}${field.optional ? '?' : ''}: ${kind};`;
    });
    sections.push(`${comment(type.doc.map((line) => render(line, name)))}\nexport interface ${name} {\n${members.join('\n')}\n}`);
  }
  for (const [name, alias] of Object.entries(values.aliases)) sections.push(`${comment([render(alias.doc)])}\nexport type ${name} = ${aliasType(alias.of)};`);
  return `// ${valuesBanner}
// Value objects of the spec's SDK surface. Fields the spec names are required; the rest are what a
// complete SDK offers and are documented as optional where a platform may not fill them.

${sections.join('\n\n')}
`;
}
