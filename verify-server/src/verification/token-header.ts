// Checks a token before any key is touched: length, compact shape, and a protected header that
// names only what the platform's format allows. Everything an attacker could use to steer
// verification (alg none, HS/RS algorithms, embedded jwk, jku, x5u, x5c, crit, b64) is refused
// here, so no such value ever reaches jose or a network.
import { VerifyError } from '../errors.js';
import { MAX_TOKEN_CHARS, MAX_TOKEN_HEADER_CHARS } from '../limits.js';
import { TOKEN_ALGORITHM, TOKEN_KINDS, tokenType, type TokenKind } from '../token/token-format.js';
import { decodeJsonSegment } from './token-segments.js';

const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;
const ALLOWED_HEADER_PARAMETERS = new Set(['alg', 'typ', 'kid']);
const KIND_BY_TYPE = new Map(TOKEN_KINDS.map((kind) => [tokenType(kind), kind]));

/** What the header says, once it passed the allow-list. */
export interface CheckedHeader {
  kind: TokenKind;
  kid: string | undefined;
}

/**
 * Validates the token's size, shape and header; returns the kind its `typ` names and its `kid`.
 * @throws VerifyError token_too_large, invalid_request (not a compact JWS, a header over
 * MAX_TOKEN_HEADER_CHARS or too deep) or invalid_signature.
 */
export function checkTokenHeader(token: string): CheckedHeader {
  if (token.length > MAX_TOKEN_CHARS) throw new VerifyError('token_too_large', `token is longer than ${MAX_TOKEN_CHARS} characters`);
  if (!COMPACT_JWS.test(token)) throw new VerifyError('invalid_request', 'token is not a compact JWS (three base64url segments)');
  const segment = token.slice(0, token.indexOf('.'));
  if (segment.length > MAX_TOKEN_HEADER_CHARS) throw new VerifyError('invalid_request', `token header is longer than ${MAX_TOKEN_HEADER_CHARS} characters`);
  const header = decodeJsonSegment(segment, 'header');
  const extra = Object.keys(header).find((name) => !ALLOWED_HEADER_PARAMETERS.has(name));
  if (extra !== undefined) throw new VerifyError('invalid_signature', `token header parameter "${extra}" is not accepted`);
  if (header.alg !== TOKEN_ALGORITHM) throw new VerifyError('invalid_signature', `token algorithm must be ${TOKEN_ALGORITHM}`);
  if (header.kid !== undefined && typeof header.kid !== 'string') throw new VerifyError('invalid_signature', 'token kid must be a string');
  const kind = typeof header.typ === 'string' ? KIND_BY_TYPE.get(header.typ) : undefined;
  if (kind === undefined) throw new VerifyError('invalid_signature', 'token typ is not a partner platform token type');
  return { kind, kid: header.kid as string | undefined };
}
