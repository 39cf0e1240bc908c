// Schemas of the two request bodies. Unknown fields are refused so a typo never goes unnoticed.
import { z } from 'zod';
import { VerifyError } from '../errors.js';
import { MAX_ID_CHARS } from '../limits.js';
import { TOKEN_KINDS } from '../token/token-format.js';

// The token's length is capped by the verifier before decoding (token_too_large), not here.
const token = z.string().min(1, 'token must be a non-empty string');
const id = z.string().min(1).max(MAX_ID_CHARS);

/** Body of POST /api/platform/partner/verify. */
export const verifyBodySchema = z.strictObject({
  kind: z.enum(['auto', ...TOKEN_KINDS]).default('auto'),
  token,
  expectedPlayerId: id.optional(),
});

/** Body of POST /api/platform/partner/purchases/claim. */
export const claimBodySchema = z.strictObject({ token, purchaseToken: id });

/** Parses a request body or throws invalid_request naming the first bad field. */
export function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new VerifyError('invalid_request', 'body must be a JSON object');
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') || (issue?.code === 'unrecognized_keys' ? issue.keys.join(', ') : 'body');
  throw new VerifyError('invalid_request', `${field}: ${issue?.message ?? 'invalid'}`);
}
