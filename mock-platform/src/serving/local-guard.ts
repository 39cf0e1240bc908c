// The mock platform's trust model at the edge: it is a local development server, so only this
// machine's own pages may drive it. A Host other than a loopback name (DNS rebinding) is refused,
// and a state-changing request must be JSON from the same origin: no other web site the developer
// visits can change the platform's state, even with a "simple" cross-site POST.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { RequestHandler } from 'express';

/** Host names the mock platform answers to. */
export const LOOPBACK_HOSTS: readonly string[] = ['127.0.0.1', 'localhost', '[::1]', '::1'];

/** Routes whose state changes must come from the same origin (the upload API and verify endpoints have their own rules). */
const SAME_ORIGIN_PREFIXES = ['/__mock/', '/partner-platform/', '/dashboard'];
/** Of those, the JSON APIs: a state change must also say it is JSON (a cross-site form or text/plain POST cannot). */
const JSON_PREFIXES = ['/__mock/', '/partner-platform/'];

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The host name of a Host header (without the port), lower case. */
export function hostName(host: string | undefined): string {
  const value = (host ?? '').trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1);
  return value.replace(/:\d*$/, '');
}

/**
 * Refuses, with a JSON error: 421 for a Host that is not one of `hosts`; on the mock's own
 * routes, 403 for a state-changing request from another origin (another site, an uploaded build
 * on the content origin, or a sandboxed page) and, on its JSON APIs, 415 for one that is not JSON.
 */
export function localGuard(hosts: readonly string[] = LOOPBACK_HOSTS): RequestHandler {
  const allowed = new Set(hosts.map((host) => host.toLowerCase()));
  return (req, res, next) => {
    if (!allowed.has(hostName(req.headers.host))) {
      return void res.status(421).json({ error: `this mock platform answers only to ${[...allowed].join(', ')}: Host ${JSON.stringify(req.headers.host ?? '')} is refused`, code: 'misdirected_request' });
    }
    if (SAFE_METHODS.has(req.method) || !SAME_ORIGIN_PREFIXES.some((prefix) => req.path.startsWith(prefix))) return next();
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== `${req.protocol}://${req.headers.host}`) {
      return void res.status(403).json({ error: `requests from ${origin} may not change the mock platform's state`, code: 'forbidden_origin' });
    }
    if (JSON_PREFIXES.some((prefix) => req.path.startsWith(prefix)) && !req.is('application/json')) {
      return void res.status(415).json({ error: 'state-changing requests must send Content-Type: application/json', code: 'unsupported_media_type' });
    }
    next();
  };
}

/**
 * Refuses a WebSocket upgrade (answering on the raw socket and closing it) unless it is for a
 * known channel (`known`), to a loopback Host, from a page of the same origin: another web site
 * may not listen to a game's hot reload channel. Returns whether it refused.
 */
export function refuseForeignUpgrade(req: IncomingMessage, socket: Duplex, hosts: readonly string[], known: boolean): boolean {
  const allowed = new Set(hosts.map((host) => host.toLowerCase()));
  const origin = req.headers.origin;
  const status = !allowed.has(hostName(req.headers.host)) ? '421 Misdirected Request'
    : !known ? '404 Not Found'
    : origin !== undefined && origin !== `http://${req.headers.host}` ? '403 Forbidden'
    : undefined;
  if (status === undefined) return false;
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  return true;
}
