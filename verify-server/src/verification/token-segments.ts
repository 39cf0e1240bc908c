// Decoding a token's header or payload segment before its signature is checked: bounded in depth
// on the decoded bytes, before they become text and JSON.parse runs, so a hostile segment costs a
// linear scan, never a deep parse.
import { VerifyError } from '../errors.js';
import { MAX_TOKEN_JSON_DEPTH } from '../limits.js';
import { jsonNestsDeeperThan } from './json-depth.js';

/**
 * The JSON object a base64url segment holds.
 * @throws VerifyError invalid_request when it is not base64url JSON of an object, or nests deeper
 * than MAX_TOKEN_JSON_DEPTH.
 */
export function decodeJsonSegment(segment: string, name: 'header' | 'payload'): Record<string, unknown> {
  const bytes = Buffer.from(segment, 'base64url');
  if (jsonNestsDeeperThan(bytes, MAX_TOKEN_JSON_DEPTH)) {
    throw new VerifyError('invalid_request', `token ${name} nests deeper than ${MAX_TOKEN_JSON_DEPTH} levels`);
  }
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch (cause) {
    throw new VerifyError('invalid_request', `token ${name} is not base64url-encoded JSON`, { cause });
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new VerifyError('invalid_request', `token ${name} is not base64url-encoded JSON`);
  }
  return value as Record<string, unknown>;
}
