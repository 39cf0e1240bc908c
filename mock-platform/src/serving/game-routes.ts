// Games are served as the platform serves them: from a sub-path, never from the root.
import { existsSync, realpathSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import express, { Router, type Response } from 'express';
import { checkDevServerUrl, devServerGame, isDevServerUrl, type DevServerGame } from './dev-server-proxy.js';
import { declareLaunch, isHtmlPage } from './launch-declaration.js';
import { fromOwnPage, loggedText } from './page-requests.js';

/** Games are served under `/play/<name>/`. */
export const PLAY_BASE = '/play';

/**
 * How game files (not pages) are cached, as a CDN serves them: shared caches and the browser keep
 * a file for 10 s, the first-load window of launch checklist item 1, so a loader that fetches a
 * file twice while the game loads (Defold's engine script) downloads it once; after that the
 * browser revalidates with the ETag and Last-Modified express.static sends (a 304, no body), so a
 * rebuilt file is seen on the next load after 10 s. Pages stay `no-store`: each carries its own
 * page load.
 */
export const GAME_FILE_CACHE_CONTROL = 'public, max-age=10';

/** Paths that belong to the platform, not to a game; anything else at the root is a root-absolute request. */
const PLATFORM_PREFIXES = ['/partner-platform/', '/__mock/', '/shell/', '/api/', '/dashboard', '/uploads/', '/favicon.ico'];

// Pre-compressed files (Unity's Build/x.wasm.br, .gz without Decompression Fallback) are served as
// a CDN serves them: the inner type, encoded, so the browser decodes them as the loader expects.
const ENCODINGS: Record<string, string> = { '.gz': 'gzip', '.br': 'br' };

function gameFileHeaders(res: Response, path: string): void {
  res.set('cache-control', GAME_FILE_CACHE_CONTROL);
  const encoding = ENCODINGS[extname(path)];
  if (!encoding) return;
  res.set('content-encoding', encoding);
  res.type(extname(path.slice(0, -extname(path).length)) || 'application/octet-stream');
}

/** Where serving logs what it saw (the platform's event log): pages served, root-absolute requests refused. */
export interface ServingLog {
  record(session: null, call: string, args: Record<string, unknown>, outcome: string): unknown;
  /** The platform began serving the page that opens `game` (logged as `pageLoad`); answers the page load's id. */
  pageServed(game: string, path: string): string;
}

/** The page that opens a game: its index.html at the game's root, as the platform opens it. */
const isGamePage = (path: string) => path === '/' || path.toLowerCase() === '/index.html';

/** Where a game comes from: a folder of files (a build), or a dev server's origin. */
export type GameSource = { kind: 'folder'; path: string } | { kind: 'dev-server'; url: URL };

/** Checks the games option: names usable in a URL, folders that exist, dev server origins. */
export function checkGames(games: Record<string, string>): Record<string, GameSource> {
  const checked: Record<string, GameSource> = {};
  for (const [name, source] of Object.entries(games)) {
    if (!/^[A-Za-z0-9._-]+$/.test(name)) throw new TypeError(`game name '${name}' must be letters, digits, '.', '_' or '-'`);
    if (isDevServerUrl(source)) {
      checked[name] = { kind: 'dev-server', url: checkDevServerUrl(name, source) };
      continue;
    }
    const path = resolve(source);
    if (!existsSync(path) || !statSync(path).isDirectory()) throw new TypeError(`game '${name}': folder ${path} does not exist`);
    checked[name] = { kind: 'folder', path };
  }
  return checked;
}

/** The games' routes, and the WebSocket upgrades of the games proxied to a dev server. */
export interface GameRoutes {
  router: Router;
  /** The dev server game whose sub-path holds `path`, if any. */
  devServerAt(path: string): DevServerGame | undefined;
}

export function gameRoutes(games: Record<string, GameSource>, log: ServingLog): GameRoutes {
  const router = Router();
  const devServers = new Map<string, DevServerGame>();
  for (const [name, source] of Object.entries(games)) {
    if (source.kind === 'dev-server') {
      const game = devServerGame(name, source.url, log);
      devServers.set(name, game);
      // Mounted at the root so that the dev server sees the whole path, its base included.
      router.use((req, res, next) => (inGame(req.path, name) ? game.http(req, res, next) : next()));
      continue;
    }
    const folder = source.path;
    router.use(`${PLAY_BASE}/${name}`, insideFolder(folder), servePages(log, name, folder), express.static(folder, { index: 'index.html', redirect: true, etag: true, lastModified: true, setHeaders: gameFileHeaders }));
  }
  return {
    router,
    devServerAt: (path) => [...devServers].find(([name]) => inGame(path, name))?.[1],
  };
}

/** Whether a request path lies under game `name`'s sub-path. */
const inGame = (path: string, name: string): boolean => path === `${PLAY_BASE}/${name}` || path.startsWith(`${PLAY_BASE}/${name}/`);

/**
 * Answers 404 for a path that resolves outside the game folder through a symbolic link: only the
 * game's own files are served (express.static already refuses `..`).
 */
function insideFolder(folder: string): express.RequestHandler {
  const root = realpathSync(folder);
  return (req, res, next) => {
    let real: string;
    try {
      real = realpathSync(join(folder, decodeURIComponent(req.path)));
    } catch {
      return next(); // missing or undecodable: static answers it
    }
    if (real === root || real.startsWith(root + sep)) return next();
    res.status(404).type('text/plain').send(`${req.path}: not found`);
  };
}

/**
 * Serves the game's HTML pages as the platform does, with its launch declaration in them, and
 * logs each one (`pageLoad`), so the checklist can tell a page that never started the game SDK
 * from a game that was never opened; the page that opens the game starts the loading screen
 * (Manual mode's window). Other files go on to express.static.
 */
function servePages(log: ServingLog, name: string, folder: string): express.RequestHandler {
  return async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isHtmlPage(req.path)) return next();
    // `/play/<name>` without its slash: static redirects, so the page's relative paths resolve.
    if (!req.originalUrl.split('?')[0]!.endsWith('/') && req.path === '/') return next();
    let html: string;
    try {
      html = await readFile(join(folder, decodeURIComponent(req.path), req.path.endsWith('/') ? 'index.html' : ''), 'utf8');
    } catch {
      return next(); // missing, a folder or undecodable: static answers it
    }
    // The loading screen is up from here: the page that opens the game gets its page load, whose
    // Manual-mode window starts now. Other pages of the game (frames, help pages) are only logged.
    // Only a page load of the mock's own pages (not a frame or an <img> of another site) is logged.
    const path = loggedText(`${PLAY_BASE}/${name}${req.path}`);
    let pageLoad: string | undefined;
    if (req.method === 'GET' && fromOwnPage(req.headers)) {
      if (isGamePage(req.path)) pageLoad = log.pageServed(name, path);
      else log.record(null, 'pageLoad', { game: name, path }, 'served');
    }
    res.set('cache-control', 'no-store').type('html').send(declareLaunch(html, pageLoad));
  };
}

/**
 * Records requests for root-absolute paths (they fail on the platform) and answers 404, as the
 * platform would; a request from another site is answered the same but not recorded, so no web
 * page can plant an item 10 finding. A path under `/play/` outside every served game's sub-path is
 * one too: a build that hard-codes a sub-path (its own site's, or another game's on the mock)
 * breaks on the platform's, which the game cannot know.
 */
export function rootAbsoluteRequests(log: ServingLog, games: readonly string[]): express.RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path === '/' || PLATFORM_PREFIXES.some((prefix) => req.path.startsWith(prefix))) return next();
    if (games.some((name) => inGame(req.path, name))) return next();
    if (fromOwnPage(req.headers)) log.record(null, 'rootAbsoluteRequest', { path: loggedText(req.path), referrer: referrerPath(req.get('referer')) }, 'not found');
    res.status(404).type('text/plain').send(`${req.path}: not found. Games are served from a sub-path; use relative paths.`);
  };
}

/** The path of a Referer header, or null when there is none or it is not a URL. */
function referrerPath(referrer: string | undefined): string | null {
  if (!referrer || !URL.canParse(referrer)) return null;
  return loggedText(new URL(referrer).pathname);
}
