// Large tokens (a referrals list, or a hostile 256 KiB one) cost milliseconds of the one event
// loop each: decoding, parsing, hashing. Verified in one lane, one at a time and each in its own
// turn of the event loop, they can no longer queue up into one long block: every small request
// that arrives meanwhile is served between two of them. The lane is bounded: past
// MAX_QUEUED_LARGE_TOKENS waiting, a request answers 503 verification_unavailable at once.
import { VerifyError } from '../errors.js';
import { LARGE_TOKEN_CHARS, MAX_QUEUED_LARGE_TOKENS } from '../limits.js';

/** Runs `work` now for a small token, or in the large-token lane for a large one. */
export type TokenLane = <T>(token: string, work: () => Promise<T>) => Promise<T>;

/** Creates the lane of one router. */
export function createLargeTokenLane(maxQueued = MAX_QUEUED_LARGE_TOKENS): TokenLane {
  let tail: Promise<unknown> = Promise.resolve();
  let queued = 0;
  return async (token, work) => {
    if (token.length <= LARGE_TOKEN_CHARS) return work();
    if (queued >= maxQueued) throw new VerifyError('verification_unavailable', 'too many large tokens are waiting to be verified; retry later');
    queued++;
    const turn = tail.then(() => new Promise((resolve) => setImmediate(resolve))).then(work);
    tail = turn.catch(() => undefined);
    try {
      return await turn;
    } finally {
      queued--;
    }
  };
}
