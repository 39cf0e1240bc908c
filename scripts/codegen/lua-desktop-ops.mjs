// Emits the desktop stubs' operation table: per Lua function its kind, the argument specs the
// stubs check (the same checks as the extension's), its SDK context and what the partner platform
// does with it. desktop.lua implements the offered operations; the rest follow from this table.
import { operationsBanner, readOperations, luaNamesOf, luaArgName, bridgedArgs, contextOf, isPlain } from './lib/operations.mjs';

export const from = 'operations';
export const target = 'defold-bridge/gamesdk/desktop_ops.lua';

const lua = (text) => JSON.stringify(text);

export function emit(operations = readOperations()) {
  const rows = operations.filter((op) => isPlain(op) || op.kind === 'callback').filter((op) => luaNamesOf(op).length).map((op) => {
    const args = bridgedArgs(op).map((arg) => `{ name = ${lua(luaArgName(arg))}, type = ${lua(arg.type)}${arg.optional ? ', optional = true' : ''} }`);
    return `    ${luaNamesOf(op)[0]} = { kind = ${lua(op.kind)}, context = ${lua(contextOf(op))}, partner = ${lua(op.partner)}, args = { ${args.join(', ')} } },`;
  });
  return `-- ${operationsBanner}
--
-- The desktop stubs' table of the Lua API: kind ("sync", "void", "async", "callback"), the SDK
-- context, the partner platform's behaviour ("offered", "quiet": accepted and dropped,
-- "notOffered": FEATURE_NOT_SUPPORTED) and the argument specs checked before any call.
return {
${rows.join('\n')}
}
`;
}
