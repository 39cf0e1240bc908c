// The verify and claim routes as one self-contained Express router: CORS for any origin (with
// Retry-After readable by the page), rate limit, JSON-only uncompressed body with a size cap
// (large bodies counted as they arrive and read a few at a time per client), handlers (large
// bodies parsed and verified in the large-body lane) and error mapping. Mount the router at the
// root of any Express app (the mock platform does in development mode); createApp adds the same
// routes to the app itself.
import { Router, type ErrorRequestHandler, type IRoute, type RequestHandler } from 'express';
import { VerifyError } from './errors.js';
import { corsHeaders } from './http/cors.js';
import { claimHandler, verifyHandler } from './http/handlers.js';
import { errorHandler } from './http/error-handler.js';
import { createRateLimiter, type RateLimitOptions } from './http/rate-limit.js';
import { requestLog } from './http/request-log.js';
import type { KeyStore } from './keys/key-store.js';
import type { ClaimLedger } from './ledger/ledger.js';
import { createLargeBodyAdmission } from './http/large-body-admission.js';
import { createLargeBodyLane } from './http/large-body-lane.js';
import { receiveBody } from './http/receive-body.js';
import { createTokenVerifier } from './verification/verify-token.js';
import { jsonLineLogger, type Logger } from './logger.js';

/** Path of the verify endpoint. */
export const VERIFY_PATH = '/api/platform/partner/verify';
/** Path of the claim endpoint. */
export const CLAIM_PATH = '/api/platform/partner/purchases/claim';

/** Options of {@link createVerifyRouter} and createApp. */
export interface VerifyRouterOptions {
  /** Trusted verification keys per game (developmentKeyStore(), fileKeyStore(path), ...). */
  keys: KeyStore;
  /** The claim ledger (createSqliteLedger, createPostgresLedger). */
  ledger: ClaimLedger;
  /** Structured logger; JSON lines on stdout by default. */
  logger?: Logger;
  /** Clock, for tests; `() => new Date()` by default. */
  now?: () => Date;
  /** Per-IP rate limit, or false to disable it (benchmarks); 600 per minute by default. */
  rateLimit?: RateLimitOptions | false;
}

// req.is answers null for a request without a body: that one goes on to answer 400 (no object).
// The exact header almost every client sends is accepted without parsing it.
const requireJson: RequestHandler = (req, _res, next) => {
  if (req.headers['content-type'] !== 'application/json' && req.is('application/json') === false) throw new VerifyError('unsupported_media_type', 'Content-Type must be application/json');
  next();
};

/** Where the endpoints can be added: an Express app or a Router. */
export interface VerifyRouteTarget {
  route(path: string): IRoute;
  use(path: string[], handler: ErrorRequestHandler): unknown;
}

/**
 * Adds the two endpoints, each one route with its middleware, and their error handler to `target`.
 * createApp adds them to the app itself: behind a Router of its own, each request walked a second
 * stack (the router's matching and parameter handling once more, about 1% of a verify's main-thread
 * samples in a CPU profile under the bench's load).
 * @example
 * addVerifyRoutes(express(), { keys: developmentKeyStore(), ledger: createSqliteLedger({ path }) });
 */
export function addVerifyRoutes(target: VerifyRouteTarget, options: VerifyRouterOptions): void {
  const logger = options.logger ?? jsonLineLogger();
  const now = options.now ?? (() => new Date());
  const deps = { verify: createTokenVerifier(options.keys, now), ledger: options.ledger, now, lane: createLargeBodyLane() };
  const guards: RequestHandler[] = [requestLog(logger), corsHeaders()];
  if (options.rateLimit !== false) guards.push(createRateLimiter(options.rateLimit));
  const receive = receiveBody(createLargeBodyAdmission());
  // One route per endpoint, its middleware in the route: a request is matched against one path
  // per endpoint instead of once per middleware (a tenth of a verify's routing time in a profile).
  target.route(VERIFY_PATH).all(guards).post(requireJson, receive, verifyHandler(deps));
  target.route(CLAIM_PATH).all(guards).post(requireJson, receive, claimHandler(deps));
  target.use([VERIFY_PATH, CLAIM_PATH], errorHandler(logger));
}

/**
 * Creates the router answering POST /api/platform/partner/verify and
 * POST /api/platform/partner/purchases/claim.
 * @example
 * app.use(createVerifyRouter({ keys: developmentKeyStore(), ledger: createSqliteLedger({ path }) }));
 */
export function createVerifyRouter(options: VerifyRouterOptions): Router {
  const router = Router();
  addVerifyRoutes(router, options);
  return router;
}
