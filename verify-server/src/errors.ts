// The closed list of failure codes the verify and claim endpoints answer, and the HTTP status each
// one carries. The spec names some codes and statuses and leaves the complete list "not shown";
// this table is that complete list (documented in the README, each produced by a test).

import type { VerifyErrorCode } from '@gamesdk/verify-client';

/** Every `code` a failed verify or claim call can carry (the client's closed list, no more and no less), with its HTTP status. */
export const ERROR_STATUS = {
  invalid_request: 400,
  invalid_signature: 401,
  game_not_configured: 404,
  not_found: 404,
  subject_mismatch: 409,
  purchase_token_mismatch: 409,
  payload_too_large: 413,
  token_too_large: 413,
  unsupported_media_type: 415,
  kind_mismatch: 422,
  invalid_claims: 422,
  token_too_old: 422,
  token_issued_in_future: 422,
  rate_limited: 429,
  internal_error: 500,
  verification_unavailable: 503,
  ledger_unavailable: 503,
} as const satisfies Record<VerifyErrorCode, number>;

export type { VerifyErrorCode };

/** The failure body every endpoint answers: `{ success: false, error, code }`. */
export interface ErrorBody {
  success: false;
  error: string;
  code: VerifyErrorCode;
}

/**
 * A failure with a stable code; the router turns it into the documented status and body.
 * @example
 * throw new VerifyError('subject_mismatch', 'token is about another player');
 */
export class VerifyError extends Error {
  readonly code: VerifyErrorCode;
  readonly status: number;
  /** Whole seconds the caller should wait before retrying, sent as Retry-After (set on rate_limited). */
  readonly retryAfterSeconds: number | undefined;

  constructor(code: VerifyErrorCode, message: string, options?: { cause?: unknown; retryAfterSeconds?: number }) {
    super(message, options);
    this.name = 'VerifyError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }
}

/** True when `value` is a {@link VerifyError}. */
export function isVerifyError(value: unknown): value is VerifyError {
  return value instanceof VerifyError;
}
