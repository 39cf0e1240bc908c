// Large bodies (a referrals token, or a hostile 256 KiB one) cost milliseconds of the one event
// loop each: decoding, parsing, hashing. Bodies arrive together, and a burst of 200 once parsed in
// one turn of the event loop held every small request up for over a second. In the lane, a large
// body is parsed and its token verified one at a time, each in its own turn, so every small
// request that arrives meanwhile is served between two of them. The lane takes clients in turn
// (round robin), so one client's burst never queues ahead of another client's large body. How
// many large bodies may be in flight at all is bounded earlier, as they arrive
// (large-body-admission.ts), so the lane holds no more than that.
import { LARGE_BODY_BYTES } from '../limits.js';

/** Runs `work` now for a small body, or in the large-body lane, in `client`'s turn, for a large one. */
export type LargeBodyLane = <T>(client: string, bodyBytes: number, work: () => Promise<T>) => Promise<T>;

/** Creates the lane of one router. */
export function createLargeBodyLane(): LargeBodyLane {
  // Waiting bodies per client; a Map iterates in insertion order, so taking the first client and
  // moving it to the end when it still waits is the round robin.
  const waiting = new Map<string, Array<() => void>>();
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

  const inTurn = async <T>(client: string, work: () => Promise<T>): Promise<T> => {
    await new Promise<void>((resolve) => {
      const turns = waiting.get(client);
      if (turns) turns.push(resolve);
      else waiting.set(client, [resolve]);
      startNext();
    });
    try {
      return await work();
    } finally {
      busy = false;
      startNext();
    }
  };

  // A small body's work is returned as it is, not wrapped in one more promise.
  return (client, bodyBytes, work) => (bodyBytes <= LARGE_BODY_BYTES ? work() : inTurn(client, work));
}
