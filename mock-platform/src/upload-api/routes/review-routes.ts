// The mock's team reviews publish requests through the control surface (mounted at /__mock/api,
// same origin and JSON only, like the rest of it): GET /reviews lists every request, POST
// /reviews/:requestId approves one or requests changes with feedback.
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { z } from 'zod';
import type { UploadApiContext } from './context.js';
import { UploadApiError } from './errors.js';
import { reviewPublishRequest, reviewQueue } from '../records/publishing.js';

const reviewBody = z.strictObject({ decision: z.enum(['approve', 'request-changes']), feedback: z.string().optional() });

/** The reviewers' routes; answers in the control surface's error shape `{ error, code }`. */
export function reviewRoutes(context: UploadApiContext): Router {
  const router = express.Router();
  router.get('/reviews', (_request, response) => void response.set('cache-control', 'no-store').json(reviewQueue(context.db)));
  router.post('/reviews/:requestId', (request: Request<{ requestId: string }>, response) => {
    const parsed = reviewBody.safeParse(request.body ?? {});
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ');
      throw new UploadApiError('VALIDATION_FAILED', issues, { field: 'body' });
    }
    response.json(reviewPublishRequest(context.db, request.params.requestId, parsed.data.decision, parsed.data.feedback ?? '', context.now()));
  });
  router.use((error: unknown, _request: Request, response: Response, next: NextFunction) => {
    if (!(error instanceof UploadApiError)) return next(error);
    response.status(error.status).json({ error: error.message, code: error.status === 404 ? 'not_found' : 'invalid_request' });
  });
  return router;
}
