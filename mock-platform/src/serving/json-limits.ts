// Bodies the mock platform stores and serves again must survive being serialised again: a body
// nested deeper than MAX_JSON_DEPTH is refused at the edge (a 6,000-deep value once broke the log,
// the state view and every game's init until restart). Both limits hold while the body is read,
// before JSON.parse builds anything: the size as bytes arrive (body-parser's `limit`), the depth
// by one pass over the raw text that stops at the first bracket past the limit. Parsing 5 MB of
// brackets first and measuring after once cost other requests a second each.
import { jsonNestsDeeperThan } from '@gamesdk/verify-server';
import express, { type RequestHandler, type Response } from 'express';

/** Deepest nesting of arrays and objects accepted in a JSON body. */
export const MAX_JSON_DEPTH = 64;

/** The reason a body was refused before parsing. */
const TOO_DEEP_MESSAGE = `the JSON body is nested deeper than ${MAX_JSON_DEPTH} levels`;

class JsonTooDeep extends Error {
  readonly status = 400;
  readonly type = 'entity.too.deep';
  constructor() {
    super(TOO_DEEP_MESSAGE);
  }
}

function rawText(body: Buffer, encoding: string): Uint8Array | string {
  if (encoding === 'utf-8') return body;
  try {
    return new TextDecoder(encoding).decode(body);
  } catch {
    return body; // a charset body-parser refuses anyway (415)
  }
}

/** A client error of the body parser (malformed, too large, too deep, a charset it cannot read). */
type BodyError = { status: number; message: string };
const bodyError = (error: unknown): BodyError | undefined => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 ? { status, message: (error as Error).message } : undefined;
};

/**
 * A JSON body parser (express.json, at most `limit`) that refuses a body nested deeper than
 * MAX_JSON_DEPTH before parsing it; `refuse` answers the parser's client errors, or passes them on.
 */
function boundedJson(limit: string, refuse: (res: Response, error: BodyError) => boolean): RequestHandler {
  const parse = express.json({
    limit,
    verify(_req, _res, body, encoding) {
      if (jsonNestsDeeperThan(rawText(body, encoding), MAX_JSON_DEPTH)) throw new JsonTooDeep();
    },
  });
  return (req, res, next) =>
    parse(req, res, (error?: unknown) => {
      const refused = bodyError(error);
      if (!refused || !refuse(res, refused)) next(error);
    });
}

/** The control surface's JSON parser: its client errors answer in the control surface's shape. */
export const controlJson = (limit: string): RequestHandler =>
  boundedJson(limit, (res, error) => (res.status(error.status).json({ error: error.message, code: error.status === 413 ? 'too_large' : 'invalid_request' }), true));

/**
 * The platform API's JSON parser: its client errors (too deep, malformed, too large, not an
 * object or array) answer BAD_ARGUMENT with the reason, in the platform's shape, so the platform
 * SDK reports it.
 */
export const platformJson = (limit: string): RequestHandler =>
  boundedJson(limit, (res, error) => (res.status(error.status).json({ error: { code: 'BAD_ARGUMENT', message: error.message } }), true));
