// The request body in two steps, so that the costly one can wait its turn: the bytes are received
// within bounds (receive-body.ts), and only then, in the handler (in the large-body lane for a
// large body), checked for depth on the raw bytes, decoded and parsed.
import { parse as parseContentType } from 'content-type';
import type { Request } from 'express';
import { VerifyError } from '../errors.js';
import { jsonNestsDeeperThan } from '../verification/json-depth.js';
import { MAX_BODY_JSON_DEPTH } from '../limits.js';

// TextDecoder drops a byte order mark, as body-parser did; Buffer#toString would keep it. Without
// `stream` a decode keeps no state, so one decoder serves every request instead of one each.
const UTF8 = new TextDecoder();

/** How many bytes the body has, for choosing the lane (0 when there is none). */
export function bodyBytes(req: Request): number {
  return Buffer.isBuffer(req.body) ? req.body.length : 0;
}

// JSON is UTF-8, or (RFC 7159) UTF-16; TextDecoder decodes each. Without a charset: UTF-8.
function charsetOf(req: Request): string {
  // The header almost every client sends, answered without parsing it.
  if (req.headers['content-type'] === 'application/json') return 'utf-8';
  let charset: string | undefined;
  try {
    charset = parseContentType(req.headers['content-type'] ?? '').parameters.charset?.toLowerCase();
  } catch {
    throw new VerifyError('unsupported_media_type', 'Content-Type must be application/json');
  }
  if (charset === undefined || charset === 'utf-8' || charset === 'utf8') return 'utf-8';
  if (charset === 'utf-16' || charset === 'utf-16le' || charset === 'utf-16be') return charset;
  throw new VerifyError('unsupported_media_type', `charset ${charset} is not supported; send UTF-8`);
}

/**
 * The parsed JSON body. A body nested deeper than MAX_BODY_JSON_DEPTH is refused before it is
 * decoded or parsed. A body a host app already parsed (the router mounted behind its own JSON
 * parser) is taken as it is; no body is `undefined`.
 * @throws VerifyError unsupported_media_type (charset), invalid_request (too deep, not JSON).
 */
export function parseJsonBody(req: Request): unknown {
  const raw: unknown = req.body;
  if (!Buffer.isBuffer(raw)) return raw;
  const charset = charsetOf(req);
  // An empty body is a common client mistake; it answers as a body without the fields.
  if (raw.length === 0) return {};
  const text = charset === 'utf-8' ? undefined : new TextDecoder(charset).decode(raw);
  if (jsonNestsDeeperThan(text ?? raw, MAX_BODY_JSON_DEPTH)) {
    throw new VerifyError('invalid_request', `request body nests deeper than ${MAX_BODY_JSON_DEPTH} levels`);
  }
  try {
    return JSON.parse(text ?? UTF8.decode(raw));
  } catch (cause) {
    throw new VerifyError('invalid_request', 'request body is not valid JSON', { cause });
  }
}
