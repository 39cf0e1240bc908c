// The mock platform's trust model at the edge: it is a local development server, so only this
// machine's own pages may drive it. A Host other than a loopback name (DNS rebinding) is refused,
// and a state-changing request must come from the same origin (and, on the JSON APIs, say it is
// JSON): no other web site the developer visits can change the platform's state, even with a
// "simple" cross-site POST.
//
// The same-origin rule is mounted with Express's own `use(path)` on each guarded base, not by
// comparing `req.path` with prefixes: Express matches routes case-insensitively, with or without
// a trailing slash, so a guard that compares strings itself misses `/__MOCK/...` while the route
// still answers. Mounted this way, whatever spelling reaches a guarded route reaches the guard.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { Router, type RequestHandler } from 'express';

/** Host names the mock platform answers to. */
export const LOOPBACK_HOSTS: readonly string[] = ['127.0.0.1', 'localhost', '[::1]', '::1'];

/** Where the guard applies its same-origin rule. */
export interface GuardedRoutes {
  /** Bases of JSON APIs: a state change must come from the same origin and send application/json. */
  json: readonly string[];
  /** Bases of HTML form routes (the dashboard): a state change must come from the same origin. */
  forms: readonly string[];
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The host name of a Host header (without the port), lower case. */
export function hostName(host: string | undefined): string {
  const value = (host ?? '').trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1);
  return value.replace(/:\d*$/, '');
}

/**
 * Whether a request target is a path as a browser sends one to an origin server: one leading `/`.
 * An absolute-form target (`http://evil.example/play/dev/`) names a host of its own past the Host
 * check, and a path starting `//` or `/\` reads as another host to URL parsers (the WebSocket
 * proxy's among them), so either could reach a dev server outside the game's sub-path.
 */
export const isPathTarget = (target: string | undefined): boolean => target !== undefined && /^\/(?![/\\])/.test(target);

const BAD_TARGET = 'the request target must be a path starting with a single /';

/** 403 for a state change from another origin; with `json`, 415 for one that is not JSON. */
function sameOrigin(json: boolean): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== `${req.protocol}://${req.headers.host}`) {
      return void res.status(403).json({ error: `requests from ${origin} may not change the mock platform's state`, code: 'forbidden_origin' });
    }
    if (json && !req.is('application/json')) {
      return void res.status(415).json({ error: 'state-changing requests must send Content-Type: application/json', code: 'unsupported_media_type' });
    }
    next();
  };
}

/**
 * The one guard of an app, mounted first: 400 for a request target that is not a path, and 421
 * for a Host that is not one of `hosts`, on every route; on the guarded bases, 403 for a state-changing request from another origin (another
 * site, an uploaded build on the content origin, or a sandboxed page) and, on the JSON APIs, 415
 * for one that is not JSON, whatever spelling of the path Express routes.
 * @example app.use(localGuard(LOOPBACK_HOSTS, { json: ['/__mock/api'], forms: ['/dashboard'] }));
 */
export function localGuard(hosts: readonly string[], routes: GuardedRoutes): Router {
  const allowed = new Set(hosts.map((host) => host.toLowerCase()));
  const guard = Router();
  guard.use((req, res, next) => {
    if (!isPathTarget(req.url)) return void res.status(400).json({ error: BAD_TARGET, code: 'bad_request_target' });
    if (allowed.has(hostName(req.headers.host))) return next();
    res.status(421).json({ error: `this mock platform answers only to ${[...allowed].join(', ')}: Host ${JSON.stringify(req.headers.host ?? '')} is refused`, code: 'misdirected_request' });
  });
  for (const base of routes.json) guard.use(base, sameOrigin(true));
  for (const base of routes.forms) guard.use(base, sameOrigin(false));
  return guard;
}

/**
 * Refuses a WebSocket upgrade (answering on the raw socket and closing it) unless its target is a
 * path (as for requests), for a known channel (`known`), to a loopback Host, from a page of the same origin: another web site
 * may not listen to a game's hot reload channel. Returns whether it refused.
 */
export function refuseForeignUpgrade(req: IncomingMessage, socket: Duplex, hosts: readonly string[], known: boolean): boolean {
  const allowed = new Set(hosts.map((host) => host.toLowerCase()));
  const origin = req.headers.origin;
  const status = !isPathTarget(req.url) ? '400 Bad Request'
    : !allowed.has(hostName(req.headers.host)) ? '421 Misdirected Request'
    : !known ? '404 Not Found'
    : origin !== undefined && origin !== `http://${req.headers.host}` ? '403 Forbidden'
    : undefined;
  if (status === undefined) return false;
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  return true;
}
