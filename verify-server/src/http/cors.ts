// CORS for the two endpoints: any origin, no credentials, Retry-After readable by the page. The
// `cors` package answers the preflight (OPTIONS); every other request only needs the same two
// fixed headers, which are worked out here once from the same options instead of by the package's
// per-request callbacks, option merging and header list (a visible share of a verify's own work in
// a CPU profile under the bench's load).
import cors from 'cors';
import type { RequestHandler } from 'express';

/** The endpoints' CORS policy. */
export const CORS_OPTIONS = Object.freeze({ origin: '*', methods: ['POST'], allowedHeaders: ['Content-Type'], exposedHeaders: ['Retry-After'], maxAge: 600 });

// What `cors` sets on a response that is not a preflight, given CORS_OPTIONS: the origin (a fixed
// one, so no Vary) and the exposed headers; no credentials header, since credentials are off.
const ACTUAL_RESPONSE_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['Access-Control-Allow-Origin', CORS_OPTIONS.origin],
  ['Access-Control-Expose-Headers', CORS_OPTIONS.exposedHeaders.join(',')],
];

/** The CORS middleware: the preflight answered by `cors`, any other request given the fixed headers. */
export function corsHeaders(): RequestHandler {
  const preflight = cors(CORS_OPTIONS);
  return (req, res, next) => {
    if (req.method === 'OPTIONS') return preflight(req, res, next);
    for (const [name, value] of ACTUAL_RESPONSE_HEADERS) res.setHeader(name, value);
    next();
  };
}
