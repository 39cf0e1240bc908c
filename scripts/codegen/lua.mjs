// Emits the Lua error-code constants for the Defold bridge (and its desktop stubs).
import { generatedBanner } from './error-table.mjs';
import { luaComment, luaString } from './languages/literal.mjs';

export const target = 'defold-bridge/gamesdk/generated/error_codes.lua';

export function emit(table) {
  const lines = table.map((row) => {
    if (!/^[A-Z][A-Z0-9_]*$/.test(row.code)) throw new Error(`error code is not a Lua identifier: ${row.code}`);
    return `${luaComment(row.meaning)}\nM.${row.code} = ${luaString(row.code)}`;
  });
  return `-- ${generatedBanner}
--
-- Every error code the SDK can produce, as strings. Defold has no error constants: compare
-- sdk.parse_error(err).code with these, for example
--   local codes = require("gamesdk.generated.error_codes")
--   if sdk.parse_error(err).code == codes.PLAYER_NOT_AUTHENTICATED then ... end

local M = {}

${lines.join('\n\n')}

return M
`;
}
