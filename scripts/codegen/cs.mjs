// Emits the Unity bridge's C# ErrorCode enum and its code mapping. The mapping is a switch, never
// Enum.Parse, so a code this version does not know becomes ErrorCode.Unknown instead of throwing.
import { generatedBanner } from './error-table.mjs';
import { csDocText, csString } from './languages/literal.mjs';

export const target = 'unity-bridge/com.gamesdk.sdk/Runtime/Errors/ErrorCode.generated.cs';

export function emit(table) {
  if (!table.some((row) => row.code === 'UNKNOWN' && row.unity === 'Unknown')) {
    throw new Error('cs.mjs: the error table needs an UNKNOWN row with unity name Unknown (the fallback of unmapped codes)');
  }
  const members = table.map((row) => `        /// <summary>${csDocText(row.meaning)} (<c>${row.code}</c>)</summary>\n        ${row.unity},`);
  const fromCode = table.filter((row) => row.code !== 'UNKNOWN').map((row) => `                case ${csString(row.code)}: return ErrorCode.${row.unity};`);
  const toCode = table.map((row) => `                case ErrorCode.${row.unity}: return ${csString(row.code)};`);
  return `// ${generatedBanner}
namespace Sdk
{
    /// <summary>Every error code the SDK can produce; see <see cref="SdkError.Code"/>.</summary>
    public enum ErrorCode
    {
${members.join('\n')}
    }

    /// <summary>Maps the SDK's string codes (as the browser script sends them) to <see cref="ErrorCode"/> and back.</summary>
    public static class ErrorCodes
    {
        /// <summary>The member for <paramref name="code"/>; <see cref="ErrorCode.Unknown"/> for a code this version does not know. Never throws.</summary>
        public static ErrorCode FromCode(string code)
        {
            switch (code)
            {
${fromCode.join('\n')}
                default: return ErrorCode.Unknown;
            }
        }

        /// <summary>The string code of <paramref name="code"/>, as in the error table.</summary>
        public static string ToCode(ErrorCode code)
        {
            switch (code)
            {
${toCode.join('\n')}
                default: return "UNKNOWN";
            }
        }
    }
}
`;
}
