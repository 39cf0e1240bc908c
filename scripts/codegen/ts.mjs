// Emits the TypeScript ErrorCode constants for sdk-core.
import { generatedBanner } from './error-table.mjs';
import { tsDocText, tsString } from './languages/literal.mjs';

export const target = 'sdk-core/src/errors/error-codes.generated.ts';

export function emit(table) {
  const lines = table.map((row) => `  /** ${tsDocText(row.meaning)} */\n  ${row.code}: ${tsString(row.code)},`);
  return `// ${generatedBanner}

/** Every error code the SDK can produce, keyed by itself. */
export const ErrorCode = {
${lines.join('\n')}
} as const;

/** One of the SDK's stable error codes. */
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
`;
}
