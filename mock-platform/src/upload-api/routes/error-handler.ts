import type { NextFunction, Request, Response } from 'express';
import type { UploadApiContext } from './context.js';
import { UploadApiError } from './errors.js';

// body-parser's errors carry a `type`; these are the client's fault, not ours.
const BODY_ERRORS: Record<string, string> = {
  'entity.parse.failed': 'the request body is not valid JSON',
  'entity.too.large': 'the request body is too large',
  'encoding.unsupported': 'the request body encoding is not supported',
};

/**
 * The one error middleware of the upload API: a known failure answers its envelope; anything
 * else is a 500 INTERNAL_ERROR whose message says nothing about internals (it is logged).
 */
export function handleErrors(context: UploadApiContext) {
  return (error: unknown, _request: Request, response: Response, _next: NextFunction): void => {
    const bodyError = BODY_ERRORS[(error as { type?: string }).type ?? ''];
    const status = (error as { status?: unknown }).status;
    const failure =
      error instanceof UploadApiError
        ? error
        : bodyError
          ? new UploadApiError('VALIDATION_FAILED', bodyError, { field: 'body' })
          : typeof status === 'number' && status >= 400 && status < 500
            ? // Express's own client errors, such as a path segment that is not valid percent-encoding.
              new UploadApiError('VALIDATION_FAILED', 'the request is malformed', { field: 'path' })
            : new UploadApiError('INTERNAL_ERROR', 'internal server error; safe to retry');
    if (failure.code === 'INTERNAL_ERROR') context.log(`upload-api: ${(error as Error)?.stack ?? String(error)}`);
    // A client that went away has no one to answer; answering must never throw in turn.
    if (response.headersSent || response.destroyed) return void response.end();
    const retryAfter = failure.extra.retry_after_seconds;
    if (typeof retryAfter === 'number') response.set('retry-after', String(retryAfter));
    response.status(failure.status).json(failure.toBody());
  };
}
