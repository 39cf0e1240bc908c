// Emits Unity's value classes (Runtime/Values/Values.generated.cs) from the value-type table: a
// [Serializable] class per value object with JsonUtility's private fields, a read-only property
// per field (with a setter on options the game fills) and the constructor the table names. What
// only C# adds to a class (Player.IsRegistered, Subscription's older constructor) is a hand-written
// partial class beside it; types with behaviour (PlayerData, the recovery's) stay hand-written.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { csCrefOf } from './cs-operations.mjs';
import { csDocText } from './languages/literal.mjs';
import { pascal } from './tables/operations.mjs';
import { enginesOf, renderDoc, valuesBanner } from './tables/values.mjs';

export const from = 'values';
const examplesDir = fileURLToPath(new URL('../../unity-bridge/com.gamesdk.sdk/Documentation~/examples/', import.meta.url));
export const target = 'unity-bridge/com.gamesdk.sdk/Runtime/Values/Values.generated.cs';

// C# holds the game's own JSON object as its text (JsonUtility has no dictionary) and an enum's
// value as a string; so a game reads and writes the wire's value unchanged.
function csType(field) {
  const { type } = field;
  if (type === 'string' || type === 'object' || type.enum) return 'string';
  if (type === 'boolean') return 'bool';
  if (type === 'number') return field.integer ? field.cs ?? 'int' : 'double';
  if (type.list) return `${type.list}[]`;
  throw new Error(`values.json field ${field.name}: C# has no type for ${JSON.stringify(type)}`);
}

/** C#'s serialised field, property and constructor argument of a table field. */
function namesOf(field) {
  const property = field.unity?.property ?? (field.type === 'object' ? 'Data' : pascal(field.name));
  return {
    field: field.type === 'object' ? `${field.name}Json` : field.name,
    property,
    param: property.replace(/^./, (c) => c.toLowerCase()),
  };
}

/** The <example> of a type's doc comment, from the Unity package's Documentation~/examples/<Type>.cs; none without one. */
function exampleOf(name) {
  const file = `${examplesDir}${name}.cs`;
  if (!existsSync(file)) return [];
  // In XML text only & and < must be escaped: the code keeps its => as written.
  const code = readFileSync(file, 'utf8').trimEnd().replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return ['<example>', '<code>', ...code.split('\n'), '</code>', '</example>'].map((line) => `    /// ${line}`);
}

export function emit({ operations, ...values }) {
  const crefOf = csCrefOf(operations);
  const classes = Object.entries(values.types).filter(([, type]) => enginesOf(type).includes('cs'));
  const declared = new Set([...classes.map(([name]) => name), 'PlayerData']);

  /** A doc line of type `owner` as C# doc text. */
  const render = (line, owner) =>
    renderDoc(line, {
      escape: csDocText,
      code: (text) => `<c>${csDocText(text)}</c>`,
      words: { null: 'empty', unset: 'null or empty', payload: 'JSON object text' },
      param: (name) => `<paramref name="${namesOf(values.types[owner].fields.find((f) => f.name === name)).param}"/>`,
      op: (path) => `<see cref="${crefOf(path)}"/>`,
      ref: (name, fieldName) => {
        if (!declared.has(name) && !values.enums[name]?.unity?.enum) throw new Error(`values.json ${owner}: doc names {${name}}, which C# does not declare`);
        if (!fieldName) return `<see cref="${name}"/>`;
        const field = values.types[name].fields.find((f) => f.name === fieldName);
        if (!field) throw new Error(`values.json ${owner}: doc names {${name}.${fieldName}}, no field`);
        return `<see cref="${name === owner ? '' : `${name}.`}${namesOf(field).property}"/>`;
      },
    });
  const summary = (lines, indent) => {
    const pad = ' '.repeat(indent);
    if (lines.length === 1) return [`${pad}/// <summary>${lines[0]}</summary>`];
    return [`${pad}/// <summary>`, ...lines.map((line) => `${pad}/// ${line}`), `${pad}/// </summary>`];
  };

  const blocks = classes.map(([name, type]) => {
    const unity = type.unity ?? {};
    const fields = type.fields.filter((field) => enginesOf(field).includes('cs'));
    const lines = [...summary((unity.doc ?? type.doc).map((line) => render(line, name)), 4), ...exampleOf(name), '    [Serializable]', `    public sealed ${unity.partial ? 'partial ' : ''}class ${name}`, '    {'];
    for (const field of fields) lines.push(`        [SerializeField] private ${csType(field)} ${namesOf(field).field};`);
    const ctor = unity.ctor === false ? null : (unity.ctor ?? fields.map((field) => field.name)).map((fieldName) => fields.find((field) => field.name === fieldName));
    if (ctor) {
      const params = ctor.map((field) => `${csType(field)} ${namesOf(field).param}`).join(', ');
      lines.push('', ...summary([render(unity.ctorDoc ?? 'Creates a value (the SDK fills these).', name)], 8), `        public ${name}(${params})`, '        {');
      for (const field of ctor) {
        const { field: own, param } = namesOf(field);
        lines.push(`            ${own === param ? `this.${own}` : own} = ${param};`);
      }
      lines.push('        }');
    }
    lines.push('');
    for (const field of fields) {
      const { field: own, property } = namesOf(field);
      const setter = unity.mutable ? ` set { ${own} = value; }` : '';
      lines.push(...summary([render(field.doc, name)], 8), `        public ${csType(field)} ${property} { get { return ${own}; }${setter} }`);
    }
    lines.push('    }');
    return lines.join('\n');
  });
  const enums = Object.entries(values.enums).filter(([, item]) => item.unity?.enum && enginesOf(item).includes('cs'));
  for (const [name, item] of enums) {
    const members = [...(item.unity.unknown ? [['Unknown', item.unity.unknown]] : []), ...item.values.map((value) => [pascal(value), render(item.docs[value], name)])];
    const lines = [...summary([render(item.doc, name)], 4), `    public enum ${name}`, '    {'];
    for (const [member, doc] of members) lines.push(...summary([doc], 8), `        ${member},`);
    lines.push('    }');
    if (item.unity.unknown) {
      // The wire answers the id; an id this version has no member for reads as Unknown, never throws.
      lines.push('', `    internal static class ${name}s`, '    {', `        /// <summary>The member of an id; never throws.</summary>`, `        internal static ${name} FromId(string id)`, '        {', '            switch (id)', '            {');
      for (const value of item.values) lines.push(`                case ${JSON.stringify(value)}: return ${name}.${pascal(value)};`);
      lines.push(`                default: return ${name}.Unknown;`, '            }', '        }', '    }');
    }
    blocks.push(lines.join('\n'));
  }
  return `// ${valuesBanner}
// The SDK's value objects as JsonUtility reads and writes them.
using System;
using UnityEngine;

namespace Sdk
{
${blocks.join('\n\n')}
}
`;
}
