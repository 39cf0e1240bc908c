// Every answer of the endpoints is JSON to a POST: no cache keeps it, no client revalidates it, no
// charset but UTF-8 is sent. Express's res.json parses and formats the Content-Type and checks
// freshness on every answer (about 4% of a verify's CPU time in a profile); this writes the same
// headers directly.
import type { Response } from 'express';

/** Ends `res` with `body` as JSON (`application/json; charset=utf-8`) and `status`. */
export function sendJson(res: Response, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}
