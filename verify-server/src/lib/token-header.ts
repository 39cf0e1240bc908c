// Checks a token before any key is touched: length, compact shape, and a protected header that
// names only what the platform's format allows. Everything an attacker could use to steer
// verification (alg none, HS/RS algorithms, embedded jwk, jku, x5u, x5c, crit, b64) is refused
// here, so no such value ever reaches jose or a network.
import { decodeProtectedHeader } from 'jose';
import { VerifyError } from '../errors.js';
import { MAX_TOKEN_CHARS } from '../limits.js';
import { TOKEN_ALGORITHM, TOKEN_KINDS, tokenType, type TokenKind } from '../token/token-format.js';

const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;
const ALLOWED_HEADER_PARAMETERS = new Set(['alg', 'typ', 'kid']);
const KIND_BY_TYPE = new Map(TOKEN_KINDS.map((kind) => [tokenType(kind), kind]));

/**
 * Validates the token's size, shape and header; returns the kind its `typ` names.
 * @throws VerifyError token_too_large, invalid_request (not a compact JWS) or invalid_signature.
 */
export function checkTokenHeader(token: string): TokenKind {
  if (token.length > MAX_TOKEN_CHARS) throw new VerifyError('token_too_large', `token is longer than ${MAX_TOKEN_CHARS} characters`);
  if (!COMPACT_JWS.test(token)) throw new VerifyError('invalid_request', 'token is not a compact JWS (three base64url segments)');
  let header: Record<string, unknown>;
  try {
    header = decodeProtectedHeader(token) as Record<string, unknown>;
  } catch (cause) {
    throw new VerifyError('invalid_request', 'token header is not base64url-encoded JSON', { cause });
  }
  const extra = Object.keys(header).find((name) => !ALLOWED_HEADER_PARAMETERS.has(name));
  if (extra !== undefined) throw new VerifyError('invalid_signature', `token header parameter "${extra}" is not accepted`);
  if (header.alg !== TOKEN_ALGORITHM) throw new VerifyError('invalid_signature', `token algorithm must be ${TOKEN_ALGORITHM}`);
  if (header.kid !== undefined && typeof header.kid !== 'string') throw new VerifyError('invalid_signature', 'token kid must be a string');
  const kind = typeof header.typ === 'string' ? KIND_BY_TYPE.get(header.typ) : undefined;
  if (kind === undefined) throw new VerifyError('invalid_signature', 'token typ is not a partner platform token type');
  return kind;
}
