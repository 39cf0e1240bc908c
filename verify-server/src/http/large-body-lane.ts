// Large bodies (a referrals token, or a hostile 256 KiB one) cost milliseconds of the one event
// loop each: decoding, parsing, hashing. Bodies arrive together, and a burst of 200 once parsed in
// one turn of the event loop held every small request up for over a second. In the lane, a large
// body is parsed and its token verified one at a time, each in its own turn, so every small
// request that arrives meanwhile is served between two of them. The lane takes clients in turn
// (round robin), so one client's burst never queues ahead of another client's large body. It is
// bounded: past MAX_QUEUED_LARGE_BODIES waiting, a request answers 503 verification_unavailable
// at once, and past MAX_QUEUED_LARGE_BODIES_PER_CLIENT from one client, 429 rate_limited.
import { VerifyError } from '../errors.js';
import { LARGE_BODY_BYTES, MAX_QUEUED_LARGE_BODIES, MAX_QUEUED_LARGE_BODIES_PER_CLIENT } from '../limits.js';

/** Seconds a client refused for too many waiting large bodies is asked to wait (Retry-After). */
export const LARGE_BODY_RETRY_AFTER_SECONDS = 1;

/** Runs `work` now for a small body, or in the large-body lane, in `client`'s turn, for a large one. */
export type LargeBodyLane = <T>(client: string, bodyBytes: number, work: () => Promise<T>) => Promise<T>;

/** How many large bodies the lane holds waiting, in all and per client. */
export interface LargeBodyLaneLimits {
  maxQueued: number;
  maxQueuedPerClient: number;
}

/** Creates the lane of one router. */
export function createLargeBodyLane({ maxQueued, maxQueuedPerClient }: LargeBodyLaneLimits = { maxQueued: MAX_QUEUED_LARGE_BODIES, maxQueuedPerClient: MAX_QUEUED_LARGE_BODIES_PER_CLIENT }): LargeBodyLane {
  // Waiting bodies per client; a Map iterates in insertion order, so taking the first client and
  // moving it to the end when it still waits is the round robin.
  const waiting = new Map<string, Array<() => void>>();
  let queued = 0;
  let busy = false;

  const startNext = () => {
    if (busy) return;
    const [client, turns] = waiting.entries().next().value ?? [];
    if (client === undefined || !turns) return;
    waiting.delete(client);
    const turn = turns.shift()!;
    if (turns.length > 0) waiting.set(client, turns);
    busy = true;
    setImmediate(turn);
  };

  return async (client, bodyBytes, work) => {
    if (bodyBytes <= LARGE_BODY_BYTES) return work();
    const own = waiting.get(client)?.length ?? 0;
    if (own >= maxQueuedPerClient) {
      throw new VerifyError('rate_limited', `too many large requests from this client are waiting; retry after ${LARGE_BODY_RETRY_AFTER_SECONDS} s`, { retryAfterSeconds: LARGE_BODY_RETRY_AFTER_SECONDS });
    }
    if (queued >= maxQueued) throw new VerifyError('verification_unavailable', 'too many large requests are waiting to be verified; retry later');
    queued++;
    await new Promise<void>((resolve) => {
      const turns = waiting.get(client);
      if (turns) turns.push(resolve);
      else waiting.set(client, [resolve]);
      startNext();
    });
    queued--;
    try {
      return await work();
    } finally {
      busy = false;
      startNext();
    }
  };
}
