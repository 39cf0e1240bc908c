// Renders the manifest's engine-neutral doc (an operation's `doc` lines) as a C# XML doc comment:
// {CODE} an error code (<see cref="ErrorCode.X"/>), {@name} an argument (<paramref/>, by its C#
// name), {module.name} or {name} an operation (<see cref/> of its C# method), {module} a module,
// {Type} or {Type.field} an SDK type or its field (PascalCase), `text` code (<c>). An example in
// C# stays with the Unity package (com.gamesdk.sdk/Documentation~/examples/<module.name>.cs) and
// is added as the comment's <example>. No C# text is parsed: the example is copied as it is.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readErrorTable } from '../error-table.mjs';
import { pascal, pathOf } from '../tables/operations.mjs';

const examplesDir = fileURLToPath(new URL('../../../unity-bridge/com.gamesdk.sdk/Documentation~/examples/', import.meta.url));

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The C# doc comment lines (without `/// `) of `op`. `crefOf(path)` gives the cref of an
 * operation's C# method (`Data.FlushAsync()`), `paramOf(op, name)` an argument's C# name.
 */
export function csDoc(op, { operations, crefOf, paramOf }) {
  const where = `operations.json ${pathOf(op)}`;
  const unityName = new Map(readErrorTable().map((row) => [row.code, row.unity]));
  const modules = new Set(operations.map((other) => other.module).filter(Boolean));
  const reference = (ref) => {
    // What an absent text reads as: C#'s strings read empty (unity.nullString).
    if (ref === 'null') return 'empty';
    if (/^[A-Z][A-Z_]+$/.test(ref)) {
      if (!unityName.has(ref)) throw new Error(`${where}: doc names {${ref}}, which is no code of the error table`);
      return `<see cref="ErrorCode.${unityName.get(ref)}"/>`;
    }
    if (ref.startsWith('@')) return `<paramref name="${paramOf(op, ref.slice(1))}"/>`;
    if (/^[A-Z]/.test(ref)) return `<see cref="${ref.split('.').map(pascal).join('.')}"/>`;
    if (operations.some((other) => pathOf(other) === ref)) return `<see cref="${crefOf(ref)}"/>`;
    if (modules.has(ref)) return `<see cref="${pascal(ref)}"/>`;
    throw new Error(`${where}: doc names {${ref}}, which is no operation, module, type, argument or error code`);
  };
  // Code spans first, so braces inside them ({{registrationCode}}) are text.
  const render = (line) => line.split('`').map((part, i) => (i % 2 ? `<c>${escape(part)}</c>` : escape(part).replace(/\{([@\w.]+)\}/g, (_, ref) => reference(ref)))).join('');
  const lines = (op.doc ?? [`\`${pathOf(op)}\` of the SDK.`]).map(render);
  const summary = lines.length === 1 ? [`<summary>${lines[0]}</summary>`] : ['<summary>', ...lines, '</summary>'];
  const example = `${examplesDir}${pathOf(op)}.cs`;
  if (!existsSync(example)) return summary;
  // In XML text only & and < must be escaped: the code keeps its => as written.
  const code = readFileSync(example, 'utf8').trimEnd().replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return [...summary, '<example>', '<code>', ...code.split('\n'), '</code>', '</example>'];
}

/** The doc as plain text (references by their neutral names), for the API reference. */
export const plainDoc = (op) => (op.doc ?? []).join(' ').replace(/\{@?([\w.]+)\}/g, '`$1`').replace(/\s+/g, ' ').trim();
