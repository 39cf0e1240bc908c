// The closed list of failure codes the verify and claim endpoints answer (the server maps each to
// its HTTP status, and its table must hold exactly these), and the client's own.

/** Every failure code of the verify and claim endpoints, as data: an answer naming another code is not the endpoints' answer. */
export const VERIFY_ERROR_CODES = [
  'invalid_request',
  'invalid_signature',
  'game_not_configured',
  'not_found',
  'subject_mismatch',
  'purchase_token_mismatch',
  'payload_too_large',
  'token_too_large',
  'unsupported_media_type',
  'kind_mismatch',
  'invalid_claims',
  'token_too_old',
  'token_issued_in_future',
  'rate_limited',
  'internal_error',
  'verification_unavailable',
  'ledger_unavailable',
] as const;

/** A failure code of the verify and claim endpoints (`code` of their `{ success: false }` body). */
export type VerifyErrorCode = (typeof VERIFY_ERROR_CODES)[number];

/**
 * The client's own failure codes:
 * - `network_error`: no answer (connection refused or reset);
 * - `timeout`: no whole answer within `timeoutMs` (headers and body);
 * - `response_too_large`: an answer longer than `maxResponseBytes` (reading stops there);
 * - `redirect_refused`: a redirect, never followed (it would carry the token elsewhere);
 * - `invalid_response`: an answer that is not the endpoints' JSON, or not the documented shape of
 *   what was asked (a `claimed` that is not a boolean, another kind, another player);
 * - `game_mismatch`: a verified value about another game than `expectedPlatformGameId`.
 */
export type VerifyClientOwnErrorCode = 'network_error' | 'timeout' | 'response_too_large' | 'redirect_refused' | 'invalid_response' | 'game_mismatch';

/** Why a client call failed: a server code, or one of the client's own. */
export type VerifyClientErrorCode = VerifyErrorCode | VerifyClientOwnErrorCode;

/**
 * Whether `code` is one of the endpoints' documented codes.
 * @example
 * isVerifyErrorCode('rate_limited'); // true
 */
export function isVerifyErrorCode(code: unknown): code is VerifyErrorCode {
  return typeof code === 'string' && (VERIFY_ERROR_CODES as readonly string[]).includes(code);
}
