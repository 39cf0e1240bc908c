// The order of a page's messages. A platform's SDK talks to its host over one channel that
// delivers messages in the order they were sent, without waiting for an answer before sending the
// next. Over HTTP, parallel requests can arrive in any order, so the mock platform SDK numbers each
// message of a page session (1, 2, ...) in the SEQUENCE_HEADER and the platform handles them in
// that order: a message starts being handled once every message before it has started. Nothing
// waits for an earlier message's answer: a checkout that waits for the player holds back no one.
import { PlatformFailure } from './failure.js';

/** The header that carries a message's place in its page session's sequence. */
export const SEQUENCE_HEADER = 'x-partner-seq';

/**
 * How long a message waits for the ones numbered before it. Past it, it is handled anyway: a
 * message lost on the way (the page's request failed before it left) must not hold the page's
 * later messages forever.
 */
export const MESSAGE_GAP_WAIT_MS = 5_000;

/** The sequence number in `header`, or null for an unnumbered request; BAD_ARGUMENT when malformed. */
export function sequenceOf(header: string | undefined): number | null {
  if (header === undefined) return null;
  const seq = /^[1-9][0-9]{0,15}$/.test(header) ? Number(header) : Number.NaN;
  if (!Number.isSafeInteger(seq)) throw new PlatformFailure('BAD_ARGUMENT', `${SEQUENCE_HEADER} must be a whole number from 1 to ${Number.MAX_SAFE_INTEGER}`);
  return seq;
}

/** One page session's messages in the order the page numbered them. */
export class MessageOrder {
  /** The lowest number not started yet. */
  private next = 1;
  private readonly waiting = new Map<number, Set<() => void>>();

  constructor(private readonly gapWaitMs = MESSAGE_GAP_WAIT_MS) {}

  /**
   * Resolves when message `seq` may start: every message numbered before it has started, or
   * the gap wait passed. A number already passed (late, or repeated) starts at once.
   */
  turn(seq: number): Promise<void> {
    if (seq <= this.next) return Promise.resolve();
    return new Promise((start) => {
      const go = () => {
        clearTimeout(timer);
        this.waiting.get(seq)?.delete(go);
        start();
      };
      const timer = setTimeout(go, this.gapWaitMs);
      this.waiting.set(seq, (this.waiting.get(seq) ?? new Set()).add(go));
    });
  }

  /** Message `seq` has started: the messages after it may. */
  started(seq: number): void {
    if (seq < this.next) return;
    this.next = seq + 1;
    // A message that gave up waiting started out of turn: the ones numbered before it that
    // still wait start now too, late.
    for (const [waiting, goes] of this.waiting) {
      if (waiting > this.next) continue;
      this.waiting.delete(waiting);
      for (const go of goes) go();
    }
  }
}
