// Emits the Godot addon's error codes (GameSdk.ErrorCode) from the error table.
import { generatedBanner } from './error-table.mjs';
import { gdComment, gdString } from './languages/gdscript.mjs';

export const target = 'godot-bridge/addons/gamesdk/generated/error_codes.gd';

export function emit(table) {
  const lines = table.map((row) => {
    if (!/^[A-Z][A-Z0-9_]*$/.test(row.code)) throw new Error(`error code is not a GDScript identifier: ${row.code}`);
    return `${gdComment(row.meaning)}\nconst ${row.code} := ${gdString(row.code)}`;
  });
  return `# ${generatedBanner}
#
# Every error code the SDK can produce, as GameSdk.ErrorCode.<CODE> (a String): compare a failed
# result's error.code with these, for example
#   if result.error.code == GameSdk.ErrorCode.PLAYER_NOT_AUTHENTICATED: ...
extends RefCounted

${lines.join('\n\n')}

## Every code above, in the table's order.
const ALL: Array[String] = [${table.map((row) => gdString(row.code)).join(', ')}]
`;
}
