// One structured log line per request: method, path, status, code, duration and the game and kind
// once verified. Bodies and tokens are never logged.
import type { RequestHandler } from 'express';
import type { Logger } from '../logger.js';

/** Logs each finished request. */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      logger.info('request', {
        method: req.method,
        // Mounted at the endpoint paths, req.path is '/': the route is the matched mount path.
        path: req.baseUrl + (req.path === '/' ? '' : req.path),
        status: res.statusCode,
        code: res.locals.code as string | undefined,
        kind: res.locals.kind as string | undefined,
        platformGameId: res.locals.platformGameId as string | undefined,
        durationMs: Number(process.hrtime.bigint() - started) / 1e6,
      });
    });
    next();
  };
}
