import { ErrorCode } from './error-codes.generated.js';

/**
 * The one error type the SDK rejects or throws with.
 *
 * Branch on `code` (stable, from the error table), show `message` to developers, and read
 * `context` to see which call failed.
 *
 * @example
 * try {
 *   await Sdk.iap.purchaseAsync({ productId: 'gems_100' });
 * } catch (error) {
 *   if (isSdkError(error) && error.code === 'IAP_PURCHASE_CANCELLED') return;
 *   throw error;
 * }
 */
export class SdkError extends Error {
  /** Stable code from the error table. */
  readonly code: ErrorCode;
  /** The call that failed, as `module.operation` (for example `notifications.scheduleAsync`). */
  readonly context: string;

  constructor(code: ErrorCode, message: string, context: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SdkError';
    this.code = code;
    this.context = context;
  }

  /** A plain object with code, message and context, for bridges and logs. */
  toJSON(): { code: ErrorCode; message: string; context: string } {
    return { code: this.code, message: this.message, context: this.context };
  }
}

/** True when `value` is an SdkError (also across bundles, where instanceof cannot be trusted). */
export function isSdkError(value: unknown): value is SdkError {
  return (
    value instanceof SdkError ||
    (typeof value === 'object' && value !== null && (value as { name?: unknown }).name === 'SdkError' && isErrorCode((value as { code?: unknown }).code))
  );
}

/** True when `code` is one of the codes in the error table. */
export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.prototype.hasOwnProperty.call(ErrorCode, code);
}
