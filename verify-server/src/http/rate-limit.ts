// Rate limiting with express-rate-limit: per client IP (IPv6 grouped by /56), one budget shared by
// both endpoints, answering 429 rate_limited with Retry-After in whole seconds.
import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type RateLimitInfo } from 'express-rate-limit';
import { DEFAULT_RATE_LIMIT } from '../limits.js';
import { sendError } from './error-handler.js';

/** Rate limit settings: at most `limit` requests per `windowMs` per client IP. */
export interface RateLimitOptions {
  limit: number;
  windowMs: number;
}

/** The client a request counts against: its IP (behind `trust proxy`, the forwarded one), IPv6 by /56. */
export function clientKeyOf(req: Request): string {
  return req.ip === undefined ? 'unknown' : ipKeyGenerator(req.ip, 56);
}

/** Builds the limiter middleware. */
export function createRateLimiter(options: RateLimitOptions = DEFAULT_RATE_LIMIT): RequestHandler {
  return rateLimit({
    limit: options.limit,
    windowMs: options.windowMs,
    keyGenerator: clientKeyOf,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    handler: (req, res) => {
      const resetTime = (req as { rateLimit?: RateLimitInfo }).rateLimit?.resetTime?.getTime();
      const seconds = Math.max(1, Math.ceil(((resetTime ?? Date.now() + options.windowMs) - Date.now()) / 1000));
      res.setHeader('Retry-After', String(seconds));
      sendError(res, 'rate_limited', `too many requests; retry after ${seconds} s`);
    },
  });
}
