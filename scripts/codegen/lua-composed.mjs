// Emits the Defold bridge's table of composed operations (gamesdk/generated/composed.lua): per Lua function
// its SDK context and the Lua module of its bridge shape, which builds it from the other functions
// of the sdk table, so it runs on the extension and the desktop stubs alike. sdk.lua installs them.
import { operationsBanner, readOperations, luaNamesOf, contextOf, pathOf } from './tables/operations.mjs';

export const from = 'operations';
export const target = 'defold-bridge/gamesdk/generated/composed.lua';

// The Lua module of each shape a composed operation may have. Defold bundles only modules
// required by a literal name, so each is required here by name.
const MODULES = { recovery: 'gamesdk.recover_purchases', offerText: 'gamesdk.format_offer' };

export function emit(operations = readOperations()) {
  const rows = operations.filter((op) => op.kind === 'composed').map((op) => {
    const module = MODULES[op.bridge];
    if (!module) throw new Error(`operations.json ${pathOf(op)}: the Defold bridge has no Lua module for the bridge shape ${op.bridge}`);
    return `    ${luaNamesOf(op)[0]} = { context = "${contextOf(op)}", make = require("${module}") },`;
  });
  return `-- ${operationsBanner}
--
-- The operations built in Lua from other operations: { context = the SDK context their errors
-- name, make = function(sdk, context) returning the function }.
return {
${rows.join('\n')}
}
`;
}
