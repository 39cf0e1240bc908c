// The one error a client call throws: a documented code, and what is known of the answer.
import type { VerifyClientErrorCode } from './error-codes.js';

/** Details of a {@link VerifyClientError}. */
export interface VerifyClientErrorDetails {
  status?: number;
  retryAfterMs?: number;
  attempts: number;
  cause?: unknown;
}

/**
 * A failed verify or claim call. `retryAfterMs` is set when the server asked to wait.
 * @example
 * if (error instanceof VerifyClientError && error.code === 'subject_mismatch') refuse();
 */
export class VerifyClientError extends Error {
  readonly code: VerifyClientErrorCode;
  readonly status: number | undefined;
  readonly retryAfterMs: number | undefined;
  readonly attempts: number;

  constructor(code: VerifyClientErrorCode, message: string, details: VerifyClientErrorDetails) {
    super(message, { cause: details.cause });
    this.name = 'VerifyClientError';
    this.code = code;
    this.status = details.status;
    this.retryAfterMs = details.retryAfterMs;
    this.attempts = details.attempts;
  }
}
