// A game served from its bundler's dev server (Vite, webpack-dev-server, ...) instead of a
// folder: the mock forwards `/play/<name>/...` to the dev server with the same path, HTTP and the
// dev server's WebSocket (hot reload) alike, and gives its HTML pages the platform's launch
// declaration, so the shell, the control surface and the checklist see the game as a built one.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { createProxyMiddleware, responseInterceptor } from 'http-proxy-middleware';
import { declareLaunch } from './launch-declaration.js';
import { fromOwnPage, loggedText } from './page-requests.js';

/** How long the mock waits for the dev server's answer before it answers 504: a first, unoptimised page load may take a while. */
export const DEV_SERVER_TIMEOUT_MS = 60_000;

/** Where serving logs what it saw. */
export interface DevServerLog {
  record(session: null, call: string, args: Record<string, unknown>, outcome: string): unknown;
  /** The platform began serving the page that opens `game` (logged as `pageLoad`); answers the page load's id. */
  pageServed(game: string, path: string): string;
}

/** A game proxied to its dev server: the HTTP handler and the WebSocket upgrade handler. */
export interface DevServerGame {
  /** Forwards a request under `/play/<name>/` (Express middleware; never calls `next`). */
  http(req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void): void;
  /** Forwards a WebSocket upgrade under `/play/<name>/` (the dev server's hot reload channel). */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
}

/** Whether a `games` value names a dev server (an http or https URL) rather than a folder. */
export const isDevServerUrl = (value: string): boolean => /^https?:\/\//i.test(value);

/**
 * Checks a dev server URL: http or https, the server's origin only (the mock keeps the request's
 * path, `/play/<name>/...`, so the dev server's base must be that sub-path).
 */
export function checkDevServerUrl(name: string, value: string): URL {
  if (!URL.canParse(value)) throw new TypeError(`game '${name}': '${value}' is not a URL`);
  const url = new URL(value);
  if (url.username || url.password) throw new TypeError(`game '${name}': the dev server URL may not carry credentials`);
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new TypeError(`game '${name}': give the dev server's origin (such as http://localhost:5173), not '${value}'; the game's pages keep their path /play/${name}/, so set the dev server's base to '/play/${name}/'`);
  }
  return url;
}

/**
 * The proxy of game `name` to the dev server at `target` (an origin). HTML answers get the launch
 * declaration and are logged as `pageLoad`; every other answer is passed on byte for byte. A dev
 * server that is down or silent is a 502 or 504 naming it, never a hang.
 */
export function devServerGame(name: string, target: URL, log: DevServerLog): DevServerGame {
  const origin = target.origin;
  // Only a page is held in memory to be rewritten; every other answer (scripts, a large wasm or
  // asset) streams through as the dev server sends it.
  // The page that opens the game starts the loading screen (Manual mode's window), as a built
  // game's does; other pages of the game are only logged.
  const gamePage = (path: string) => path === `/play/${name}/` || path.toLowerCase() === `/play/${name}/index.html`.toLowerCase();
  const rewritePage = responseInterceptor<IncomingMessage, ServerResponse>(async (body, _proxyRes, req, res) => {
    const path = (req.url ?? '').split('?')[0]!;
    let pageLoad: string | undefined;
    // Only a page load of the mock's own pages (not a frame or an <img> of another site) is logged.
    if (fromOwnPage(req.headers)) {
      if (gamePage(path)) pageLoad = log.pageServed(name, path);
      else log.record(null, 'pageLoad', { game: name, path: loggedText(path) }, 'served');
    }
    res.setHeader('cache-control', 'no-store');
    return declareLaunch(body.toString('utf8'), pageLoad);
  });
  const proxy = createProxyMiddleware<IncomingMessage, ServerResponse>({
    target: origin,
    // The dev server sees its own host name, as when it is opened directly (some check it).
    changeOrigin: true,
    selfHandleResponse: true,
    proxyTimeout: DEV_SERVER_TIMEOUT_MS,
    timeout: DEV_SERVER_TIMEOUT_MS,
    on: {
      proxyRes: (proxyRes, req, res) => {
        const isPage = req.method === 'GET' && /^text\/html\b/i.test(String(proxyRes.headers['content-type'] ?? ''));
        if (isPage) return void rewritePage(proxyRes, req, res);
        res.writeHead(proxyRes.statusCode ?? 502, proxyRes.statusMessage, proxyRes.headers);
        proxyRes.pipe(res);
      },
      error: (error, _req, res) => {
        const code = (error as NodeJS.ErrnoException).code;
        const message = `game '${name}': the dev server at ${origin} did not answer (${code ?? error.message}); is it running?`;
        if ('writeHead' in res) {
          if (!res.headersSent) res.writeHead(code === 'ECONNRESET' || code === 'ETIMEDOUT' ? 504 : 502, { 'content-type': 'text/plain; charset=utf-8' });
          res.end(message);
        } else {
          res.destroy();
        }
      },
    },
  });
  return {
    http: (req, res, next) => void proxy(req, res, next),
    upgrade: (req, socket, head) => proxy.upgrade(req, socket as never, head),
  };
}
