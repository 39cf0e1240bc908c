// Renders the manifest's engine-neutral doc (an operation's `doc` lines) as the Defold editor's
// description of a Lua function (gamesdk.script_api's desc): {CODE} an error code (err.code),
// {@name} an argument by its Lua name, {module.name} or {name} an operation as sdk.<lua name>,
// {module} a module, {null} nil, {Type} a value type (gamesdk/api/values.md) and {Type.field} its snake_case
// key, `text` code as plain text (the editor shows the description as text).
import { readErrorTable } from '../error-table.mjs';
import { luaArgName, luaNamesOf, pathOf, snake } from '../tables/operations.mjs';

/** The one-line description of `op` for Lua, or null when the manifest has no doc for it. */
export function luaDoc(op, operations) {
  if (!op.doc) return null;
  const where = `operations.json ${pathOf(op)}`;
  const codes = new Set(readErrorTable().map((row) => row.code));
  const modules = new Set(operations.map((other) => other.module).filter(Boolean));
  const reference = (ref) => {
    if (ref === 'null') return 'nil';
    if (/^[A-Z][A-Z_]+$/.test(ref)) {
      if (!codes.has(ref)) throw new Error(`${where}: doc names {${ref}}, which is no code of the error table`);
      return ref;
    }
    if (ref.startsWith('@')) {
      const arg = op.args.find((each) => each.name === ref.slice(1));
      return arg ? luaArgName(arg) : snake(ref.slice(1));
    }
    if (ref === 'SdkError') return 'an error';
    if (/^[A-Z]/.test(ref)) {
      const [type, field] = ref.split('.');
      return field ? snake(field) : type;
    }
    const named = operations.find((other) => pathOf(other) === ref);
    if (named) return luaNamesOf(named).length ? `sdk.${luaNamesOf(named)[0]}` : ref;
    if (modules.has(ref)) return ref;
    throw new Error(`${where}: doc names {${ref}}, which is no operation, module, type, argument or error code`);
  };
  // Code spans first, so braces inside them ({{registrationCode}}) are text.
  return op.doc
    .join(' ')
    .split('`')
    .map((part, i) => (i % 2 ? part : part.replace(/\{([@\w.]+)\}/g, (_, ref) => reference(ref))))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}
