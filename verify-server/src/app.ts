// A complete Express app around the verify router, without listen (main.ts listens).
import express, { type Express } from 'express';
import { errorHandler, sendError } from './http/error-handler.js';
import { jsonLineLogger } from './logger.js';
import { addVerifyRoutes, type VerifyRouterOptions } from './router.js';

/** Options of {@link createApp}. */
export interface AppOptions extends VerifyRouterOptions {
  /** Express `trust proxy` setting, so rate limits key on the real client IP behind a load balancer. */
  trustProxy?: boolean | number | string;
}

/**
 * Creates the verify server app: the two endpoints, and a JSON 404 for anything else.
 * @example
 * const app = createApp({ keys: developmentKeyStore(), ledger: createSqliteLedger({ path: 'ledger.sqlite' }) });
 * app.listen(8787, '127.0.0.1');
 */
export function createApp(options: AppOptions): Express {
  const logger = options.logger ?? jsonLineLogger();
  const app = express();
  app.disable('x-powered-by');
  // Every answer is a POST's, which no cache keeps and no client revalidates: an ETag would hash
  // each body for nothing (about 2% of a verify's CPU time in a profile).
  app.set('etag', false);
  if (options.trustProxy !== undefined) app.set('trust proxy', options.trustProxy);
  addVerifyRoutes(app, { ...options, logger });
  app.use((_req, res) => sendError(res, 'not_found', 'no such endpoint'));
  app.use(errorHandler(logger));
  return app;
}
