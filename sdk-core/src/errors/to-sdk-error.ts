import { SdkError, isErrorCode } from './sdk-error.js';

/**
 * Turns anything an adapter or platform threw into an SdkError for `context`, keeping the
 * original as `cause`. Codes from the table survive; everything else is OPERATION_FAILED.
 */
export function toSdkError(thrown: unknown, context: string): SdkError {
  if (thrown instanceof SdkError) {
    return thrown.context === context ? thrown : new SdkError(thrown.code, thrown.message, context, { cause: thrown.cause });
  }
  const shaped = typeof thrown === 'object' && thrown !== null ? (thrown as { code?: unknown; message?: unknown }) : {};
  const message = typeof shaped.message === 'string' && shaped.message !== '' ? shaped.message : describe(thrown);
  if (isErrorCode(shaped.code)) return new SdkError(shaped.code, message, context, { cause: thrown });
  if (thrown instanceof TypeError && /fetch|network/i.test(message)) {
    return new SdkError('NETWORK_FAILURE', message, context, { cause: thrown });
  }
  return new SdkError('OPERATION_FAILED', `${context} failed: ${message}`, context, { cause: thrown });
}

function describe(thrown: unknown): string {
  if (thrown === undefined || thrown === null || thrown === '') return 'the platform gave no reason';
  return typeof thrown === 'string' ? thrown : String(thrown);
}
