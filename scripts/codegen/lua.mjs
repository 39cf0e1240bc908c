// Emits the Lua error-code constants for the Defold bridge (and its desktop stubs).
import { generatedBanner } from './error-table.mjs';

export const target = 'defold-bridge/gamesdk/error_codes.lua';

/** A meaning becomes a `--` comment, which ends at the line break: refuse one that would spill into code. */
function comment(text) {
  if (/[\r\n]/.test(text)) throw new Error(`error-table meaning must be one line: ${text}`);
  return `-- ${text}`;
}

export function emit(table) {
  const lines = table.map((row) => {
    if (!/^[A-Z][A-Z0-9_]*$/.test(row.code)) throw new Error(`error code is not a Lua identifier: ${row.code}`);
    return `${comment(row.meaning)}\nM.${row.code} = "${row.code}"`;
  });
  return `-- ${generatedBanner}
--
-- Every error code the SDK can produce, as strings. Defold has no error constants: compare
-- sdk.parse_error(err).code with these, for example
--   local codes = require("gamesdk.error_codes")
--   if sdk.parse_error(err).code == codes.PLAYER_NOT_AUTHENTICATED then ... end

local M = {}

${lines.join('\n\n')}

return M
`;
}
