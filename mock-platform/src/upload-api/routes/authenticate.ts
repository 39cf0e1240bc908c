import type { NextFunction, Request, Response } from 'express';
import { teamOfApiKey } from '../records/api-keys.js';
import type { UploadApiContext } from './context.js';
import { UploadApiError } from './errors.js';

/** The team of the request's API key, set by `requireApiKey`. */
export const teamOf = (response: Response): string => response.locals.teamId as string;

/**
 * Accepts only `Authorization: Bearer <team API key>`. Anything else (no header, another scheme,
 * a dashboard login token, a revoked or unknown key) answers 401 INVALID_API_KEY. The message
 * never repeats what was sent.
 */
export function requireApiKey(context: UploadApiContext) {
  return (request: Request, response: Response, next: NextFunction): void => {
    // The scheme is case-insensitive in HTTP (RFC 9110 11.1): `bearer` and `BEARER` are Bearer.
    const match = /^Bearer +(\S+)$/i.exec(request.headers.authorization ?? '');
    const team = match?.[1] ? teamOfApiKey(context.db, match[1]) : undefined;
    if (!team) {
      throw new UploadApiError(
        'INVALID_API_KEY',
        'missing, malformed, revoked or unknown API key (a key made with `mock-platform keys create` works only with a service on the same data folder; `keys list` shows its keys)',
      );
    }
    response.locals.teamId = team;
    next();
  };
}
