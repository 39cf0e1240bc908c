// The grant handler's answers when it grants nothing: each code with its HTTP status, and the
// rule that says which verify-client failures mean "try again later".
import type { VerifyClientErrorCode } from '../error-codes.js';

/**
 * Why the grant handler granted nothing (`code` of its `{ error, code, consume: false }` body): a
 * code of the verify client (the verify server's, `network_error` or `invalid_response`), or one of
 * the handler's own:
 * - `unknown_product`: the signed purchase is for a product the game does not sell (422);
 * - `origin_not_allowed`: the request's `Origin` is not one the game backend allows (403);
 * - `method_not_allowed`: not `POST` (or `OPTIONS` for a preflight) (405);
 * - `save_failed`: the game's save hook threw; nothing is known to be saved (500).
 */
export type GrantErrorCode = VerifyClientErrorCode | 'unknown_product' | 'origin_not_allowed' | 'method_not_allowed' | 'save_failed';

// Failures that pass: the purchase stays pending and the game's recovery tries again later.
const RETRY_LATER: ReadonlySet<GrantErrorCode> = new Set(['rate_limited', 'verification_unavailable', 'ledger_unavailable', 'network_error', 'timeout', 'invalid_response', 'internal_error']);

/**
 * The HTTP status the handler answers a verify-client failure with: 503 for "try again later",
 * the verify server's own 4xx for a refusal, 502 for anything else from upstream.
 */
export function statusOfVerifyFailure(code: VerifyClientErrorCode, upstreamStatus: number | undefined): number {
  if (RETRY_LATER.has(code)) return 503;
  return upstreamStatus !== undefined && upstreamStatus >= 400 && upstreamStatus < 500 ? upstreamStatus : 502;
}
