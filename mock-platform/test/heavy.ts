/**
 * The time limit of a test that is heavy on purpose: hundreds of requests one after another, MiB
 * compressed, a browser started, an analysis left to stall. It is a hang guard, not a speed bound:
 * such a test takes seconds on a quiet machine and several times that beside a full `npm test` on
 * two cores, so it gets this limit instead of the config's `testTimeout`, which every other test
 * keeps. A test whose speed is the point asserts its own figure instead.
 */
export const HEAVY_TEST_MS = 60_000;
