// The closed list of failure codes the verify and claim endpoints answer (the server maps each to
// its HTTP status, and its table must hold exactly these), and the client's own two.

/** A failure code of the verify and claim endpoints (`code` of their `{ success: false }` body). */
export type VerifyErrorCode =
  | 'invalid_request'
  | 'invalid_signature'
  | 'game_not_configured'
  | 'not_found'
  | 'subject_mismatch'
  | 'purchase_token_mismatch'
  | 'payload_too_large'
  | 'token_too_large'
  | 'unsupported_media_type'
  | 'kind_mismatch'
  | 'invalid_claims'
  | 'token_too_old'
  | 'token_issued_in_future'
  | 'rate_limited'
  | 'internal_error'
  | 'verification_unavailable'
  | 'ledger_unavailable';

/** Why a client call failed: a server code, or a transport failure (`network_error`: no answer; `invalid_response`: an answer that is not the endpoints' JSON). */
export type VerifyClientErrorCode = VerifyErrorCode | 'network_error' | 'invalid_response';
