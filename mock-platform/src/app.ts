import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSqliteLedger, createVerifyRouter, DEV_PLATFORM_PUBLIC_JWK, silentLogger, type KeyStore } from '@gamesdk/verify-server';
import express, { type ErrorRequestHandler, type Express } from 'express';
import { createChecklistRouter } from './checklist/index.js';
import { CONTROL_BASE, controlRoutes } from './control/routes.js';
import { parseCatalog } from './platform/catalog-file.js';
import type { MockCatalog } from './platform/catalog.js';
import { ControlError } from './platform/failure.js';
import { validateClock } from './platform/clock.js';
import { validateLoadingSilenceMs } from './platform/loading-screen.js';
import { PLATFORM_BASE, platformRoutes } from './platform/routes.js';
import { MockState } from './platform/state.js';
import { PLAY_BASE, checkGames, gameRoutes, rootAbsoluteRequests } from './serving/game-routes.js';
import { controlJson, platformJson } from './serving/json-limits.js';
import { LOOPBACK_HOSTS, isPathTarget, localGuard, refuseForeignUpgrade, type GuardedRoutes } from './serving/local-guard.js';
import { packageRoot } from './serving/paths.js';
import type { MockClock } from './types.js';
import { createUploadApi } from './upload-api/index.js';

/** Options of the mock platform. */
export interface MockPlatformOptions {
  /** Port to listen on; 0 (the default) picks a free one. Only `startMockPlatform` listens. */
  port?: number;
  /** Host to listen on. Default `127.0.0.1`. */
  host?: string;
  /**
   * Games to serve, each at `/play/<name>/`: name to a folder (a build), or to a dev server's
   * origin (`http://localhost:5173`), proxied with its hot reload WebSocket; the dev server's base
   * must then be `/play/<name>/`.
   */
  games?: Record<string, string>;
  /** Folder for files the mock keeps (the upload API's database and builds, the claim ledger). Default: a new temporary folder, removed on close. */
  dataDir?: string;
  /**
   * Manual loading mode's window: how long the platform waits, from the session's `init` or its
   * last progress call, before it sends the player home. Default `LOADING_SILENCE_MS`, the spec's
   * 15 000 ms; tests pass a short one.
   */
  loadingSilenceMs?: number;
  /** The clock of that window (`now`, `setTimeout`, `clearTimeout`); tests may pass a fake one. Default: the wall clock. */
  clock?: MockClock;
  /** How long after a guest's startGameAsync the platform shows its automatic login reminder; default LOGIN_REMINDER_MS (30 s). */
  loginReminderMs?: number;
  /**
   * What the platform sells: the game's products and subscription plans (`readCatalogFile` reads
   * them from a JSON file). Default DEFAULT_CATALOG, the example game's.
   */
  catalog?: MockCatalog;
  /** Port of the listener for uploaded builds (`contentUrl`); 0 (the default) picks a free one. */
  contentPort?: number;
  /** How long `startMockPlatform`'s server waits for a whole request before it answers 408; default REQUEST_TIMEOUT_MS (60 s). */
  requestTimeoutMs?: number;
}

/** The mock platform's Express apps, not listening, and how to release what they hold. */
export interface MockPlatformApp {
  /** The platform: control surface, shell, dashboard, upload API, verify endpoints, platform SDK, local games. */
  app: Express;
  /**
   * Uploaded builds and the platform SDK they call, for a listener of its own: builds that any
   * team key can upload run on this other origin, where the control surface and the dashboard do
   * not exist and from where the platform's own origin refuses them.
   */
  contentApp: Express;
  /**
   * Handles an HTTP upgrade on `app`'s server (`server.on('upgrade', upgrade)`; `startMockPlatform`
   * does): the hot reload WebSocket of a game proxied to its dev server, from this machine's own
   * pages only. Any other upgrade is refused.
   */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Tells the dashboard where `contentApp` listens (`startMockPlatform` does). */
  setContentOrigin(origin: string): void;
  /** Ends held answers (silent platform, waiting checkouts, event polls) so a server can close. */
  close(): Promise<void>;
}

/**
 * What the guard holds to the same origin: the platform API and the control surface (JSON only),
 * and the dashboard's forms. The whole of `/__mock` and `/partner-platform`, not just today's
 * routes under them.
 */
const GUARDED_ROUTES: GuardedRoutes = { json: ['/__mock', '/partner-platform'], forms: ['/dashboard'] };

/** Largest JSON body: the 1 MB player record or a 2 MiB image data URL, with room for JSON. */
const BODY_LIMIT = '5mb';

/**
 * The mock's verify routes trust the one key the mock signs with, for every game: the mock
 * verifies its own values. It is not developmentKeyStore(), which refuses NODE_ENV=production
 * for servers that verify real purchases: a shell or a bundler (vite build) may set that variable
 * while the mock runs beside it, and the mock's ledger grants nothing real.
 */
const MOCK_SIGNER_JWKS = Object.freeze([DEV_PLATFORM_PUBLIC_JWK]);
const MOCK_SIGNER_KEYS: KeyStore = { keysFor: () => MOCK_SIGNER_JWKS };

/**
 * Makes the mock platform's app: the platform SDK and its API, the control surface and its
 * checklist report, the shell, each game under `/play/<name>/`, the verify and claim endpoints
 * (development keys, a SQLite claim ledger in `dataDir`) and the build upload API.
 * @example
 * const { app } = createMockPlatformApp({ games: { farm: 'examples/web-game' } });
 * app.listen(8080, '127.0.0.1');
 * // a test of Manual loading mode that need not wait 15 s:
 * createMockPlatformApp({ games: { farm: 'examples/web-game' }, loadingSilenceMs: 300 });
 */
export function createMockPlatformApp(options: MockPlatformOptions = {}): MockPlatformApp {
  const games = checkGames(options.games ?? {});
  const loadingSilenceMs = options.loadingSilenceMs === undefined ? undefined : validateLoadingSilenceMs(options.loadingSilenceMs);
  const clock = options.clock === undefined ? undefined : validateClock(options.clock);
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'gamesdk-mock-platform-'));
  const catalog = options.catalog === undefined ? undefined : parseCatalog(options.catalog);
  const state = new MockState({ loadingSilenceMs, clock, loginReminderMs: options.loginReminderMs, catalog, games: Object.keys(games) });
  const ledger = createSqliteLedger({ path: join(dataDir, 'claims.sqlite') });
  let contentOrigin: string | undefined;
  const upload = createUploadApi({ dataDir, contentOrigin: () => contentOrigin });
  const app = express();
  app.disable('x-powered-by');
  const hosts = allowedHosts(options.host);
  const guard = localGuard(hosts, GUARDED_ROUTES);
  app.use(guard);
  app.use(rootAbsoluteRequests(state, Object.keys(games)));
  // Each mounted service parses its own bodies; only the platform's own routes share this parser.
  app.use(createVerifyRouter({ keys: MOCK_SIGNER_KEYS, ledger, logger: silentLogger }));
  app.use(upload.router);
  app.use(PLATFORM_BASE, platformJson(BODY_LIMIT));
  const devServerGames = Object.entries(games).filter(([, source]) => source.kind === 'dev-server').map(([name]) => name);
  app.use(platformRoutes(state, { devServerGames }));
  app.use(CONTROL_BASE, controlJson(BODY_LIMIT), controlRoutes(state), upload.reviewRouter);
  app.use(CONTROL_BASE, createChecklistRouter(state));
  app.use('/shell', express.static(join(packageRoot(), 'public', 'shell')));
  app.use('/uploads', (_req, res) => void res.status(404).json({ error: 'uploaded builds are served from the content origin (RunningMockPlatform.contentUrl), apart from this one', code: 'not_found' }));
  const served = gameRoutes(games, state);
  const upgraded = new Set<Duplex>();
  app.use(served.router);
  app.get('/', (_req, res) => {
    const first = Object.keys(games)[0];
    res.redirect(first ? shellUrl('', first) : '/shell/');
  });
  app.use(errorHandler);

  const contentApp = express();
  contentApp.disable('x-powered-by');
  contentApp.use(guard);
  contentApp.use(PLATFORM_BASE, platformJson(BODY_LIMIT));
  contentApp.use(platformRoutes(state, { devServerGames }));
  contentApp.use(upload.contentRouter);
  contentApp.use(errorHandler);
  return {
    app,
    contentApp,
    upgrade(req, socket, head) {
      // The path as the router reads a request's (no URL parser's idea of a host in it).
      const game = isPathTarget(req.url) ? served.devServerAt(req.url!.split('?')[0]!) : undefined;
      if (refuseForeignUpgrade(req, socket, hosts, game !== undefined)) return;
      // Held open until either end closes it: tracked, so that close() ends it too.
      upgraded.add(socket);
      socket.once('close', () => upgraded.delete(socket));
      game!.upgrade(req, socket, head);
    },
    setContentOrigin: (origin) => void (contentOrigin = origin),
    async close() {
      for (const socket of upgraded) socket.destroy();
      state.close();
      upload.close();
      await ledger.close();
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The shell's URL showing game `name` on the partner platform, relative to `base`. */
export function shellUrl(base: string, name: string): string {
  return `${base}/shell/?game=${encodeURIComponent(`${PLAY_BASE}/${name}/index.html`)}`;
}

/** The loopback names, and the host the server was asked to listen on when it is a name of its own. */
function allowedHosts(host: string | undefined): string[] {
  return host && !['0.0.0.0', '::'].includes(host) ? [...LOOPBACK_HOSTS, host] : [...LOOPBACK_HOSTS];
}

// Never throws itself: whatever the error holds, the answer is a fixed JSON shape, and a failure
// while answering ends the response instead of escaping.
const errorHandler: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
  try {
    if (res.headersSent) return void res.end();
    const status = (error as { status?: unknown } | null)?.status;
    const message = error instanceof Error ? error.message : 'invalid request';
    if (error instanceof ControlError) return void res.status(error.status).json({ error: message, code: 'invalid_request' });
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return void res.status(status).json({ error: message, code: status === 413 ? 'too_large' : 'invalid_request' });
    }
    console.error('mock-platform: internal error', error instanceof Error ? `${error.name}: ${error.message}` : typeof error);
    res.status(500).json({ error: 'internal error', code: 'internal' });
  } catch {
    res.destroy();
  }
};
