// The order a page session's numbered messages start in (message-order.ts), under a frozen clock.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGE_GAP_WAIT_MS, MessageOrder, sequenceOf } from '../../src/platform/message-order.js';

afterEach(() => vi.useRealTimers());

/** Starts each message of `order` as its turn comes, noting the order they started in. */
function starter(order: MessageOrder) {
  const started: number[] = [];
  const arrive = (seq: number) =>
    void order.turn(seq).then(() => {
      started.push(seq);
      order.started(seq);
    });
  return { started, arrive };
}

describe('MessageOrder', () => {
  it('starts messages in their numbered order whatever order they arrive in', async () => {
    const { started, arrive } = starter(new MessageOrder());
    for (const seq of [3, 1, 4, 2]) arrive(seq);
    await vi.waitFor(() => expect(started).toEqual([1, 2, 3, 4]));
  });

  it('holds a message after a lost one for the gap wait at most, then starts it and those after it', async () => {
    vi.useFakeTimers();
    const { started, arrive } = starter(new MessageOrder());
    arrive(1);
    arrive(3);
    arrive(4);
    await vi.advanceTimersByTimeAsync(MESSAGE_GAP_WAIT_MS - 1);
    expect(started).toEqual([1]);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toEqual([1, 3, 4]);
    // The lost message arriving late starts at once.
    arrive(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual([1, 3, 4, 2]);
  });

  it('a message still waiting for ones numbered before a later message that gave up starts with it, not a gap wait later', async () => {
    vi.useFakeTimers();
    const { started, arrive } = starter(new MessageOrder(1_000));
    arrive(5); // waits for 1 to 4
    await vi.advanceTimersByTimeAsync(500);
    arrive(3); // waits for 1 and 2; its own wait would end at 1.5 s
    await vi.advanceTimersByTimeAsync(499);
    expect(started).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toEqual([5, 3]);
  });
});

describe('sequenceOf', () => {
  it('reads a whole number from 1; no header is an unnumbered request; anything else is BAD_ARGUMENT', () => {
    expect(sequenceOf('1')).toBe(1);
    expect(sequenceOf('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
    expect(sequenceOf(undefined)).toBeNull();
    for (const bad of ['0', '-1', '1.5', '01', 'x', '', '9007199254740992', '1e3']) {
      expect(() => sequenceOf(bad), bad).toThrowError(expect.objectContaining({ code: 'BAD_ARGUMENT', message: 'x-partner-seq must be a whole number from 1 to 9007199254740991' }));
    }
  });
});
