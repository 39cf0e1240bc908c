// Renders the manifest's engine-neutral doc (an operation's `doc` lines) as a GDScript `##`
// description, in the BBCode Godot's help reads: `text` and every reference as [code], {@name} an
// argument as [param name], {module.name} or {name} an operation as the GameSdk call a game makes,
// {module} its module object, {Type} a value type (docs/values.md) and {Type.field} its snake_case
// key, {CODE} an error code, {null} null.
import { readErrorTable } from '../error-table.mjs';
import { renderDoc } from '../tables/values.mjs';
import { luaArgName, pathOf, snake } from '../tables/operations.mjs';

const code = (text) => `[code]${text}[/code]`;

/**
 * The one-line description of `op` for GDScript, or null when the manifest has no doc for it.
 * @param {object} op the operation
 * @param {object[]} operations every operation (the references resolve among them)
 * @param {(op: object) => string | null} callOf how a game calls an operation (`GameSdk.player.get_id`)
 */
export function gdDoc(op, operations, callOf) {
  if (!op.doc) return null;
  const where = `operations.json ${pathOf(op)}`;
  const codes = new Set(readErrorTable().map((row) => row.code));
  const modules = new Set(operations.map((other) => other.module).filter(Boolean));
  const text = op.doc.join(' ').replace(/\s+/g, ' ').trim();
  return renderDoc(text, {
    code,
    words: { null: code('null'), SdkError: 'an error' },
    param: (name) => {
      const arg = op.args.find((each) => each.name === name);
      return `[param ${arg ? luaArgName(arg) : snake(name)}]`;
    },
    ref: (type, field) => {
      if (/^[A-Z][A-Z_]+$/.test(type) && field === undefined) {
        if (!codes.has(type)) throw new Error(`${where}: doc names {${type}}, which is no code of the error table`);
        return code(type);
      }
      return field ? code(snake(field)) : type;
    },
    op: (name) => {
      const named = operations.find((other) => pathOf(other) === name);
      if (named) return code(callOf(named) ? `${callOf(named)}()` : name);
      if (modules.has(name)) return code(`GameSdk.${snake(name)}`);
      throw new Error(`${where}: doc names {${name}}, which is no operation, module, type, argument or error code`);
    },
  });
}
