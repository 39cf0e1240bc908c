// The one place a failure becomes a response: `{ success: false, error, code }` with the code's
// status. Body-parser failures map to their own codes; anything unexpected is a 500 whose
// message never leaves the server.
import type { ErrorRequestHandler, Response } from 'express';
import { ERROR_STATUS, VerifyError, type ErrorBody, type VerifyErrorCode } from '../errors.js';
import { LedgerUnavailableError } from '../ledger/ledger.js';
import type { Logger } from '../logger.js';
import { sendJson } from './send-json.js';

/** Sends a failure body; also records the code for the request log. */
export function sendError(res: Response, code: VerifyErrorCode, message: string): void {
  res.locals.code = code;
  const body: ErrorBody = { success: false, error: message, code };
  sendJson(res, ERROR_STATUS[code], body);
}

// body-parser (express.json) reports its failures with a `type`.
const BODY_PARSER_CODES: Record<string, VerifyErrorCode> = {
  'entity.too.large': 'payload_too_large',
  'entity.parse.failed': 'invalid_request',
  'encoding.unsupported': 'unsupported_media_type',
  'charset.unsupported': 'unsupported_media_type',
  'request.aborted': 'invalid_request',
  'request.size.invalid': 'invalid_request',
  'stream.encoding.set': 'invalid_request',
};

function asVerifyError(error: unknown): VerifyError | undefined {
  if (error instanceof VerifyError) return error;
  if (error instanceof LedgerUnavailableError) return new VerifyError('ledger_unavailable', 'the claim ledger is unavailable; retry later', { cause: error });
  const type = (error as { type?: unknown } | null)?.type;
  const code = typeof type === 'string' ? BODY_PARSER_CODES[type] : undefined;
  if (code === 'payload_too_large') return new VerifyError(code, 'request body is too large');
  if (code) return new VerifyError(code, code === 'invalid_request' ? 'request body is not valid JSON' : 'request body encoding is not supported');
  return undefined;
}

/** Error middleware, registered last. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    const path = req.baseUrl + (req.path === '/' ? '' : req.path);
    const known = asVerifyError(error);
    if (known) {
      if (known.status >= 500) logger.warn('request failed', { path, code: known.code, cause: describe(known.cause) });
      if (known.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(known.retryAfterSeconds));
      return sendError(res, known.code, known.message);
    }
    logger.error('unexpected failure', { path, cause: describe(error) });
    sendError(res, 'internal_error', 'internal error');
  };
}

// Error names and messages only: causes never carry tokens (jose and drivers do not echo input).
function describe(error: unknown): string | undefined {
  if (error === undefined) return undefined;
  if (error instanceof Error) return `${error.name}: ${error.message}${error.cause ? ` (${describe(error.cause)})` : ''}`;
  return String(error);
}
