// The request body's bytes, received within bounds before anything parses them. A declared body
// over the cap, or a compressed one, is refused before a byte of it is read; a large body (over
// LARGE_BODY_BYTES, or of unknown length) is admitted first (large-body-admission.ts) and read only
// when its client has an active place, which it holds until answered; a body that passes the cap
// while arriving stops being read there. Every refusal of a body not read to its end closes the
// connection, so the rest is never received.
import type { Request, RequestHandler, Response } from 'express';
import getRawBody from 'raw-body';
import { VerifyError } from '../errors.js';
import { LARGE_BODY_BYTES, MAX_BODY_BYTES } from '../limits.js';
import type { LargeBodyAdmission } from './large-body-admission.js';
import { clientKeyOf } from './rate-limit.js';

// raw-body's failures with a `type`, as the endpoints' codes.
const READ_FAILURES: Record<string, [VerifyError['code'], string]> = {
  'entity.too.large': ['payload_too_large', 'request body is too large'],
  'request.size.invalid': ['invalid_request', 'request body is shorter or longer than its Content-Length'],
  'request.aborted': ['invalid_request', 'request body was cut short'],
};

/** A refusal of a body that is not read to its end: the connection closes after the answer. */
function refuseUnread(res: Response, error: VerifyError): VerifyError {
  res.setHeader('Connection', 'close');
  return error;
}

/**
 * Reads the body's bytes (at most MAX_BODY_BYTES, uncompressed) into `req.body` as a Buffer. A
 * body a host app already parsed (the router mounted behind its own parser) is left as it is.
 */
export function receiveBody(admit: LargeBodyAdmission): RequestHandler {
  return async (req, res, next) => {
    if (req.body !== undefined || !hasBody(req)) return next();
    const encoding = (req.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
    if (encoding !== 'identity') throw refuseUnread(res, new VerifyError('unsupported_media_type', 'request body encoding is not supported'));
    const declared = req.headers['content-length'] === undefined ? undefined : Number(req.headers['content-length']);
    if (declared !== undefined && declared > MAX_BODY_BYTES) throw refuseUnread(res, new VerifyError('payload_too_large', 'request body is too large'));

    // Counted from now, while its bytes still wait to be read; refused, it is never read.
    let ticket;
    if (declared === undefined || declared > LARGE_BODY_BYTES) {
      try {
        ticket = admit(clientKeyOf(req));
      } catch (error) {
        throw refuseUnread(res, error as VerifyError);
      }
    }
    let gone = false;
    if (ticket) {
      const { done } = ticket;
      res.once('close', () => {
        gone = true;
        done();
      });
      await ticket.turn;
      if (gone) return;
    }
    try {
      req.body = await getRawBody(req, { limit: MAX_BODY_BYTES, ...(declared !== undefined ? { length: declared } : {}) });
    } catch (cause) {
      const [code, message] = READ_FAILURES[(cause as { type?: string }).type ?? ''] ?? ['invalid_request', 'request body could not be read'];
      throw refuseUnread(res, new VerifyError(code, message, { cause }));
    }
    next();
  };
}

// RFC 9112: a request has a body when it declares a length or a transfer coding.
const hasBody = (req: Request): boolean => req.headers['transfer-encoding'] !== undefined || req.headers['content-length'] !== undefined;
