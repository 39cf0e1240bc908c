// The answer of a claim: `{ claimed: boolean, claimedAt: time }`, nothing looser. A `claimed` of
// "false" or 1 would be truthy, so it is refused rather than read.
import type { ClaimResult } from '../results.js';
import { recordOf } from './shape.js';

/**
 * Reads `data` of a claim answer.
 * @throws AnswerRefused invalid_response naming the field that is not the documented shape.
 */
export function readClaimResult(data: unknown): ClaimResult {
  return recordOf('data', data, { claimed: 'boolean', claimedAt: 'time' }) as unknown as ClaimResult;
}
